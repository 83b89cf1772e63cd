import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { LEDGER_METHODS, PAYMENT_KINDS, PAYMENT_STATES } from '../../../../src/contract/payments'
import { bookings } from './bookings'
import { counterSaleLines, counterSales } from './counter'
import { orders } from './orders'
import { salonStaff } from './salon'
import { staffAccounts } from './staff'

/**
 * The ledger: every payment the shop takes (an online order's, cash on delivery, a counter bill's, a booking's
 * deposit) and every refund it gives is a row here, for exactly one of an order, a counter bill or a booking.
 * Whether something is paid is read from its rows (they cover its amount), never from a flag beside them.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id').references(() => counterSales.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * The line of a counter bill a refund row gives back (one line refunded at the counter); null on a bill's refund
     * row names its service. A line's refund may be several rows, one per method the money goes back by.
     */
    saleLineId: uuid('sale_line_id').references(() => counterSaleLines.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('payment'),
    method: text('method', { enum: LEDGER_METHODS as [string, ...string[]] }).notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    /** The provider's reference of an online payment (glow_…): a refund row carries its payment's. */
    reference: text('reference'),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    /** When the provider accepted a refund's request: a pending refund without it was never asked for (the sweeper asks again). */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** When it succeeded or failed: the moment the money moved (an order's "paid at"). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Who took it at the counter or at the door (cash on delivery); null for the provider's. */
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Why the money went back (a line refunded at the counter), as the member gave it. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A tip's member (kind 'tip', beside a counter bill): hers, not the shop's takings. */
    tipFor: text('tip_for').references(() => salonStaff.id),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId).where(sql`${table.orderId} is not null`),
    index('payments_sale_idx').on(table.saleId).where(sql`${table.saleId} is not null`),
    index('payments_booking_idx').on(table.bookingId).where(sql`${table.bookingId} is not null`),
    // A provider's reference names one payment and at most one refund of it.
    uniqueIndex('payments_reference_key').on(table.reference, table.kind),
    // The dashboard's money taken in the last month, read off this index alone.
    index('payments_settled_idx').on(table.settledAt).where(sql`${table.state} = 'succeeded'`),
    // The payment windows still open (expiry), and the refunds never asked for (the sweeper): few rows each.
    index('payments_open_idx').on(table.createdAt).where(sql`${table.state} in ('started', 'pending')`),
    // A line of a counter bill (or its service: no line) is refunded once, by each method at most one row.
    uniqueIndex('payments_sale_refund_key')
      .on(table.saleId, sql`coalesce(${table.saleLineId}, ${table.saleId})`, table.method)
      .where(sql`${table.kind} = 'refund' and ${table.saleId} is not null`),
    check('payments_sale_line_check', sql`${table.saleLineId} is null or (${table.saleId} is not null and ${table.kind} = 'refund')`),
    check('payments_one_owner_check', sql`num_nonnulls(${table.orderId}, ${table.saleId}, ${table.bookingId}) = 1`),
    check('payments_amount_check', sql`${table.amountKobo} > 0`),
    check('payments_tip_check', sql`(${table.kind} = 'tip') = (${table.tipFor} is not null) and (${table.kind} <> 'tip' or ${table.saleId} is not null)`),
    index('payments_tip_idx').on(table.tipFor, table.settledAt).where(sql`${table.kind} = 'tip'`),
  ],
)
