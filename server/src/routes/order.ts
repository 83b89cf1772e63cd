import { createHash, randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import * as yup from 'yup'
import { MAX_CART_QUANTITY, messages, paths, placeOrderSchema, type PaymentType } from '../../../src/contract'
import { HttpError, badRequest, notFound, parseBody } from '../errors'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { PAYMENT_REFERENCE, paymentGateway } from '../payments'
import { sandboxCheckoutPage } from '../payments/sandboxPage'
import {
  discardUnpaidOrder,
  findOrderByReference,
  listOrders,
  markOnlineOrderPaid,
  placeOrder,
  type OrderLine,
} from '../repositories/orders'
import { findUser } from '../repositories/users'

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

const sandboxChoiceSchema = yup.object({
  reference: yup.string().strict().required(),
  outcome: yup.string().oneOf(['pay', 'cancel'] as const).required(),
})

const onlinePaymentOff = () => badRequest('Online payment is not offered. Please choose cash on delivery.')

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app
  const gateway = paymentGateway(config)

  app.get('/payment-methods', async () => ({ success: true, online: gateway !== undefined }))

  async function readOrder(request: FastifyRequest, userId: string, paymentType: PaymentType, paymentReference?: string) {
    const { items, address } = await parseBody(placeOrderSchema, request.body)
    // Counted per shopper, placed orders only: a real shopper never meets it, a script soon does.
    await app.limits.orders.check(userId)
    const lines = orderLines(items)
    if (!isUuid(address)) throw notFound(messages.checkout.unknownAddress)
    const addressId = address.toLowerCase()
    // A cash order is made here and now: a retried request must not make a second one.
    const idempotent = paymentType === 'COD' ? idempotentRequest(request, lines, addressId) : undefined
    const placed = await placeOrder(db, { userId, addressId, lines, paymentType, paymentReference, request: idempotent })
    if (!placed.replayed) await app.limits.orders.spend(userId)
    return placed
  }

  app.post('/cod', { preHandler: app.requireUser }, async (request, reply) => {
    const order = await readOrder(request, request.userId!, 'COD')
    if (order.replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: 'Order placed', orderId: order.id })
  })

  app.post('/paystack', { preHandler: app.requireUser }, async (request, reply) => {
    if (!gateway) throw onlinePaymentOff()
    const user = await findUser(db, request.userId!)
    if (!user) throw new HttpError(401, 'Please log in to continue.')
    const reference = `glow_${randomBytes(12).toString('hex')}`
    const order = await readOrder(request, user._id, 'Online', reference)
    try {
      const { authorizationUrl } = await gateway.initialize({
        email: user.email,
        amountKobo: order.amountKobo,
        reference,
        callbackUrl: `${config.publicUrl}/api/order/paystack/verify`,
      })
      return reply.status(201).send({ success: true, authorization_url: authorizationUrl, reference, message: 'Redirecting to payment' })
    } catch (error) {
      request.log.error({ err: error, reference }, 'payment initialization failed')
      await discardUnpaidOrder(db, order.id)
      throw new HttpError(502, 'Online payment is not available right now. Please try again or choose cash on delivery.')
    }
  })

  /** Where the shopper's browser comes back after paying (or not): asks the provider, never the browser. */
  app.get<{ Querystring: { reference?: unknown } }>('/paystack/verify', async (request, reply) => {
    const { reference } = request.query
    const outcome = (paid: boolean) => reply.header('cache-control', 'no-store').redirect(paid ? paths.orderSuccess : paths.orderFailure, 302)
    if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return outcome(false)
    const order = await findOrderByReference(db, reference)
    if (!order) return outcome(false)
    if (order.isPaid) return outcome(true)
    if (!gateway) return outcome(false)
    try {
      const payment = await gateway.verify(reference)
      if (payment.status === 'success' && payment.reference === reference) await markOnlineOrderPaid(db, payment)
    } catch (error) {
      request.log.error({ err: error, reference }, 'payment verification failed')
    }
    // Re-read: a webhook may have marked it paid meanwhile.
    return outcome(Boolean((await findOrderByReference(db, reference))?.isPaid))
  })

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Paystack sent: keep them raw.
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body))

    webhook.post('/paystack/webhook', async (request, reply: FastifyReply) => {
      const signature = request.headers['x-paystack-signature']
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!gateway?.isSignedWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        throw new HttpError(401, 'Invalid signature')
      }
      const event = parseEvent(raw)
      if (event) {
        const paid = await markOnlineOrderPaid(db, event)
        request.log.info({ reference: event.reference, paid }, 'paystack charge.success')
      }
      return reply.status(200).send({ success: true })
    })
  })

  if (gateway?.kind === 'sandbox') {
    const sandbox = gateway
    // The sandbox page's own HTML form posts form-encoded: only these routes read such bodies.
    await app.register(async (scope) => {
      await scope.register(fastifyFormbody, { bodyLimit: 4 * 1024 })
      scope.get<{ Querystring: { reference?: unknown } }>('/paystack/sandbox', async (request, reply) => {
        const { reference } = request.query
        const order = typeof reference === 'string' && PAYMENT_REFERENCE.test(reference) ? await findOrderByReference(db, reference) : undefined
        if (!order) throw notFound('No such payment.')
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(sandboxCheckoutPage({ reference: order.paymentReference!, amountKobo: order.amountKobo, isPaid: order.isPaid }))
      })

      scope.post('/paystack/sandbox', async (request, reply) => {
        const { reference, outcome } = await parseBody(sandboxChoiceSchema, request.body)
        const order = PAYMENT_REFERENCE.test(reference) ? await findOrderByReference(db, reference) : undefined
        if (!order) throw notFound('No such payment.')
        sandbox.complete(reference, outcome, order.amountKobo)
        return reply.redirect(`/api/order/paystack/verify?reference=${reference}`, 303)
      })
    })
  }

  app.get('/user', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await listOrders(db, readPage(request.query), request.userId!)) }))

  app.get('/seller', { preHandler: app.requireSeller }, async (request) => ({ success: true, ...(await listOrders(db, readPage(request.query))) }))
}

/** A charge.success event's payment, or null for any other event (answered 200 and ignored). */
function parseEvent(raw: Buffer): { reference: string; amountKobo: number; currency: string } | null {
  let event: unknown
  try {
    event = JSON.parse(raw.toString('utf8'))
  } catch {
    return null
  }
  const { event: name, data } = (event ?? {}) as { event?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown; status?: unknown } }
  if (name !== 'charge.success' || !data || data.status !== 'success') return null
  const { reference, amount, currency } = data
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference) || !Number.isInteger(amount) || typeof currency !== 'string') return null
  return { reference, amountKobo: amount as number, currency }
}
