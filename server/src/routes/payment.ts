import type { FastifyPluginAsync } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import * as yup from 'yup'
import { CURRENCY, messages, nairaToKobo, orderNumber, paths } from '../../../src/contract'
import { HttpError, badRequest, notFound, parseBody } from '../errors'
import { newPaymentReference, PAYMENT_PATHS, PAYMENT_REFERENCE, PENDING_PAYMENT_STATUSES } from '../payments/gateway'
import { SANDBOX_OUTCOMES } from '../payments/sandbox'
import { sandboxCheckoutPage } from '../payments/sandboxPage'
import { discardUnpaidOrder, findOrderByReference, markAwaitingPayment, markOnlineOrderPaid, paymentStateOf } from '../repositories/orders'
import { settleRefund } from '../repositories/orderStatus'
import { findUser } from '../repositories/users'
import { mailOrder } from '../messages/order'
import { findBookingByPayment } from '../repositories/bookings'
import { settleDeposit } from './deposit'
import { placeRequestedOrder } from './order'

const noSuchPayment = () => notFound('No such payment.')

const sandboxChoiceSchema = yup.object({
  reference: yup.string().strict().required(),
  outcome: yup.string().oneOf(SANDBOX_OUTCOMES).required(),
})

/** Online payment (under /api/order, as SPEC §7 has it): start, come back, Paystack's webhook, and the sandbox checkout. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, payments: gateway } = app

  /** Marks the order paid once, with its confirmation and the owner's alert (a replayed webhook sends nothing more). */
  const markPaid = async (payment: Parameters<typeof markOnlineOrderPaid>[1]) => {
    const paid = await markOnlineOrderPaid(db, payment, mailOrder(app, 'placed'))
    if (paid) app.mail.wake()
    return paid
  }

  app.get('/payment-methods', async () => ({ success: true, online: gateway !== null }))

  app.post('/paystack', { preHandler: app.requireUser }, async (request, reply) => {
    if (!gateway) throw badRequest('Online payment is not offered. Please choose cash on delivery.')
    const user = await findUser(db, request.userId!)
    if (!user) throw new HttpError(401, messages.auth.loginRequired)
    const reference = newPaymentReference()
    const order = await placeRequestedOrder(app, request, 'Online', reference)
    try {
      const { authorizationUrl } = await gateway.initialize({
        email: user.email,
        amountKobo: order.amountKobo,
        reference,
        callbackUrl: `${config.publicUrl}${PAYMENT_PATHS.verify}`,
      })
      return reply.status(201).send({ success: true, authorization_url: authorizationUrl, reference, message: messages.checkout.redirectingToPayment })
    } catch (error) {
      request.log.error({ err: error, reference }, 'payment initialization failed')
      await discardUnpaidOrder(db, order.id)
      if (order.tookStock) app.catalogue.changed()
      throw new HttpError(502, 'Online payment is not available right now. Please try again or choose cash on delivery.')
    }
  })

  /** Where the shopper's browser comes back after paying (or not): asks the provider, never the browser. */
  app.get<{ Querystring: { reference?: unknown } }>('/paystack/verify', async (request, reply) => {
    const { reference } = request.query
    const go = (path: string) => reply.header('cache-control', 'no-store').redirect(path, 302)
    if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return go(paths.orderFailure)
    const order = await findOrderByReference(db, reference)
    if (!order) return go(paths.orderFailure)
    const outcome = (paid: boolean) => go(paid ? paths.orderPlaced(orderNumber(order.id)) : paths.orderFailure)
    if (order.isPaid) return outcome(true)
    if (!gateway) return outcome(false)
    try {
      const payment = await gateway.verify(reference)
      if (payment.status === 'success' && payment.reference === reference) await markPaid(payment)
      // Still under way (a bank transfer, USSD): the order waits for the webhook, on a page that says so.
      else if (PENDING_PAYMENT_STATUSES.includes(payment.status) && payment.reference === reference && order.status !== 'Cancelled') {
        await markAwaitingPayment(db, reference)
        return go(paths.orderPlaced(orderNumber(order.id), reference))
      }
    } catch (error) {
      request.log.error({ err: error, reference }, 'payment verification failed')
    }
    // Re-read: a webhook may have marked it paid meanwhile.
    return outcome(Boolean((await findOrderByReference(db, reference))?.isPaid))
  })

  /** The page the shopper comes back to asks what became of her payment, until it is settled. */
  app.get<{ Querystring: { reference?: unknown } }>('/payment-status', { preHandler: app.requireUser }, async (request) => {
    const { reference } = request.query
    const state = typeof reference === 'string' && PAYMENT_REFERENCE.test(reference) ? await paymentStateOf(db, request.userId!, reference) : undefined
    if (!state) throw noSuchPayment()
    return { success: true, payment: state }
  })

  await app.register(async (webhook) => {
    // The signature covers the exact bytes Paystack sent: keep them raw.
    webhook.removeContentTypeParser('application/json')
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body))

    webhook.post('/paystack/webhook', async (request, reply) => {
      const signature = request.headers['x-paystack-signature']
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!gateway?.isSignedWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        throw new HttpError(401, 'Invalid signature')
      }
      const event = parseEvent(raw)
      // A booking's deposit: confirmed once, whatever the replays.
      const deposit = event?.name === 'charge.success' ? await settleDeposit(app, event) : undefined
      if (deposit) {
        request.log.info({ reference: event!.reference, deposit }, 'paystack charge.success for a deposit')
      } else if (event?.name === 'charge.success') {
        const paid = await markPaid(event)
        request.log.info({ reference: event.reference, paid }, 'paystack charge.success')
        // Money for an order the shop already cancelled (its payment window ran out): the seller must refund it.
        if (!paid && (await findOrderByReference(db, event.reference))?.status === 'Cancelled') {
          request.log.warn({ reference: event.reference }, 'payment received for a cancelled order: refund it in the Paystack dashboard')
        }
      } else if (event) {
        const outcome = event.name === 'refund.processed' ? 'Refunded' : 'Refund failed'
        // The shopper's (and for a failure the owner's) message is enqueued with the change: a replay sends nothing more.
        const settled =
          event.currency === CURRENCY &&
          (await settleRefund(db, { reference: event.reference, outcome, amountKobo: event.amountKobo, actor: 'payment' }, mailOrder(app, outcome)))
        if (settled) app.mail.wake()
        request.log.info({ reference: event.reference, settled }, `paystack ${event.name}`)
      }
      return reply.status(200).send({ success: true })
    })
  })

  /** An order's payment or a booking's deposit, as the sandbox page shows it, and where the client comes back to. */
  const payableOf = async (reference: unknown) => {
    if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return undefined
    const order = await findOrderByReference(db, reference)
    if (order) return { reference, amountKobo: order.amountKobo, isPaid: order.isPaid, what: 'order' as const, returnTo: PAYMENT_PATHS.verify }
    const booking = await findBookingByPayment(db, reference)
    if (booking) return { reference, amountKobo: nairaToKobo(booking.deposit), isPaid: booking.depositPaidAt !== null, what: 'booking deposit' as const, returnTo: PAYMENT_PATHS.depositVerify }
    return undefined
  }

  if (gateway?.kind === 'sandbox') {
    const sandbox = gateway
    // The sandbox page's own HTML form posts form-encoded: only these routes read such bodies.
    await app.register(async (scope) => {
      await scope.register(fastifyFormbody, { bodyLimit: 4 * 1024 })
      scope.get<{ Querystring: { reference?: unknown } }>('/paystack/sandbox', async (request, reply) => {
        const payable = await payableOf(request.query.reference)
        if (!payable) throw noSuchPayment()
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(sandboxCheckoutPage(payable))
      })

      scope.post('/paystack/sandbox', async (request, reply) => {
        const { reference, outcome } = await parseBody(sandboxChoiceSchema, request.body)
        const payable = await payableOf(reference)
        if (!payable) throw noSuchPayment()
        sandbox.complete(reference, outcome, payable.amountKobo)
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
function parseEvent(raw: Buffer): { name: EventName; reference: string; amountKobo: number; currency: string } | null {
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
