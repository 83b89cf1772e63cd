// The owner's salon pages (/seller/services, /seller/team, /seller/bookings) and the server's seller salon
// routes: their rules and texts, apart from the shop's so the pages every client loads do not carry them.
import * as yup from 'yup'
import { bookingManageMessages, DEFAULT_CLIENT_CHANGE_CUTOFF_HOURS, MAX_CLIENT_CHANGE_CUTOFF_HOURS } from './bookingManage'
import { LONG_TEXT_MAX, MAX_PRICE_NAIRA, TEXT_MAX } from './limits'
import { isSlotTime, timeToMinutes } from './salon'
import { isCalendarDate } from './shopClock'
import { BOOKING_STATUSES } from './types'

export const salonAdminMessages = {
  name: 'Name is required',
  role: 'Role is required',
  category: 'Please choose a category',
  categoryName: 'Category name is required',
  anyLabel: 'Say how clients ask for anyone of this category, e.g. Any available stylist',
  duration: 'Duration must be a whole number of minutes from 5 to 720, in steps of 5',
  price: 'Price must be from ₦0 to ₦10,000,000',
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
  range: 'from must be a date written YYYY-MM-DD and days 1 to 7',
  depositPercent: 'The deposit must be a whole percentage from 0 to 100',
  settingsEmpty: 'Give a deposit percentage or a number of hours to save',
  heldBooking: 'This booking is waiting for its deposit: you can cancel it, or let its hold run out.',
  saved: 'Saved',
  deleted: 'Deleted',
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

export const salonServiceSchema = yup.object({
  categoryId: yup.string().trim().max(64).required(am.category),
  name: yup.string().trim().max(TEXT_MAX).required(am.name),
  description: yup.string().trim().max(LONG_TEXT_MAX).default(''),
  image: yup.string().trim().max(TEXT_MAX).default(''),
  durationMinutes: yup.number().typeError(am.duration).required(am.duration).integer(am.duration).min(5, am.duration).max(720, am.duration).test('step', am.duration, (value = 0) => value % 5 === 0),
  price: yup.number().typeError(am.price).required(am.price).min(0, am.price).max(MAX_PRICE_NAIRA, am.price),
  active: yup.boolean().default(true),
  onHomePage: yup.boolean().default(false),
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
  image: yup.string().trim().max(TEXT_MAX).default(''),
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

export const bookingStatusSchema = yup.object({
  status: yup.string().oneOf(BOOKING_STATUSES, am.status).required(am.status),
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

/** A card booking pays this share of the service's price ahead unless the owner sets another. */
export const DEFAULT_DEPOSIT_PERCENT = 30

/** The salon's settings, as the owner sets them on /seller/services. */
export interface SalonSettings {
  /** The share of a service's price a card booking pays ahead, in percent; 0: card bookings pay nothing ahead. */
  depositPercent: number
  /** Until how many hours before the start a client may cancel or reschedule from her manage link. */
  clientChangeCutoffHours: number
}

export const DEFAULT_SALON_SETTINGS: SalonSettings = { depositPercent: DEFAULT_DEPOSIT_PERCENT, clientChangeCutoffHours: DEFAULT_CLIENT_CHANGE_CUTOFF_HOURS }

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
  })
  .test('some', am.settingsEmpty, (value) => value.depositPercent !== undefined || value.clientChangeCutoffHours !== undefined)

/** A member of the team as the owner edits them. */
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
