// Entities of SPEC §3 as the API shows them: ids are strings, money is in naira.

export type CartItems = Record<string, number>

export interface Product {
  _id: string
  name: string
  category: string
  image: string[]
  description: string[]
  price: number
  offerPrice: number
  /** Whether it can be bought now. */
  inStock: boolean
  weight?: string
  /** The seller no longer sells it: it shows only on the orders and carts that name it. */
  archived?: boolean
  createdAt: string
}

export interface User {
  _id: string
  name: string
  email: string
  cartItems: CartItems
}

export interface AddressFields {
  firstName: string
  lastName: string
  email: string
  street: string
  city: string
  state: string
  zipcode: string
  country: string
  phone: string
}

export interface Address extends AddressFields {
  _id: string
}

export const PAYMENT_TYPES = ['COD', 'Online'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

export const ORDER_STATUSES = ['Order Placed', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** A cancelled paid online order's money on its way back: asked of the payment provider, then returned or not. */
export const REFUND_STATUSES = ['Refund pending', 'Refunded', 'Refund failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]


/** What became of an online order's payment, as the page the shopper comes back to asks it. */
export const PAYMENT_STATES = ['paid', 'awaiting', 'failed'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** A step of an order's life as the shopper sees it: what happened, and when. */
export interface TimelineStep {
  event: OrderStatus | 'Paid' | RefundStatus
  at: string
}

/** A line as ordered: the product's name and offer price are the ones it was ordered at. */
export interface OrderItem {
  product: Product
  quantity: number
}

/** Who placed an order, as the seller sees it. */
export interface OrderCustomer {
  _id: string
  name: string
  email: string
}

export interface Order {
  _id: string
  items: OrderItem[]
  amount: number
  address: Address
  paymentType: PaymentType
  status: OrderStatus
  isPaid: boolean
  /** An online payment the provider still has pending (a bank transfer, USSD): the order waits for it. */
  awaitingPayment: boolean
  /** A cancelled paid online order's refund, null for every other order. */
  refund: RefundStatus | null
  createdAt: string
  /** In the shopper's answers: every step so far, oldest first. */
  timeline?: TimelineStep[]
  /** In the seller's answers only: a shopper's own orders do not repeat who she is. */
  customer?: OrderCustomer
}


export interface OrderRequest {
  items: { product: string; quantity: number }[]
  address: string
}

export const BOOKING_CATEGORIES = ['hair', 'nails', 'massage'] as const
export type BookingCategory = (typeof BOOKING_CATEGORIES)[number]

export const BOOKING_SERVICES = ['facial', 'makeup', 'pedicure'] as const
export type BookingService = (typeof BOOKING_SERVICES)[number]

export const BOOKING_PAYMENT_METHODS = ['card', 'transfer', 'pay-on-visit'] as const
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]

export interface BookingFields {
  category: BookingCategory | ''
  preferredEmployee: string
  date: string
  startTime: string
  service: BookingService | ''
  fullName: string
  email: string
  phone: string
  paymentMethod: BookingPaymentMethod | ''
}

/** A booking as the salon stores it; `reference` is what the client quotes. */
export interface Booking extends Omit<BookingFields, 'category' | 'preferredEmployee' | 'service' | 'paymentMethod'> {
  _id: string
  reference: string
  category: BookingCategory
  service: BookingService
  paymentMethod: BookingPaymentMethod
  employeeId: string
  employeeName: string
  createdAt: string
}

/** Start times without a free employee for the category, and each employee's booked start times. */
export interface BookingAvailability {
  taken: string[]
  takenByEmployee: Record<string, string[]>
}

export interface ContactFields {
  name: string
  email: string
  subject: string
  message: string
}

export interface ContactMessage extends ContactFields {
  _id: string
  createdAt: string
}

/** Every API answer: SPEC §7's `success` and `message`, plus the call's own data. */
export interface ApiResult {
  success: boolean
  message?: string
}

/** What every page of a list says beside its rows: the id to ask `?after=` for the next page, or null on the last. */
export interface PageInfo {
  nextCursor: string | null
}
