import type { FastifyInstance } from 'fastify'
import { settleRefund } from './repositories/orderStatus'

/**
 * Asks the payment provider to return a cancelled paid online order's money. Its answer comes later by webhook;
 * a provider that refuses or cannot be reached leaves the refund failed, for the seller to make by hand.
 */
export async function requestRefund(app: FastifyInstance, refund: { reference: string; amountKobo: number }): Promise<void> {
  try {
    if (!app.payments) throw new Error('online payment is off')
    await app.payments.refund(refund)
  } catch (error) {
    app.log.error({ err: error, reference: refund.reference }, 'refund request failed: refund it in the Paystack dashboard')
    await settleRefund(app.db, { reference: refund.reference, outcome: 'Refund failed', actor: 'system' })
  }
}
