import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { AWAITING_DEPOSIT, bookingMessages, depositKobo, formatShortWeekdayTime, formatWeekdayDate, phoneKey, type Booking, type BookingPaymentMethod, type DepositState } from '../../../src/contract'
import { toBookingOrNone } from '../mappers/bookings'
import { conflict, Refusal, notFound } from '../http/refusal'
import { readMessageSettings } from '../repositories/messageSettings'
import { newPaymentReference, PAYMENT_PATHS, PAYMENT_REFERENCE, PENDING_PAYMENT_STATUSES, type PaymentResult } from '../payments/gateway'
import { confirmDeposit, findBookingByPayment, lapseHold, type DepositHold, type DepositOutcome } from '../repositories/bookings'
import { readSalonSettings } from '../repositories/salon'
import { isNewClient } from '../repositories/noShow'
import { ALL_SERVICES, DESK_DEPOSIT_HOLD_HOURS, noShowMessages, policyDepositKobo } from '../../../src/contract/noShow'
import { keepCardAfterDeposit, policyFor } from './noShowPolicy'
import { withdrawLapseMessage } from '../messages/noShow'
import { newManageLink } from './manageLink'

// A card booking pays a deposit (the owner's percentage of the price) through the orders' payment gateway.
// While unpaid it awaits its deposit and holds its time for config.bookingHoldSeconds; its confirmation
// e-mails wait for the payment. A failed payment lets go of the time at once; an unpaid one lapses when its
// hold runs out (repositories/bookings releaseLapsedHolds and lapseExpiredHolds).

/** The share of a card booking's price paid ahead: the owner's percentage, or none without a payment gateway (it is booked at once). */
const depositPercentAsked = (app: FastifyInstance, depositPercent: number): number => (app.payments ? depositPercent : 0)

/** What the wizard tells a client of a card booking's deposit: its share of the price, and how long her time is held while she pays it. */
export const depositTerms = (app: FastifyInstance, depositPercent: number) => ({ percent: depositPercentAsked(app, depositPercent), holdMinutes: Math.ceil(app.config.bookingHoldSeconds / 60) })

/** Who a booking's deposit is decided for: its first service (whose policy rules), her phone (is she new?), and whether the desk sends her a link. */
export interface DepositVisit {
  service: string
  phone: string
  /** The desk asks the deposit of a phone client by a payment link, whatever she pays the rest with. */
  byLink?: boolean
}

/** The deposit the owner's policy asks of a visit (src/contract/noShow), else her settings' card percentage; in kobo. */
async function depositAsked(app: FastifyInstance, priceKobo: number, visit: DepositVisit | undefined): Promise<number> {
  const policy = await policyFor(app.db, visit?.service ?? ALL_SERVICES)
  if (!policy) return depositKobo(priceKobo, (await readSalonSettings(app.db)).depositPercent)
  return policyDepositKobo(policy, priceKobo, await isNewClient(app.db, visit ? phoneKey(visit.phone) : null))
}

/**
 * The one decision of a booking's deposit (the wizard's, the desk's, any booking's): the hold it takes, or undefined when
 * it books at once. Online, a card booking pays it through the gateway and is held config.bookingHoldSeconds; a
 * desk booking asked `byLink` is held DESK_DEPOSIT_HOLD_HOURS while she pays by the link (or by transfer).
 */
export async function depositHoldFor(app: FastifyInstance, paymentMethod: BookingPaymentMethod, priceKobo: number, visit?: DepositVisit): Promise<DepositHold | undefined> {
  const byLink = visit?.byLink === true
  if (!byLink && (paymentMethod !== 'card' || !app.payments)) return undefined
  const deposit = await depositAsked(app, priceKobo, visit)
  if (deposit <= 0) return undefined
  const holdMs = byLink ? DESK_DEPOSIT_HOLD_HOURS * 3_600_000 : app.config.bookingHoldSeconds * 1000
  return { depositKobo: deposit, paymentReference: newPaymentReference(), holdUntil: new Date(app.clock.nowMs() + holdMs), byLink }
}

/** Starts the deposit's payment for a held booking: where the client pays, and comes back to at `origin`. If the gateway fails, the time is let go. */
export async function startDeposit(app: FastifyInstance, booking: Booking, hold: DepositHold, from: { origin: string; log: FastifyBaseLogger }) {
  try {
    const { authorizationUrl } = await app.payments!.initialize({
      // A card booking comes from the wizard, which always asks her e-mail.
      email: booking.email ?? '',
      amountKobo: hold.depositKobo,
      reference: hold.paymentReference,
      callbackUrl: `${from.origin}${PAYMENT_PATHS.depositVerify}`,
    })
    return { authorizationUrl, reference: hold.paymentReference }
  } catch (error) {
    from.log.error({ err: error, reference: hold.paymentReference }, 'deposit payment initialization failed')
    await lapseHold(app.db, hold.paymentReference)
    throw new Refusal('gatewayFailed', bookingMessages.depositUnavailable)
  }
}

/**
 * A deposit the gateway says was paid (its return or its webhook): confirms the booking once, with its
 * confirmation e-mails. Undefined when the reference is no booking's (an order's payment).
 */
export async function settleDeposit(app: FastifyInstance, payment: { reference: string; amountKobo: number; currency: string } & Partial<PaymentResult>): Promise<DepositOutcome | undefined> {
  // Her confirmation carries a manage link of its own (the one made with the booking was kept only as its hash).
  const made = newManageLink(app, 'made').step
  // Paid: the message that her hold lapsed (a desk link's) is withdrawn with the confirmation.
  const outcome = await confirmDeposit(app.db, payment, app.clock.now(), async (tx, bookingId) => (await withdrawLapseMessage(tx, bookingId), await made(tx, bookingId)))
  if (outcome === 'unknown') return undefined
  if (outcome === 'confirmed') {
    app.mail.wake()
    const booking = await findBookingByPayment(app.db, payment.reference)
    if (booking) await keepCardAfterDeposit(app, { id: booking.row.id, phone: booking.row.phone, cardConsent: booking.row.cardConsent }, payment)
  }
  // Money for a hold that already lapsed (its time may be someone else's now), or the wrong sum: the owner refunds it.
  if (outcome === 'lapsed' || outcome === 'wrong-amount') app.log.warn({ reference: payment.reference, outcome }, 'deposit received for a booking it cannot confirm: refund it in the Paystack dashboard')
  return outcome
}

/** What the client is told of her deposit. */
function depositState(booking: Booking, now: Date): DepositState {
  if (booking.depositPaidAt) return 'paid'
  const holdEnded = booking.holdUntil !== null && new Date(booking.holdUntil) <= now
  if (booking.status === AWAITING_DEPOSIT) return holdEnded ? 'expired' : 'pending'
  // Let go before its hold ran out: the payment failed or was turned back.
  return holdEnded ? 'expired' : 'failed'
}

/** Where the client's browser comes back after paying a deposit (or not): the gateway is asked, never the browser. The wizard's query string. */
export async function returnFromDeposit(app: FastifyInstance, reference: unknown, log: FastifyBaseLogger): Promise<string> {
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return ''
  const booking = await findBookingByPayment(app.db, reference)
  if (booking?.row.status === AWAITING_DEPOSIT && app.payments) {
    try {
      const payment = await app.payments.verify(reference)
      if (payment.reference !== reference) throw new Error('the gateway answered for another payment')
      if (payment.status === 'success') await settleDeposit(app, payment)
      // A payment still under way (a bank transfer) keeps its hold: the webhook confirms it.
      else if (!PENDING_PAYMENT_STATUSES.includes(payment.status)) await lapseHold(app.db, reference)
    } catch (error) {
      log.error({ err: error, reference }, 'deposit verification failed')
    }
  }
  return `?deposit=${reference}`
}

/** The wizard asks what became of a deposit it sent the client to pay; the reference is known only to her. */
export async function depositOf(app: FastifyInstance, reference: unknown) {
  const booking = toBookingOrNone(typeof reference === 'string' && PAYMENT_REFERENCE.test(reference) ? await findBookingByPayment(app.db, reference) : undefined)
  if (!booking) throw notFound(bookingMessages.noSuchDeposit)
  const state = depositState(booking, app.clock.now())
  if (state !== 'paid') return { state, booking }
  // Paid, the Done step links to her booking as the other payment choices' does: a link of its own, only its hash kept.
  const link = newManageLink(app)
  await link.step(app.db, booking._id)
  return { state, booking, manageToken: link.token }
}

/** The desk's deposit link of `reference`: the booking still held for it, or undefined (paid, lapsed, unknown). */
async function heldByLink(app: FastifyInstance, reference: unknown) {
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return undefined
  const found = await findBookingByPayment(app.db, reference)
  const open = found?.row.status === AWAITING_DEPOSIT && found.row.depositByLink && found.row.holdUntil !== null && found.row.holdUntil > app.clock.now()
  return found && { found, open, reference }
}

/** The page a phone client's deposit link opens: the card (through the gateway) or the shop's account with her reference. */
export async function depositLinkOf(app: FastifyInstance, reference: unknown) {
  const held = await heldByLink(app, reference)
  if (!held) throw notFound(bookingMessages.noSuchDeposit)
  const booking = toBookingOrNone(held.found)!
  const { transfer } = await readMessageSettings(app.db)
  return {
    open: held.open,
    amountKobo: held.found.row.depositKobo,
    reference: booking.reference,
    serviceName: booking.serviceName,
    when: `${formatWeekdayDate(held.found.row.startsAt)} at ${booking.startTime}`,
    until: formatShortWeekdayTime(held.found.row.holdUntil!),
    cardUrl: app.payments ? `${PAYMENT_PATHS.depositPay}/${held.reference}/card` : null,
    transfer,
  }
}

/** She chose the card on her deposit link: the gateway's page for the deposit, which comes back as the wizard's does. */
export async function payLinkByCard(app: FastifyInstance, reference: unknown, from: { origin: string; log: FastifyBaseLogger }): Promise<string> {
  const held = await heldByLink(app, reference)
  if (!held?.open || !app.payments) throw conflict(noShowMessages.depositLinkGone)
  const booking = toBookingOrNone(held.found)!
  // Paystack asks an e-mail: a phone client without one pays under the shop's address for her booking.
  const email = booking.email ?? `${booking.reference.toLowerCase()}@${new URL(app.config.publicUrl).hostname}`
  try {
    const { authorizationUrl } = await app.payments.initialize({ email, amountKobo: held.found.row.depositKobo, reference: held.reference, callbackUrl: `${from.origin}${PAYMENT_PATHS.depositVerify}` })
    return authorizationUrl
  } catch (error) {
    from.log.error({ err: error, reference: held.reference }, 'deposit link payment initialization failed')
    throw new Refusal('gatewayFailed', noShowMessages.chargesUnavailable)
  }
}
