import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { GIFT_CARD_MOVEMENTS } from '../../../../src/contract/giftCards'
import { LEDGER_METHODS, PAYMENT_KINDS, PAYMENT_STATES } from '../../../../src/contract/payments'
import { bookings } from './bookings'
import { counterSaleLines, counterSales } from './counter'
import { orders } from './orders'
import { salonStaff } from './salon'
import { staffAccounts } from './staff'
import { users } from './users'

/**
 * The ledger: every payment the shop takes (an online order's, cash on delivery, a counter bill's, a booking's
 * deposit, a gift card bought) and every refund it gives is a row here, for exactly one of an order, a counter bill, a
 * booking or a gift card sold.
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
    /** The gift card this money bought (not one it was paid with: a card's spending is its movement's payment). */
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
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
    index('payments_gift_card_idx').on(table.giftCardId).where(sql`${table.giftCardId} is not null`),
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
    check('payments_one_owner_check', sql`num_nonnulls(${table.orderId}, ${table.saleId}, ${table.bookingId}, ${table.giftCardId}) = 1`),
    check('payments_amount_check', sql`${table.amountKobo} > 0`),
    check('payments_tip_check', sql`(${table.kind} = 'tip') = (${table.tipFor} is not null) and (${table.kind} <> 'tip' or ${table.saleId} is not null)`),
    index('payments_tip_idx').on(table.tipFor, table.settledAt).where(sql`${table.kind} = 'tip'`),
  ],
)

/**
 * A gift card: its code is kept only as a SHA-256 (and its last four characters, to name it), so the table opens no
 * card. It is live once its payment succeeded: that statement writes its 'sold' movement. Its balance is the sum of
 * its movements, never a column; `holderUserId` is the account whose wallet shows it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    ending: text('ending').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    holderUserId: uuid('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull().default(''),
    /** When its message goes out (Lagos time chosen by the buyer), once it is paid. */
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_key').on(table.codeHash),
    index('gift_cards_holder_idx').on(table.holderUserId).where(sql`${table.holderUserId} is not null`),
    check('gift_cards_amount_check', sql`${table.amountKobo} > 0`),
  ],
)

/**
 * A gift card's balance as a ledger: each movement adds (sold, refunded) or takes (redeemed, expired, voided) kobo.
 * A redemption and its giving back are each paired with the payment row of the sale they paid (`paymentId`); a
 * redemption takes the card's row lock first, so the sum never goes below zero.
 */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GIFT_CARD_MOVEMENTS }).notNull(),
    /** Signed: what it adds to the balance (negative when it takes). */
    amountKobo: integer('amount_kobo').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_card_movements_card_idx').on(table.giftCardId),
    index('gift_card_movements_created_idx').on(table.createdAt),
    // One movement per payment row: a replayed cancellation gives nothing back twice.
    uniqueIndex('gift_card_movements_payment_key').on(table.paymentId),
    // A card is sold once.
    uniqueIndex('gift_card_movements_sold_key').on(table.giftCardId).where(sql`${table.kind} = 'sold'`),
    check('gift_card_movements_sign_check', sql`(${table.kind} in ('sold', 'refunded')) = (${table.amountKobo} > 0) and ${table.amountKobo} <> 0`),
  ],
)

/** The owner's gift card terms (one row; none yet: DEFAULT_GIFT_CARD_TERMS). */
export const giftCardSettings = pgTable('gift_card_settings', {
  id: boolean('id').primaryKey().default(true),
  amountsKobo: integer('amounts_kobo').array().notNull(),
  minimumAnyKobo: integer('minimum_any_kobo'),
  validityMonths: integer('validity_months').notNull(),
})
