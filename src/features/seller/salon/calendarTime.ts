import { minutesToTime, weekdayOf } from '../../../contract/salon'

// The salon calendar's own date arithmetic, on calendar dates (YYYY-MM-DD) taken at noon UTC, so no time zone or summer time moves a day.

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export const addDays = (date: string, days: number) => {
  const moment = new Date(`${date}T12:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

/** The Monday of a date's week. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7))

/** Every hour of the day as HH:MM: the day view's hour lines, and the start times the owner can move a booking to. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => minutesToTime(hour * 60))
