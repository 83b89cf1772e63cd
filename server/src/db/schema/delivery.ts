import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MAX_DELIVERY_DAYS } from '../../../../src/contract/delivery'

/** The owner's delivery zones: each a fee, a threshold above which delivery is free, and a delivery time in working days. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    feeKobo: integer('fee_kobo').notNull(),
    /** Free delivery for products costing at least this; null: never free. */
    freeFromKobo: integer('free_from_kobo'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('delivery_zones_fee_check', sql`${table.feeKobo} >= 0`),
    check('delivery_zones_free_from_check', sql`${table.freeFromKobo} > 0`),
    check('delivery_zones_days_check', sql`0 <= ${table.minDays} and ${table.minDays} <= ${table.maxDays} and ${table.maxDays} <= ${sql.raw(String(MAX_DELIVERY_DAYS))}`),
  ],
)

/** Which zone a state is in: the primary key keeps each state in one zone, whatever two owners' requests race. */
export const deliveryZoneStates = pgTable('delivery_zone_states', {
  state: text('state').primaryKey(),
  zoneId: uuid('zone_id')
    .notNull()
    .references(() => deliveryZones.id, { onDelete: 'cascade' }),
})

/** One row: collecting at the salon (absent: DEFAULT_PICKUP). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: boolean('id').primaryKey().default(true),
    pickupEnabled: boolean('pickup_enabled').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupHours: text('pickup_hours').notNull(),
  },
  (table) => [check('delivery_settings_single_row', sql`${table.id}`)],
)
