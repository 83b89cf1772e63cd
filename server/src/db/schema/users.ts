import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CartItems } from '../../../../src/contract'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased: e-mail addresses are unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    cartItems: jsonb('cart_items').$type<CartItems>().notNull().default({}),
    /**
     * When she opened the link sent to her e-mail; null until then (accounts made before verification existed
     * too). Only then is what the shop found by that e-mail (guest bookings, the newsletter) hers.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // The seller's customer list pages newest first in (created_at, id) order, straight off this index.
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The desk finds a shop account by a part of its name or e-mail (pg_trgm).
    index('users_client_words_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`, sql`${table.email} gin_trgm_ops`),
  ],
)
