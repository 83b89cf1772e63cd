import type { MessageChannel } from '../../../src/contract'
import type { ClaimedMessage } from '../repositories/outbox'

/**
 * What the outbox's worker asks of a channel's provider (SMTP for e-mail). A channel with no provider
 * configured has the outbox itself as its default: its messages are kept there, unsent, for the owner to read.
 */
export interface MessageProvider {
  readonly channel: MessageChannel
  /** Hands the message over; throws when the provider refuses it. */
  send(message: ClaimedMessage): Promise<void>
  /** Whether a refusal is for good (no such mailbox, a rejected sender); anything else may pass later. */
  isPermanent(error: unknown): boolean
  /** Lets go of its connections as the shop stops. */
  close(): void
}
