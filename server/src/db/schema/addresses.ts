import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    /** What a rider looks for ("opposite First Bank"); empty when not given. */
    landmark: text('landmark').notNull().default(''),
    /** The local government area or district; empty when not given. */
    area: text('area').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.createdAt)],
)
