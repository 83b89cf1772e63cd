import { formatKobo, formatShortWeekdayTime, formatWeekdayDate, internationalPhone, SHOP_NAME, shopMoment, timeToMinutes, transferAccountLine, type Booking } from '../../../src/contract'
import { FEE_REASON_WORDS, type FeeReason } from '../../../src/contract/noShow'
import type { Db } from '../db/client'
import { PAYMENT_PATHS } from '../payments/gateway'
import { readMessageSettings } from '../repositories/messageSettings'
import { enqueueMessage, withdrawMessagesLike } from '../repositories/outbox'
import { reachablePhone } from '../repositories/phoneContacts'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage, type PhoneMessage } from './phone'

// A phone booking's deposit link and its lapse, and a fee charged to a kept card: the client's messages, by e-mail
// when she gave one and by her phone's channel where her number agreed, each enqueued in the change's transaction.

/** Where the client pays a deposit the desk asked by link: the shop's page offering the card (Paystack) or a transfer. */
export const depositLinkOf = (context: MailContext, reference: string) => `${context.publicUrl}${PAYMENT_PATHS.depositPay}/${reference}`

/** The key prefix a lapse message shares with the booking's reminders: any later change of the booking withdraws it (messages/booking.ts). */
const lapseKey = (bookingId: string) => `booking:${bookingId}:reminder:lapse`

/** A deposit paid: the message of its hold's lapse is not to go. */
export const withdrawLapseMessage = async (tx: Db, bookingId: string) => void (await withdrawMessagesLike(tx, lapseKey(bookingId)))

const startOf = (booking: Booking) => shopMoment(booking.date, timeToMinutes(booking.startTime))
const firstName = (booking: Booking) => ({ cut: booking.fullName.split(/\s+/)[0] ?? booking.fullName })

/** Her e-mail (when she gave one) and her phone message (where her number agreed) of one event. */
async function tell(tx: Db, context: MailContext, booking: Booking, message: { key: string; event: string; subject: string; paragraphs: string[]; action?: { label: string; url: string }; sendAfter?: Date }, phone: Omit<PhoneMessage, 'key' | 'event' | 'sendAfter'>) {
  const { key, event, subject, paragraphs, action, sendAfter } = message
  if (booking.email) {
    const body = compose(context, { greeting: `Hello ${booking.fullName},`, paragraphs, lines: [['Booking reference', booking.reference]], ...(action && { action }) })
    await enqueueMessage(tx, { channel: 'email', key: `${key}:${booking.email}`, event, to: booking.email, subject, ...body, ...(sendAfter && { sendAfter }) })
  }
  const number = internationalPhone(booking.phone)
  const client = number ? await reachablePhone(tx, number) : undefined
  if (client) await enqueuePhoneMessage(tx, context.publicUrl, client, { ...phone, key: `${key}:client-phone`, event, ...(sendAfter && { sendAfter }) })
}

/**
 * The desk held her time for a deposit: the link to pay it now, and the message that her time was released, sent
 * when the hold runs out unless the deposit (or any change of the booking) withdraws it first.
 */
export async function enqueueDepositLink(tx: Db, context: MailContext, booking: Booking, hold: { depositKobo: number; holdUntil: Date; paymentReference: string }): Promise<void> {
  const link = depositLinkOf(context, hold.paymentReference)
  const deposit = formatKobo(hold.depositKobo)
  const until = formatShortWeekdayTime(hold.holdUntil)
  const visit = `${formatWeekdayDate(startOf(booking))} at ${booking.startTime}`
  const { transfer } = await readMessageSettings(tx)
  await tell(
    tx,
    context,
    booking,
    {
      key: `booking:${booking._id}:deposit-link`,
      event: 'Deposit link',
      subject: `Please pay your ${deposit} deposit to keep your booking ${booking.reference}`,
      paragraphs: [
        `We have held ${booking.serviceName} on ${visit} for you. To keep it, please pay a deposit of ${deposit} by ${until} (Lagos time); it comes off your bill at the salon.`,
        transfer ? `Pay by card with the link below, or by bank transfer to ${transferAccountLine(transfer)} with ${booking.reference} as the reference.` : 'Pay by card or bank transfer with the link below.',
        'If the deposit has not arrived by then, your time is released and we will tell you.',
      ],
      action: { label: `Pay the ${deposit} deposit`, url: link },
    },
    { template: 'glow_deposit_link', params: [firstName(booking), { cut: booking.serviceName }, formatShortWeekdayTime(startOf(booking)), booking.reference, deposit, until, link] },
  )
  await tell(
    tx,
    context,
    booking,
    {
      key: lapseKey(booking._id),
      event: 'Deposit hold released',
      subject: `Your booking ${booking.reference} was released`,
      paragraphs: [`We held ${booking.serviceName} on ${visit} for you until ${until}, but the deposit did not arrive, so the time was released. Please call us or book again online.`],
      sendAfter: hold.holdUntil,
    },
    { template: 'glow_deposit_lapsed', params: [firstName(booking), { cut: booking.serviceName }, formatShortWeekdayTime(startOf(booking)), booking.reference] },
  )
}

/** A fee charged to her kept card: what, how much, which card. */
export async function enqueueFeeCharged(tx: Db, context: MailContext, booking: Booking, fee: { reason: FeeReason; amountKobo: number; last4: string }): Promise<void> {
  const what = FEE_REASON_WORDS[fee.reason].toLowerCase()
  const amount = formatKobo(fee.amountKobo)
  await tell(
    tx,
    context,
    booking,
    {
      key: `booking:${booking._id}:fee-charged`,
      event: 'Fee charged',
      subject: `A ${what} fee of ${amount} for booking ${booking.reference}`,
      paragraphs: [
        `As our policy said when you booked, the ${what} fee of ${amount} for ${booking.serviceName} on ${formatWeekdayDate(startOf(booking))} was charged to your card ending ${fee.last4}.`,
        `If you think this is a mistake, please reply to this e-mail or call ${SHOP_NAME}.`,
      ],
    },
    { template: 'glow_fee_charged', params: [firstName(booking), what, amount, booking.reference, fee.last4] },
  )
}
