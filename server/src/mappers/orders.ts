import { aftercareMessages, koboToNaira, orderNumber, type Order, type OrderCustomer, type OrderDetail, type PageInfo, type TimelineStep, type TrackedOrder } from '../../../src/contract'
import type { CustomerRow, OrderDetailRecord, OrderRecord, OrderStepRow, SellerOrderRecord, ShopperOrderRecord, TrackedOrderRecord } from '../repositories/orders'
import { toProduct } from './products'

/** A page of orders as the API lists them. */
export interface OrderPage extends PageInfo {
  orders: Order[]
}

/** Whom an order of a deleted account shows as: no one (its account and personal fields are gone). */
export const ERASED_CUSTOMER: OrderCustomer = { _id: '', name: aftercareMessages.account.erasedCustomer, email: '' }

/** An order in the API's shape, amounts in naira, each line as ordered: its name and price then, whatever the product is called or costs now. */
export const toOrder = (order: OrderRecord): Order => ({
  _id: order.id,
  items: order.lines.map((line) => ({ product: { ...toProduct(line.product), name: line.name, offerPrice: koboToNaira(line.unitKobo) }, quantity: line.quantity })),
  amount: koboToNaira(order.amountKobo),
  shipping: koboToNaira(order.shippingKobo),
  ...(order.discountCode !== null && { discount: { code: order.discountCode, amount: koboToNaira(order.discountKobo) } }),
  delivery: { method: order.deliveryMethod, zone: order.deliveryZone, from: order.deliveryFrom, by: order.deliveryBy },
  address: order.deliveryAddress,
  paymentType: order.paymentType,
  status: order.status,
  isPaid: order.isPaid,
  awaitingPayment: order.awaitingPayment,
  refund: order.refund,
  createdAt: order.createdAt.toISOString(),
  ...(order.giftCardKobo > 0 && { giftCards: koboToNaira(order.giftCardKobo) }),
})

const toTimeline = (steps: OrderStepRow[]): TimelineStep[] => steps.map(({ event, at }) => ({ event, at: at.toISOString() }))

const toCustomer = (customer: CustomerRow | null): OrderCustomer => (customer ? { _id: customer.id, name: customer.name, email: customer.email } : ERASED_CUSTOMER)

/** A shopper's own order, with its timeline. */
export const toShopperOrder = (order: ShopperOrderRecord): Order => ({ ...toOrder(order), timeline: toTimeline(order.timeline) })

/** An order as the team lists it, naming its customer. */
export const toSellerOrder = (order: SellerOrderRecord): Order => ({ ...toOrder(order), customer: toCustomer(order.customer) })

/** One order as the team handles it: the customer, the payment and the status history. */
export const toOrderDetail = (order: OrderDetailRecord): OrderDetail => ({
  ...toOrder(order),
  customer: toCustomer(order.customer),
  paymentReference: order.paymentReference,
  paidAt: order.paidAt?.toISOString() ?? null,
  history: order.history.map((step) => ({ event: step.event, actor: step.actor, ...(step.member !== null && { member: step.member }), at: step.at.toISOString() })),
})

/** What Track Order shows of the order it found. */
export const toTrackedOrder = (order: TrackedOrderRecord): TrackedOrder => ({
  reference: orderNumber(order.id),
  timeline: toTimeline(order.timeline),
  status: order.status,
  delivery: order.delivery,
  pickup: order.pickup ? { address: order.pickup.address, hours: order.pickup.hours } : null,
})
