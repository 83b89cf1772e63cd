import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { AWAITING_DEPOSIT, BOOKING_PAYMENT_METHODS, BOOKING_STATUSES } from '../../../../src/contract'
import { salonCategories, salonServices, salonStaff } from './salon'

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference shown to the client on the Done step. */
    reference: text('reference').notNull(),
    category: text('category')
      .notNull()
      .references(() => salonCategories.id),
    /** The first service of the visit (its lines, booking_lines, hold every service): its member, and it. */
    employeeId: text('employee_id')
      .notNull()
      .references(() => salonStaff.id),
    service: text('service')
      .notNull()
      .references(() => salonServices.id),
    /** The client's time at the salon, from her first service's start to her last one's end: [startsAt, endsAt). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The visit's price when it was booked: its services' together. */
    priceKobo: integer('price_kobo').notNull(),
    status: text('status', { enum: [...BOOKING_STATUSES, AWAITING_DEPOSIT] }).notNull().default('confirmed'),
    /** A card booking's deposit, in kobo (0: none asked); paid by a row of the ledger (payments). */
    depositKobo: integer('deposit_kobo').notNull().default(0),
    /** Until when a booking awaiting its deposit holds its time; after that it lapses (cancelled). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The desk sent her a deposit link (a phone booking): she is told when its hold lapses. */
    depositByLink: boolean('deposit_by_link').notNull().default(false),
    /** She agreed that her first card payment keeps the card for the policy's fee. */
    cardConsent: boolean('card_consent').notNull().default(false),
    fullName: text('full_name').notNull(),
    /** Null for a client booked at the desk without one (a phone client often has none): no e-mail is sent. */
    email: text('email'),
    phone: text('phone').notNull(),
    /** The phone in the one form a client is found by (phoneKey: +234… for a Nigerian number); null once erased. */
    clientPhone: text('client_phone'),
    paymentMethod: text('payment_method', { enum: BOOKING_PAYMENT_METHODS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_reference_key').on(table.reference),
    index('bookings_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('bookings_starts_idx').on(table.startsAt),
    // A shopper's data export and account deletion find the bookings made with her e-mail, in any case.
    index('bookings_email_idx').on(sql`lower(${table.email})`),
    // The desk finds a client by her phone (the whole number, or as much of it as is typed) and reads her visits in order.
    index('bookings_client_phone_idx').using('btree', sql`${table.clientPhone} text_pattern_ops`, table.startsAt),
    // …or by a part of her name or e-mail (pg_trgm, as the shop's search).
    index('bookings_client_words_idx').using('gin', sql`lower(${table.fullName}) gin_trgm_ops`, sql`lower(coalesce(${table.email}, '')) gin_trgm_ops`),
    check('bookings_span_check', sql`${table.startsAt} < ${table.endsAt}`),
    // The sweeper finds the holds that ran out.
    index('bookings_hold_idx').on(table.holdUntil).where(sql`${table.status} = 'awaiting-deposit'`),
    check('bookings_deposit_check', sql`${table.depositKobo} >= 0`),
    check('bookings_hold_check', sql`${table.status} <> 'awaiting-deposit' or ${table.holdUntil} is not null`),
  ],
)

/** The services of a visit in order, each with its member and the client's time in it; the first is the booking's own. */
export const bookingLines = pgTable(
  'booking_lines',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    service: text('service')
      .notNull()
      .references(() => salonServices.id),
    employeeId: text('employee_id')
      .notNull()
      .references(() => salonStaff.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The service's price when it was booked. */
    priceKobo: integer('price_kobo').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.position] }),
    // A member's visits in a day or a week (a stylist's calendar), and whether a member or a service was ever booked.
    index('booking_lines_employee_idx').on(table.employeeId, table.startsAt),
    index('booking_lines_service_idx').on(table.service),
    check('booking_lines_span_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
)

/**
 * The spans a visit keeps its members busy: each service's time but its processing gap, and its clean-up after.
 * Two active spans of one member never overlap: the exclusion constraint booking_busy_no_overlap (migration
 * 0030_visit_lines.sql, btree_gist) decides between concurrent requests; `active` follows the booking's status
 * (a trigger), so a cancelled visit frees its time.
 */
export const bookingBusy = pgTable(
  'booking_busy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => salonStaff.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('booking_busy_booking_idx').on(table.bookingId), check('booking_busy_span_check', sql`${table.startsAt} < ${table.endsAt}`)],
)
