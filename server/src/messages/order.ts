import { formatKobo, formatNaira, nairaToKobo, orderNumber, paths, type OrderDetail, type OrderStatus } from '../../../src/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { shippingText, type PickupPoint } from '../../../src/contract/delivery'
import { readPickup } from '../repositories/delivery'
import { findOrderDetail } from '../repositories/orders'
import { enqueueMessage, type OutgoingMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'

/**
 * What happened to an order that someone is told about: it was placed (a cash order, or an online order
 * once paid), the seller moved it on, or the seller recorded cash taken on delivery.
 */
export type OrderMailEvent = 'placed' | 'paid' | Exclude<OrderStatus, 'Order Placed'> | 'Refunded' | 'Refund failed'

const statusWords: Record<Exclude<OrderMailEvent, 'placed' | 'paid' | 'Refunded' | 'Refund failed'>, { subject: string; paragraph: string }> = {
  Processing: { subject: 'is being prepared', paragraph: 'We are preparing your order now.' },
  Shipped: { subject: 'is on its way', paragraph: 'Your order has left the shop and is on its way to you.' },
  'Ready to collect': { subject: 'is ready to collect', paragraph: 'Your order is ready. Collect it at the salon, with your order number.' },
  Delivered: { subject: 'has been delivered', paragraph: 'Your order has been delivered. We hope you enjoy it!' },
  Cancelled: { subject: 'has been cancelled', paragraph: 'Your order has been cancelled. If you did not expect this, please reply to this e-mail or call us.' },
}

const paymentLine = (order: OrderDetail): [string, string] => [
  'Payment',
  order.paymentType === 'COD' ? (order.isPaid ? 'Cash on delivery (paid)' : 'Cash on delivery') : 'Paid online',
]

/** The order's items and totals as lines of a message. */
const orderLines = (order: OrderDetail): [string, string][] => [
  ...order.items.map(({ product, quantity }): [string, string] => [`${product.name} × ${quantity}`, formatKobo(nairaToKobo(product.offerPrice) * quantity)]),
  ['Delivery', shippingText(order.shipping, order.delivery)],
  ['Total (2% tax on the products included)', formatNaira(order.amount)],
  paymentLine(order),
]

/** Where the order goes, in a sentence. */
function destination(order: OrderDetail, pickup: PickupPoint): string {
  const a = order.address
  if (order.delivery.method === 'pickup') return `Collect at the salon: ${pickup.address} (${pickup.hours}). We will tell you when it is ready.`
  const landmark = a.landmark ? ` (${a.landmark})` : ''
  return `Delivery to: ${a.firstName} ${a.lastName}, ${a.street}${landmark}, ${a.area ? `${a.area}, ` : ''}${a.city}, ${a.state}, ${a.country}`
}

function messagesFor(context: MailContext, order: OrderDetail, event: OrderMailEvent, pickup: PickupPoint): Omit<OutgoingMessage, 'key' | 'channel'>[] {
  const number = orderNumber(order._id)
  const { customer } = order
  const myOrders = { label: 'See your orders', url: `${context.publicUrl}${paths.myOrders}` }
  const greeting = `Hello ${customer.name},`
  if (event === 'placed') {
    const a = order.address
    const to = order.delivery.method === 'pickup' ? 'to collect at the salon' : `to ${a.city}, ${a.state}`
    return [
      {
        event: 'Order placed',
        to: customer.email,
        subject: `Your order ${number} is confirmed`,
        ...compose(context, {
          greeting,
          paragraphs: [
            `Thank you for your order ${number}.${order.paymentType === 'Online' ? ` We have received your payment of ${formatNaira(order.amount)}.` : ''} We will let you know when it is on its way.`,
            destination(order, pickup),
          ],
          lines: orderLines(order),
          action: myOrders,
        }),
      },
      {
        event: 'New order (to you)',
        to: context.ownerEmail,
        subject: `New order ${number}: ${formatNaira(order.amount)} from ${customer.name}`,
        ...compose(context, {
          paragraphs: [`${customer.name} (${customer.email}) placed order ${number}, ${to}.`],
          lines: orderLines(order),
          action: { label: 'Open the order', url: `${context.publicUrl}${paths.sellerOrder(order._id)}` },
        }),
      },
    ]
  }
  if (event === 'paid') {
    return [
      {
        event: 'Payment received',
        to: customer.email,
        subject: `Payment received for order ${number}`,
        ...compose(context, {
          greeting,
          paragraphs: [`We have received your payment of ${formatNaira(order.amount)} for order ${number}. Thank you!`],
          action: myOrders,
        }),
      },
    ]
  }
  if (event === 'Refunded') {
    return [
      {
        event: 'Refund processed',
        to: customer.email,
        subject: `Your refund for order ${number} is on its way`,
        ...compose(context, {
          greeting,
          paragraphs: [
            `We have refunded ${formatNaira(order.amount)} for your cancelled order ${number} to the card or account you paid with.`,
            'Depending on your bank, it can take a few working days to show on your statement.',
          ],
          action: myOrders,
        }),
      },
    ]
  }
  if (event === 'Refund failed') {
    return [
      {
        event: 'Refund failed',
        to: customer.email,
        subject: `About the refund for order ${number}`,
        ...compose(context, {
          greeting,
          paragraphs: [
            `The payment provider could not refund ${formatNaira(order.amount)} for your cancelled order ${number} automatically.`,
            'We are arranging your refund by hand and will let you know when it is done. You need do nothing; if you have a question, reply to this e-mail.',
          ],
          action: myOrders,
        }),
      },
      {
        event: 'Refund failed (to you)',
        to: context.ownerEmail,
        subject: `Refund failed for order ${number}: ${formatNaira(order.amount)}`,
        ...compose(context, {
          paragraphs: [
            `Paystack could not refund order ${number} (${formatNaira(order.amount)}, reference ${order.paymentReference ?? 'none'}). Refund it in the Paystack dashboard; the order shows Refunded when Paystack reports it.`,
          ],
          action: { label: 'Open the order', url: `${context.publicUrl}${paths.sellerOrder(order._id)}` },
        }),
      },
    ]
  }
  const words = statusWords[event]
  return [
    {
      event: `Order ${event.toLowerCase()}`,
      to: customer.email,
      subject: `Your order ${number} ${words.subject}`,
      ...compose(context, { greeting, paragraphs: [words.paragraph], lines: orderLines(order), action: myOrders }),
    },
  ]
}

/**
 * Enqueues the messages an order's event sends, in the transaction (`tx`) that made the change: the
 * shopper's (and for a new order the owner's alert), each keyed by order, event and recipient, so the
 * same event twice sends nothing more.
 */
export async function enqueueOrderMail(tx: Db, context: MailContext, orderId: string, event: OrderMailEvent): Promise<void> {
  const order = await findOrderDetail(tx, orderId)
  if (!order) return
  const pickup = await readPickup(tx)
  for (const message of messagesFor(context, order, event, pickup)) {
    // An order of a deleted account has no one to tell.
    if (!message.to) continue
    await enqueueMessage(tx, { ...message, channel: 'email', key: `order:${orderId}:${event}:${message.to}` })
  }
}

/** The event's messages as a repository's in-transaction step, for an order given by its id (or a placed order). */
export const mailOrder =
  (app: FastifyInstance, event: OrderMailEvent) =>
  (tx: Db, order: string | { id: string }): Promise<void> =>
    enqueueOrderMail(tx, app.mail.context, typeof order === 'string' ? order : order.id, event)
