// The salon's waiting list: a client for whom no time fits leaves her wish (a service, a member or anyone, the days
// and hours she can come); a time that frees is offered to the wishes it fits, the first to accept gets it. Its
// rules, words and shapes for the browser and the server alike; the forms and pages that use them are lazy chunks.
import * as yup from 'yup'
import { bookingMessages as bm } from './bookingMessages'
import { bookingPhoneMessagesSchema } from './phoneMessages'
import { paths } from './routes'
import { isSlotTime, lastBookableDay, timeToMinutes } from './salon'
import { bookingDetailsSchema, bookingPaymentSchema, bookingServiceSchema, bookingTimeSchema } from './schemas'
import { contextNow, daysBetween, isCalendarDate, shopDate } from './shopClock'

/** A client (her phone) waits for this many times at once at most: enough for a family, too few to flood the list. */
export const WAITLIST_WISHES_PER_CLIENT = 3
/** The days a wish spans at most, from its first to its last. */
export const WAITLIST_SPAN_DAYS = 28
/** How long an offer of a freed time stays open before it expires (the time stays free for others). */
export const WAITLIST_OFFER_HOURS = 2
/** How many wishes one freed time is offered to at once, first come first offered. */
export const WAITLIST_OFFERS_PER_TIME = 5
/** Wishes one address may leave in an hour. */
export const WAITLIST_JOINS_PER_HOUR = 10
/** Offer-link requests one address may make in a minute: plenty for a person, too few to guess tokens. */
export const WAITLIST_OFFER_REQUESTS_PER_MINUTE = 30
/** An offer link's token is 43 characters (32 random bytes, base64url); anything longer is no token. */
export const OFFER_TOKEN_MAX = 64

/**
 * The booking page's query parameter that carries an offer link's random token (/booking?offer=…): the wizard's page
 * shows the offer in its place. A secret, as a manage link's token is (the server's request log hides it).
 */
export const OFFER_TOKEN_PARAM = 'offer'

/** The address of an offer's link. */
export const offerPath = (token: string) => `${paths.booking}?${OFFER_TOKEN_PARAM}=${encodeURIComponent(token)}`

/** The days of the week, Sunday first (Date.getDay), as the form names them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export const waitingListMessages = {
  join: 'Join the waiting list',
  joined: 'You are on the waiting list. We will message you as soon as a time that suits you frees up.',
  fromDate: 'Please choose the first day you can come',
  untilDate: 'Please choose the last day you can come',
  untilBeforeFrom: 'The last day must be on or after the first day',
  spanTooLong: `Choose at most ${WAITLIST_SPAN_DAYS} days from the first day to the last`,
  weekdays: 'Choose at least one day of the week you can come',
  fromTime: 'Please choose from what time you can come',
  untilTime: 'Please choose until what time you can come',
  untilBeforeFromTime: 'The latest time must be after the earliest time',
  tooMany: `You are already waiting for ${WAITLIST_WISHES_PER_CLIENT} times, the most we keep for one client. We will message you when one frees up.`,
  tooManyJoins: 'Too many waiting-list requests from this connection. Please try again in an hour.',
  offerNotFound: 'We could not find this offer. Please check the link in your message, or call us.',
  gone: 'Sorry, this time has gone: another client took it first. You stay on the waiting list for the next one.',
  expired: 'Sorry, this offer has expired and the time was not kept. You stay on the waiting list for the next one.',
  alreadyTaken: 'You have already taken this time. Your confirmation is on its way.',
  taking: 'This time is being booked for you right now. Please wait a moment and reload the page.',
  booked: 'The time is yours! Your booking is confirmed.',
  wishNotFound: 'This waiting-list entry was not found. Please reload the list.',
  wishClosed: 'This client is no longer waiting: she has booked, or her days have passed.',
  offered: 'The time was offered to the client.',
  notFree: 'That time does not fit this client’s service any more. Please choose another time.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
} as const

const wm = waitingListMessages

/** An hour on the slot grid, or '24:00' (the day's end) for the latest time. */
const wishHour = (message: string, allowDayEnd: boolean) =>
  yup
    .string()
    .required(message)
    .test('hour', message, (value = '') => isSlotTime(value) || (allowDayEnd && value === '24:00'))

/** What a client leaves on the waiting list: the wizard's category, member and service, her days and hours, her details. */
export const waitingListSchema = bookingTimeSchema
  .pick(['category', 'preferredEmployee'])
  .concat(bookingServiceSchema.pick(['service']))
  .shape({
    fromDate: yup
      .string()
      .required(wm.fromDate)
      .test('calendar-date', wm.fromDate, (value) => isCalendarDate(value ?? ''))
      .test('not-past', bm.datePast, (value, { options }) => (value ?? '') >= shopDate(contextNow(options.context)))
      .test('within-horizon', bm.dateTooFar, (value, { options }) => (value ?? '') <= lastBookableDay(contextNow(options.context))),
    untilDate: yup
      .string()
      .required(wm.untilDate)
      .test('calendar-date', wm.untilDate, (value) => isCalendarDate(value ?? ''))
      .test('after-from', wm.untilBeforeFrom, (value, { parent }) => !isCalendarDate(String(parent.fromDate ?? '')) || (value ?? '') >= parent.fromDate)
      .test('span', wm.spanTooLong, (value, { parent }) => !isCalendarDate(String(parent.fromDate ?? '')) || daysBetween(parent.fromDate, value ?? '') < WAITLIST_SPAN_DAYS)
      .test('within-horizon', bm.dateTooFar, (value, { options }) => (value ?? '') <= lastBookableDay(contextNow(options.context))),
    weekdays: yup
      .array(yup.number().integer().min(0, wm.weekdays).max(6, wm.weekdays).required(wm.weekdays))
      .min(1, wm.weekdays)
      .max(7, wm.weekdays)
      .required(wm.weekdays)
      .typeError(wm.weekdays),
    fromTime: wishHour(wm.fromTime, false),
    untilTime: wishHour(wm.untilTime, true).test('after-from', wm.untilBeforeFromTime, (value, { parent }) => !isSlotTime(String(parent.fromTime ?? '')) || timeToMinutes(value ?? '') > timeToMinutes(parent.fromTime)),
  })
  .concat(bookingDetailsSchema)
  .concat(bookingPhoneMessagesSchema)

export type WaitingListFields = yup.InferType<typeof waitingListSchema>

/** `:token` of an offer link. */
export const offerTokenParamsSchema = yup.object({ token: yup.string().required(wm.offerNotFound).max(OFFER_TOKEN_MAX, wm.offerNotFound) })

/** Taking an offered time: how she will pay, as the wizard's Payment step asks (a card pays the salon's deposit). */
export const acceptOfferSchema = bookingPaymentSchema

/** The desk offers a waiting client a time by hand. */
export const deskOfferSchema = bookingTimeSchema.pick(['date', 'startTime'])

/** What became of an offer, as its link shows it: open to take, taken by her, gone to another client, or expired. */
export type OfferState = 'open' | 'taken' | 'gone' | 'expired'

/** An offer as its link shows it: the time, nothing of anyone else. */
export interface WaitingListOffer {
  state: OfferState
  fullName: string
  serviceName: string
  employeeName: string
  date: string
  startTime: string
  price: number
  expiresAt: string
}

/** A wish as the desk lists it. */
export interface WaitingListEntry {
  _id: string
  fullName: string
  phone: string
  email: string | null
  category: string
  service: string
  serviceName: string
  employeeId: string | null
  employeeName: string | null
  fromDate: string
  untilDate: string
  weekdays: number[]
  fromTime: string
  untilTime: string
  status: 'waiting' | 'booked' | 'ended'
  /** The open offer she has not answered yet, if any. */
  offer: { date: string; startTime: string; expiresAt: string } | null
  createdAt: string
}

/** The days and hours of a wish in words: "Mon, Wed, Fri, 10:00 to 16:00, 2 to 16 December". */
export const wishDays = (weekdays: number[]) => (weekdays.length === 7 ? 'Any day' : [...weekdays].sort().map((day) => WEEKDAY_NAMES[day]!.slice(0, 3)).join(', '))
