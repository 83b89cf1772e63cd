import type { FastifyInstance } from 'fastify'
import type { InferType } from 'yup'
import { aftercareMessages, sellerMessages, type Order, type OrderDetail, type TrackedOrder } from '../../../src/contract'
import type { sellerOrderQuerySchema } from '../../../src/contract/queries'
import { notFound } from '../http/refusal'
import { toOrderDetail, toSellerOrder, toShopperOrder, toTrackedOrder, type OrderPage } from '../mappers/orders'
import { findOrderDetail, findTrackedOrder, listDispatch, listOrders, listSellerOrders } from '../repositories/orders'
import type { PageRequest } from '../repositories/pages'

// The orders as the shopper, anyone tracking one, and the team read them.

/** A page of the shopper's own orders, newest first, each with its timeline. */
export async function ordersOf(shop: FastifyInstance, userId: string, page: PageRequest): Promise<OrderPage> {
  const { orders, nextCursor } = await listOrders(shop.db, page, userId)
  return { orders: orders.map(toShopperOrder), nextCursor }
}

/** Track Order: the timeline of the order this number and e-mail name together; a 404 when they do not, alike. */
export async function trackedOrder(shop: FastifyInstance, reference: string, email: string): Promise<TrackedOrder> {
  const order = await findTrackedOrder(shop.db, reference, email)
  if (!order) throw notFound(aftercareMessages.track.notFound)
  return toTrackedOrder(order)
}

/** The team's order list: a page of every customer's orders that pass the query string's filters, newest first. */
export async function sellerOrders(shop: FastifyInstance, { limit, after, status, paid, from, to, q, customer }: InferType<typeof sellerOrderQuerySchema>): Promise<OrderPage> {
  const { orders, nextCursor } = await listSellerOrders(shop.db, { limit, after }, { status, paid: paid === undefined ? undefined : paid === 'yes', from, to, search: q || undefined, customerId: customer })
  return { orders: orders.map(toSellerOrder), nextCursor }
}

/** The day's dispatch list: the orders to send or hand over, grouped by how they go. */
export async function dispatchList(shop: FastifyInstance, day: string): Promise<{ orders: Order[]; more: boolean }> {
  const { orders, more } = await listDispatch(shop.db, day)
  return { orders: orders.map(toSellerOrder), more }
}

/** One order as the team handles it; an online order never paid is no order (the list leaves it out too): a 404 as a missing one. */
export async function sellerOrder(shop: FastifyInstance, id: string): Promise<OrderDetail> {
  const order = await findOrderDetail(shop.db, id)
  if (!order || (order.paymentType === 'Online' && !order.isPaid)) throw notFound(sellerMessages.orderStatus.notFound)
  return toOrderDetail(order)
}
