import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ACTIVITY_KINDS, STAFF_ROLES } from '../../../../src/contract/team'
import { salonStaff } from './salon'

/**
 * The shop's team logins: the owner (the environment's seller login at the first start) and the members she
 * invites. Never deleted (the activity list names them): disabled instead.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased: one account per address, in any case. */
    email: text('email').notNull(),
    /** Her mobile (+234…), where her invitation also goes; null without one. */
    phone: text('phone'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Null until she sets her password from her invitation. */
    passwordHash: text('password_hash'),
    /** The salon team member she is: a stylist's calendar is this member's. */
    staffId: text('staff_id').references(() => salonStaff.id, { onDelete: 'set null' }),
    /** The owner asked her to choose a new password: until she does, her session opens nothing else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_accounts_email_key').on(table.email), index('staff_accounts_created_idx').on(table.createdAt, table.id)],
)

/** An invitation link's token, stored hashed; it works once, within INVITATION_HOURS. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_invitations_account_idx').on(table.accountId)],
)

/** Who did what: every change a team member makes to orders, bookings, stock, products and the team, with a line saying what. */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    /** The order, booking, product or account it touched. */
    subject: text('subject').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_activity_created_idx').on(table.createdAt.desc(), table.id.desc()), index('staff_activity_account_idx').on(table.accountId)],
)
