import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { staffAccounts } from './staff'
import { users } from './users'

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token in the cookie: a stolen table opens no session. */
    tokenHash: text('token_hash').primaryKey(),
    role: text('role', { enum: ['user', 'seller'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A seller session's team account: disabling her deletes it, and its role is read at every request. */
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt), index('sessions_staff_idx').on(table.staffAccountId)],
)
