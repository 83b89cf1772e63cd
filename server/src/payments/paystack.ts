import { CURRENCY } from '../../../src/contract'
import { isSignedBy, PaymentProviderError, toPaymentResult, type PaymentGateway, type PaymentRequest, type PaymentResult, type PaystackTransaction } from './gateway'

const TIMEOUT_MS = 15_000

interface PaystackAnswer<T> {
  status: boolean
  message?: string
  data?: T
}

export interface PaystackGateway extends PaymentGateway {
  readonly kind: 'paystack'
}

/** The real Paystack API (https://paystack.com/docs/api/transaction/). */
export function paystackGateway(secretKey: string, baseUrl: string): PaystackGateway {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new PaymentProviderError(`Paystack did not answer: ${(error as Error).message}`)
    }
    const answer = (await response.json().catch(() => ({ status: false }))) as PaystackAnswer<T>
    if (!response.ok || !answer.status || !answer.data) {
      throw new PaymentProviderError(`Paystack refused ${path}: ${response.status} ${answer.message ?? ''}`.trim())
    }
    return answer.data
  }

  return {
    kind: 'paystack' as const,

    async initialize({ email, amountKobo, reference, callbackUrl }: PaymentRequest) {
      const data = await call<{ authorization_url: string }>('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({ email, amount: amountKobo, currency: CURRENCY, reference, callback_url: callbackUrl }),
      })
      return { authorizationUrl: data.authorization_url }
    },

    async verify(reference: string): Promise<PaymentResult> {
      return toPaymentResult(await call<PaystackTransaction>(`/transaction/verify/${encodeURIComponent(reference)}`))
    },

    // https://paystack.com/docs/api/transaction/#charge-authorization: a declined card answers status true, data.status 'failed'.
    async chargeAuthorization({ authorizationCode, email, amountKobo, reference }) {
      const body = { authorization_code: authorizationCode, email, amount: amountKobo, currency: CURRENCY, reference }
      return toPaymentResult(await call<PaystackTransaction>('/transaction/charge_authorization', { method: 'POST', body: JSON.stringify(body) }))
    },

    // https://paystack.com/docs/api/refund/#create: the whole amount unless told otherwise; the answer says 'pending'.
    async refund({ reference, amountKobo }) {
      await call('/refund', { method: 'POST', body: JSON.stringify({ transaction: reference, amount: amountKobo }) })
    },

    isSignedWebhook: (rawBody: Buffer, signature: string | undefined) => isSignedBy(secretKey, rawBody, signature),
  }
}
