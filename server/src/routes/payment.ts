import type { FastifyPluginAsync } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import * as yup from 'yup'
import { messages, paths } from '../../../src/contract'
import { HttpError, badRequest, notFound, parseBody } from '../errors'
import { newPaymentReference, PAYMENT_PATHS, PAYMENT_REFERENCE } from '../payments/gateway'
import { sandboxCheckoutPage } from '../payments/sandboxPage'
import { discardUnpaidOrder, findOrderByReference, markOnlineOrderPaid } from '../repositories/orders'
import { findUser } from '../repositories/users'
import { mailOrder } from '../mail/orderMail'
import { placeRequestedOrder } from './order'

const noSuchPayment = () => notFound('No such payment.')

const sandboxChoiceSchema = yup.object({
  reference: yup.string().strict().required(),
  outcome: yup.string().oneOf(['pay', 'cancel'] as const).required(),
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
    const outcome = (paid: boolean) => reply.header('cache-control', 'no-store').redirect(paid ? paths.orderSuccess : paths.orderFailure, 302)
    if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return outcome(false)
    const order = await findOrderByReference(db, reference)
    if (!order) return outcome(false)
    if (order.isPaid) return outcome(true)
    if (!gateway) return outcome(false)
    try {
      const payment = await gateway.verify(reference)
      if (payment.status === 'success' && payment.reference === reference) await markPaid(payment)
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

    webhook.post('/paystack/webhook', async (request, reply) => {
      const signature = request.headers['x-paystack-signature']
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!gateway?.isSignedWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        throw new HttpError(401, 'Invalid signature')
      }
      const event = parseEvent(raw)
      if (event) {
        const paid = await markPaid(event)
        request.log.info({ reference: event.reference, paid }, 'paystack charge.success')
        // Money for an order the shop already cancelled (its payment window ran out): the seller must refund it.
        if (!paid && (await findOrderByReference(db, event.reference))?.status === 'Cancelled') {
          request.log.warn({ reference: event.reference }, 'payment received for a cancelled order: refund it in the Paystack dashboard')
        }
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
        if (!order) throw noSuchPayment()
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(sandboxCheckoutPage({ reference: order.paymentReference!, amountKobo: order.amountKobo, isPaid: order.isPaid }))
      })

      scope.post('/paystack/sandbox', async (request, reply) => {
        const { reference, outcome } = await parseBody(sandboxChoiceSchema, request.body)
        const order = PAYMENT_REFERENCE.test(reference) ? await findOrderByReference(db, reference) : undefined
        if (!order) throw noSuchPayment()
        sandbox.complete(reference, outcome, order.amountKobo)
        return reply.redirect(`${PAYMENT_PATHS.verify}?reference=${reference}`, 303)
      })
    })
  }
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
