import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CampaignAudience, CampaignStatus } from '../../../../src/contract/campaigns'
import type { PhoneChannel } from '../../../../src/contract/phoneMessages'
import { products } from './products'
import { users } from './users'

/**
 * A number that agreed to news and offers (NDPA 2023: apart from the booking and order messages, with its time),
 * until it withdrew (a STOP reply, an offer's stop link, My Account). `lastCampaignAt` is when it was last given a
 * campaign: taken by one conditional update, so two campaigns sent at once cannot both reach it within the week.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    phone: text('phone').primaryKey(),
    /** The account whose own number it is (My Account), if any: her orders count for the audiences. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where she agreed: 'account' or 'booking'. */
    source: text('source').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    lastCampaignAt: timestamp('last_campaign_at', { withTimezone: true }),
  },
  (table) => [index('marketing_consents_user_idx').on(table.userId)],
)

/** The owner's campaign: whom, her words, when; `status` moves scheduled → sent (by the job that claims it) or cancelled. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').$type<CampaignAudience>().notNull(),
    /** The category or service the audience names; null for lapsed and all. */
    target: text('target'),
    text: text('text').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('scheduled'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('campaigns_due_idx').on(table.sendAt).where(sql`${table.status} = 'scheduled'`),
  ],
)

/** Each number a campaign went to, with the token (hashed) of its link and its stop link, and when she first followed it. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    channel: text('channel').$type<PhoneChannel>().notNull(),
    tokenHash: text('token_hash').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.phone] }), uniqueIndex('campaign_recipients_token_key').on(table.tokenHash), index('campaign_recipients_phone_idx').on(table.phone)],
)

/** A signed-in shopper's cart: when it last changed (non-empty), and when its one reminder went. */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** On the shop's clock: the reminder is due CART_REMINDER_HOURS after it. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The database's now() at the change: an order since is found by its created_at, the database's stamp too. */
    stampedAt: timestamp('stamped_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [index('cart_reminders_due_idx').on(table.changedAt).where(sql`${table.remindedAt} is null`)],
)

/** "Tell me when it is back": a phone (+234…) or e-mail waiting for a product; told once, first come first told. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stock_alerts_product_contact_key').on(table.productId, table.contact),
    index('stock_alerts_waiting_idx').on(table.productId, table.createdAt).where(sql`${table.toldAt} is null`),
    index('stock_alerts_contact_idx').on(table.contact),
  ],
)
