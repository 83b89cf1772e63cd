const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' })

/** 12 Mar 2026, 14:05 in the seller's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
/** A calendar date (YYYY-MM-DD) as 12 Mar 2026, whatever the time zone. */
export const formatDay = (day: string) => dateOnly.format(new Date(`${day}T00:00:00Z`))
