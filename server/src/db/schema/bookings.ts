import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { BOOKING_CATEGORIES, BOOKING_PAYMENT_METHODS, BOOKING_SERVICES } from '../../../../src/contract'

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference shown to the client on the Done step. */
    reference: text('reference').notNull(),
    category: text('category', { enum: BOOKING_CATEGORIES }).notNull(),
    employeeId: text('employee_id').notNull(),
    date: date('date').notNull(),
    startTime: text('start_time').notNull(),
    service: text('service', { enum: BOOKING_SERVICES }).notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    paymentMethod: text('payment_method', { enum: BOOKING_PAYMENT_METHODS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The database, not a read-then-write check, keeps one employee to one booking per slot.
    uniqueIndex('bookings_slot_key').on(table.employeeId, table.date, table.startTime),
    uniqueIndex('bookings_reference_key').on(table.reference),
    index('bookings_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
)
