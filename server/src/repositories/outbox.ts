import { and, eq, sql } from 'drizzle-orm'
import type { MailStatus, MessageChannel, OutboxEntry, OutboxPage, PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { outboxMessages, type MailAttachment } from '../db/schema'
import { newestFirst, type PageRequest } from '../pages'

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
  /** Its title in the seller's outbox; an e-mail's subject line. */
  subject: string
  text: string
  /** It holds a secret (a password reset link): the seller's outbox shows its words only while its channel delivers nothing. */
  confidential?: boolean
  /** Not before this time (a reminder's); now when not given. */
  sendAfter?: Date
}

/** A message for the worker to deliver through its channel's provider, with that channel's own content. */
export type OutgoingMessage = Outgoing & { channel: 'email'; html: string; attachments?: MailAttachment[] }

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
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments ?? [],
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

/** Takes back every message not yet sent whose key begins with `keyPrefix` (a booking's reminder, whichever time it was for). */
export async function withdrawMessagesLike(tx: Db, keyPrefix: string): Promise<number> {
  const rows = await tx
    .update(outboxMessages)
    .set({ status: 'withdrawn' })
    .where(and(sql`starts_with(${outboxMessages.key}, ${keyPrefix})`, sql`${outboxMessages.status} in ('queued', 'retrying')`))
    .returning({ id: outboxMessages.id })
  return rows.length
}

/** A message claimed for sending: what its channel's provider needs. */
export type ClaimedMessage = Pick<typeof outboxMessages.$inferSelect, 'id' | 'attempts' | 'channel' | 'recipient' | 'subject' | 'text' | 'html' | 'attachments'>

/**
 * Claims up to `limit` messages that are due, for `leaseSeconds`: several workers (instances) each get
 * other messages (SKIP LOCKED), and a message whose worker died while sending is due again once its
 * lease has run out.
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  const { rows } = (await db.execute(sql`
    update outbox_messages m set status = 'sending', attempts = m.attempts + 1, send_after = now() + make_interval(secs => ${leaseSeconds}::integer)
    from (
      select id from outbox_messages
      where status in ('queued', 'retrying', 'sending') and send_after <= now()
      order by send_after limit ${limit}::integer for update skip locked
    ) due
    where m.id = due.id
    returning m.id, m.attempts, m.channel, m.recipient, m.subject, m.text, m.html, m.attachments
  `)) as unknown as { rows: ClaimedMessage[] }
  return rows
}

export type MessageOutcome =
  | { status: 'delivered' | 'kept' }
  | { status: 'retrying'; error: string; retryInSeconds: number }
  | { status: 'failed'; error: string }

/** Records how a claimed attempt ended, unless the claim was lost meanwhile (its lease ran out and another worker took it). */
export async function settleMessage(db: Db, claimed: Pick<ClaimedMessage, 'id' | 'attempts'>, outcome: MessageOutcome): Promise<void> {
  const sent = outcome.status === 'delivered' || outcome.status === 'kept'
  await db
    .update(outboxMessages)
    .set({
      status: outcome.status,
      lastError: 'error' in outcome ? outcome.error.slice(0, 500) : null,
      ...(sent && { sentAt: new Date() }),
      ...(outcome.status === 'retrying' && { sendAfter: sql`now() + make_interval(secs => ${outcome.retryInSeconds}::integer)` }),
    })
    .where(and(eq(outboxMessages.id, claimed.id), eq(outboxMessages.attempts, claimed.attempts), eq(outboxMessages.status, 'sending')))
}

/** A page of the outbox, newest first; a confidential message's words are left out where `hidden` says of its channel. */
export async function listOutbox(db: Db, page: PageRequest, hidden: (channel: MessageChannel) => boolean): Promise<Omit<OutboxPage, 'delivering'> & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, outboxMessages, page)
  return {
    messages: rows.map(
      (row): OutboxEntry => ({
        _id: row.id,
        event: row.event,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        text: row.confidential && hidden(row.channel) ? null : row.text,
        status: row.status as MailStatus,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }),
    ),
    nextCursor,
  }
}
