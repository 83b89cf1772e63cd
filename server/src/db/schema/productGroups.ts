import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The shades or sizes of one item: each is a product row of its own (price, stock, pictures, SKU) naming the
 * group and its value of each of the group's options.
 */
export const productGroups = pgTable(
  'product_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The options its rows differ by (Shade, Size), in the order the shop shows them. */
    options: text('options').array().notNull(),
    /**
     * The row that stands for the group in the shop's lists: of its rows not archived, a sold one first, then the
     * cheapest, then the oldest; null when it has none. Kept by a trigger (migration 0021) whenever a row changes
     * what decides it (stock, the switch, price, archiving), so lists find it without comparing a row with its siblings.
     */
    leadId: uuid('lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('product_groups_options_check', sql`cardinality(${table.options}) between 1 and 3`)],
)
