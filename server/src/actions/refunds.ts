import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { enqueueOrderMail } from '../messages/order'
import { settleRefund } from '../repositories/orderStatus'
import { lockNextUnrequestedRefund, markRefundRequested } from '../repositories/payments'

/** What asking for refunds needs of the shop: its database, payment provider, mail and log. */
export type RefundShop = Pick<FastifyInstance, 'db' | 'payments' | 'log' | 'clock'> & { mail: Pick<FastifyInstance['mail'], 'context' | 'wake'> }

/** How long a cancelled paid order's refund may go unrequested before the sweeper asks for it: its own request is long over by then. */
export const REFUND_SWEEP_GRACE_MINUTES = 10
/** How many forgotten refunds one sweep asks for: a bounded batch, the rest at the next round. */
const SWEEP_BATCH = 20

interface Refund {
  reference: string
  amountKobo: number
}

/**
 * Asks the provider for the refund, in `db` (the caller's transaction, for the sweeper). Accepted, the request is
 * recorded (refund_requested_at): the refund is under way and its answer comes by webhook. Refused, or no
 * provider: the refund is failed, the shopper and the owner told, for the owner to make by hand.
 */
async function askProvider(app: RefundShop, db: Db, refund: Refund): Promise<boolean> {
  try {
    if (!app.payments) throw new Error('online payment is off')
    await app.payments.refund(refund)
  } catch (error) {
    app.log.error({ err: error, reference: refund.reference }, 'refund request failed: refund it in the Paystack dashboard')
    await settleRefund(db, { reference: refund.reference, outcome: 'Refund failed', actor: 'system', at: app.clock.now() }, (tx, id) => enqueueOrderMail(tx, app.mail.context, id, 'Refund failed'))
    return false
  }
  await markRefundRequested(db, refund.reference, app.clock.now())
  return true
}

/**
 * Asks the payment provider to return a cancelled paid online order's money, after the cancellation was committed.
 * Should the process stop before the request is recorded, the sweeper asks again later.
 */
export async function requestRefund(app: RefundShop, refund: Refund): Promise<void> {
  if (!(await askProvider(app, app.db, refund))) app.mail.wake()
}

/**
 * Finds the refunds still pending but never asked for (the process stopped between a cancellation and its request)
 * for at least REFUND_SWEEP_GRACE_MINUTES, and asks for them: one order at a time, each in a transaction that holds
 * its row (another instance's sweep skips it) until the provider's answer is recorded. A sweep that dies mid-way
 * leaves the order unrequested, for the next. The number of refunds asked for.
 */
export async function sweepUnrequestedRefunds(app: RefundShop, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REFUND_SWEEP_GRACE_MINUTES * 60_000).toISOString()
  let asked = 0
  let failed = false
  for (let round = 0; round < SWEEP_BATCH; round += 1) {
    const found = await app.db.transaction(async (tx) => {
      const row = await lockNextUnrequestedRefund(tx, before)
      if (!row) return false
      app.log.warn({ reference: row.reference }, 'asking for a refund that was never requested')
      if (!(await askProvider(app, tx, row))) failed = true
      return true
    })
    if (!found) break
    asked += 1
  }
  if (failed) app.mail.wake()
  return asked
}
