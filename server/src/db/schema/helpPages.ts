import { sql } from 'drizzle-orm'
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The shop's help pages (FAQs, delivery, returns, payment), one row each: the owner's title and Markdown. */
export const helpPages = pgTable(
  'help_pages',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('help_pages_slug_check', sql`${table.slug} in ('faqs', 'delivery-information', 'return-and-refund-policy', 'payment-methods')`)],
)
