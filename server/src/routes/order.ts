import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { MAX_CART_QUANTITY, messages, placeOrderSchema, type PaymentType } from '../../../src/contract'
import { badRequest, notFound, parseBody } from '../errors'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { listOrders, placeOrder, type OrderLine } from '../repositories/orders'

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

/** The Idempotency-Key header (IETF httpapi draft): optional, 1 to 100 letters, digits, - or _. */
const IDEMPOTENCY_KEY = /^[\w-]{1,100}$/

/** A cash order's key and what it asked for, or undefined when the client sent no key. */
function idempotentRequest(request: FastifyRequest, lines: OrderLine[], addressId: string) {
  const key = request.headers['idempotency-key']
  if (key === undefined) return undefined
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('Idempotency-Key must be 1 to 100 letters, digits, - or _.')
  const asked = { addressId, lines: [...lines].sort((a, b) => a.productId.localeCompare(b.productId)) }
  return { key, hash: createHash('sha256').update(JSON.stringify(asked)).digest('base64url') }
}

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
  const idempotent = paymentType === 'COD' ? idempotentRequest(request, lines, addressId) : undefined
  const placed = await placeOrder(app.db, { userId, addressId, lines, paymentType, paymentReference, request: idempotent })
  if (!placed.replayed) await app.limits.orders.spend(userId)
  if (placed.tookStock) app.catalogue.changed()
  return placed
}

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/cod', { preHandler: app.requireUser }, async (request, reply) => {
    const order = await placeRequestedOrder(app, request, 'COD')
    if (order.replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: messages.orders.placed, orderId: order.id })
  })

  app.get('/user', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await listOrders(app.db, readPage(request.query), request.userId!)) }))

  app.get('/seller', { preHandler: app.requireSeller }, async (request) => ({ success: true, ...(await listOrders(app.db, readPage(request.query))) }))
}
