import { CURRENCY } from '../../../src/contract'
import { PAYMENT_PATHS, PAYMENT_SESSION_MINUTES, type PaymentGateway, type PaymentRequest, type PaymentResult } from './gateway'

export type SandboxOutcome = 'pay' | 'cancel'

export interface SandboxGateway extends PaymentGateway {
  readonly kind: 'sandbox'
  /** The shopper's choice on our stand-in checkout page, for the order's amount; the first choice stands. */
  complete(reference: string, outcome: SandboxOutcome, amountKobo: number): void
}

/**
 * Stands in for Paystack when no secret key is set, so the online flow works on a fresh machine:
 * the "payment page" is our own PAYMENT_PATHS.sandbox, and its Pay / Cancel buttons lead to
 * the same verify route a real payment returns to. No webhook is ever signed.
 */
export function sandboxGateway(publicUrl: string): SandboxGateway {
  const payments = new Map<string, { amountKobo: number; status: 'pending' | 'success' | 'abandoned'; startedAt: number }>()

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

    isSignedWebhook: () => false,

    complete(reference: string, outcome: SandboxOutcome, amountKobo: number) {
      const payment = payments.get(reference)
      if (!payment || payment.status !== 'pending') return
      payments.set(reference, { ...payment, amountKobo, status: outcome === 'pay' ? 'success' : 'abandoned' })
    },
  }
}
