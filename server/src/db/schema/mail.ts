import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { MailStatus, MessageChannel } from '../../../../src/contract/outbox'
import { users } from './users'

/** A file sent with a message (a booking's .ics, say), its content as text. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
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
    /** The message's title in the seller's outbox; an e-mail's subject line. */
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The e-mail channel's own content, with `attachments`: the HTML with the text's words. */
    html: text('html').notNull(),
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
  ],
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
