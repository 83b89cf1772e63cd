import type { FastifyPluginAsync } from 'fastify'
import { canMarkPaid, canMoveOrderOf, markPaidSchema, orderStatusSchema, sellerMessages, type Order } from '../../../src/contract'
import type { Db } from '../db/client'
import { HttpError, notFound, parseBody } from '../errors'
import { isUuid } from '../ids'
import { enqueueOrderMail } from '../messages/order'
import { markCashOrderPaid, moveOrderStatus } from '../repositories/orderStatus'
import { findOrder } from '../repositories/orders'
import { requestRefund } from '../refunds'

const m = sellerMessages.orderStatus
const conflict = (message: string) => new HttpError(409, message)

async function existingOrder(db: Db, orderId: string): Promise<Order> {
  const order = isUuid(orderId) ? await findOrder(db, orderId) : undefined
  if (!order) throw notFound(m.notFound)
  return order
}

/** The seller moves orders along and records cash taken on delivery. */
export const orderStatusRoutes: FastifyPluginAsync = async (app) => {
  app.post('/status', { preHandler: app.requireSeller }, async (request) => {
    const { orderId, status } = await parseBody(orderStatusSchema, request.body)
    const order = await existingOrder(app.db, orderId)
    if (!canMoveOrderOf(order, status)) throw conflict(m.moveRefused)
    // The shopper's message is enqueued with the move: both happen, or neither.
    const { moved, restocked, refund } = await app.db.transaction(async (tx) => {
      const result = await moveOrderStatus(tx, orderId, order.status, status)
      if (result.moved && status !== 'Order Placed') await enqueueOrderMail(tx, app.mail.context, orderId, status)
      return result
    })
    if (!moved) throw conflict(m.changedMeanwhile)
    app.mail.wake()
    if (restocked) app.catalogue.changed()
    if (refund) await requestRefund(app, refund)
    return { success: true, message: m.updated, order: await existingOrder(app.db, orderId) }
  })

  app.post('/mark-paid', { preHandler: app.requireSeller }, async (request) => {
    const { orderId } = await parseBody(markPaidSchema, request.body)
    const order = await existingOrder(app.db, orderId)
    if (!canMarkPaid(order)) throw conflict(order.paymentType !== 'COD' ? m.notCash : order.isPaid ? m.alreadyPaid : m.cancelled)
    const paid = await app.db.transaction(async (tx) => {
      const marked = await markCashOrderPaid(tx, orderId)
      if (marked) await enqueueOrderMail(tx, app.mail.context, orderId, 'paid')
      return marked
    })
    if (!paid) throw conflict(m.changedMeanwhile)
    app.mail.wake()
    return { success: true, message: m.markedPaid, order: await existingOrder(app.db, orderId) }
  })
}
