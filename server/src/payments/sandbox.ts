import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock'
import { CURRENCY } from '../../../src/contract'
import { isSignedBy, PAYMENT_PATHS, PAYMENT_SESSION_MINUTES, webhookSignature, type CardAuthorization, type PaymentGateway, type PaymentRequest, type PaymentResult } from './gateway'

/** How long the sandbox's refunds and transfers take before their webhook arrives: long enough to see them pending. */
export const SANDBOX_WEBHOOK_MS = 2000

/** Sends a webhook to the shop as Paystack would: the raw JSON body and its x-paystack-signature. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<unknown>

/** Pay, Cancel, or pay by bank transfer: pending on return, confirmed by a charge.success webhook a moment later. */
export const SANDBOX_OUTCOMES = ['pay', 'cancel', 'transfer'] as const
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number]

export interface SandboxGateway extends PaymentGateway {
  readonly kind: 'sandbox'
  /** The shopper's choice on our stand-in checkout page, for the order's amount; the first choice stands. */
  complete(reference: string, outcome: SandboxOutcome, amountKobo: number): void
  /** Drops the webhooks still to be sent (the server is closing). */
  close(): void
}

/**
 * Stands in for Paystack when no secret key is set, so the online flow works on a fresh machine:
 * the "payment page" is our own PAYMENT_PATHS.sandbox, and its Pay / Cancel buttons lead to
 * the same verify route a real payment returns to. A refund is processed a moment later and reported by a
 * refund.processed webhook, signed as Paystack signs (with a secret of this process alone) and delivered to the
 * shop's webhook route, which checks it like any other.
 */
export function sandboxGateway(deliver: WebhookDelivery, clock: Clock): SandboxGateway {
  // As Paystack says of them: abandoned until the shopper pays, pending while a transfer is confirmed.
  const payments = new Map<string, { amountKobo: number; email: string; status: 'abandoned' | 'pending' | 'success' | 'failed'; startedAt: number; chosen?: true; card?: CardAuthorization }>()
  // The cards paid with here, by authorisation code: reusable, as Paystack's test cards are.
  const cards = new Map<string, CardAuthorization>()
  const secret = randomBytes(32).toString('hex')
  const timers = new Set<() => void>()

  /** A signed webhook, sent a moment from now. */
  const sendLater = (event: object) => {
    const body = JSON.stringify(event)
    const cancel = clock.after(SANDBOX_WEBHOOK_MS, () => {
      timers.delete(cancel)
      // A webhook that finds the shop closing is dropped, as Paystack's would fail against a stopped server.
      return deliver(body, webhookSignature(secret, body)).catch(() => undefined)
    })
    timers.add(cancel)
  }

  /** Payments older than a payment session are forgotten, oldest first (a Map keeps insertion order). */
  const forgetExpired = (now: number) => {
    for (const [reference, payment] of payments) {
      if (now - payment.startedAt < PAYMENT_SESSION_MINUTES * 60_000) break
      payments.delete(reference)
    }
  }

  return {
    kind: 'sandbox' as const,

    // The stand-in page is served where the shopper will come back to, as her browser holds her session there.
    async initialize({ email, amountKobo, reference, callbackUrl }: PaymentRequest) {
      const now = clock.nowMs()
      forgetExpired(now)
      payments.set(reference, { amountKobo, email, status: 'abandoned', startedAt: now })
      return { authorizationUrl: `${new URL(callbackUrl).origin}${PAYMENT_PATHS.sandbox}?reference=${encodeURIComponent(reference)}` }
    },

    async verify(reference: string): Promise<PaymentResult> {
      const payment = payments.get(reference)
      return { reference, status: payment?.status ?? 'unknown', amountKobo: payment?.amountKobo ?? 0, currency: CURRENCY, ...(payment?.card && { authorization: payment.card }) }
    },

    // As Paystack's: a known reusable authorisation under its e-mail is charged at once; anything else is declined.
    async chargeAuthorization({ authorizationCode, email, amountKobo, reference }) {
      const card = cards.get(authorizationCode)
      const charged = card !== undefined && card.email === email
      payments.set(reference, { amountKobo, email, status: charged ? 'success' : 'failed', startedAt: clock.nowMs(), chosen: true, ...(card && { card }) })
      return { reference, status: charged ? 'success' : 'failed', amountKobo, currency: CURRENCY, gatewayResponse: charged ? 'Approved' : 'Invalid authorization', ...(card && { authorization: card }) }
    },

    async refund({ reference, amountKobo }) {
      sendLater({
        event: 'refund.processed',
        data: { status: 'processed', transaction_reference: reference, refund_reference: `sandbox_${randomBytes(6).toString('hex')}`, amount: amountKobo, currency: CURRENCY, domain: 'test' },
      })
    },

    isSignedWebhook: (rawBody: Buffer, signature: string | undefined) => isSignedBy(secret, rawBody, signature),

    close() {
      for (const cancel of timers) cancel()
      timers.clear()
    },

    complete(reference: string, outcome: SandboxOutcome, amountKobo: number) {
      const payment = payments.get(reference)
      if (!payment || payment.chosen) return
      if (outcome === 'transfer') {
        // The bank confirms the transfer later: verify says pending until then, then Paystack's charge.success arrives.
        payments.set(reference, { ...payment, amountKobo, status: 'pending', chosen: true })
        sendLater({ event: 'charge.success', data: { status: 'success', reference, amount: amountKobo, currency: CURRENCY, channel: 'bank_transfer', domain: 'test' } })
        return
      }
      if (outcome === 'cancel') {
        payments.set(reference, { ...payment, amountKobo, status: 'abandoned', chosen: true })
        return
      }
      // Paid with the sandbox's test card: a reusable authorisation, as Paystack keeps for a card.
      const code = `AUTH_sandbox${randomBytes(5).toString('hex')}`
      const card: CardAuthorization = { code, reusable: true, channel: 'card', last4: '4081', brand: 'visa', expMonth: '12', expYear: '2030', signature: `SIG_sandbox${payment.email.length}${code.slice(-4)}`, email: payment.email }
      cards.set(code, card)
      payments.set(reference, { ...payment, amountKobo, status: 'success', chosen: true, card })
    },
  }
}
