// The client's manage link (/booking/manage/:token): what it shows, its rules and texts, and the owner's
// cut-off for changes. The page is a lazy chunk; these stay out of the pages every client loads.
import * as yup from 'yup'
import { bookingTimeSchema } from './schemas'
import type { BookingState } from './types'

/** Until how many hours before the start a client may cancel or reschedule, unless the owner sets another. */
export const DEFAULT_CLIENT_CHANGE_CUTOFF_HOURS = 12
/** The longest cut-off the owner may set: 30 days. */
export const MAX_CLIENT_CHANGE_CUTOFF_HOURS = 720
/** Manage link requests one client address may make in a minute: plenty for a person, too few to guess tokens. */
export const MANAGE_REQUESTS_PER_MINUTE = 30

export const bookingManageMessages = {
  notFound: 'We could not find this booking. Please check the link in your confirmation e-mail, or call us.',
  cutoffPassed: (hours: number) => `Your appointment starts in less than ${hours} hours, so it can no longer be changed online. Please call us.`,
  notActive: 'This booking is no longer active, so it cannot be changed.',
  cancelled: 'Your booking has been cancelled.',
  moved: 'Your booking has been moved.',
  taken: 'That time is no longer available. Please choose another time.',
  unchanged: 'Your booking is already at that time.',
  cutoff: `Enter a whole number of hours from 0 to ${MAX_CLIENT_CHANGE_CUTOFF_HOURS}`,
  tooMany: 'Too many requests. Please wait a minute and try again.',
  requestReused: 'This booking request was already used for a different booking. Please reload the page and try again.',
} as const


/** A booking as its manage link shows it: the appointment only, nothing of the client or anyone else. */
export interface ManagedBooking {
  reference: string
  serviceName: string
  employeeName: string
  /** The client asked for anyone of the category: a reschedule may pick another member. */
  anyEmployee: boolean
  /** Each service of the visit with its member, in order; `anyone`: a reschedule may give it to another member. */
  lines: { serviceName: string; employeeName: string; anyone: boolean }[]
  date: string
  startTime: string
  endTime: string
  durationMinutes: number
  /** In naira, as booked. */
  price: number
  status: BookingState
  /** Whether she may still cancel or reschedule online, and until when (ISO instant). */
  changeable: boolean
  changeUntil: string
  cutoffHours: number
  /** What cancelling now costs under the owner's policy, in plain words (src/contract/noShow cancelWords). */
  cancelWords: string
}

/** Another time for her booking: the wizard's rules and messages for a date and a start time. */
export const bookingRescheduleSchema = bookingTimeSchema.pick(['date', 'startTime'])

/** The free times of a day for her booking. */
export const bookingRescheduleDaySchema = bookingTimeSchema.pick(['date'])

/** The longest manage link token looked up: a longer one names no booking. */
export const MANAGE_TOKEN_MAX = 100

/** `:token` of the manage link's addresses: one that cannot be a token names no booking (the same 404 as a wrong one). */
export const manageTokenParamsSchema = yup.object({
  token: yup.string().required(bookingManageMessages.notFound).max(MANAGE_TOKEN_MAX, bookingManageMessages.notFound),
})
