import { sql, type SQL } from 'drizzle-orm'
import { SALON_TIME_ZONE } from '../../src/contract/salon'

/** The shop's time zone in SQL: its days begin at Lagos midnight, whatever the database's own zone. */
export const SHOP_ZONE = sql.raw(`'${SALON_TIME_ZONE}'`)

/** The moment a shop day (YYYY-MM-DD) begins, or the day `days` later: `dayStart(to, 1)` ends a range that includes `to`. */
export const dayStart = (day: string, days = 0): SQL => sql`((${day}::date + ${days}::integer)::timestamp at time zone ${SHOP_ZONE})`

const lagosWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALON_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The moment a shop day (YYYY-MM-DD) reaches `minutes` after its midnight on the salon's clock. */
export function shopMoment(day: string, minutes: number): Date {
  const asIfUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000
  const parts = Object.fromEntries(lagosWallClock.formatToParts(new Date(asIfUtc)).map((part) => [part.type, part.value]))
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`)
  // The zone's offset at that moment (+60 minutes in Lagos) taken back off.
  return new Date(asIfUtc - (wall - asIfUtc))
}
