import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { AWAITING_DEPOSIT, bookingMessages, depositKobo, type Booking, type BookingPaymentMethod, type DepositState } from '../../../src/contract'
import { toBookingOrNone } from '../mappers/bookings'
import { Refusal, notFound } from '../http/refusal'
import { newPaymentReference, PAYMENT_PATHS, PAYMENT_REFERENCE, PENDING_PAYMENT_STATUSES } from '../payments/gateway'
import { confirmDeposit, findBookingByPayment, lapseHold, type DepositHold, type DepositOutcome } from '../repositories/bookings'
import { readSalonSettings } from '../repositories/salon'
import { newManageLink } from './manageLink'

// A card booking pays a deposit (the owner's percentage of the price) through the orders' payment gateway.
// While unpaid it awaits its deposit and holds its time for config.bookingHoldSeconds; its confirmation
// e-mails wait for the payment. A failed payment lets go of the time at once; an unpaid one lapses when its
// hold runs out (repositories/bookings releaseLapsedHolds and lapseExpiredHolds).

/** The share of a card booking's price paid ahead: the owner's percentage, or none without a payment gateway (it is booked at once). */
const depositPercentAsked = (app: FastifyInstance, depositPercent: number): number => (app.payments ? depositPercent : 0)

/** What the wizard tells a client of a card booking's deposit: its share of the price, and how long her time is held while she pays it. */
export const depositTerms = (app: FastifyInstance, depositPercent: number) => ({ percent: depositPercentAsked(app, depositPercent), holdMinutes: Math.ceil(app.config.bookingHoldSeconds / 60) })

/** The deposit hold a booking takes, or undefined when it books at once (not card, no gateway, nothing to pay). */
export async function depositHoldFor(app: FastifyInstance, paymentMethod: BookingPaymentMethod, priceKobo: number): Promise<DepositHold | undefined> {
  if (paymentMethod !== 'card') return undefined
  const deposit = depositKobo(priceKobo, depositPercentAsked(app, (await readSalonSettings(app.db)).depositPercent))
  if (deposit <= 0) return undefined
  return { depositKobo: deposit, paymentReference: newPaymentReference(), holdUntil: new Date(app.clock.nowMs() + app.config.bookingHoldSeconds * 1000) }
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
export async function settleDeposit(app: FastifyInstance, payment: { reference: string; amountKobo: number; currency: string }): Promise<DepositOutcome | undefined> {
  // Her confirmation carries a manage link of its own (the one made with the booking was kept only as its hash).
  const outcome = await confirmDeposit(app.db, payment, app.clock.now(), newManageLink(app, 'made').step)
  if (outcome === 'unknown') return undefined
  if (outcome === 'confirmed') app.mail.wake()
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
