import type { MailStatus, OutboxEntry } from '../../../src/contract'
import type { OutboxRow } from '../repositories/outbox'

/** A message as the outbox lists it; a confidential one's words left out when `hideConfidential` (the query asks permissions.ts). */
export const toOutboxEntry = (row: OutboxRow, hideConfidential: boolean): OutboxEntry => ({
  _id: row.id,
  event: row.event,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject ?? row.event,
  text: row.confidential && hideConfidential ? null : row.text,
  status: row.status as MailStatus,
  pages: row.pages,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
})
