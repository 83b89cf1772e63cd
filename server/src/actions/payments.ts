import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { CURRENCY, messages, nairaToKobo, orderNumber, paths } from '../../../src/contract'
import { mailOrder } from '../messages/order'
import { newPaymentReference, PAYMENT_PATHS, PAYMENT_REFERENCE, PENDING_PAYMENT_STATUSES } from '../payments/gateway'
import { findBookingByPayment } from '../repositories/bookings'
import { discardUnpaidOrder, findOrderByReference, markOnlineOrderPaid, paymentStateOf } from '../repositories/orders'
import { markPaymentPending, paymentKobo } from '../repositories/payments'
import { settleRefund } from '../repositories/orderStatus'
import { findUser } from '../repositories/users'
import { badRequest, notFound, Refusal, unauthenticated } from '../http/refusal'
import { settleDeposit } from './deposits'
import { settleGiftCard } from './giftCards'
import { findGiftCardByPayment } from '../repositories/giftCards'
import { placeOrder, type OrderRequest } from './orders'

export const noSuchPayment = () => notFound('No such payment.')

/** Marks the order paid once, with its confirmation and the owner's alert (a replayed webhook sends nothing more). */
async function markPaid(shop: FastifyInstance, payment: { reference: string; amountKobo: number; currency: string }) {
  const paid = await markOnlineOrderPaid(shop.db, payment, shop.clock.now(), mailOrder(shop, 'placed'))
  if (paid) shop.mail.wake()
  return paid
}

/**
 * Places an online order and starts its payment: where the shopper pays, and comes back to at `origin`
 * (routes' returnOrigin). If the provider fails, the order is let go.
 */
export async function startOnlinePayment(shop: FastifyInstance, userId: string, asked: Omit<OrderRequest, 'paymentType' | 'paymentReference'>, origin: string) {
  const gateway = shop.payments
  if (!gateway) throw badRequest('Online payment is not offered. Please choose cash on delivery.')
  const user = await findUser(shop.db, userId)
  if (!user) throw unauthenticated(messages.auth.loginRequired)
  const reference = newPaymentReference()
  const order = await placeOrder(shop, userId, { ...asked, paymentType: 'Online', paymentReference: reference })
  try {
    const { authorizationUrl } = await gateway.initialize({
      email: user.email,
      // What gift cards did not pay.
      amountKobo: order.amountKobo - (asked.giftCards ?? []).reduce((sum, card) => sum + nairaToKobo(card.amount), 0),
      reference,
      callbackUrl: `${origin}${PAYMENT_PATHS.verify}`,
    })
    return { authorizationUrl, reference }
  } catch (error) {
    shop.log.error({ err: error, reference }, 'payment initialization failed')
    await discardUnpaidOrder(shop.db, order.id)
    if (order.tookStock) shop.catalogue.changed()
    throw new Refusal('gatewayFailed', 'Online payment is not available right now. Please try again or choose cash on delivery.')
  }
}

/** Where the shopper's browser comes back to after paying (or not): the provider is asked, never the browser. The page to send her to. */
export async function returnFromPayment(shop: FastifyInstance, reference: unknown, log: FastifyBaseLogger): Promise<string> {
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return paths.orderFailure
  const order = await findOrderByReference(shop.db, reference)
  if (!order) return paths.orderFailure
  const outcome = (paid: boolean) => (paid ? paths.orderPlaced(orderNumber(order.id)) : paths.orderFailure)
  if (order.isPaid) return outcome(true)
  if (!shop.payments) return outcome(false)
  try {
    const payment = await shop.payments.verify(reference)
    if (payment.status === 'success' && payment.reference === reference) await markPaid(shop, payment)
    // Still under way (a bank transfer, USSD): the order waits for the webhook, on a page that says so.
    else if (PENDING_PAYMENT_STATUSES.includes(payment.status) && payment.reference === reference && order.status !== 'Cancelled') {
      await markPaymentPending(shop.db, reference)
      return paths.orderPlaced(orderNumber(order.id), reference)
    }
  } catch (error) {
    log.error({ err: error, reference }, 'payment verification failed')
  }
  // Re-read: a webhook may have marked it paid meanwhile.
  return outcome(Boolean((await findOrderByReference(shop.db, reference))?.isPaid))
}

/** What became of the shopper's own online payment. */
export async function paymentStatus(shop: FastifyInstance, userId: string, reference: unknown) {
  const state = typeof reference === 'string' && PAYMENT_REFERENCE.test(reference) ? await paymentStateOf(shop.db, userId, reference) : undefined
  if (!state) throw noSuchPayment()
  return state
}

/** A signed event from the payment provider: a payment (an order's or a deposit's) or a refund's outcome. */
export interface PaymentEvent {
  name: 'charge.success' | 'refund.processed' | 'refund.failed'
  reference: string
  amountKobo: number
  currency: string
}

/** Applies a provider's event once, whatever the replays. */
export async function settlePaymentEvent(shop: FastifyInstance, event: PaymentEvent, log: FastifyBaseLogger): Promise<void> {
  if (event.name === 'charge.success') {
    // A booking's deposit: confirmed once, whatever the replays.
    const deposit = await settleDeposit(shop, event)
    if (deposit) {
      log.info({ reference: event.reference, deposit }, 'paystack charge.success for a deposit')
      return
    }
    const giftCard = await settleGiftCard(shop, event)
    if (giftCard !== undefined) {
      log.info({ reference: event.reference, settled: giftCard }, 'paystack charge.success for a gift card')
      return
    }
    const paid = await markPaid(shop, event)
    log.info({ reference: event.reference, paid }, 'paystack charge.success')
    // Money for an order the shop already cancelled (its payment window ran out): the seller must refund it.
    if (!paid && (await findOrderByReference(shop.db, event.reference))?.status === 'Cancelled') {
      log.warn({ reference: event.reference }, 'payment received for a cancelled order: refund it in the Paystack dashboard')
    }
    return
  }
  const outcome = event.name === 'refund.processed' ? 'Refunded' : 'Refund failed'
  // The shopper's (and for a failure the owner's) message is enqueued with the change: a replay sends nothing more.
  const settled =
    event.currency === CURRENCY &&
    (await settleRefund(shop.db, { reference: event.reference, outcome, amountKobo: event.amountKobo, actor: 'payment', at: shop.clock.now() }, mailOrder(shop, outcome)))
  if (settled) shop.mail.wake()
  log.info({ reference: event.reference, settled }, `paystack ${event.name}`)
}

/** An order's payment, a booking's deposit or a gift card's, as the sandbox page shows it, and where the client comes back to. */
export async function payableOf(shop: FastifyInstance, reference: unknown) {
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return undefined
  const order = await findOrderByReference(shop.db, reference)
  if (order) return { reference, amountKobo: (await paymentKobo(shop.db, reference)) ?? order.amountKobo, isPaid: order.isPaid, what: 'order' as const, returnTo: PAYMENT_PATHS.verify }
  const booking = await findBookingByPayment(shop.db, reference)
  if (booking) return { reference, amountKobo: booking.row.depositKobo, isPaid: booking.depositPaidAt !== null, what: 'booking deposit' as const, returnTo: PAYMENT_PATHS.depositVerify }
  const card = await findGiftCardByPayment(shop.db, reference)
  if (card) return { reference, amountKobo: card.amountKobo, isPaid: card.sold, what: 'gift card' as const, returnTo: PAYMENT_PATHS.giftCardVerify }
  return undefined
}
