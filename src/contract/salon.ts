import { BOOKING_HORIZON_DAYS } from './limits'

// The salon's clock: its categories, services, team and hours are data (GET /api/salon); these are the
// rules both the wizard and the server apply to times.

/** 'any' lets the salon pick a free member of the team. */
export const ANY_EMPLOYEE = 'any'

/** Appointments start on the hour. */
export const BOOKING_SLOT_MINUTES = 60

/** HH:MM as minutes after midnight. */
export const timeToMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Minutes after midnight as HH:MM. */
export const minutesToTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A start time the salon could offer: HH:MM on a slot boundary. */
export const isSlotTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value) && timeToMinutes(value) % BOOKING_SLOT_MINUTES === 0

/** The weekday of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()

/** The salon's and the shop's time zone: bookings, "today" on the dashboard and the days orders are filtered by. */
export const SALON_TIME_ZONE = 'Africa/Lagos'

/** A moment's date (today by default) in the salon's time zone, as YYYY-MM-DD. */
export const salonToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(now)

/** The time in the salon now, as HH:MM. */
export const salonTimeNow = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SALON_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now)

/** A slot of today that has already begun can no longer be booked. */
export const hasSlotBegun = (date: string, slot: string, now: Date = new Date()): boolean => date === salonToday(now) && slot <= salonTimeNow(now)

/** The last date the salon takes bookings for: BOOKING_HORIZON_DAYS after today. */
export function lastBookableDay(now: Date = new Date()): string {
  const date = new Date(`${salonToday(now)}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + BOOKING_HORIZON_DAYS)
  return date.toISOString().slice(0, 10)
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  // Year 0000 is a date to JavaScript, not to PostgreSQL.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
