import { randomBytes } from 'node:crypto'

/** How long a payment started at checkout may still be completed; an order unpaid by then is cancelled. */
export const PAYMENT_SESSION_MINUTES = 120

/** Our payment references: `glow_` and 24 hex digits; anything else is refused before a query. */
export const PAYMENT_REFERENCE = /^glow_[0-9a-f]{24}$/
export const newPaymentReference = () => `glow_${randomBytes(12).toString('hex')}`

/** Where the shopper's browser comes back from paying, and the sandbox's own checkout page (routes/payment.ts). */
export const PAYMENT_PATHS = { verify: '/api/order/paystack/verify', sandbox: '/api/order/paystack/sandbox' } as const

/** What the shop asks of a payment provider; amounts are integer kobo. */
export interface PaymentGateway {
  readonly kind: 'paystack' | 'sandbox'
  /** Starts a payment and answers the page the shopper pays on. */
  initialize(payment: PaymentRequest): Promise<{ authorizationUrl: string }>
  /** Asks the provider what became of a payment. */
  verify(reference: string): Promise<PaymentResult>
  /** True when a webhook body was signed by the provider (raw bytes, as received). */
  isSignedWebhook(rawBody: Buffer, signature: string | undefined): boolean
}

export interface PaymentRequest {
  email: string
  amountKobo: number
  reference: string
  callbackUrl: string
}

export interface PaymentResult {
  reference: string
  /** The provider's word: only 'success' means the money arrived. */
  status: string
  amountKobo: number
  currency: string
}

export class PaymentProviderError extends Error {}
