import type { FastifyInstance } from 'fastify'
import {
  aftercareMessages,
  canMarkPaid,
  canMoveOrderOf,
  canShopperCancel,
  cartTotals,
  MAX_CART_QUANTITY,
  messages,
  sellerMessages,
  type Order,
  type OrderStatus,
  type PaymentType,
} from '../../../src/contract'
import type { Db } from '../db/client'
import { keyedRequest } from '../idempotency'
import { isForeignKeyViolation, isUniqueViolation, isUuid } from '../ids'
import { enqueueOrderMail, mailOrder } from '../messages/order'
import { markCashOrderPaid, moveOrderStatus } from '../repositories/orderStatus'
import {
  findOrder,
  findRequestedOrder,
  findShopperOrder,
  isOwnAddress,
  productsOf,
  REQUEST_KEY_INDEX,
  storeQuotedOrder,
  type NewOrder,
  type OrderLine,
  type PlacedOrder,
  type ProductRow,
  type Quote,
} from '../repositories/orders'
import { badRequest, conflict, notFound, Refusal } from '../refusal'
import { requestRefund } from './refunds'

/** The largest amount an integer kobo column holds. */
const MAX_ORDER_KOBO = 2_147_483_647

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
function available(line: OrderLine, product: ProductRow | undefined): ProductRow {
  if (!product) throw notFound(messages.cart.unknownProduct(line.productId))
  if (product.archivedAt) throw conflict(messages.cart.noLongerSoldNamed(product.fullName))
  const left = product.stockCount
  if (!product.inStock || left === 0) throw conflict(messages.cart.outOfStock(product.fullName))
  if (left !== null && left < line.quantity) throw conflict(messages.cart.fewLeft(product.fullName, left))
  return product
}

/** Prices the lines from product rows. */
function quote(lines: OrderLine[], rows: ProductRow[]): Quote {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const priced = lines.map((line) => {
    const product = available(line, byId.get(line.productId))
    return { ...line, unitKobo: product.offerPriceKobo, name: product.fullName }
  })
  const totals = cartTotals(priced)
  if (totals.totalKobo > MAX_ORDER_KOBO) throw badRequest('This order is too large. Please split it into smaller orders.')
  return { lines: priced, totals }
}

/** Nothing was stored: the address is not the user's, or a product is gone, sold out or repriced since the quote. */
async function refuseWithWhatChanged(db: Db, order: NewOrder, { lines }: Quote): Promise<never> {
  const [own, rows] = await Promise.all([isOwnAddress(db, order.userId, order.addressId), productsOf(db, lines)])
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

export interface OrderRequest {
  items: { product: string; quantity: number }[]
  address: string
  paymentType: PaymentType
  paymentReference?: string
  /** The client's Idempotency-Key, for a cash order: a retry gets the order the first request made. */
  idempotencyKey?: string
}

/**
 * A signed-in shopper's order, priced from the database in two round trips: the products are read and priced
 * once, then one statement stores it if every product is still in stock at that price. A cash order is an order
 * now (its confirmation and the owner's alert are enqueued with it); an online one's messages wait for its payment.
 * A retry with the same Idempotency-Key gets the order its first request made.
 */
export async function placeOrder(shop: FastifyInstance, userId: string, asked: OrderRequest): Promise<PlacedOrder & { replayed?: true }> {
  // Counted per shopper, placed orders only: a real shopper never meets it, a script soon does.
  await shop.limits.orders.check(userId)
  const lines = orderLines(asked.items)
  if (!isUuid(asked.address)) throw notFound(messages.checkout.unknownAddress)
  const cash = asked.paymentType === 'COD'
  const order: NewOrder = {
    userId,
    addressId: asked.address.toLowerCase(),
    lines,
    paymentType: asked.paymentType,
    paymentReference: asked.paymentReference,
    // A cash order is made here and now: a retried request must not make a second one.
    request: cash ? keyedRequest(asked.idempotencyKey, { addressId: asked.address.toLowerCase(), lines: [...lines].sort((a, b) => a.productId.localeCompare(b.productId)) }) : undefined,
  }
  const quoted = quote(lines, await productsOf(shop.db, lines))
  let placed: PlacedOrder & { replayed?: true }
  try {
    placed = await shop.db.transaction(async (tx) => {
      const stored = await storeOrRefuse(tx, order, quoted)
      if (cash) await mailOrder(shop, 'placed')(tx, stored.id)
      return stored
    })
  } catch (error) {
    // The seller deleted a product (one no order named yet) while this order was being stored: say which.
    if (isForeignKeyViolation(error)) return refuseWithWhatChanged(shop.db, order, quoted)
    if (!order.request || !isUniqueViolation(error, REQUEST_KEY_INDEX)) throw error
    // This key already made an order: the same request again gets that order, another request is refused.
    const made = await findRequestedOrder(shop.db, userId, order.request.key)
    if (!made || made.requestHash !== order.request.hash) throw new Refusal('unprocessable', 'This checkout already placed a different order. Please reload the page and try again.')
    placed = { id: made.id, amountKobo: made.amountKobo, replayed: true }
  }
  if (cash) shop.mail.wake()
  if (!placed.replayed) await shop.limits.orders.spend(userId)
  if (placed.tookStock) shop.catalogue.changed()
  return placed
}

/**
 * Moves an order from where it is to `to`, with its message in the same transaction; a cancellation puts its units
 * back on the shelf and asks for a paid online order's refund. False when the order moved meanwhile.
 */
async function changeStatus(shop: FastifyInstance, order: Order, to: OrderStatus, by: { actor: 'customer'; userId: string } | { actor: 'seller' }): Promise<{ moved: boolean; refunded: boolean }> {
  const { moved, restocked, refund } = await shop.db.transaction(async (tx) => {
    const result = await moveOrderStatus(tx, order._id, order.status, to, by.actor, by.actor === 'customer' ? by.userId : undefined)
    if (result.moved && to !== 'Order Placed') await enqueueOrderMail(tx, shop.mail.context, order._id, to)
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
  const order = isUuid(orderId) ? await findShopperOrder(shop.db, userId, orderId.toLowerCase()) : undefined
  if (!order) throw notFound(m.notFound)
  if (!canShopperCancel(order)) throw conflict(order.status === 'Cancelled' ? m.alreadyCancelled : m.tooLateToCancel)
  const { moved, refunded } = await changeStatus(shop, order, 'Cancelled', { actor: 'customer', userId })
  if (!moved) throw conflict(m.tooLateToCancel)
  return { message: refunded ? m.cancelledWithRefund : m.cancelled, order: await findShopperOrder(shop.db, userId, order._id) }
}

const sm = sellerMessages.orderStatus

async function existingOrder(db: Db, orderId: string): Promise<Order> {
  const order = isUuid(orderId) ? await findOrder(db, orderId) : undefined
  if (!order) throw notFound(sm.notFound)
  return order
}

/** The seller moves an order along (a cancellation as the shopper's: stock back, refund asked for). */
export async function moveOrder(shop: FastifyInstance, orderId: string, status: OrderStatus) {
  const order = await existingOrder(shop.db, orderId)
  if (!canMoveOrderOf(order, status)) throw conflict(sm.moveRefused)
  if (!(await changeStatus(shop, order, status, { actor: 'seller' })).moved) throw conflict(sm.changedMeanwhile)
  return { message: sm.updated, order: await existingOrder(shop.db, orderId) }
}

/** The seller records the cash taken on delivery, once. */
export async function markCashPaid(shop: FastifyInstance, orderId: string) {
  const order = await existingOrder(shop.db, orderId)
  if (!canMarkPaid(order)) throw conflict(order.paymentType !== 'COD' ? sm.notCash : order.isPaid ? sm.alreadyPaid : sm.cancelled)
  const paid = await shop.db.transaction(async (tx) => {
    const marked = await markCashOrderPaid(tx, orderId)
    if (marked) await enqueueOrderMail(tx, shop.mail.context, orderId, 'paid')
    return marked
  })
  if (!paid) throw conflict(sm.changedMeanwhile)
  shop.mail.wake()
  return { message: sm.markedPaid, order: await existingOrder(shop.db, orderId) }
}
