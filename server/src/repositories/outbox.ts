import { and, eq, inArray, sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE, smsPages, type MailStatus, type MessageChannel, type OutboxPage, type PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { outboxMessages, phoneDailyCounts, type MailAttachment, type WhatsAppTemplate } from '../db/schema'
import { newestFirst, type PageRequest } from './pages'

export type { MailAttachment }

/** What every message has, whatever its channel. */
interface Outgoing {
  /**
   * Unique per event and recipient (`order:<id>:placed:<address>`, `booking:<id>:reminder:<address>`):
   * enqueueing the same key again does nothing, so a retried request, a replayed webhook or a second
   * instance never makes a second message.
   */
  key: string
  /** What caused it, as the seller's outbox shows it: "Order placed", "Password reset". */
  event: string
  /** An e-mail address, or a phone number for SMS and WhatsApp. */
  to: string
  /** The words: an e-mail's plain text, an SMS, a WhatsApp template's body as filled in. */
  text: string
  /** It holds a secret (a password reset link): the seller's outbox shows its words only while its channel delivers nothing. */
  confidential?: boolean
  /** Not before this time (a reminder's); now when not given. */
  sendAfter?: Date
}

/** An e-mail's own content: its subject line (its title in the seller's outbox), the HTML, any files. */
interface EmailContent {
  subject: string
  html: string
  attachments?: MailAttachment[]
}

/** An e-mail as the messages modules build it, before its key and channel. */
export type EmailDraft = Omit<Outgoing, 'key'> & EmailContent

/** A message for the worker to deliver through its channel's provider, with that channel's own content. */
export type OutgoingMessage = Outgoing & ((EmailContent & { channel: 'email' }) | { channel: 'sms' } | { channel: 'whatsapp'; template: WhatsAppTemplate })

/**
 * Enqueues a message in the caller's transaction: pass the transaction (`tx`) of the change that causes it,
 * so the message exists exactly when the change was committed. True when it was new, false when a message
 * with this key was already there (nothing changes then). Call `app.mail.wake()` after the commit to send
 * it at once rather than at the worker's next round.
 */
export async function enqueueMessage(tx: Db, message: OutgoingMessage): Promise<boolean> {
  const rows = await tx
    .insert(outboxMessages)
    .values({
      key: message.key,
      event: message.event,
      channel: message.channel,
      recipient: message.to,
      text: message.text,
      ...(message.channel === 'email' && { subject: message.subject, html: message.html, attachments: message.attachments ?? [] }),
      ...(message.channel === 'sms' && { pages: smsPages(message.text) }),
      ...(message.channel === 'whatsapp' && { template: message.template }),
      confidential: message.confidential ?? false,
      ...(message.sendAfter && { sendAfter: message.sendAfter }),
    })
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id })
  return rows.length > 0
}

/**
 * Takes back a message not yet sent (a reminder for a booking cancelled or moved), in the caller's
 * transaction. True when there was one to withdraw; a message already on its way is not stopped.
 */
export async function withdrawMessage(tx: Db, key: string): Promise<boolean> {
  const rows = await tx
    .update(outboxMessages)
    .set({ status: 'withdrawn' })
    .where(and(eq(outboxMessages.key, key), sql`${outboxMessages.status} in ('queued', 'retrying')`))
    .returning({ id: outboxMessages.id })
  return rows.length > 0
}

/** Messages not yet settled (queued, retrying, being sent) by channel: the worker's backlog, read through outbox_messages_due_idx. */
export async function outboxBacklog(db: Db): Promise<{ channel: MessageChannel; waiting: number }[]> {
  return db
    .select({ channel: outboxMessages.channel, waiting: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(sql`${outboxMessages.status} in ('queued', 'retrying', 'sending')`)
    .groupBy(outboxMessages.channel)
}

/** Takes back every message not yet sent whose key begins with `keyPrefix` (a booking's reminder, whichever time it was for). */
export async function withdrawMessagesLike(tx: Db, keyPrefix: string): Promise<number> {
  const rows = await tx
    .update(outboxMessages)
    .set({ status: 'withdrawn' })
    .where(and(sql`starts_with(${outboxMessages.key}, ${keyPrefix})`, sql`${outboxMessages.status} in ('queued', 'retrying')`))
    .returning({ id: outboxMessages.id })
  return rows.length
}

/** Takes back every phone message not yet sent to a number (it said STOP), or those whose key begins with `keyPrefix` (its offers), in the caller's transaction. */
export async function withdrawPhoneMessagesTo(tx: Db, phone: string, keyPrefix?: string): Promise<number> {
  const rows = await tx
    .update(outboxMessages)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(outboxMessages.recipient, phone),
        inArray(outboxMessages.channel, ['sms', 'whatsapp']),
        sql`${outboxMessages.status} in ('queued', 'retrying')`,
        keyPrefix === undefined ? undefined : sql`starts_with(${outboxMessages.key}, ${keyPrefix})`,
      ),
    )
    .returning({ id: outboxMessages.id })
  return rows.length
}

/** A message claimed for sending: what its channel's provider needs. */
export type ClaimedMessage = Pick<typeof outboxMessages.$inferSelect, 'id' | 'attempts' | 'channel' | 'recipient' | 'subject' | 'text' | 'html' | 'attachments' | 'template'>

/**
 * Claims up to `limit` messages that are due by `now` (the shop's clock), for `leaseSeconds`: several workers
 * (instances) each get other messages (SKIP LOCKED), and a message whose worker died while sending is due again
 * once its lease has run out. A message for now has its send_after stamped by the database (the column's default),
 * a reminder, a retry and a lease by the shop's clock: it is due when either clock has reached it, so a machine whose
 * clock lags the database's never holds back a message its commit woke the worker to send.
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number, now: Date): Promise<ClaimedMessage[]> {
  const { rows } = (await db.execute(sql`
    update outbox_messages m set status = 'sending', attempts = m.attempts + 1, send_after = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds}::integer)
    from (
      select id from outbox_messages
      where status in ('queued', 'retrying', 'sending') and send_after <= greatest(now(), ${now.toISOString()}::timestamptz)
      order by send_after limit ${limit}::integer for update skip locked
    ) due
    where m.id = due.id
    returning m.id, m.attempts, m.channel, m.recipient, m.subject, m.text, m.html, m.attachments, m.template
  `)) as unknown as { rows: ClaimedMessage[] }
  return rows
}

export type MessageOutcome =
  | { status: 'delivered' | 'kept' }
  | { status: 'sent'; providerId: string }
  | { status: 'retrying'; error: string; retryInSeconds: number }
  | { status: 'failed'; error: string }

/** Records how a claimed attempt ended at `now`, unless the claim was lost meanwhile (its lease ran out and another worker took it). */
export async function settleMessage(db: Db, claimed: Pick<ClaimedMessage, 'id' | 'attempts'>, outcome: MessageOutcome, now: Date): Promise<void> {
  const sent = outcome.status === 'delivered' || outcome.status === 'kept' || outcome.status === 'sent'
  await db
    .update(outboxMessages)
    .set({
      status: outcome.status,
      ...('providerId' in outcome && { providerId: outcome.providerId }),
      lastError: 'error' in outcome ? outcome.error.slice(0, 500) : null,
      ...(sent && { sentAt: now }),
      ...(outcome.status === 'retrying' && { sendAfter: new Date(now.getTime() + outcome.retryInSeconds * 1000) }),
    })
    .where(and(eq(outboxMessages.id, claimed.id), eq(outboxMessages.attempts, claimed.attempts), eq(outboxMessages.status, 'sending')))
}

/**
 * Counts one more message to a phone number today (Lagos) unless it already had `cap`: one statement, so
 * two workers sending at once cannot both pass the last place. False when the cap is reached.
 */
export async function countPhoneSend(db: Db, phone: string, cap: number): Promise<boolean> {
  const today = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`
  const rows = await db
    .insert(phoneDailyCounts)
    .values({ phone, day: today, count: 1 })
    .onConflictDoUpdate({ target: [phoneDailyCounts.phone, phoneDailyCounts.day], set: { count: sql`${phoneDailyCounts.count} + 1` }, setWhere: sql`${phoneDailyCounts.count} < ${cap}` })
    .returning({ count: phoneDailyCounts.count })
  return rows.length > 0
}

/** What a delivery report may move a phone message to, from which statuses: never back, never twice. */
const REPORT_MOVES: Record<'delivered' | 'read' | 'failed', MailStatus[]> = {
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
}
export type ReportedStatus = keyof typeof REPORT_MOVES

/** The message a report moved: what a failed WhatsApp's fallback needs. */
export type ReportedMessage = Pick<typeof outboxMessages.$inferSelect, 'id' | 'key' | 'event' | 'recipient' | 'text' | 'channel'>

/**
 * A provider's delivery report on the message it knows by `providerId`: moves it forward (sent → delivered
 * → read, or sent → failed) in the caller's transaction; the message when it moved, undefined when the
 * report is replayed, out of order or about a message not the shop's.
 */
export async function recordDeliveryReport(tx: Db, channel: MessageChannel, providerId: string, status: ReportedStatus, error?: string): Promise<ReportedMessage | undefined> {
  const [row] = await tx
    .update(outboxMessages)
    .set({ status, ...(error && { lastError: error.slice(0, 500) }) })
    .where(and(eq(outboxMessages.channel, channel), eq(outboxMessages.providerId, providerId), inArray(outboxMessages.status, REPORT_MOVES[status])))
    .returning({ id: outboxMessages.id, key: outboxMessages.key, event: outboxMessages.event, recipient: outboxMessages.recipient, text: outboxMessages.text, channel: outboxMessages.channel })
  return row
}

/** This month (Lagos) on the phone: messages handed to a provider, and the SMS pages among them. */
export async function phoneMonth(db: Db): Promise<OutboxPage['month']> {
  const monthStart = sql`date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE}`
  const [row] = await db
    .select({ phoneMessages: sql<number>`count(*)::integer`, smsPages: sql<number>`coalesce(sum(${outboxMessages.pages}), 0)::integer` })
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.channel, ['sms', 'whatsapp']), sql`${outboxMessages.providerId} is not null`, sql`${outboxMessages.sentAt} >= ${monthStart}`))
  return { phoneMessages: row?.phoneMessages ?? 0, smsPages: row?.smsPages ?? 0 }
}

/** A message of the outbox as it is stored. */
export type OutboxRow = typeof outboxMessages.$inferSelect

/** A page of the outbox, newest first. */
export async function listOutbox(db: Db, page: PageRequest): Promise<{ messages: OutboxRow[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, outboxMessages, page)
  return { messages: rows, nextCursor }
}
