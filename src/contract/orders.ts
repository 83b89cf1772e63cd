import type { DeliveryMethod } from './delivery'
import { ORDER_STATUSES, type Order, type OrderStatus } from './types'

// How the seller moves an order along; the browser offers only these moves and the server enforces them.
// An order collected at the salon is Ready to collect where a delivered one is Shipped.
const NEXT_STEP: Record<DeliveryMethod, Partial<Record<OrderStatus, OrderStatus>>> = {
  delivery: { 'Order Placed': 'Processing', Processing: 'Shipped', Shipped: 'Delivered' },
  pickup: { 'Order Placed': 'Processing', Processing: 'Ready to collect', 'Ready to collect': 'Delivered' },
}

const FINAL: readonly OrderStatus[] = ['Delivered', 'Cancelled']

type Movable = Pick<Order, 'status' | 'paymentType' | 'isPaid'> & { delivery: Pick<Order['delivery'], 'method'> }

/** Order Placed → Processing → Shipped (or Ready to collect) → Delivered, one step at a time; Cancelled from any state but Delivered. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, method: DeliveryMethod = 'delivery'): boolean {
  if (FINAL.includes(from)) return false
  return to === 'Cancelled' || NEXT_STEP[method][from] === to
}

/** An online order moves forward only once it is paid; it can still be cancelled. */
export function canMoveOrderOf(order: Movable, to: OrderStatus): boolean {
  if (!canMoveOrder(order.status, to, order.delivery.method)) return false
  return to === 'Cancelled' || order.paymentType === 'COD' || order.isPaid
}

/** The statuses the seller may choose next for this order. */
export const orderMoves = (order: Movable): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => canMoveOrderOf(order, to))

/** The shopper cancels her order herself until it is shipped (the seller, until it is delivered). */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['Order Placed', 'Processing']
export const canShopperCancel = (order: Pick<Order, 'status'>): boolean => SHOPPER_CANCELLABLE.includes(order.status)

/** A cash order is marked paid once, on delivery; a cancelled one never. */
export const canMarkPaid = (order: Pick<Order, 'status' | 'paymentType' | 'isPaid'>): boolean =>
  order.paymentType === 'COD' && !order.isPaid && order.status !== 'Cancelled'

/** Where the shopper's order stands with its money: paid, awaited, still to pay, or nothing due once cancelled unpaid. */
export function paymentStatus(order: Pick<Order, 'isPaid' | 'awaitingPayment' | 'status'>): string {
  if (order.isPaid) return 'Paid'
  if (order.status === 'Cancelled') return 'Nothing due (cancelled)'
  return order.awaitingPayment ? 'Awaiting payment' : 'Pending'
}

/** The order's number as the shopper and the seller both see it: the first 8 characters of its id, in capitals. */
export const orderNumber = (id: string): string => id.slice(0, 8).toUpperCase()

/** The filters of the seller's order list, in the query string of GET /api/order/seller and of /seller/orders alike. */
export const ORDER_FILTER_KEYS = ['q', 'status', 'paid', 'from', 'to', 'customer'] as const
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number]
export type OrderFilters = Partial<Record<OrderFilterKey, string>>

/** `paid=yes` lists the paid orders, `paid=no` the ones still to be paid. */
export const PAID_FILTERS = ['yes', 'no'] as const

/** The filters named in a query string, in a fixed order, without the empty ones. */
export function orderFiltersOf(params: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {}
  for (const key of ORDER_FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  return filters
}
