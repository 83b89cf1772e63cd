// E-mail and password reset: what the shopper's reset screens and the seller's outbox show, and the rules both halves check.
import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { loginSchema, newPassword } from './schemas'
import type { PageInfo } from './types'

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60

/** Reset links one e-mail address, and one client address, may ask for in an hour. */
export const PASSWORD_RESETS_PER_HOUR = 5

export const passwordMessages = {
  forgotTitle: 'Forgot password?',
  linkSent: `If an account uses this e-mail, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  changed: 'Your password has been changed. Please log in with your new password.',
  linkInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
  tooMany: 'Several reset links have been asked for already. Please check your e-mail or try again in an hour.',
  confirmRequired: 'Please type the new password again',
  confirmDifferent: 'The two passwords are not the same',
} as const

export const forgotPasswordSchema = loginSchema.pick(['email'])

export const resetPasswordSchema = yup.object({
  token: yup.string().strict().max(TEXT_MAX).required(passwordMessages.linkInvalid),
  password: newPassword,
})

/** The reset page's form: the new password twice (only the first is sent). */
export const resetPasswordFormSchema = yup.object({
  password: newPassword,
  confirm: yup
    .string()
    .required(passwordMessages.confirmRequired)
    .oneOf([yup.ref('password')], passwordMessages.confirmDifferent),
})

/**
 * Where a message is: queued (not yet due or not yet tried), sending, delivered to the SMTP server,
 * retrying after a refusal, failed for good, kept in the outbox (no SMTP server is set), or withdrawn
 * before it was due (a reminder for a booking that was cancelled).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'delivered', 'retrying', 'failed', 'kept', 'withdrawn'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
  kept: 'In outbox',
  withdrawn: 'Withdrawn',
}

/** A message as the seller's outbox lists it. */
export interface OutboxEntry {
  _id: string
  event: string
  recipient: string
  subject: string
  /** The plain-text message; null for one holding a secret (a reset link) once the shop delivers by SMTP. */
  text: string | null
  status: MailStatus
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export interface OutboxPage extends PageInfo {
  messages: OutboxEntry[]
  /** Whether messages go to an SMTP server (false: they stay in this outbox). */
  delivering: boolean
}
