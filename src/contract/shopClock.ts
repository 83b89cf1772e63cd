// The shop's clock: its time zone, its days and how the app and the server's messages write them. Bookings,
// the days orders are filtered by and "today" on the dashboard are all Lagos days.

/** The shop's and the salon's time zone (Lagos is UTC+1 all year). */
export const SHOP_TIME_ZONE = 'Africa/Lagos'

// Each format is made on its first use, not when the module loads: a browser's first date format loads its
// locale data, a long task that would otherwise sit in the evaluation of every script that imports this module.
function onFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined
  return () => (format ??= new Intl.DateTimeFormat(locale, options))
}

const shopDay = onFirstUse('en-CA', { timeZone: SHOP_TIME_ZONE })
const shopClockTime = onFirstUse('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const wallClock = onFirstUse('en-CA', { timeZone: SHOP_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
const dateAndTime = onFirstUse('en-NG', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE })
const weekdayAndTime = onFirstUse('en-GB', { timeZone: SHOP_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hour12: false })
const shortWeekdayAndTime = onFirstUse('en-GB', { timeZone: SHOP_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false })
const weekdayAndDate = onFirstUse('en-NG', { timeZone: SHOP_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const calendarDayLong = onFirstUse('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const longDate = onFirstUse('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE })
const mediumDateTime = onFirstUse('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE })
const calendarDayMedium = onFirstUse('en-NG', { dateStyle: 'medium', timeZone: 'UTC' })
const calendarDayShort = onFirstUse('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const readersShortDate = onFirstUse('en-NG', { day: 'numeric', month: 'short', year: 'numeric' })
const calendarWeekday = onFirstUse('en-GB', { weekday: 'long', timeZone: 'UTC' })

/**
 * What a schema's dated rules read the time from: the server validates with `{ now }` from its clock in yup's
 * context (so a test that moves the shop's clock moves them too); the browser, with none, reads its own.
 */
export interface ClockContext {
  now: Date
}
export const contextNow = (context: unknown): Date => (context as Partial<ClockContext> | undefined)?.now ?? new Date()

/** The shop's date at a moment (today by default), as YYYY-MM-DD. */
export const shopDate = (at: Date = new Date()): string => shopDay().format(at)

/** The shop's time at a moment (now by default), as HH:MM. */
export const shopTime = (at: Date = new Date()): string => shopClockTime().format(at)

/** The moment a shop day (YYYY-MM-DD) reaches `minutes` after its midnight on the shop's clock. */
export function shopMoment(day: string, minutes: number): Date {
  const asIfUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000
  const parts = Object.fromEntries(wallClock().formatToParts(new Date(asIfUtc)).map((part) => [part.type, part.value]))
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`)
  // The zone's offset at that moment (+60 minutes in Lagos) taken back off.
  return new Date(asIfUtc - (wall - asIfUtc))
}

/** The years a shop date falls in: well inside what the clock's arithmetic (a week on, the zone's offset) and PostgreSQL hold. */
export const SHOP_YEARS = { first: 1900, last: 2999 } as const

/** A real calendar date written YYYY-MM-DD, in the shop's years. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const year = Number(value.slice(0, 4))
  if (year < SHOP_YEARS.first || year > SHOP_YEARS.last) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The date (YYYY-MM-DD) `days` after another (before it when negative). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** How many days `to` comes after `from` (both YYYY-MM-DD): 0 for the same day, negative when it comes before. */
export const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS

/** The weekday of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()

/** The weekday of a YYYY-MM-DD date in words: Sunday. */
export const weekdayName = (date: string): string => calendarWeekday().format(new Date(`${date}T12:00:00Z`))

/** The Monday of a date's week (the shop's weeks begin on Monday). */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7))

/** A moment on the shop's clock: 3 Dec 2026, 10:15. */
export const formatDateTime = (at: Date): string => dateAndTime().format(at)

/** A moment on the shop's clock with its weekday, hours 00–23: Thursday 3 December at 10:00. */
export const formatWeekdayTime = (at: Date): string => weekdayAndTime().format(at)

/** A moment on the shop's clock, short, as a phone message gives it: Thu 3 Dec, 10:00. */
export const formatShortWeekdayTime = (at: Date): string => shortWeekdayAndTime().format(at).replace(' at ', ', ')

/** A moment's day on the shop's clock with its weekday: Thursday, 3 December 2026. */
export const formatWeekdayDate = (at: Date): string => weekdayAndDate().format(at)

/** A YYYY-MM-DD date as a client reads it: Tuesday, 24 November 2026. */
export const formatCalendarDay = (date: string): string => calendarDayLong().format(new Date(`${date}T00:00:00Z`))

/** A moment's day on the shop's clock: 3 December 2026. */
export const formatLongDate = (at: Date): string => longDate().format(at)

/** A moment's day in the reader's own time zone, not the shop's: 3 Dec 2026. */
export const formatReadersDate = (at: Date): string => readersShortDate().format(at)

/** 12 Mar 2026, 14:05 in the shop's time (the seller's lists). */
export const formatMediumDateTime = (at: Date): string => mediumDateTime().format(at)

/** A calendar date (YYYY-MM-DD) as 12 Mar 2026, whatever the time zone. */
export const formatCalendarDate = (date: string): string => calendarDayMedium().format(new Date(`${date}T00:00:00Z`))

/** A UTC midnight (a chart's day) as 12 Mar. */
export const formatChartDay = (at: Date | number): string => calendarDayShort().format(at)
