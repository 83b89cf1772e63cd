import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { REVIEW_STATUSES } from '../../../../src/contract/reviews'
import { bookings } from './bookings'
import { salonCategories, salonServices } from './salon'

// Clients who come back (issue 49): the rebooking reminders sent, and the reviews of the salon asked after a visit.

/**
 * A "time for your retouch" reminder, one per client per category per cycle: the cycle is her last visit of the
 * category (`lastBookingId`), so a second instance, or the next round, finds the row and sends nothing.
 */
export const rebookReminders = pgTable(
  'rebook_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The client as the desk finds her: her phone (+234…). */
    clientPhone: text('client_phone').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => salonCategories.id),
    /** Her last visit of the category: the cycle this reminder belongs to. */
    lastBookingId: uuid('last_booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** When her usual interval runs out. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('rebook_reminders_cycle_key').on(table.clientPhone, table.categoryId, table.lastBookingId), index('rebook_reminders_sent_idx').on(table.sentAt)],
)

/**
 * A review asked of a client after a completed visit (one per visit), its link's token kept only as its SHA-256;
 * her stars and words once she answers (the link then works no more), the owner's reply and whether it is published.
 */
export const salonReviews = pgTable(
  'salon_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The client (her phone +234…, or her e-mail in lower case) and the service: at most one request a year for the two. */
    clientKey: text('client_key').notNull(),
    service: text('service')
      .notNull()
      .references(() => salonServices.id),
    tokenHash: text('token_hash').notNull(),
    /** Her first name, as the review is signed. */
    firstName: text('first_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    rating: smallint('rating'),
    words: text('words'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('new'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('salon_reviews_booking_key').on(table.bookingId),
    uniqueIndex('salon_reviews_token_key').on(table.tokenHash),
    index('salon_reviews_client_idx').on(table.clientKey, table.service, table.requestedAt),
    // The owner's list and the published ones, newest answer first.
    index('salon_reviews_answered_idx').on(table.answeredAt.desc(), table.id.desc()).where(sql`${table.answeredAt} is not null`),
    check('salon_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('salon_reviews_answer_check', sql`(${table.answeredAt} is null) = (${table.rating} is null)`),
    check('salon_reviews_published_check', sql`${table.status} = 'new' or ${table.answeredAt} is not null`),
  ],
)
