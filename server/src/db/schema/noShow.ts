import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DEPOSIT_WHO, FEE_REASONS, FEE_STATES, POLICY_AMOUNT_KINDS } from '../../../../src/contract/noShow'
import { bookings } from './bookings'
import { staffAccounts } from './staff'

/** The owner's no-show policy of a service, or of all services ('*'): deposit, cancellation window, fee, card kept. */
export const noShowPolicies = pgTable(
  'no_show_policies',
  {
    /** A service's id, or '*' for every service without a policy of its own. */
    service: text('service').primaryKey(),
    depositKind: text('deposit_kind', { enum: POLICY_AMOUNT_KINDS }).notNull(),
    /** A percentage, or kobo. */
    depositValue: integer('deposit_value').notNull().default(0),
    depositWho: text('deposit_who', { enum: DEPOSIT_WHO }).notNull().default('everyone'),
    depositAboveKobo: integer('deposit_above_kobo').notNull().default(0),
    windowHours: integer('window_hours').notNull().default(0),
    feeKind: text('fee_kind', { enum: POLICY_AMOUNT_KINDS }).notNull(),
    /** A percentage, or kobo. */
    feeValue: integer('fee_value').notNull().default(0),
    keepCard: boolean('keep_card').notNull().default(false),
  },
  (table) => [
    check('no_show_policies_values_check', sql`${table.depositValue} >= 0 and ${table.feeValue} >= 0 and ${table.depositAboveKobo} >= 0 and ${table.windowHours} between 0 and 720`),
  ],
)

/**
 * A card a client agreed to keep: Paystack's reusable authorisation, its code sealed (AES-256-GCM under a key drawn
 * from the Paystack secret: payments/cardVault.ts), so a copy of the database charges nothing. The rest names it.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client's phone in its one form (phoneKey): how the desk and the fee find her card. */
    clientPhone: text('client_phone').notNull(),
    /** The e-mail Paystack knows the card by: charge_authorization must name it. */
    email: text('email').notNull(),
    sealedAuthorization: text('sealed_authorization').notNull(),
    /** Paystack's fingerprint of the card: the same card kept again replaces its row. */
    signature: text('signature').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    expMonth: text('exp_month').notNull(),
    expYear: text('exp_year').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_cards_client_signature_key').on(table.clientPhone, table.signature), index('saved_cards_client_idx').on(table.clientPhone, table.createdAt)],
)

/**
 * A late cancellation's or a no-show's fee, once per booking: recorded due, claimed by the one charge that moves it to
 * charging (a conditional update), then charged (its ledger row, kind 'fee'), failed (never retried by itself) or waived.
 */
export const bookingFees = pgTable(
  'booking_fees',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: FEE_REASONS }).notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    state: text('state', { enum: FEE_STATES }).notNull().default('due'),
    /** The charge's reference at Paystack (glow_…), once claimed. */
    reference: text('reference'),
    failure: text('failure'),
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [check('booking_fees_amount_check', sql`${table.amountKobo} > 0`)],
)
