import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'

// What the client's manage link (/booking/manage/:token) and a retried booking request need, beside the
// booking itself, so the bookings table keeps only the appointment.

/** How a booking was asked for: 'any' member of the category or one by name, and the client's Idempotency-Key. */
export const bookingRequests = pgTable('booking_requests', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** The client asked for anyone of the category: a reschedule may move her to another member. */
  anyEmployee: boolean('any_employee').notNull(),
  /** The Idempotency-Key of the request that made it: a retry finds this booking instead of making another. */
  requestKey: text('request_key').unique('booking_requests_key'),
  /** What that request asked for, so a key reused for another booking is refused. */
  requestHash: text('request_hash'),
})

/** A manage link's token, kept only as its SHA-256: the table opens no booking. */
export const bookingManageTokens = pgTable(
  'booking_manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_manage_tokens_booking_idx').on(table.bookingId)],
)
