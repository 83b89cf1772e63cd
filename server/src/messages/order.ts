import { addressLine, addressPlace, formatKobo, formatNaira, internationalPhone, nairaToKobo, orderNumber, paths, transferAccountLine, type MessageSettings, type OrderDetail, type OrderStatus } from '../../../src/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import { readMessageSettings } from '../repositories/messageSettings'
import { cashPaymentLabel, shippingText, type PickupPoint } from '../../../src/contract/delivery'
import { PAYMENT_METHOD_TERMS } from '../../../src/contract/payments'
import { discountLabel } from '../../../src/contract/promotions'
import { readPickup } from '../repositories/delivery'
import { toOrderDetail } from '../mappers/orders'
import { findOrderDetail } from '../repositories/orders'
import { enqueueMessage, type EmailDraft } from '../repositories/outbox'
import { preferencesOf, reachablePhone, type PhoneRecipient } from '../repositories/phoneContacts'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage, transferAccountWords, type PhoneMessage } from './phone'

/**
 * What happened to an order that someone is told about: it was placed (a cash order, or an online order
 * once paid), the seller moved it on, or the seller recorded cash taken on delivery.
 */
export type OrderMailEvent = 'placed' | 'paid' | Exclude<OrderStatus, 'Order Placed'> | 'Refunded' | 'Refund failed' | 'Account deleted'

const statusWords: Record<Exclude<OrderMailEvent, 'placed' | 'paid' | 'Refunded' | 'Refund failed' | 'Account deleted'>, { subject: string; paragraph: string }> = {
  Processing: { subject: 'is being prepared', paragraph: 'We are preparing your order now.' },
  Shipped: { subject: 'is on its way', paragraph: 'Your order has left the shop and is on its way to you.' },
  'Ready to collect': { subject: 'is ready to collect', paragraph: 'Your order is ready. Collect it at the salon, with your order number.' },
  Delivered: { subject: 'has been delivered', paragraph: 'Your order has been delivered. We hope you enjoy it!' },
  Cancelled: { subject: 'has been cancelled', paragraph: 'Your order has been cancelled. If you did not expect this, please reply to this e-mail or call us.' },
}

const paymentLine = (order: OrderDetail): [string, string] => [
  'Payment',
  order.paymentType === 'COD' ? `${cashPaymentLabel(order.delivery.method)}${order.isPaid ? ' (paid)' : ''}` : PAYMENT_METHOD_TERMS.online.name,
]

/** The order's items and totals as lines of a message. */
const orderLines = (order: OrderDetail): [string, string][] => [
  ...order.items.map(({ product, quantity }): [string, string] => [`${product.name} × ${quantity}`, formatKobo(nairaToKobo(product.offerPrice) * quantity)]),
  ...(order.discount ? [[discountLabel(order.discount.code), `−${formatNaira(order.discount.amount)}`] as [string, string]] : []),
  ['Delivery', shippingText(order.shipping, order.delivery)],
  ['Total (2% tax on the products included)', formatNaira(order.amount)],
  paymentLine(order),
]

/** How an unpaid cash order may be paid: in cash, or by transfer to the owner's account when she set one. */
const payOnDelivery = (order: OrderDetail, settings: MessageSettings): string => {
  const when = order.delivery.method === 'pickup' ? 'when you collect it' : 'on delivery'
  return settings.transfer
    ? `Pay ${formatNaira(order.amount)} ${when} in cash, or by transfer to ${transferAccountLine(settings.transfer)} with ${orderNumber(order._id)} as the reference.`
    : `Pay ${formatNaira(order.amount)} ${when}.`
}

/** Where the order goes, in a sentence. */
function destination(order: OrderDetail, pickup: PickupPoint): string {
  const a = order.address
  if (order.delivery.method === 'pickup') return `Collect at the salon: ${pickup.address} (${pickup.hours}). We will tell you when it is ready.`
  return `Delivery to: ${a.firstName} ${a.lastName}, ${addressLine(a)}`
}

function messagesFor(context: MailContext, order: OrderDetail, event: OrderMailEvent, settings: MessageSettings, pickup: PickupPoint): EmailDraft[] {
  const number = orderNumber(order._id)
  const { customer } = order
  const myOrders = { label: 'See your orders', url: `${context.publicUrl}${paths.myOrders}` }
  const greeting = `Hello ${customer.name},`
  if (event === 'placed') {
    const to = order.delivery.method === 'pickup' ? 'to collect at the salon' : `to ${addressPlace(order.address)}`
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
            ...(order.paymentType === 'COD' && !order.isPaid ? [payOnDelivery(order, settings)] : []),
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
  if (event === 'Account deleted') {
    return [
      {
        event: 'Order cancelled by account deletion (to you)',
        to: context.ownerEmail,
        subject: `Order ${number} cancelled: its customer deleted their account`,
        ...compose(context, {
          paragraphs: [
            `Order ${number} (${formatNaira(order.amount)}) has been cancelled because its customer deleted their account. Its items are back in stock${order.isPaid ? ', and the payment is being refunded' : ''}. Please do not send it.`,
          ],
          lines: orderLines(order),
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

/** How an order's status change reads on the phone. */
const statusPhrases: Record<keyof typeof statusWords, string> = {
  Processing: 'is being prepared',
  Shipped: 'is on its way',
  Delivered: 'has been delivered',
  Cancelled: 'has been cancelled',
  'Ready to collect': 'is ready to collect at the salon',
}

/** The phone versions of the event's messages to the shopper. */
function shopperPhoneMessage(context: MailContext, order: OrderDetail, event: OrderMailEvent, settings: MessageSettings): PhoneMessage | undefined {
  const number = orderNumber(order._id)
  const name = { cut: order.customer.name.split(/\s+/)[0] ?? order.customer.name }
  const myOrders = `${context.publicUrl}${paths.myOrders}`
  const key = `order:${order._id}:${event}:shopper-phone`
  if (event === 'placed') {
    const payWhen = order.delivery.method === 'pickup' ? 'Pay when you collect it' : 'Pay on delivery'
    const payment = order.paymentType === 'Online' || order.isPaid ? 'Paid, thank you.' : settings.transfer ? `${payWhen} in cash or by transfer: ${transferAccountWords(settings.transfer)}, ref ${number}.` : `${payWhen}.`
    return { key, event: 'Order placed', template: 'glow_order_confirmed', params: [name, number, formatNaira(order.amount), payment, myOrders] }
  }
  if (event === 'paid') return { key, event: 'Payment received', template: 'glow_payment_received', params: [name, formatNaira(order.amount), number] }
  // Refunds stay on e-mail; an account's deletion tells only the owner, by e-mail.
  if (event === 'Refunded' || event === 'Refund failed' || event === 'Account deleted') return undefined
  return { key, event: `Order ${event.toLowerCase()}`, template: 'glow_order_status', params: [name, number, statusPhrases[event], myOrders] }
}

/** Where the shopper's phone messages go: the number she chose in My Account, else her delivery number if it agreed to messages. */
async function shopperPhone(tx: Db, order: OrderDetail): Promise<PhoneRecipient | undefined> {
  const chosen = order.customer._id ? await preferencesOf(tx, order.customer._id) : null
  if (chosen) return chosen
  const phone = internationalPhone(order.address.phone)
  return phone ? reachablePhone(tx, phone) : undefined
}

async function enqueueOrderPhone(tx: Db, context: MailContext, order: OrderDetail, event: OrderMailEvent, settings: MessageSettings): Promise<void> {
  const shopper = order.customer.email ? await shopperPhone(tx, order) : undefined
  const message = shopperPhoneMessage(context, order, event, settings)
  if (shopper && message) await enqueuePhoneMessage(tx, context.publicUrl, shopper, message)
  if (event === 'placed' && settings.ownerPhone) {
    await enqueuePhoneMessage(tx, context.publicUrl, { phone: settings.ownerPhone, channel: settings.ownerChannel }, {
      key: `order:${order._id}:placed:owner-phone`,
      event: 'New order (to you)',
      template: 'glow_new_order',
      params: [orderNumber(order._id), formatNaira(order.amount), { cut: order.customer.name }, { cut: addressPlace(order.address) }, `Open: ${context.publicUrl}${paths.sellerOrder(order._id)}`],
    })
  }
}

/**
 * Enqueues the messages an order's event sends, in the transaction (`tx`) that made the change: the
 * shopper's (and for a new order the owner's alert), each keyed by order, event and recipient, so the
 * same event twice sends nothing more.
 */
export async function enqueueOrderMail(tx: Db, context: MailContext, orderId: string, event: OrderMailEvent): Promise<void> {
  const found = await findOrderDetail(tx, orderId)
  if (!found) return
  const order = toOrderDetail(found)
  const [settings, pickup] = await Promise.all([readMessageSettings(tx), readPickup(tx)])
  for (const message of messagesFor(context, order, event, settings, pickup)) {
    // An order of a deleted account has no one to tell.
    if (!message.to) continue
    await enqueueMessage(tx, { ...message, channel: 'email', key: `order:${orderId}:${event}:${message.to}` })
  }
  await enqueueOrderPhone(tx, context, order, event, settings)
}

/** The event's messages as a repository's in-transaction step, for an order given by its id (or a placed order). */
export const mailOrder =
  (app: FastifyInstance, event: OrderMailEvent) =>
  (tx: Db, order: string | { id: string }): Promise<void> =>
    enqueueOrderMail(tx, app.mail.context, typeof order === 'string' ? order : order.id, event)
