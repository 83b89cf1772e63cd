// The seller's outbox: every message the shop sends, and where it is. Apart from mail.ts so the seller's pages carry no form rules.
import type { PageInfo } from './types'

/** The ways a message goes out, each through its own provider: e-mail (SMTP), SMS, WhatsApp. */
export type MessageChannel = 'email' | 'sms' | 'whatsapp'

/**
 * Where a message is: queued (not yet due or not yet tried), sending, sent (a phone provider took it; its
 * delivery report comes later), delivered (to the SMTP server, or to the phone as its report says), read
 * (WhatsApp's report), retrying after a refusal, failed for good, kept in the outbox (the channel has no
 * provider: no SMTP server or no phone provider is set), or withdrawn before it was due (a reminder for a
 * booking that was cancelled, or a number that said STOP).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'retrying', 'failed', 'kept', 'withdrawn'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  retrying: 'Retrying',
  failed: 'Failed',
  kept: 'In outbox',
  withdrawn: 'Withdrawn',
}

/** A message as the seller's outbox lists it. */
export interface OutboxEntry {
  _id: string
  event: string
  channel: MessageChannel
  /** An e-mail address, or a phone number for SMS and WhatsApp. */
  recipient: string
  subject: string
  /** The plain-text message; null for one holding a secret (a reset link) once its channel delivers (e-mail: by SMTP). */
  text: string | null
  status: MailStatus
  /** An SMS's GSM-7 pages (what Termii bills); null on other channels. */
  pages: number | null
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export interface OutboxPage extends PageInfo {
  messages: OutboxEntry[]
  /** Whether messages go to an SMTP server (false: they stay in this outbox). */
  delivering: boolean
  /** Whether each phone channel has its provider (false: its messages stay in this outbox). */
  phoneDelivering: { sms: boolean; whatsapp: boolean }
  /** This calendar month (Lagos time), on the phone: messages handed to a provider, and the SMS pages they cost. */
  month: { phoneMessages: number; smsPages: number }
}
