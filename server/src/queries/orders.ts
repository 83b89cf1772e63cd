import type { FastifyInstance } from 'fastify'
import type { InferType } from 'yup'
import { aftercareMessages, sellerMessages, type OrderDetail, type TrackedOrder } from '../../../src/contract'
import type { sellerOrderQuerySchema } from '../../../src/contract/queries'
import { notFound } from '../http/refusal'
import { findOrderDetail, findTrackedOrder, listDispatch, listOrders, listSellerOrders, type OrderPage } from '../repositories/orders'
import type { PageRequest } from '../repositories/pages'

// The orders as the shopper, anyone tracking one, and the team read them.

/** A page of the shopper's own orders, newest first, each with its timeline. */
export const ordersOf = (shop: FastifyInstance, userId: string, page: PageRequest): Promise<OrderPage> => listOrders(shop.db, page, userId)

/** Track Order: the timeline of the order this number and e-mail name together; a 404 when they do not, alike. */
export async function trackedOrder(shop: FastifyInstance, reference: string, email: string): Promise<TrackedOrder> {
  const order = await findTrackedOrder(shop.db, reference, email)
  if (!order) throw notFound(aftercareMessages.track.notFound)
  return order
}

/** The team's order list: a page of every customer's orders that pass the query string's filters, newest first. */
export function sellerOrders(shop: FastifyInstance, { limit, after, status, paid, from, to, q, customer }: InferType<typeof sellerOrderQuerySchema>): Promise<OrderPage> {
  return listSellerOrders(shop.db, { limit, after }, { status, paid: paid === undefined ? undefined : paid === 'yes', from, to, search: q || undefined, customerId: customer })
}

/** The day's dispatch list: the orders to send or hand over, grouped by how they go. */
export const dispatchList = (shop: FastifyInstance, day: string) => listDispatch(shop.db, day)

/** One order as the team handles it; an online order never paid is no order (the list leaves it out too): a 404 as a missing one. */
export async function sellerOrder(shop: FastifyInstance, id: string): Promise<OrderDetail> {
  const order = await findOrderDetail(shop.db, id)
  if (!order || (order.paymentType === 'Online' && !order.isPaid)) throw notFound(sellerMessages.orderStatus.notFound)
  return order
}
