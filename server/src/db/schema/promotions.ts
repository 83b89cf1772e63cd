import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { CODE_CHANNELS, DISCOUNT_KINDS, DISCOUNT_TARGETS } from '../../../../src/contract/promotions'
import { orders } from './orders'
import { users } from './users'

/** A discount code the owner made: its rule, its window on the clock and its limits. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As shoppers type it, spaces gone and letters capitals (GLOW20). */
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** A percentage (1–100), or kobo off. */
    value: integer('value').notNull(),
    appliesTo: text('applies_to', { enum: DISCOUNT_TARGETS }).notNull(),
    /** The product's id, the category's name or the salon service's id; null for the whole order. */
    target: text('target'),
    minSpendKobo: integer('min_spend_kobo').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The first moment it no longer works; null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all (null: no limit), and per customer. */
    maxUses: integer('max_uses'),
    perCustomer: integer('per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_idx').on(table.code),
    index('discount_codes_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check('discount_codes_value_check', sql`${table.value} > 0 and (${table.kind} = 'amount' or ${table.value} <= 100)`),
  ],
)

/**
 * One use of a code: a row taken in the transaction of the order that used it, while the code's row is locked.
 * A use counts while its order is not cancelled, so a cancelled or lapsed order gives its use back by itself.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who used it; null once she has deleted her account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_uses_order_idx').on(table.orderId),
    index('discount_uses_code_idx').on(table.codeId, table.userId),
  ],
)
