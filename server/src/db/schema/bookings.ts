import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    employeeId: text('employee_id')
      .notNull()
      .references(() => salonStaff.id),
    service: text('service')
      .notNull()
      .references(() => salonServices.id),
    /** The time the booking holds: [startsAt, endsAt). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The service's price when it was booked. */
    priceKobo: integer('price_kobo').notNull(),
    status: text('status', { enum: [...BOOKING_STATUSES, AWAITING_DEPOSIT] }).notNull().default('confirmed'),
    /** A card booking's deposit, in kobo (0: none asked). */
    depositKobo: integer('deposit_kobo').notNull().default(0),
    /** The deposit's payment reference at the gateway (glow_…), or null. */
    paymentReference: text('payment_reference'),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    /** Until when a booking awaiting its deposit holds its time; after that it lapses (cancelled). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    paymentMethod: text('payment_method', { enum: BOOKING_PAYMENT_METHODS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Two active bookings of one employee never overlap: the exclusion constraint bookings_no_overlap
    // (migration 0011_salon_data.sql, btree_gist) decides between concurrent requests.
    uniqueIndex('bookings_reference_key').on(table.reference),
    index('bookings_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('bookings_starts_idx').on(table.startsAt),
    // A shopper's data export and account deletion find the bookings made with her e-mail, in any case.
    index('bookings_email_idx').on(sql`lower(${table.email})`),
    check('bookings_span_check', sql`${table.startsAt} < ${table.endsAt}`),
    uniqueIndex('bookings_payment_reference_key').on(table.paymentReference),
    // The sweeper finds the holds that ran out.
    index('bookings_hold_idx').on(table.holdUntil).where(sql`${table.status} = 'awaiting-deposit'`),
    check('bookings_deposit_check', sql`${table.depositKobo} >= 0`),
    check('bookings_hold_check', sql`${table.status} <> 'awaiting-deposit' or (${table.holdUntil} is not null and ${table.paymentReference} is not null)`),
  ],
)
