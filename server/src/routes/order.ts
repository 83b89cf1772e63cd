import type { FastifyPluginAsync } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import * as yup from 'yup'
import {
  cancelOrderSchema,
  isStorableKobo,
  markPaidSchema,
  messages,
  orderStatusSchema,
  shopDate,
  sellerMessages,
  trackOrderSchema,
} from '../../../src/contract'
import { orderQuoteSchema, placeOrderSchema } from '../../../src/contract/orderSchemas'
import { pageQuerySchema, sellerOrderQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import { dispatchQuerySchema } from '../../../src/contract/deliverySchemas'
import { cancelOrder, markCashPaid, moveOrder, placeOrder, quoteOrder } from '../actions/orders'
import { noSuchPayment, payableOf, paymentStatus, returnFromPayment, settlePaymentEvent, startOnlinePayment, type PaymentEvent } from '../actions/payments'
import { idempotencyKeyOf } from '../http/idempotency'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { PAYMENT_REFERENCE } from '../payments/gateway'
import { SANDBOX_OUTCOMES } from '../payments/sandbox'
import { sandboxCheckoutPage } from '../payments/sandboxPage'
import { dispatchList, ordersOf, sellerOrder, sellerOrders, trackedOrder } from '../queries/orders'
import { unauthenticated } from '../http/refusal'
import { returnOrigin } from '../http/returnOrigin'

const orderParams = uuidParamsSchema(sellerMessages.orderStatus.notFound)

const sandboxChoiceSchema = yup.object({
  reference: yup.string().strict().required(),
  outcome: yup.string().oneOf(SANDBOX_OUTCOMES).required(),
})

/** Everything under /api/order: the shopper's orders, Track Order, the seller's orders, and online payment (SPEC §7 puts it here). */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/cod', { preHandler: app.requireUser }, async (request, reply) => {
    const { items, address, delivery, phone, code, giftCards } = await parseBody(placeOrderSchema, request.body)
    const order = await placeOrder(app, request.userId!, { items, address, delivery, phone, code, giftCards, paymentType: 'COD', idempotencyKey: idempotencyKeyOf(request) })
    if (order.replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: messages.orders.placed, orderId: order.id })
  })

  /** The cart's figures as an order would be charged: anyone (a guest without an address); an address must be the shopper's. */
  app.post('/quote', async (request) => {
    const { items, address, delivery, phone, code } = await parseBody(orderQuoteSchema, request.body)
    return { success: true, quote: await quoteOrder(app, await app.findUserId(request), { items, address, delivery, phone, code }) }
  })

  app.get('/user', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await ordersOf(app, request.userId!, await parseQuery(pageQuerySchema, request.query))) }))

  app.post('/cancel', { preHandler: app.requireUser }, async (request) => {
    const { orderId } = await parseBody(cancelOrderSchema, request.body)
    return { success: true, ...(await cancelOrder(app, request.userId!, orderId)) }
  })

  /** Track Order, for anyone: the number and the e-mail the order was placed with answer its timeline, and nothing else. */
  app.post('/track', { config: app.limits.trackOrder }, async (request) => {
    const { reference, email } = await parseBody(trackOrderSchema, request.body)
    return { success: true, order: await trackedOrder(app, reference, email) }
  })

  const orders = { preHandler: app.permit('orders.manage') }

  /** The team's order list, narrowed by the query string's filters (ORDER_FILTER_KEYS beside `limit` and `after`); each bad value is a 400 naming it. */
  app.get('/seller', orders, async (request) => {
    const asked = await parseQuery(sellerOrderQuerySchema, request.query, (key) => sellerMessages.orderFilters.unknown(key.slice(0, 30)))
    return { success: true, ...(await sellerOrders(app, asked)) }
  })

  /** The day's dispatch list: the orders to send or hand over, grouped by zone (the page prints it). */
  app.get('/seller/dispatch', orders, async (request) => {
    const { date } = await parseQuery(dispatchQuerySchema, request.query, (key) => `Unknown filter: ${key.slice(0, 30)}`)
    const day = date ?? shopDate(app.clock.now())
    return { success: true, date: day, ...(await dispatchList(app, day)) }
  })

  app.get('/seller/:id', orders, async (request) => {
    const { id } = await parseParams(orderParams, request.params)
    return { success: true, order: await sellerOrder(app, id.toLowerCase()) }
  })

  app.post('/status', orders, async (request) => {
    const { orderId, status } = await parseBody(orderStatusSchema, request.body)
    return { success: true, ...(await moveOrder(app, request.staff, orderId, status)) }
  })

  app.post('/mark-paid', orders, async (request) => {
    const { orderId } = await parseBody(markPaidSchema, request.body)
    return { success: true, ...(await markCashPaid(app, request.staff, orderId)) }
  })

  app.get('/payment-methods', async () => ({ success: true, online: app.payments !== null }))

  app.post('/paystack', { preHandler: app.requireUser }, async (request, reply) => {
    const { items, address, delivery, phone, code, giftCards } = await parseBody(placeOrderSchema, request.body)
    const { authorizationUrl, reference } = await startOnlinePayment(app, request.userId!, { items, address, delivery, phone, code, giftCards }, returnOrigin(app, request))
    return reply.status(201).send({ success: true, authorization_url: authorizationUrl, reference, message: messages.checkout.redirectingToPayment })
  })

  /** Where the shopper's browser comes back after paying (or not). */
  app.get<{ Querystring: { reference?: unknown } }>('/paystack/verify', async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(await returnFromPayment(app, request.query.reference, request.log), 302),
  )

  /** The page the shopper comes back to asks what became of her payment, until it is settled. */
  app.get<{ Querystring: { reference?: unknown } }>('/payment-status', { preHandler: app.requireUser }, async (request) => ({
    success: true,
    payment: await paymentStatus(app, request.userId!, request.query.reference),
  }))

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Paystack sent: keep them raw.
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body))

    webhook.post('/paystack/webhook', async (request, reply) => {
      const signature = request.headers['x-paystack-signature']
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!app.payments?.isSignedWebhook(raw, typeof signature === 'string' ? signature : undefined)) throw unauthenticated('Invalid signature')
      const event = parseEvent(raw)
      if (event) await settlePaymentEvent(app, event, request.log)
      return reply.status(200).send({ success: true })
    })
  })

  const gateway = app.payments
  if (gateway?.kind === 'sandbox') {
    // The sandbox page's own HTML form posts form-encoded: only these routes read such bodies.
    await app.register(async (scope) => {
      await scope.register(fastifyFormbody, { bodyLimit: 4 * 1024 })
      scope.get<{ Querystring: { reference?: unknown } }>('/paystack/sandbox', async (request, reply) => {
        const payable = await payableOf(app, request.query.reference)
        if (!payable) throw noSuchPayment()
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxCheckoutPage(payable))
      })

      scope.post('/paystack/sandbox', async (request, reply) => {
        const { reference, outcome } = await parseBody(sandboxChoiceSchema, request.body)
        const payable = await payableOf(app, reference)
        if (!payable) throw noSuchPayment()
        gateway.complete(reference, outcome, payable.amountKobo)
        return reply.redirect(`${payable.returnTo}?reference=${reference}`, 303)
      })
    })
  }
}

/** The events the shop acts on, each with the status Paystack gives it; every other event is answered 200 and ignored. */
const EVENT_STATUS = { 'charge.success': 'success', 'refund.processed': 'processed', 'refund.failed': 'failed' } as const
type EventName = keyof typeof EVENT_STATUS

/**
 * A payment (charge.success) or a refund's outcome (refund.processed, refund.failed: the payment's reference is
 * `transaction_reference` there), or null for anything else.
 */
function parseEvent(raw: Buffer): PaymentEvent | null {
  let event: unknown
  try {
    event = JSON.parse(raw.toString('utf8'))
  } catch {
    return null
  }
  const { event: name, data } = (event ?? {}) as { event?: unknown; data?: Record<string, unknown> | null }
  if (typeof name !== 'string' || !Object.hasOwn(EVENT_STATUS, name) || !data || data.status !== EVENT_STATUS[name as EventName]) return null
  const reference = name === 'charge.success' ? data.reference : data.transaction_reference
  const { amount, currency } = data
  // An amount no kobo column holds is no payment of ours: answered 200 like any event the shop ignores, so Paystack stops retrying.
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference) || !isStorableKobo(amount) || typeof currency !== 'string') return null
  return { name: name as EventName, reference, amountKobo: amount, currency }
}
