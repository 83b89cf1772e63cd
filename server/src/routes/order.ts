import type { FastifyPluginAsync } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import * as yup from 'yup'
import {
  aftercareMessages,
  cancelOrderSchema,
  isCalendarDate,
  markPaidSchema,
  messages,
  ORDER_FILTER_KEYS,
  ORDER_SEARCH_MAX,
  ORDER_STATUSES,
  orderStatusSchema,
  PAID_FILTERS,
  placeOrderSchema,
  sellerMessages,
  trackOrderSchema,
  type OrderStatus,
} from '../../../src/contract'
import { cancelOrder, markCashPaid, moveOrder, placeOrder } from '../actions/orders'
import { noSuchPayment, payableOf, paymentStatus, returnFromPayment, settlePaymentEvent, startOnlinePayment, type PaymentEvent } from '../actions/payments'
import { idempotencyKeyOf } from '../idempotency'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { parseBody } from '../parse'
import { PAYMENT_REFERENCE } from '../payments/gateway'
import { SANDBOX_OUTCOMES } from '../payments/sandbox'
import { sandboxCheckoutPage } from '../payments/sandboxPage'
import { badRequest, notFound, unauthenticated } from '../refusal'
import { findOrderDetail, findTrackedOrder, listOrders, listSellerOrders, type SellerOrderFilter } from '../repositories/orders'
import { returnOrigin } from '../returnOrigin'

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

const sandboxChoiceSchema = yup.object({
  reference: yup.string().strict().required(),
  outcome: yup.string().oneOf(SANDBOX_OUTCOMES).required(),
})

/** Everything under /api/order: the shopper's orders, Track Order, the seller's orders, and online payment (SPEC §7 puts it here). */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/cod', { preHandler: app.requireUser }, async (request, reply) => {
    const { items, address } = await parseBody(placeOrderSchema, request.body)
    const order = await placeOrder(app, request.userId!, { items, address, paymentType: 'COD', idempotencyKey: idempotencyKeyOf(request) })
    if (order.replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: messages.orders.placed, orderId: order.id })
  })

  app.get('/user', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await listOrders(app.db, readPage(request.query), request.userId!)) }))

  app.post('/cancel', { preHandler: app.requireUser }, async (request) => {
    const { orderId } = await parseBody(cancelOrderSchema, request.body)
    return { success: true, ...(await cancelOrder(app, request.userId!, orderId)) }
  })

  /** Track Order, for anyone: the number and the e-mail the order was placed with answer its timeline, and nothing else. */
  app.post('/track', { config: app.limits.trackOrder }, async (request) => {
    const { reference, email } = await parseBody(trackOrderSchema, request.body)
    const order = await findTrackedOrder(app.db, reference, email)
    if (!order) throw notFound(aftercareMessages.track.notFound)
    return { success: true, order }
  })

  const orders = { preHandler: app.permit('orders.manage') }

  app.get('/seller', orders, async (request) => {
    const filter = readSellerOrderFilter(request.query)
    return { success: true, ...(await listSellerOrders(app.db, readPage(request.query), filter)) }
  })

  app.get<{ Params: { id: string } }>('/seller/:id', orders, async (request) => {
    const order = isUuid(request.params.id) ? await findOrderDetail(app.db, request.params.id.toLowerCase()) : undefined
    // An online order never paid is no order (the list leaves it out too).
    if (!order || (order.paymentType === 'Online' && !order.isPaid)) throw notFound(sellerMessages.orderStatus.notFound)
    return { success: true, order }
  })

  app.post('/status', orders, async (request) => {
    const { orderId, status } = await parseBody(orderStatusSchema, request.body)
    return { success: true, ...(await moveOrder(app, orderId, status)) }
  })

  app.post('/mark-paid', orders, async (request) => {
    const { orderId } = await parseBody(markPaidSchema, request.body)
    return { success: true, ...(await markCashPaid(app, orderId)) }
  })

  app.get('/payment-methods', async () => ({ success: true, online: app.payments !== null }))

  app.post('/paystack', { preHandler: app.requireUser }, async (request, reply) => {
    const { items, address } = await parseBody(placeOrderSchema, request.body)
    const { authorizationUrl, reference } = await startOnlinePayment(app, request.userId!, { items, address }, returnOrigin(app, request))
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
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference) || !Number.isInteger(amount) || typeof currency !== 'string') return null
  return { name: name as EventName, reference, amountKobo: amount as number, currency }
}
