import type { FastifyInstance } from 'fastify'
import {
  aftercareMessages,
  canMarkPaid,
  canMoveOrderOf,
  canShopperCancel,
  cartTotals,
  formatNaira,
  MAX_CART_QUANTITY,
  MAX_KOBO,
  messages,
  orderNumber,
  OPEN_ORDERS_LISTED,
  sellerMessages,
  SHOPPER_CANCELLABLE,
  internationalPhone,
  koboToNaira,
  nairaToKobo,
  shopDate,
  type Order,
  type OrderDelivery,
  type OrderStatus,
  type PaymentType,
} from '../../../src/contract'
import { deliveryMessages, deliveryWindow, shippingKobo, type DeliveryMethod } from '../../../src/contract/delivery'
import { promotionMessages } from '../../../src/contract/promotions'
import type { Db } from '../db/client'
import { keyedRequest } from '../http/idempotency'
import { isForeignKeyViolation, isUuid } from '../tools/ids'
import { enqueueOrderMail, mailOrder, type OrderMailEvent } from '../messages/order'
import { toOrder, toShopperOrder } from '../mappers/orders'
import { openOrdersOf } from '../repositories/account'
import { findOwnAddress } from '../repositories/addresses'
import { everyZoneFree, readPickup } from '../repositories/delivery'
import { markCashOrderPaid, moveOrderStatus } from '../repositories/orderStatus'
import { takeFromBatches } from './stock'
import { recordActivity } from '../repositories/staff'
import type { StaffActor } from '../domain/permissions'
import {
  findOrder,
  findRequestedOrder,
  findShopperOrder,
  isOwnAddress,
  productsOf,
  storeQuotedOrder,
  type NewOrder,
  type OrderDestination,
  type OrderLine,
  type PlacedOrder,
  type ProductRow,
  type Quote,
} from '../repositories/orders'
import { badRequest, conflict, notFound, Refusal, unauthenticated } from '../http/refusal'
import { holdRequestKey } from '../repositories/requestKeys'
import { applyCode, takeCodeUse, type AppliedCode } from './promotions'
import { requestRefund } from './refunds'
import { holdGiftCardsOf, knownCodes, takeFromGiftCards, type GiftCardTake } from './giftCards'
import { giftCardMessages } from '../../../src/contract/giftCards'

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

/** The line's product, if it can be ordered: an unknown, archived, switched-off or sold-out product fails naming it. */
export function available(line: OrderLine, product: ProductRow | undefined): ProductRow {
  if (!product) throw notFound(messages.cart.unknownProduct(line.productId))
  if (product.archivedAt) throw conflict(messages.cart.noLongerSoldNamed(product.fullName))
  const left = product.stockCount
  if (!product.inStock || left === 0) throw conflict(messages.cart.outOfStock(product.fullName))
  if (left !== null && left < line.quantity) throw conflict(messages.cart.fewLeft(product.fullName, left))
  return product
}

/** The lines priced from product rows (an unavailable product fails naming it), each with its category for a code. */
function priceLines(lines: OrderLine[], rows: ProductRow[]): PricedLines {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return lines.map((line) => {
    const product = available(line, byId.get(line.productId))
    return { ...line, unitKobo: product.offerPriceKobo, name: product.fullName, category: product.category }
  })
}

type PricedLines = (Quote['lines'][number] & { category: string })[]

/** The code the shopper typed, priced on these lines; none when she typed none. */
const codeFor = (shop: FastifyInstance, db: Db, code: string | undefined, userId: string | null, priced: PricedLines, lock: boolean) =>
  code === undefined ? undefined : applyCode(db, code, { userId, channel: 'online', lines: priced, now: shop.clock.now() }, lock)

/** The priced lines with their tax, the code's discount and the delivery fee: what the order costs. */
function quote(priced: PricedLines, shipping: number, code?: AppliedCode): Quote {
  const totals = cartTotals(priced, shipping, code?.discountKobo)
  if (totals.totalKobo > MAX_KOBO) throw badRequest('This order is too large. Please split it into smaller orders.')
  return { lines: priced.map(({ category: _category, ...line }) => line), totals, code: code?.code ?? null }
}

/** How the shopper asked to receive her order. */
export interface DeliveryRequest {
  /** One of her saved addresses, for a delivery. */
  address?: string
  delivery?: DeliveryMethod
  /** Her phone, for an order collected at the salon. */
  phone?: string
  /** The discount code she typed, normalized (GLOW20). */
  code?: string
}

const PICKUP: OrderDelivery = { method: 'pickup', zone: null, from: null, by: null }

interface PricedDelivery {
  destination: OrderDestination
  delivery: OrderDelivery
  shippingKobo: number
}

/**
 * Where the order goes and what its delivery costs, priced here from the zone of the saved address's state (the
 * request names the address, never a fee): free at or above the zone's threshold, free when collected at the salon.
 */
async function priceDelivery(shop: FastifyInstance, db: Db, userId: string, asked: DeliveryRequest, priced: Quote['lines']): Promise<PricedDelivery> {
  if (asked.delivery === 'pickup') {
    if (!(await readPickup(db)).enabled) throw conflict(deliveryMessages.pickupOff)
    const phone = internationalPhone(asked.phone ?? '')
    if (!phone) throw badRequest(deliveryMessages.pickupPhoneInvalid)
    return { destination: { pickupPhone: phone }, delivery: PICKUP, shippingKobo: 0 }
  }
  const address = asked.address && isUuid(asked.address) ? await findOwnAddress(db, userId, asked.address.toLowerCase()) : undefined
  if (!address) throw notFound(messages.checkout.unknownAddress)
  const subtotalKobo = cartTotals(priced).subtotalKobo
  const terms = await shop.deliveryQuoter.termsFor(db, { state: address.state, city: address.city, area: address.area ?? '', country: address.country }, { subtotalKobo, lines: priced })
  if (!terms) throw conflict(deliveryMessages.noZone(address.state))
  const { from, by } = deliveryWindow(shopDate(shop.clock.now()), terms)
  return { destination: { addressId: address.id }, delivery: { method: 'delivery', zone: terms.zone, from, by }, shippingKobo: shippingKobo(terms, subtotalKobo) }
}

/**
 * What the cart shows before she orders, priced as placeOrder prices it: the products, their tax, the delivery
 * fee and the days. Without an address (a guest, or none saved yet) the fee is only known when every zone is free.
 */
export async function quoteOrder(shop: FastifyInstance, userId: string | null, asked: { items: OrderRequest['items'] } & DeliveryRequest) {
  const lines = orderLines(asked.items)
  const priced = priceLines(lines, await productsOf(shop.db, lines))
  const code = await codeFor(shop, shop.db, asked.code, userId, priced, false)
  if (asked.delivery !== 'pickup' && asked.address === undefined) {
    const free = await everyZoneFree(shop.db)
    const { totals } = quote(priced, 0, code)
    return { ...figures(totals, code), shipping: free ? 0 : null, delivery: null }
  }
  if (asked.delivery === 'pickup') {
    if (!(await readPickup(shop.db)).enabled) throw conflict(deliveryMessages.pickupOff)
    return { ...figures(quote(priced, 0, code).totals, code), delivery: PICKUP }
  }
  if (!userId) throw unauthenticated(messages.auth.loginRequired)
  const { delivery, shippingKobo: shipping } = await priceDelivery(shop, shop.db, userId, asked, priced)
  return { ...figures(quote(priced, shipping, code).totals, code), delivery }
}

const figures = (totals: Quote['totals'], code: AppliedCode | undefined) => ({
  subtotal: koboToNaira(totals.subtotalKobo),
  discount: code ? { code: code.code, amount: koboToNaira(totals.discountKobo) } : null,
  tax: koboToNaira(totals.taxKobo),
  shipping: koboToNaira(totals.shippingKobo) as number | null,
  total: koboToNaira(totals.totalKobo),
})

/** Nothing was stored: the address is not the user's, or a product is gone, sold out or repriced since the quote. */
async function refuseWithWhatChanged(db: Db, order: NewOrder, { lines }: Quote): Promise<never> {
  const { destination } = order
  const [own, rows] = await Promise.all(['addressId' in destination ? isOwnAddress(db, order.userId, destination.addressId) : true, productsOf(db, lines)])
  if (!own) throw notFound(messages.checkout.unknownAddress)
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const line of lines) {
    const product = available(line, byId.get(line.productId))
    if (product.offerPriceKobo !== line.unitKobo) throw conflict(messages.checkout.priceChanged(product.fullName))
  }
  // Changed, and changed back, in between.
  throw conflict(messages.checkout.changedMeanwhile)
}

/** Stores the quoted order in its one statement, or refuses saying what changed since the quote. */
export async function storeOrRefuse(db: Db, order: NewOrder, quoted: Quote): Promise<PlacedOrder> {
  return (await storeQuotedOrder(db, order, quoted)) ?? refuseWithWhatChanged(db, order, quoted)
}

export interface OrderRequest extends DeliveryRequest {
  items: { product: string; quantity: number }[]
  paymentType: PaymentType
  paymentReference?: string
  /** The client's Idempotency-Key, for a cash order: a retry gets the order the first request made. */
  idempotencyKey?: string
  /** Gift cards paying part of it (all of it, on delivery): codes as typed, naira. */
  giftCards?: { code: string; amount: number }[]
}

/**
 * A signed-in shopper's order, priced from the database in two round trips: the products are read and priced
 * once, then one statement stores it if every product is still in stock at that price. A cash order is an order
 * now (its confirmation and the owner's alert are enqueued with it); an online one's messages wait for its payment.
 * A retry with the same Idempotency-Key gets the order its first request made.
 */
export async function placeOrder(shop: FastifyInstance, userId: string, asked: OrderRequest): Promise<PlacedOrder & { replayed?: true }> {
  // Counted per shopper, placed orders only: a real shopper never meets it, a script soon does. The unit is taken
  // first, so parallel orders cannot all pass, and given back by a refused or replayed one.
  const { orders } = shop.limits
  await orders.take(userId)
  let placed: PlacedOrder & { replayed?: true }
  try {
    placed = await storeAskedOrder(shop, userId, asked)
  } catch (error) {
    await orders.giveBack(userId)
    throw error
  }
  if (placed.replayed) await orders.giveBack(userId)
  else shop.metrics.ordersMade.inc({ payment: asked.paymentType })
  return placed
}

/**
 * The order the shopper's Idempotency-Key made, once any request under it sent at the same time is over (a double
 * click: the second waits for the first); undefined when it made none. The same key asking for another order is refused.
 */
async function orderMadeUnder(tx: Db, userId: string, request: { key: string; hash: string }): Promise<(PlacedOrder & { replayed: true }) | undefined> {
  await holdRequestKey(tx, `order:${userId}`, request.key)
  const made = await findRequestedOrder(tx, userId, request.key)
  if (!made) return undefined
  if (made.requestHash !== request.hash) throw new Refusal('unprocessable', 'This checkout already placed a different order. Please reload the page and try again.')
  return { id: made.id, amountKobo: made.amountKobo, replayed: true }
}

/** The order placeOrder counts: priced, then stored or refused; a retry under its key gets the first one's order. */
async function storeAskedOrder(shop: FastifyInstance, userId: string, asked: OrderRequest): Promise<PlacedOrder & { replayed?: true }> {
  const lines = orderLines(asked.items)
  const cash = asked.paymentType === 'COD'
  const cards: GiftCardTake[] = (asked.giftCards ?? []).map((card) => ({ code: card.code, amountKobo: nairaToKobo(card.amount) }))
  const giftCardKobo = cards.reduce((sum, card) => sum + card.amountKobo, 0)
  // Every code is known before anything is stored (a wrong one counts against her guesses).
  if (cards.length > 0) await knownCodes(shop, cards.map((card) => card.code), [`account:${userId}`])
  // A cash order is made here and now: a retried request must not make a second one.
  const asking = { address: asked.address?.toLowerCase() ?? null, delivery: asked.delivery ?? 'delivery', phone: asked.phone ?? null, code: asked.code ?? null, ...(cards.length > 0 && { cards }) }
  const request = cash ? keyedRequest(asked.idempotencyKey, { ...asking, lines: [...lines].sort((a, b) => a.productId.localeCompare(b.productId)) }) : undefined
  let asOrdered: { order: NewOrder; quoted: Quote } | undefined
  let placed: PlacedOrder & { replayed?: true }
  try {
    placed = await shop.db.transaction(async (tx) => {
      // Before anything is read: an order this key made, even one being made right now, is the answer.
      const made = request && (await orderMadeUnder(tx, userId, request))
      if (made) return made
      const priced = priceLines(lines, await productsOf(tx, lines))
      // Priced here; its limits are counted last, under the code's lock (takeCodeUse), which is then held only to the commit.
      const code = await codeFor(shop, tx, asked.code, userId, priced, false)
      const { destination, delivery, shippingKobo: shipping } = await priceDelivery(shop, tx, userId, asked, priced)
      const order: NewOrder = { userId, destination, delivery, lines, paymentType: asked.paymentType, paymentReference: asked.paymentReference, giftCardKobo, request }
      asOrdered = { order, quoted: quote(priced, shipping, code) }
      // Paystack takes no payment of ₦0: an order a code made free is placed as a cash order.
      if (code && asOrdered.quoted.totals.totalKobo === 0 && !cash) throw badRequest(promotionMessages.code.freeOnline)
      if (giftCardKobo > asOrdered.quoted.totals.totalKobo) throw badRequest(giftCardMessages.cardsCoverMoreThanDue)
      if (!cash && cards.length > 0 && giftCardKobo === asOrdered.quoted.totals.totalKobo) throw badRequest(giftCardMessages.cardsLeaveNothingOnline)
      const stored = await storeOrRefuse(tx, order, asOrdered.quoted)
      // The cards' rows are locked and their balances read in this transaction: an order they cannot pay is not placed.
      await takeFromGiftCards(tx, cards, { for: { orderId: stored.id }, at: shop.clock.now(), staffAccountId: null })
      if (cards.length > 0) await holdGiftCardsOf(tx, cards, userId)
      if (stored.tookStock) await takeFromBatches(shop, tx, lines.map((line) => line.productId), { reason: 'order', orderId: stored.id })
      if (cash) await mailOrder(shop, 'placed')(tx, stored.id)
      if (asked.code) await takeCodeUse(tx, asked.code, { userId, channel: 'online', lines: priced, now: shop.clock.now(), orderId: stored.id })
      return stored
    })
  } catch (error) {
    // The seller deleted a product (one no order named yet) while this order was being stored: say which.
    if (asOrdered && isForeignKeyViolation(error)) return refuseWithWhatChanged(shop.db, asOrdered.order, asOrdered.quoted)
    throw error
  }
  if (cash) shop.mail.wake()
  if (placed.tookStock) shop.catalogue.changed()
  return placed
}

/**
 * Moves an order from where it is to `to`, with its message in the same transaction; a cancellation puts its units
 * back on the shelf and asks for a paid online order's refund. False when the order moved meanwhile.
 */
async function changeStatus(
  shop: FastifyInstance,
  order: Pick<Order, '_id' | 'status'>,
  to: OrderStatus,
  by: { actor: 'customer'; userId: string } | { actor: 'seller'; staff: StaffActor },
  tell: OrderMailEvent | undefined = to === 'Order Placed' ? undefined : to,
): Promise<{ moved: boolean; refunded: boolean }> {
  const { moved, restocked, refund } = await shop.db.transaction(async (tx) => {
    const result = await moveOrderStatus(tx, order._id, order.status, to, by.actor === 'customer' ? by : { actor: 'seller', staffAccountId: by.staff.accountId })
    if (result.moved && tell) await enqueueOrderMail(tx, shop.mail.context, order._id, tell)
    if (result.moved && by.actor === 'seller') await recordActivity(tx, { accountId: by.staff.accountId, kind: 'order', subject: order._id, summary: `Order ${orderNumber(order._id)} moved to ${to}` })
    return result
  })
  if (!moved) return { moved, refunded: false }
  shop.mail.wake()
  if (restocked) shop.catalogue.changed()
  if (refund) await requestRefund(shop, refund)
  return { moved, refunded: refund !== null }
}

/** The shopper cancels her own order until it is shipped: its units go back on the shelf, a paid online order is refunded. */
export async function cancelOrder(shop: FastifyInstance, userId: string, orderId: string) {
  const m = aftercareMessages.orders
  const found = isUuid(orderId) ? await findShopperOrder(shop.db, userId, orderId.toLowerCase()) : undefined
  if (!found) throw notFound(m.notFound)
  const order = toShopperOrder(found)
  if (!canShopperCancel(order)) throw conflict(order.status === 'Cancelled' ? m.alreadyCancelled : m.tooLateToCancel)
  const { moved, refunded } = await changeStatus(shop, order, 'Cancelled', { actor: 'customer', userId })
  if (!moved) throw conflict(m.tooLateToCancel)
  const cancelled = await findShopperOrder(shop.db, userId, order._id)
  return { message: refunded ? m.cancelledWithRefund : m.cancelled, order: cancelled && toShopperOrder(cancelled) }
}

/**
 * Before her account is deleted: each of her orders not yet shipped is cancelled as if she cancelled it (units
 * back, a paid one refunded), the owner told not to send it. An order already on its way is left to be delivered.
 */
export async function cancelOrdersOfClosingAccount(shop: FastifyInstance, userId: string): Promise<void> {
  for (;;) {
    const batch = await openOrdersOf(shop.db, userId, OPEN_ORDERS_LISTED, SHOPPER_CANCELLABLE)
    for (const order of batch) await changeStatus(shop, { _id: order.id, status: order.status }, 'Cancelled', { actor: 'customer', userId }, 'Account deleted')
    if (batch.length < OPEN_ORDERS_LISTED) return
  }
}

const sm = sellerMessages.orderStatus
const oc = sellerMessages.orderCancel

async function existingOrder(db: Db, orderId: string): Promise<Order> {
  const order = isUuid(orderId) ? await findOrder(db, orderId) : undefined
  if (!order) throw notFound(sm.notFound)
  return toOrder(order)
}

/** A team member moves an order along (a cancellation as the shopper's: stock back, refund asked for). */
export async function moveOrder(shop: FastifyInstance, staff: StaffActor, orderId: string, status: OrderStatus) {
  const order = await existingOrder(shop.db, orderId)
  if (!canMoveOrderOf(order, status)) throw conflict(sm.moveRefused)
  const { moved, refunded } = await changeStatus(shop, order, status, { actor: 'seller', staff })
  if (!moved) throw conflict(sm.changedMeanwhile)
  const number = orderNumber(order._id)
  const message = status !== 'Cancelled' ? sm.updated : refunded ? oc.doneWithRefund(number, formatNaira(order.amount)) : oc.done(number)
  return { message, order: await existingOrder(shop.db, orderId) }
}

/** A team member records the cash taken on delivery, once. */
export async function markCashPaid(shop: FastifyInstance, staff: StaffActor, orderId: string) {
  const order = await existingOrder(shop.db, orderId)
  if (!canMarkPaid(order)) throw conflict(order.paymentType !== 'COD' ? sm.notCash : order.isPaid ? sm.alreadyPaid : sm.cancelled)
  const paid = await shop.db.transaction(async (tx) => {
    const marked = await markCashOrderPaid(tx, order._id, staff.accountId, shop.clock.now())
    if (marked) await enqueueOrderMail(tx, shop.mail.context, order._id, 'paid')
    if (marked) await recordActivity(tx, { accountId: staff.accountId, kind: 'order', subject: order._id, summary: `Order ${orderNumber(order._id)} marked paid` })
    return marked
  })
  if (!paid) throw conflict(sm.changedMeanwhile)
  shop.mail.wake()
  return { message: sm.markedPaid, order: await existingOrder(shop.db, orderId) }
}
