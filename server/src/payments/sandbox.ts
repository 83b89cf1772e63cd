import { randomBytes } from 'node:crypto'
import { CURRENCY } from '../../../src/contract'
import { isSignedBy, PAYMENT_PATHS, PAYMENT_SESSION_MINUTES, webhookSignature, type PaymentGateway, type PaymentRequest, type PaymentResult } from './gateway'

/** How long the sandbox's refunds take before their refund.processed webhook arrives: long enough to see them pending. */
export const SANDBOX_REFUND_MS = 2000

/** Sends a webhook to the shop as Paystack would: the raw JSON body and its x-paystack-signature. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<unknown>

export type SandboxOutcome = 'pay' | 'cancel'

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
export function sandboxGateway(publicUrl: string, deliver: WebhookDelivery): SandboxGateway {
  const payments = new Map<string, { amountKobo: number; status: 'pending' | 'success' | 'abandoned'; startedAt: number }>()
  const secret = randomBytes(32).toString('hex')
  const timers = new Set<NodeJS.Timeout>()

  /** Payments older than a payment session are forgotten, oldest first (a Map keeps insertion order). */
  const forgetExpired = (now: number) => {
    for (const [reference, payment] of payments) {
      if (now - payment.startedAt < PAYMENT_SESSION_MINUTES * 60_000) break
      payments.delete(reference)
    }
  }

  return {
    kind: 'sandbox' as const,

    async initialize({ amountKobo, reference }: PaymentRequest) {
      const now = Date.now()
      forgetExpired(now)
      payments.set(reference, { amountKobo, status: 'pending', startedAt: now })
      return { authorizationUrl: `${publicUrl}${PAYMENT_PATHS.sandbox}?reference=${encodeURIComponent(reference)}` }
    },

    async verify(reference: string): Promise<PaymentResult> {
      const payment = payments.get(reference)
      return { reference, status: payment?.status ?? 'unknown', amountKobo: payment?.amountKobo ?? 0, currency: CURRENCY }
    },

    async refund({ reference, amountKobo }) {
      const event = JSON.stringify({
        event: 'refund.processed',
        data: { status: 'processed', transaction_reference: reference, refund_reference: `sandbox_${randomBytes(6).toString('hex')}`, amount: amountKobo, currency: CURRENCY, domain: 'test' },
      })
      const timer = setTimeout(() => {
        timers.delete(timer)
        // A refund's webhook that finds the shop closing is dropped, as Paystack's would fail against a stopped server.
        deliver(event, webhookSignature(secret, event)).catch(() => undefined)
      }, SANDBOX_REFUND_MS)
      timers.add(timer)
    },

    isSignedWebhook: (rawBody: Buffer, signature: string | undefined) => isSignedBy(secret, rawBody, signature),

    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },

    complete(reference: string, outcome: SandboxOutcome, amountKobo: number) {
      const payment = payments.get(reference)
      if (!payment || payment.status !== 'pending') return
      payments.set(reference, { ...payment, amountKobo, status: outcome === 'pay' ? 'success' : 'abandoned' })
    },
  }
}
