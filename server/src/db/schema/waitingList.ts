import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { salonCategories, salonServices, salonStaff } from './salon'
import { users } from './users'

/** A client's wish on the waiting list: a service, with a member or anyone, on the days and hours she can come. */
export const waitlistWishes = pgTable(
  'waitlist_wishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category')
      .notNull()
      .references(() => salonCategories.id),
    service: text('service')
      .notNull()
      .references(() => salonServices.id, { onDelete: 'cascade' }),
    /** Null: anyone of the category's team. */
    employeeId: text('employee_id').references(() => salonStaff.id, { onDelete: 'cascade' }),
    /** Her days, [fromDate, untilDate] in Lagos, on these weekdays (0 Sunday … 6 Saturday), her hours [fromMinute, untilMinute). */
    fromDate: text('from_date').notNull(),
    untilDate: text('until_date').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    fromMinute: integer('from_minute').notNull(),
    untilMinute: integer('until_minute').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    /** Her phone in the one form a client is found by (phoneKey): the per-client limit counts by it. */
    clientPhone: text('client_phone').notNull(),
    /** She was signed in when she joined. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['waiting', 'booked'] })
      .notNull()
      .default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waitlist_wishes_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // A freed day finds the wishes waiting for it; the per-client limit counts hers.
    index('waitlist_wishes_waiting_idx').on(table.untilDate, table.fromDate).where(sql`${table.status} = 'waiting'`),
    index('waitlist_wishes_client_idx').on(table.clientPhone).where(sql`${table.status} = 'waiting'`),
    check('waitlist_wishes_days_check', sql`${table.fromDate} <= ${table.untilDate}`),
    check('waitlist_wishes_hours_check', sql`${table.fromMinute} < ${table.untilMinute}`),
  ],
)

/** A freed time offered to a wish by a link (its token kept hashed): the first of its wishes to accept books it. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishId: uuid('wish_id')
      .notNull()
      .references(() => waitlistWishes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** open → taking (one accept claimed it) → taken (booked) or gone (another took the time); open past expiresAt is expired. */
    status: text('status', { enum: ['open', 'taking', 'taken', 'gone', 'expired'] })
      .notNull()
      .default('open'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_offers_token_key').on(table.tokenHash),
    // A wish has one offer to answer at a time: two rounds offering at once cannot both offer it.
    uniqueIndex('waitlist_offers_open_key').on(table.wishId).where(sql`${table.status} in ('open', 'taking')`),
  ],
)

/**
 * The members' time that freed (a visit cancelled, moved or lapsed, time off removed), written by triggers on
 * booking_busy and salon_time_off (migration 0044_waiting_list, hand-written part): the one place every way a time
 * frees is noticed. The waiting list's round takes these rows and offers the times to the wishes they fit.
 */
export const waitlistFreed = pgTable('waitlist_freed', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: text('employee_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
})
