import type { MessageChannel } from '../../../src/contract'
import type { ClaimedMessage } from '../repositories/outbox'

/**
 * What the outbox's worker asks of a channel's provider (SMTP for e-mail, Termii for SMS, the WhatsApp Cloud
 * API). A channel with no provider configured has the outbox itself as its default: its messages are kept
 * there, unsent, for the owner to read.
 */
export interface MessageProvider {
  readonly channel: MessageChannel
  /**
   * Hands the message over; throws when the provider refuses it. A phone provider answers its id for the
   * message, which its delivery reports name.
   */
  send(message: ClaimedMessage): Promise<{ providerId?: string }>
  /** Whether a refusal is for good (no such mailbox, a rejected sender); anything else may pass later. */
  isPermanent(error: unknown): boolean
  /** Lets go of its connections as the shop stops. */
  close(): void
}

/** An HTTP provider's refusal, with its status: a 4xx other than 429 is for good. */
export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const isPermanentRefusal = (error: unknown): boolean =>
  error instanceof ProviderRefusal && error.status >= 400 && error.status < 500 && error.status !== 429

/** How long a provider may take to answer before the attempt counts as refused (and is retried). */
const PROVIDER_TIMEOUT_MS = 15_000

/** POSTs JSON to a provider; answers its JSON, or throws a ProviderRefusal naming what it said. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (!response.ok) {
    const said = (json.error as { message?: unknown } | undefined)?.message ?? json.message ?? text.slice(0, 200)
    throw new ProviderRefusal(response.status, `${response.status}: ${String(said)}`)
  }
  return json
}

/** A phone number as providers take it: international, digits only (2348031234567). */
export const providerPhone = (phone: string): string => phone.replace(/^\+/, '')
