import { createEvent } from 'ics'
import {
  formatNaira,
  formatWeekdayDate,
  formatShortWeekdayTime,
  internationalPhone,
  paths,
  PHONE_CHANNEL_LABELS,
  SHOP_NAME,
  shopMoment,
  timeToMinutes,
  transferAccountLine,
  visitMembers,
  type Booking,
  type BookingStatus,
  type MessageSettings,
} from '../../../src/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { findBooking } from '../repositories/bookings'
import { toBooking } from '../mappers/bookings'
import { readMessageSettings } from '../repositories/messageSettings'
import { enqueueMessage, withdrawMessagesLike, type EmailDraft, type MailAttachment } from '../repositories/outbox'
import { reachablePhone } from '../repositories/phoneContacts'
import { compose, type MailBody, type MailContext } from './compose'
import { enqueuePhoneMessage, transferAccountWords, type PhoneMessage, type PhoneParam } from './phone'

/**
 * What happened to a booking that someone is told about, or whose reminder changes. `reinstated`: the
 * seller set a cancelled (or no-show) booking back to confirmed, which only brings its reminder back;
 * `closed`: marked completed or no-show, which only withdraws it.
 */
export type BookingMailEvent = 'made' | 'cancelled' | 'moved' | 'reinstated' | 'closed'

/** The event of the seller setting a booking's status. */
export const statusEvent = (status: BookingStatus): BookingMailEvent => (status === 'cancelled' ? 'cancelled' : status === 'confirmed' ? 'reinstated' : 'closed')

/** How long before the appointment its reminder goes out. */
export const REMINDER_HOURS = 24

const startOf = (booking: Booking): Date => shopMoment(booking.date, timeToMinutes(booking.startTime))

/** When, in Lagos time: "Thursday, 3 December 2026, 10:00 to 11:00 (Lagos time)". */
const when = (booking: Booking) => `${formatWeekdayDate(startOf(booking))}, ${booking.startTime} to ${booking.endTime} (Lagos time)`

/** The booking as lines of a message. */
const bookingLines = (booking: Booking): [string, string][] => [
  ['Service', booking.serviceName],
  ['With', visitMembers(booking.lines)],
  ['When', when(booking)],
  ['Duration', `${booking.durationMinutes} minutes`],
  ['Price', formatNaira(booking.price)],
  ['Booking reference', booking.reference],
]

/** How a transfer booking is paid, in its e-mails: the owner's account, or the promise of it. */
const transferParagraph = (booking: Booking, settings: MessageSettings): string[] =>
  booking.paymentMethod !== 'transfer'
    ? []
    : [settings.transfer ? `Please pay ${formatNaira(booking.price)} by bank transfer to ${transferAccountLine(settings.transfer)}, with ${booking.reference} as the reference.` : 'We will send you our bank account details for your transfer.']

/**
 * A message to the client about her booking. The one place the client's messages are built: her manage
 * link (/booking/manage/:token) is the body's action whenever the change came with her token (the
 * database keeps only its hash, so a change the owner makes cannot repeat it).
 */
const toClient = (context: MailContext, booking: Booking, paragraphs: string[], manageToken?: string) =>
  compose(context, {
    greeting: `Hello ${booking.fullName},`,
    paragraphs,
    lines: bookingLines(booking),
    ...(manageToken ? { action: { label: 'Cancel or reschedule', url: `${context.publicUrl}${paths.bookingManage(manageToken)}` } } : {}),
  } satisfies MailBody)

/** The appointment as an iCalendar file (RFC 5545, times in UTC), made with the `ics` library. */
function calendarFile(context: MailContext, booking: Booking): MailAttachment {
  const start = startOf(booking)
  const { error, value } = createEvent({
    uid: `booking-${booking._id}@${new URL(context.publicUrl).host}`,
    productId: SHOP_NAME,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start.getTime() + booking.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${booking.serviceName} at ${SHOP_NAME}`,
    description: `With ${visitMembers(booking.lines)}. Booking reference ${booking.reference}. Price ${formatNaira(booking.price)}.`,
    location: SHOP_NAME,
    url: context.publicUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be made')
  return { filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value }
}

/** The reminder 24 hours before the appointment, unless that moment has passed (a booking made for tomorrow morning). */
function reminder(context: MailContext, booking: Booking, settings: MessageSettings, manageToken?: string): EmailDraft | undefined {
  const sendAfter = reminderTime(booking, context.clock.now())
  if (!sendAfter || !booking.email) return undefined
  return {
    event: 'Booking reminder',
    to: booking.email,
    subject: `Reminder: ${booking.serviceName} tomorrow at ${booking.startTime}`,
    sendAfter,
    ...toClient(context, booking, [`A reminder of your appointment at ${SHOP_NAME} tomorrow. We look forward to seeing you.`, ...transferParagraph(booking, settings)], manageToken),
  }
}

/** The reminder's time: 24 hours before the appointment, or undefined when that has passed by `now`. */
function reminderTime(booking: Booking, now: Date): Date | undefined {
  const sendAfter = new Date(startOf(booking).getTime() - REMINDER_HOURS * 3_600_000)
  return sendAfter > now ? sendAfter : undefined
}

/** How the booking is paid, in a phone message: a transfer names the account, with her reference. */
function paymentWords(booking: Booking, settings: MessageSettings): string {
  if (booking.paymentMethod === 'transfer') return `Pay by transfer: ${transferAccountWords(settings.transfer)}, ref ${booking.reference}.`
  if (booking.paymentMethod === 'card') return booking.depositPaidAt ? `Deposit of ${formatNaira(booking.deposit)} paid.` : 'Pay by card.'
  return `Pay ${formatNaira(booking.price)} at the salon.`
}

/** The phone versions of the event's messages to the client: confirmation, move, cancellation, and the reminder. */
function clientPhoneMessages(context: MailContext, booking: Booking, event: BookingMailEvent, settings: MessageSettings, stamp: string, manageToken?: string): PhoneMessage[] {
  const id = booking._id
  const name: PhoneParam = { cut: booking.fullName.split(/\s+/)[0] ?? booking.fullName }
  const service: PhoneParam = { cut: booking.serviceName }
  const employee: PhoneParam = { cut: visitMembers(booking.lines) }
  const at = formatShortWeekdayTime(startOf(booking))
  const manage = manageToken ? `Manage: ${context.publicUrl}${paths.bookingManage(manageToken)}` : `See us at ${context.publicUrl}`
  const messages: PhoneMessage[] = []
  const transfer = booking.paymentMethod === 'transfer'
  if (event === 'made') {
    const key = `booking:${id}:made:client-phone`
    messages.push(
      transfer
        ? { key, event: 'Booking made', template: 'glow_booking_confirmed_transfer', params: [name, service, at, booking.reference, transferAccountWords(settings.transfer), manage] }
        : { key, event: 'Booking made', template: 'glow_booking_confirmed', params: [name, booking.reference, service, employee, at, paymentWords(booking, settings), manage] },
    )
  }
  if (event === 'moved') {
    messages.push({ key: `booking:${id}:${stamp}:client-phone`, event: 'Booking moved', template: 'glow_booking_moved', params: [name, booking.reference, service, employee, at, transfer ? paymentWords(booking, settings) : manage] })
  }
  if (event === 'cancelled') messages.push({ key: `booking:${id}:${stamp}:client-phone`, event: 'Booking cancelled', template: 'glow_booking_cancelled', params: [name, booking.reference, service, at] })
  const sendAfter = event === 'cancelled' || event === 'closed' ? undefined : reminderTime(booking, context.clock.now())
  if (sendAfter) {
    messages.push({
      key: `${reminderKeys(id)}${stamp}:client-phone`,
      event: 'Booking reminder',
      template: 'glow_booking_reminder',
      params: [name, service, employee, booking.startTime, booking.reference, transfer ? paymentWords(booking, settings) : manage],
      sendAfter,
    })
  }
  return messages
}

/** The owner's alert of a new booking on her phone. */
const ownerPhoneMessage = (context: MailContext, booking: Booking): PhoneMessage => ({
  key: `booking:${booking._id}:made:owner-phone`,
  event: 'New booking (to you)',
  template: 'glow_new_booking',
  params: [booking.reference, { cut: booking.serviceName }, { cut: visitMembers(booking.lines) }, formatShortWeekdayTime(startOf(booking)), { cut: booking.fullName }, booking.phone, `Bookings: ${context.publicUrl}${paths.sellerBookings}`],
})

/** The client's and the owner's phone messages of the event: hers where her number agreed to them, the owner's where she set hers. */
async function enqueueBookingPhone(tx: Db, context: MailContext, booking: Booking, event: BookingMailEvent, settings: MessageSettings, stamp: string, manageToken?: string): Promise<void> {
  const phone = internationalPhone(booking.phone)
  const client = phone ? await reachablePhone(tx, phone) : undefined
  if (client) for (const message of clientPhoneMessages(context, booking, event, settings, stamp, manageToken)) await enqueuePhoneMessage(tx, context.publicUrl, client, message)
  if (event === 'made' && settings.ownerPhone) await enqueuePhoneMessage(tx, context.publicUrl, { phone: settings.ownerPhone, channel: settings.ownerChannel }, ownerPhoneMessage(context, booking))
}

/** The e-mails of the event: the client's (none for a client booked at the desk without an e-mail) and the owner's alert. */
function messagesFor(context: MailContext, booking: Booking, event: BookingMailEvent, settings: MessageSettings, manageToken?: string): EmailDraft[] {
  const { email } = booking
  const owners = event === 'made' ? [ownerAlert(context, booking, settings)] : []
  return email ? [...clientMessages(context, { ...booking, email }, event, settings, manageToken), ...owners] : owners
}

/** The owner's e-mail of a new booking. */
const ownerAlert = (context: MailContext, booking: Booking, settings: MessageSettings): EmailDraft => ({
  event: 'New booking (to you)',
  to: context.ownerEmail,
  subject: `New booking ${booking.reference}: ${booking.serviceName}, ${booking.date} ${booking.startTime} with ${visitMembers(booking.lines)}`,
  ...compose(context, {
    paragraphs: [
      `${booking.fullName} (${[booking.email, booking.phone].filter(Boolean).join(', ')}) booked ${booking.serviceName}.`,
      ...(settings.ownerPhone ? [`This alert also went to your phone by ${PHONE_CHANNEL_LABELS[settings.ownerChannel]}.`] : []),
    ],
    lines: bookingLines(booking),
    action: { label: 'Open the bookings', url: `${context.publicUrl}${paths.sellerBookings}` },
  }),
})

/** The client's e-mails of the event, to her address. */
function clientMessages(context: MailContext, booking: Booking & { email: string }, event: BookingMailEvent, settings: MessageSettings, manageToken?: string): EmailDraft[] {
  const { reference } = booking
  if (event === 'made') {
    return [
      {
        event: 'Booking made',
        to: booking.email,
        subject: `Your booking ${reference} is confirmed`,
        ...toClient(context, booking, [`Thank you for booking with us. Your appointment is confirmed; the calendar file attached adds it to your calendar.`, ...transferParagraph(booking, settings)], manageToken),
        attachments: [calendarFile(context, booking)],
      },
    ]
  }
  if (event === 'moved') {
    return [
      {
        event: 'Booking moved',
        to: booking.email,
        subject: `Your booking ${reference} has moved to ${formatWeekdayDate(startOf(booking))} at ${booking.startTime}`,
        ...toClient(context, booking, [`Your appointment has moved. Here it is as it stands now; the calendar file attached has the new time.`, ...transferParagraph(booking, settings)], manageToken),
        attachments: [calendarFile(context, booking)],
      },
    ]
  }
  if (event === 'cancelled') {
    return [
      {
        event: 'Booking cancelled',
        to: booking.email,
        subject: `Your booking ${reference} has been cancelled`,
        ...toClient(context, booking, [`Your appointment has been cancelled. If you did not expect this, please reply to this e-mail or call us.`]),
      },
    ]
  }
  return []
}

/** The key prefix of a booking's reminders, whichever time they were for. */
const reminderKeys = (bookingId: string) => `booking:${bookingId}:reminder:`

/**
 * Enqueues the messages of a booking's event in the transaction (`tx`) that made the change. Each is keyed
 * by booking, event and recipient; a change made again (a retried move to the same time, a cancel of a
 * cancelled booking) is no event at all, as the repositories only call this when the row changed. A
 * cancel or move withdraws the reminder not yet sent; a move (or a reinstated booking) schedules a new one
 * for the new time. A booking is made once; its later events are told apart by the time they happened, as
 * a booking may be cancelled, reinstated and cancelled again.
 */
export async function enqueueBookingMail(tx: Db, context: MailContext, bookingId: string, event: BookingMailEvent, manageToken?: string): Promise<void> {
  const stamp = event === 'made' ? event : `${event}-${context.clock.nowMs()}`
  const found = await findBooking(tx, bookingId)
  if (!found) return
  const booking = toBooking(found)
  // Every channel's reminder: its keys all begin with the booking's reminder prefix.
  if (event !== 'made') await withdrawMessagesLike(tx, reminderKeys(bookingId))
  const settings = await readMessageSettings(tx)
  for (const message of messagesFor(context, booking, event, settings, manageToken)) {
    await enqueueMessage(tx, { ...message, channel: 'email', key: `booking:${bookingId}:${stamp}:${message.to}` })
  }
  const next = event === 'cancelled' || event === 'closed' ? undefined : reminder(context, booking, settings, manageToken)
  if (next) await enqueueMessage(tx, { ...next, channel: 'email', key: `${reminderKeys(bookingId)}${stamp}:${next.to}` })
  await enqueueBookingPhone(tx, context, booking, event, settings, stamp, manageToken)
}

/** The event's messages as a repository's in-transaction step; with the client's manage token, they carry her link. */
export const mailBooking =
  (app: FastifyInstance, event: BookingMailEvent, manageToken?: string) =>
  (tx: Db, bookingId: string): Promise<void> =>
    enqueueBookingMail(tx, app.mail.context, bookingId, event, manageToken)
