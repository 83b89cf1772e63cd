// The owner's salon pages (/seller/services, /seller/team, /seller/bookings) and the server's seller salon
// routes: their rules and texts, apart from the shop's so the pages every client loads do not carry them.
import * as yup from 'yup'
import { bookingManageMessages, DEFAULT_CLIENT_CHANGE_CUTOFF_HOURS, MAX_CLIENT_CHANGE_CUTOFF_HOURS } from './bookingManage'
import { LONG_TEXT_MAX, MAX_PRICE_NAIRA, TEXT_MAX } from './limits'
import { bookingPhoneMessagesSchema } from './phoneMessages'
import { isSlotTime, timeToMinutes } from './salon'
import { isCalendarDate } from './shopClock'
import { deskClientDetailsSchema, bookingServiceSchema, bookingTimeSchema } from './schemas'
import { BOOKING_STATUSES, type BookingStatus } from './types'

/** A service asks for a patch test within 1 to this many days before its appointment. */
export const PATCH_TEST_DAYS_MAX = 365
/** A service is usually rebooked after 1 to this many weeks. */
export const REBOOK_WEEKS_MAX = 52
/** A patch test is taken at least this long before the service it clears: the skin's answer takes that long. */
export const PATCH_TEST_LEAD_HOURS = 48
/** The longest note the owner writes to clients booking a patch-test service. */
export const PATCH_TEST_NOTE_MAX = 300

export const salonAdminMessages = {
  name: 'Name is required',
  role: 'Role is required',
  category: 'Please choose a category',
  categoryName: 'Category name is required',
  anyLabel: 'Say how clients ask for anyone of this category, e.g. Any available stylist',
  duration: 'Duration must be a whole number of minutes from 5 to 720, in steps of 5',
  price: 'Price must be from ₦0 to ₦10,000,000',
  processing: 'Processing time must be a whole number of minutes in steps of 5, and end before the service does',
  processingAfter: 'Say how long into the service the processing starts, in steps of 5 minutes',
  buffer: 'Clean-up time must be from 0 to 120 minutes, in steps of 5',
  patchTestDays: `A patch test must be needed within 1 to ${PATCH_TEST_DAYS_MAX} days (a whole number), or leave it empty`,
  rebookWeeks: `Usually rebooked after 1 to ${REBOOK_WEEKS_MAX} weeks (a whole number), or leave it empty`,
  time: 'Times are written HH:MM, e.g. 09:30',
  span: 'The end must come after the start',
  hours: 'Each working day needs a weekday, a start and an end',
  weekday: 'Weekdays are 0 (Sunday) to 6 (Saturday), each once',
  date: 'Please choose a date',
  status: `Status must be one of: ${BOOKING_STATUSES.join(', ')}`,
  serviceNotFound: 'Service not found',
  staffNotFound: 'Team member not found',
  bookingNotFound: 'Booking not found',
  timeOffNotFound: 'Time off not found',
  serviceBooked: 'This service has bookings, so it cannot be deleted. Make it inactive instead: the wizard stops offering it.',
  staffBooked: 'This member of the team has bookings, so they cannot be removed. Take them off every category instead.',
  moveTaken: 'That time is not free for this member of the team. Please choose another time.',
  deskBooked: 'Booking made: the client is paying at the salon',
  newBooking: 'New booking',
  firstFreeToday: 'First free time today',
  noFreeTimes: 'No free times on this day. Please choose another date.',
  walkIn: 'Walk-in',
  walkInHow: 'She is booked at the first free time today, with the first member free for her service.',
  walkInBook: 'Book the first free time',
  walkInNobodyFree: 'Nobody who does this service is free for the rest of today. Book her another day with New booking.',
  walkInBooked: (startTime: string, member: string) => `Walk-in booked: ${startTime} with ${member}, paying at the salon`,
  range: 'from must be a date written YYYY-MM-DD and days 1 to 7',
  depositPercent: 'The deposit must be a whole percentage from 0 to 100',
  settingsEmpty: 'Give a deposit percentage, a number of hours or a patch-test note to save',
  patchTestNote: `Write the patch-test note in 1 to ${PATCH_TEST_NOTE_MAX} characters`,
  heldBooking: 'This booking is waiting for its deposit: you can cancel it, or let its hold run out.',
  notStartedYet: 'This visit has not started yet. Mark it completed or a no-show once its start time has passed, or confirm that you are marking it early.',
  earlyFlag: 'early must be true or false.',
  earlyQuestion: (status: string, starts: string) => `This visit has not started yet: it starts ${starts}. Mark it ${status} now, before it starts?`,
  earlyConfirm: (status: string) => `Yes, mark it ${status} early`,
  earlyKeep: 'Not yet',
  saved: 'Saved',
  deleted: 'Deleted',
  photoSaved: 'Photo saved',
  photoRemoved: 'Photo removed',
  photoMissing: 'Choose a picture to upload as "image"',
  photoOne: 'Send one picture at a time',
  photoNotMultipart: 'Send the photo as multipart form data: one picture as "image".',
} as const

const am = salonAdminMessages

/** A time of day written HH:MM (24:00 ends a day). */
const isClockTime = (value: unknown): value is string => typeof value === 'string' && (value === '24:00' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value))

const clock = yup.string().required(am.time).test('clock', am.time, isClockTime)

/** Whether `to` comes after `from`, judged only once both are times (a field's own rule names the one that is not). */
const endsAfterStart = (from: unknown, to: unknown) => !isClockTime(from) || !isClockTime(to) || timeToMinutes(from) < timeToMinutes(to)

export const salonCategorySchema = yup.object({
  name: yup.string().trim().max(TEXT_MAX).required(am.categoryName),
  anyLabel: yup.string().trim().max(TEXT_MAX).required(am.anyLabel),
})

/** Minutes from `min` to `max` in steps of 5, 0 when left out. */
const fiveMinutes = (message: string, min: number, max: number) =>
  yup.number().typeError(message).integer(message).min(min, message).max(max, message).test('step', message, (value = 0) => value % 5 === 0).default(0)

/** A whole number from 1 to `max`, or null: the form's empty field. */
const wholeOrNone = (message: string, max: number) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(message)
    .nullable()
    .integer(message)
    .min(1, message)
    .max(max, message)
    .default(null)

export const salonServiceSchema = yup.object({
  categoryId: yup.string().trim().max(64).required(am.category),
  name: yup.string().trim().max(TEXT_MAX).required(am.name),
  description: yup.string().trim().max(LONG_TEXT_MAX).default(''),
  durationMinutes: yup.number().typeError(am.duration).required(am.duration).integer(am.duration).min(5, am.duration).max(720, am.duration).test('step', am.duration, (value = 0) => value % 5 === 0),
  price: yup.number().typeError(am.price).required(am.price).min(0, am.price).max(MAX_PRICE_NAIRA, am.price),
  // A gap inside the service (colour developing) when its member may serve someone else; 0 and 0: none.
  processingMinutes: fiveMinutes(am.processing, 0, 715).test('inside', am.processing, (value = 0, { parent }) => value === 0 || Number(parent.processingAfterMinutes) + value < Number(parent.durationMinutes)),
  processingAfterMinutes: fiveMinutes(am.processingAfter, 0, 715).test('with-processing', am.processingAfter, (value = 0, { parent }) => (Number(parent.processingMinutes) > 0) === value > 0),
  bufferMinutes: fiveMinutes(am.buffer, 0, 120),
  active: yup.boolean().default(true),
  onHomePage: yup.boolean().default(false),
  // The form's empty field: no patch test needed.
  patchTestDays: wholeOrNone(am.patchTestDays, PATCH_TEST_DAYS_MAX),
  // The form's empty field: no rebooking reminder.
  rebookWeeks: wholeOrNone(am.rebookWeeks, REBOOK_WEEKS_MAX),
})

const workingSpan = yup
  .object({
    weekday: yup.number().required(am.weekday).integer(am.weekday).min(0, am.weekday).max(6, am.weekday),
    start: clock,
    end: clock,
  })
  .required(am.hours)
  .test('span', am.span, (value) => endsAfterStart(value?.start, value?.end))

export const salonStaffSchema = yup.object({
  name: yup.string().trim().max(TEXT_MAX).required(am.name),
  role: yup.string().trim().max(TEXT_MAX).required(am.role),
  categories: yup.array(yup.string().trim().max(64).required()).max(50).default([]),
  hours: yup
    .array(workingSpan)
    .max(7, am.weekday)
    .default([])
    .test('once', am.weekday, (spans = []) => new Set(spans.map((span) => span?.weekday)).size === spans.length),
})

/** Time off: a whole day, or from one time to another that day. */
export const salonTimeOffSchema = yup
  .object({
    staffId: yup.string().trim().max(64).required(am.staffNotFound),
    date: yup.string().required(am.date).test('date', am.date, (value = '') => isCalendarDate(value)),
    from: yup.string().default('00:00').concat(clock),
    to: yup.string().default('24:00').concat(clock),
    note: yup.string().trim().max(TEXT_MAX).default(''),
  })
  .test('span', am.span, (value) => endsAfterStart(value.from, value.to))

/** Completed and no-show are for a visit whose start has passed; before it only when `early` says so on purpose. */
export const EARLY_STATUSES: readonly BookingStatus[] = ['completed', 'no-show']

export const bookingStatusSchema = yup.object({
  status: yup.string().oneOf(BOOKING_STATUSES, am.status).required(am.status),
  early: yup.boolean().strict().typeError(am.earlyFlag).nonNullable(am.earlyFlag).default(false),
})

/** The owner moves a booking to another time or member of the team; its length stays. */
export const bookingMoveSchema = yup.object({
  employeeId: yup.string().trim().max(64).required(am.staffNotFound),
  date: yup.string().required(am.date).test('date', am.date, (value = '') => isCalendarDate(value)),
  startTime: yup
    .string()
    .required(am.time)
    .test('slot', am.time, (value = '') => isSlotTime(value)),
})

/**
 * A booking taken at the desk (by phone or for a walk-in): the wizard's rules and messages for the time, the
 * service and the client (her e-mail optional), paid at the salon, so no payment method is asked; and, as in the
 * wizard, her consent to messages on her phone when she gives it to the desk.
 */
export const deskBookingSchema = bookingTimeSchema.concat(bookingServiceSchema).concat(deskClientDetailsSchema).concat(bookingPhoneMessagesSchema)
export type DeskBookingFields = yup.InferType<typeof deskBookingSchema>

/** A walk-in: the service and the client; the time is the first free start of today, the member the first free one. */
export const walkInSchema = bookingTimeSchema.pick(['category']).concat(bookingServiceSchema).concat(deskClientDetailsSchema).concat(bookingPhoneMessagesSchema)
export type WalkInFields = yup.InferType<typeof walkInSchema>

/** A card booking pays this share of the service's price ahead unless the owner sets another. */
export const DEFAULT_DEPOSIT_PERCENT = 30

/** The salon's settings, as the owner sets them on /seller/services. */
export interface SalonSettings {
  /** The share of a service's price a card booking pays ahead, in percent; 0: card bookings pay nothing ahead. */
  depositPercent: number
  /** Until how many hours before the start a client may cancel or reschedule from her manage link. */
  clientChangeCutoffHours: number
  /** What a client booking a service that needs a patch test reads in the wizard, in the owner's words. */
  patchTestNote: string
}

export const DEFAULT_PATCH_TEST_NOTE = `This service needs a patch test. Please come in at least ${PATCH_TEST_LEAD_HOURS} hours before your appointment for a quick skin test.`

export const DEFAULT_SALON_SETTINGS: SalonSettings = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  clientChangeCutoffHours: DEFAULT_CLIENT_CHANGE_CUTOFF_HOURS,
  patchTestNote: DEFAULT_PATCH_TEST_NOTE,
}

/** A change to the settings: any of them (each form on /seller/services saves its own), at least one. */
export const salonSettingsSchema = yup
  .object({
    depositPercent: yup.number().typeError(am.depositPercent).integer(am.depositPercent).min(0, am.depositPercent).max(100, am.depositPercent),
    clientChangeCutoffHours: yup
      .number()
      .typeError(bookingManageMessages.cutoff)
      .integer(bookingManageMessages.cutoff)
      .min(0, bookingManageMessages.cutoff)
      .max(MAX_CLIENT_CHANGE_CUTOFF_HOURS, bookingManageMessages.cutoff),
    patchTestNote: yup.string().trim().min(1, am.patchTestNote).max(PATCH_TEST_NOTE_MAX, am.patchTestNote),
  })
  .test('some', am.settingsEmpty, (value) => value.depositPercent !== undefined || value.clientChangeCutoffHours !== undefined || value.patchTestNote !== undefined)

/** A member of the team as the owner edits them; the photo (`image`) is uploaded on its own (PUT …/team/:id/photo). */
export interface SalonStaffAdmin {
  id: string
  name: string
  role: string
  image: string
  categories: string[]
  hours: { weekday: number; start: string; end: string }[]
}

/** A span of time off, in the salon's time. */
export interface SalonTimeOff {
  id: string
  staffId: string
  date: string
  from: string
  to: string
  note: string
}
