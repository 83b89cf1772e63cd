import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { aftercareMessages, cancelOrderSchema, trackOrderSchema, canShopperCancel, isCalendarDate, MAX_CART_QUANTITY, messages, sellerMessages, ORDER_FILTER_KEYS, ORDER_SEARCH_MAX, ORDER_STATUSES, PAID_FILTERS, placeOrderSchema, type OrderStatus, type PaymentType } from '../../../src/contract'
import { badRequest, HttpError, notFound, parseBody } from '../errors'
import { idempotentRequest } from '../idempotency'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { enqueueOrderMail, mailOrder } from '../messages/order'
import { moveOrderStatus } from '../repositories/orderStatus'
import { findOrderDetail, findShopperOrder, findTrackedOrder, listOrders, listSellerOrders, placeOrder, type OrderLine, type SellerOrderFilter } from '../repositories/orders'
import { requestRefund } from '../refunds'

/** One line per product: the same product twice is one line with both quantities. */
function orderLines(items: { product: string; quantity: number }[]): OrderLine[] {
  const quantities = new Map<string, number>()
  for (const { product, quantity } of items) {
    if (!isUuid(product)) throw notFound(messages.cart.unknownProduct(product.slice(0, 50)))
    const id = product.toLowerCase()
    quantities.set(id, (quantities.get(id) ?? 0) + quantity)
  }
  return [...quantities].map(([productId, quantity]) => {
    if (quantity > MAX_CART_QUANTITY) throw badRequest(messages.cart.limit)
    return { productId, quantity }
  })
}

/** A cash order's key and what it asked for, or undefined when the client sent no key. */
const idempotentOrder = (request: FastifyRequest, lines: OrderLine[], addressId: string) =>
  idempotentRequest(request, { addressId, lines: [...lines].sort((a, b) => a.productId.localeCompare(b.productId)) })

/** Places the order a signed-in shopper's checkout request asks for: cash here, online from the payment routes. */
export async function placeRequestedOrder(app: FastifyInstance, request: FastifyRequest, paymentType: PaymentType, paymentReference?: string) {
  const userId = request.userId!
  const { items, address } = await parseBody(placeOrderSchema, request.body)
  // Counted per shopper, placed orders only: a real shopper never meets it, a script soon does.
  await app.limits.orders.check(userId)
  const lines = orderLines(items)
  if (!isUuid(address)) throw notFound(messages.checkout.unknownAddress)
  const addressId = address.toLowerCase()
  // A cash order is made here and now: a retried request must not make a second one.
  const idempotent = paymentType === 'COD' ? idempotentOrder(request, lines, addressId) : undefined
  // A cash order is an order now: its confirmation and the owner's alert are enqueued with it (an online one's once paid).
  const placed = await placeOrder(app.db, { userId, addressId, lines, paymentType, paymentReference, request: idempotent }, paymentType === 'COD' ? mailOrder(app, 'placed') : undefined)
  if (paymentType === 'COD') app.mail.wake()
  if (!placed.replayed) await app.limits.orders.spend(userId)
  if (placed.tookStock) app.catalogue.changed()
  return placed
}

const f = sellerMessages.orderFilters


/** The seller's order filters of the query string (ORDER_FILTER_KEYS beside `limit` and `after`); each bad value is a 400 naming it. */
function readSellerOrderFilter(query: unknown): SellerOrderFilter {
  const values = (query ?? {}) as Record<string, unknown>
  const known: readonly string[] = [...ORDER_FILTER_KEYS, 'limit', 'after']
  const unknown = Object.keys(values).find((key) => !known.includes(key))
  if (unknown !== undefined) throw badRequest(f.unknown(unknown.slice(0, 30)))
  const text = (key: string, message: string): string | undefined => {
    const value = values[key]
    if (value === undefined) return undefined
    if (typeof value !== 'string') throw badRequest(message)
    return value.trim()
  }
  const filter: SellerOrderFilter = {}
  const status = text('status', f.status)
  if (status !== undefined) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw badRequest(f.status)
    filter.status = status as OrderStatus
  }
  const paid = text('paid', f.paid)
  if (paid !== undefined) {
    if (!(PAID_FILTERS as readonly string[]).includes(paid)) throw badRequest(f.paid)
    filter.paid = paid === 'yes'
  }
  const from = text('from', f.date('from'))
  const to = text('to', f.date('to'))
  if (from !== undefined && !isCalendarDate(from)) throw badRequest(f.date('from'))
  if (to !== undefined && !isCalendarDate(to)) throw badRequest(f.date('to'))
  if (from !== undefined && to !== undefined && from > to) throw badRequest(f.range)
  if (from !== undefined) filter.from = from
  if (to !== undefined) filter.to = to
  const search = text('q', f.search)
  if (search !== undefined && search !== '') {
    if (search.length > ORDER_SEARCH_MAX) throw badRequest(f.search)
    filter.search = search
  }
  const customer = text('customer', f.customer)
  if (customer !== undefined) {
    if (!isUuid(customer)) throw badRequest(f.customer)
    filter.customerId = customer.toLowerCase()
  }
  return filter
}

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/cod', { preHandler: app.requireUser }, async (request, reply) => {
    const order = await placeRequestedOrder(app, request, 'COD')
    if (order.replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: messages.orders.placed, orderId: order.id })
  })

  app.get('/user', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await listOrders(app.db, readPage(request.query), request.userId!)) }))

  /** The shopper cancels her own order until it is shipped: its units go back on the shelf, a paid online order is refunded. */
  app.post('/cancel', { preHandler: app.requireUser }, async (request) => {
    const { orderId } = await parseBody(cancelOrderSchema, request.body)
    const userId = request.userId!
    const order = isUuid(orderId) ? await findShopperOrder(app.db, userId, orderId.toLowerCase()) : undefined
    if (!order) throw notFound(aftercareMessages.orders.notFound)
    if (!canShopperCancel(order)) throw new HttpError(409, order.status === 'Cancelled' ? aftercareMessages.orders.alreadyCancelled : aftercareMessages.orders.tooLateToCancel)
    // Her message is enqueued with the cancellation: both happen, or neither.
    const { moved, restocked, refund } = await app.db.transaction(async (tx) => {
      const result = await moveOrderStatus(tx, order._id, order.status, 'Cancelled', 'customer', userId)
      if (result.moved) await enqueueOrderMail(tx, app.mail.context, order._id, 'Cancelled')
      return result
    })
    if (!moved) throw new HttpError(409, aftercareMessages.orders.tooLateToCancel)
    app.mail.wake()
    if (restocked) app.catalogue.changed()
    if (refund) await requestRefund(app, refund)
    return { success: true, message: refund ? aftercareMessages.orders.cancelledWithRefund : aftercareMessages.orders.cancelled, order: await findShopperOrder(app.db, userId, order._id) }
  })

  /** Track Order, for anyone: the number and the e-mail the order was placed with answer its timeline, and nothing else. */
  app.post('/track', { config: app.limits.trackOrder }, async (request) => {
    const { reference, email } = await parseBody(trackOrderSchema, request.body)
    const order = await findTrackedOrder(app.db, reference, email)
    if (!order) throw notFound(aftercareMessages.track.notFound)
    return { success: true, order }
  })

  app.get('/seller', { preHandler: app.requireSeller }, async (request) => {
    const filter = readSellerOrderFilter(request.query)
    return { success: true, ...(await listSellerOrders(app.db, readPage(request.query), filter)) }
  })

  app.get<{ Params: { id: string } }>('/seller/:id', { preHandler: app.requireSeller }, async (request) => {
    const order = isUuid(request.params.id) ? await findOrderDetail(app.db, request.params.id.toLowerCase()) : undefined
    // An online order never paid is no order (the list leaves it out too).
    if (!order || (order.paymentType === 'Online' && !order.isPaid)) throw notFound(sellerMessages.orderStatus.notFound)
    return { success: true, order }
  })
}
