import { CURRENCY } from '../../../src/contract'
import type { PaymentGateway, PaymentRequest, PaymentResult } from './gateway'

export type SandboxOutcome = 'pay' | 'cancel'

export interface SandboxGateway extends PaymentGateway {
  readonly kind: 'sandbox'
  /** The shopper's choice on our stand-in checkout page, for the order's amount; the first choice stands. */
  complete(reference: string, outcome: SandboxOutcome, amountKobo: number): void
}

/**
 * Stands in for Paystack when no secret key is set, so the online flow works on a fresh machine:
 * the "payment page" is our own /api/order/paystack/sandbox, and its Pay / Cancel buttons lead to
 * the same verify route a real payment returns to. No webhook is ever signed.
 */
export function sandboxGateway(publicUrl: string): SandboxGateway {
  const payments = new Map<string, { amountKobo: number; status: 'pending' | 'success' | 'abandoned' }>()

  return {
    kind: 'sandbox' as const,

    async initialize({ amountKobo, reference }: PaymentRequest) {
      payments.set(reference, { amountKobo, status: 'pending' })
      return { authorizationUrl: `${publicUrl}/api/order/paystack/sandbox?reference=${encodeURIComponent(reference)}` }
    },

    async verify(reference: string): Promise<PaymentResult> {
      const payment = payments.get(reference)
      return { reference, status: payment?.status ?? 'unknown', amountKobo: payment?.amountKobo ?? 0, currency: CURRENCY }
    },

    isSignedWebhook: () => false,

    complete(reference: string, outcome: SandboxOutcome, amountKobo: number) {
      if ((payments.get(reference)?.status ?? 'pending') !== 'pending') return
      payments.set(reference, { amountKobo, status: outcome === 'pay' ? 'success' : 'abandoned' })
    },
  }
}
