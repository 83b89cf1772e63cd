import { sql, type SQL } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '../../../src/contract/shopClock'

/** The shop's time zone in SQL: its days begin at Lagos midnight, whatever the database's own zone. */
export const SHOP_ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`)

/** The moment a shop day (YYYY-MM-DD) begins, or the day `days` later: `dayStart(to, 1)` ends a range that includes `to`. */
export const dayStart = (day: string, days = 0): SQL => sql`((${day}::date + ${days}::integer)::timestamp at time zone ${SHOP_ZONE})`
