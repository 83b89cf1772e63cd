import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a payment started at checkout may still be completed; an order unpaid by then is cancelled. */
export const PAYMENT_SESSION_MINUTES = 120

/** Our payment references: `glow_` and 24 hex digits; anything else is refused before a query. */
export const PAYMENT_REFERENCE = /^glow_[0-9a-f]{24}$/
export const newPaymentReference = () => `glow_${randomBytes(12).toString('hex')}`

/**
 * Where the shopper's browser comes back from paying, the sandbox's own checkout page and the webhook (routes/payment.ts);
 * where a client comes back from paying a booking's deposit (routes/deposit.ts), or a gift card (routes/giftCards.ts).
 */
export const PAYMENT_PATHS = {
  verify: '/api/order/paystack/verify',
  sandbox: '/api/order/paystack/sandbox',
  webhook: '/api/order/paystack/webhook',
  depositVerify: '/api/booking/deposit/verify',
  /** A phone client's deposit link: the page offering the card or a transfer (…/:reference). */
  depositPay: '/api/booking/deposit/pay',
  giftCardVerify: '/api/gift-cards/paystack/verify',
} as const

/** What the shop asks of a payment provider; amounts are integer kobo. */
export interface PaymentGateway {
  readonly kind: 'paystack' | 'sandbox'
  /** Starts a payment and answers the page the shopper pays on. */
  initialize(payment: PaymentRequest): Promise<{ authorizationUrl: string }>
  /** Asks the provider what became of a payment (and the card it was paid with, if a card). */
  verify(reference: string): Promise<PaymentResult>
  /** Charges a card kept on file (Paystack's charge_authorization): the answer says whether the money moved. */
  chargeAuthorization(charge: AuthorizationCharge): Promise<PaymentResult>
  /** Asks the provider to send a payment's whole amount back; what became of it arrives by webhook (refund.processed / refund.failed). */
  refund(payment: { reference: string; amountKobo: number }): Promise<void>
  /** True when a webhook body was signed by the provider (raw bytes, as received). */
  isSignedWebhook(rawBody: Buffer, signature: string | undefined): boolean
}

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, in hex. */
export const webhookSignature = (secretKey: string, rawBody: Buffer | string): string => createHmac('sha512', secretKey).update(rawBody).digest('hex')

/** Whether a webhook body carries the secret key's signature, compared in constant time. */
export function isSignedBy(secretKey: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
  return timingSafeEqual(Buffer.from(webhookSignature(secretKey, rawBody), 'hex'), Buffer.from(signature, 'hex'))
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
  /** The provider's reason in words (a declined card's "Insufficient Funds"). */
  gatewayResponse?: string
  /** The card that paid, as Paystack's authorization object describes it; absent for a transfer or USSD. */
  authorization?: CardAuthorization
}

/** A card's reusable authorisation as Paystack answers it (its `authorization` and `customer.email`). */
export interface CardAuthorization {
  code: string
  reusable: boolean
  /** 'card' for a card; a bank transfer's authorisation is never reusable. */
  channel: string
  last4: string
  brand: string
  expMonth: string
  expYear: string
  signature: string
  email: string
}

/** A charge of a kept card: its authorisation code, the e-mail it was kept under, the amount in kobo, our reference. */
export interface AuthorizationCharge {
  authorizationCode: string
  email: string
  amountKobo: number
  reference: string
}

/** Paystack's authorization object and customer e-mail, as verify and charge_authorization answer them, in our terms. */
export interface PaystackTransaction {
  reference: string
  status: string
  amount: number
  currency: string
  gateway_response?: string
  authorization?: { authorization_code?: string; reusable?: boolean; channel?: string; last4?: string; brand?: string; card_type?: string; exp_month?: string; exp_year?: string; signature?: string }
  customer?: { email?: string }
}

export function toPaymentResult(data: PaystackTransaction): PaymentResult {
  const card = data.authorization
  return {
    reference: data.reference,
    status: data.status,
    amountKobo: data.amount,
    currency: data.currency,
    ...(data.gateway_response && { gatewayResponse: data.gateway_response }),
    ...(card?.authorization_code && {
      authorization: {
        code: card.authorization_code,
        reusable: card.reusable === true,
        channel: card.channel ?? '',
        last4: card.last4 ?? '',
        brand: (card.brand ?? card.card_type ?? 'card').trim(),
        expMonth: card.exp_month ?? '',
        expYear: card.exp_year ?? '',
        signature: card.signature ?? card.authorization_code,
        email: data.customer?.email ?? '',
      },
    }),
  }
}

/** Paystack's words for a payment still under way (a bank transfer or USSD not yet confirmed): its webhook comes later. */
export const PENDING_PAYMENT_STATUSES: readonly string[] = ['pending', 'ongoing', 'processing', 'queued']

export class PaymentProviderError extends Error {}
