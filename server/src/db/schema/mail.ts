import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { MailStatus, MessageChannel } from '../../../../src/contract/outbox'
import type { PhoneChannel } from '../../../../src/contract/phoneMessages'
import { users } from './users'

/** A file sent with a message (a booking's .ics, say), its content as text. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/** A WhatsApp message's pre-approved template (README lists them) and its body's parameters, in order. */
export interface WhatsAppTemplate {
  name: string
  params: string[]
}

/**
 * Every message the shop sends, on any channel, written in the transaction of the event that causes it and
 * delivered by the worker through its channel's provider (messages/worker.ts). The key (event and recipient)
 * is unique: the same event never makes a second message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    event: text('event').notNull(),
    /** Rows from before channels are e-mails. */
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    /** An e-mail address, or a phone number for SMS and WhatsApp. */
    recipient: text('recipient').notNull(),
    /** An e-mail's subject line, shown as its title in the seller's outbox; none on a phone. */
    subject: text('subject'),
    /** The words: an e-mail's plain text, an SMS's text, a WhatsApp template's body as filled in. */
    text: text('text').notNull(),
    /** The e-mail channel's own content, with `attachments`: the HTML with the text's words. */
    html: text('html'),
    /** The WhatsApp channel's own content: its template and parameters. */
    template: jsonb('template').$type<WhatsAppTemplate>(),
    /** An SMS's GSM-7 pages, what the provider bills. */
    pages: integer('pages'),
    /** The provider's id for the message (Termii's message_id, WhatsApp's wamid): its delivery reports name it. */
    providerId: text('provider_id'),
    /** Holds a secret (a reset link): the outbox shows its words only while its channel delivers nothing. */
    confidential: boolean('confidential').notNull().default(false),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a reminder's send time, or the next try after a refusal. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_messages_key').on(table.key),
    // A deleted account's mail is found by its address (in any case), not by reading the whole outbox.
    index('outbox_messages_recipient_idx').on(sql`lower(${table.recipient})`),
    index('outbox_messages_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The worker's question, "what is due?", reads only the messages still to send.
    index('outbox_messages_due_idx').on(table.sendAfter).where(sql`status in ('queued', 'retrying', 'sending')`),
    uniqueIndex('outbox_messages_provider_id_key').on(table.channel, table.providerId),
  ],
)

/**
 * A phone number that agreed to messages (NDPA 2023: the time it did is kept), on its channel; `stoppedAt`
 * once it said STOP or followed a message's stop link, until the number itself agrees again (a START reply, or
 * the code sent to it). The number is stored as +234…; `userId` is the account that proved it hers in My Account
 * with that code (an account has at most one).
 */
export const phoneContacts = pgTable(
  'phone_contacts',
  {
    phone: text('phone').primaryKey(),
    channel: text('channel').$type<PhoneChannel>().notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('phone_contacts_user_key').on(table.userId)],
)

/**
 * The code sent to a number an account wants for its messages, stored hashed: typed back in My Account, it makes the
 * number the account's. One per account (a new one replaces it), good for PHONE_CODE_MINUTES and PHONE_CODE_TRIES.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  channel: text('channel').$type<PhoneChannel>().notNull(),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** A message's stop link (…/api/messages/stop/:token), stored hashed: it stops its number. */
export const phoneStopLinks = pgTable(
  'phone_stop_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_stop_links_phone_idx').on(table.phone)],
)

/** How many messages each number was sent on each day (Lagos): counted before each send, against the daily cap. */
export const phoneDailyCounts = pgTable(
  'phone_daily_counts',
  {
    phone: text('phone').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.day] })],
)

/** A password reset link's token, stored hashed; it works once, within its hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
)

/**
 * The account's e-mail verification link (one at a time: sending another replaces it), its token stored hashed.
 * `sends` counts the links sent since `windowStartedAt`, so sending more is limited in the same statement that sends.
 */
export const emailVerifications = pgTable('email_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sends: integer('sends').notNull().default(1),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
})
