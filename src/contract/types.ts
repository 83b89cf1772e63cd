// Entities of SPEC §3 as the API shows them: ids are strings, money is in naira.
import type { DeliveryMethod, PickupPoint } from './delivery'

export type CartItems = Record<string, number>

/** One of a group's options (Shade, Size) with this row's value of it (Ebony 540, 50 ml). */
export interface ProductOption {
  name: string
  value: string
}

/** A product that is one shade or size of an item: the rows of one item share a group. */
export interface ProductVariant {
  /** The group's id. */
  group: string
  /** This row's value of each of the group's options, in the group's order. */
  options: ProductOption[]
  /** How many rows of the group the shop has (not archived): "12 shades". */
  count: number
  /** This row's colour for its swatch (#6b3e26), when the owner gave one. */
  colour?: string
}

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
  /** The units left when the seller counts them and a cart could hold more (MAX_CART_QUANTITY): Add stops at them. */
  left?: number
  weight?: string
  /** The seller no longer sells it: it shows only on the orders and carts that name it. */
  archived?: boolean
  /** The seller's stock-keeping unit, when she gave one. */
  sku?: string
  /** Its NAFDAC registration number (A7-1234), when the seller gave one: shoppers look for it against fakes. */
  nafdac?: string
  /** Present when the product is one shade or size of a group. */
  variant?: ProductVariant
  createdAt: string
}

export interface User {
  _id: string
  name: string
  email: string
  /** She opened the link sent to her e-mail: what the shop found by that e-mail (guest bookings, the newsletter) is hers. */
  emailVerified: boolean
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
  /** Nigeria's way of finding a house: a landmark near it ("opposite First Bank"); optional. */
  landmark?: string
  /** The local government area or district (LGA); optional. */
  area?: string
}

export interface Address extends AddressFields {
  _id: string
}

export const PAYMENT_TYPES = ['COD', 'Online'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/** 'Ready to collect' is an order collected at the salon's step where a delivered one is Shipped. */
export const ORDER_STATUSES = ['Order Placed', 'Processing', 'Shipped', 'Ready to collect', 'Delivered', 'Cancelled'] as const
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

/** What Track Order answers: the order's number and its steps, nothing of the customer. */
export interface TrackedOrder {
  reference: string
  timeline: TimelineStep[]
  status: OrderStatus
  /** What was promised when it was placed: delivery on these days, or collection at the salon. */
  delivery: Pick<OrderDelivery, 'method' | 'from' | 'by'>
  /** Where and when an order to collect is collected; null for one delivered. */
  pickup: Pick<PickupPoint, 'address' | 'hours'> | null
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

/** How an order reaches the shopper, as it was placed: priced by this zone, promised for these days (none when collected). */
export interface OrderDelivery {
  method: DeliveryMethod
  zone: string | null
  from: string | null
  by: string | null
}

export interface Order {
  _id: string
  items: OrderItem[]
  /** The total charged: products, their 2 % tax and the delivery fee. */
  amount: number
  /** The delivery fee in it (untaxed). */
  shipping: number
  /** A discount code's line: what it took off the products (before tax); absent when no code priced the order. */
  discount?: OrderDiscount
  delivery: OrderDelivery
  address: Address
  paymentType: PaymentType
  status: OrderStatus
  isPaid: boolean
  /** An online payment the provider still has pending (a bank transfer, USSD): the order waits for it. */
  awaitingPayment: boolean
  /** A cancelled paid online order's refund, null for every other order. */
  refund: RefundStatus | null
  /** What gift cards paid of it (naira), when they did: the rest is what online payment or the courier takes. */
  giftCards?: number
  createdAt: string
  /** In the shopper's answers: every step so far, oldest first. */
  timeline?: TimelineStep[]
  /** In the seller's answers only: a shopper's own orders do not repeat who she is. */
  customer?: OrderCustomer
}


/** The code an order carries, and what it took off, in naira. */
export interface OrderDiscount {
  code: string
  amount: number
}

export interface OrderRequest {
  items: { product: string; quantity: number }[]
  /** The saved address it goes to; none when collected at the salon. */
  address?: string
  /** Delivered (the default) or collected at the salon. */
  delivery?: DeliveryMethod
  /** Who collects at the salon is called on this number. */
  phone?: string
  /** A discount code, as typed: the server prices it or says why not. */
  code?: string
  /** Gift cards paying part of it: each card's code and the naira taken from it. */
  giftCards?: { code: string; amount: number }[]
}

export const BOOKING_PAYMENT_METHODS = ['card', 'transfer', 'pay-on-visit'] as const
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]

/** Confirmed holds its time; completed and no-show are what became of it; cancelled frees the time. */
export const BOOKING_STATUSES = ['confirmed', 'completed', 'cancelled', 'no-show'] as const

/**
 * A card booking whose deposit is not paid yet: it holds its time until `holdUntil`, then lapses (cancelled).
 * Only payment (or a lapse) moves a booking out of it: the owner cannot set it.
 */
export const AWAITING_DEPOSIT = 'awaiting-deposit'

export type BookingStatus = (typeof BOOKING_STATUSES)[number]
/** Every state a booking can be in: the statuses the owner sets, and awaiting its deposit. */
export type BookingState = BookingStatus | typeof AWAITING_DEPOSIT

/** What became of a card booking's deposit: still awaited, paid (confirmed), failed, or its hold ran out. */
export type DepositState = 'pending' | 'paid' | 'failed' | 'expired'

export interface BookingFields {
  /** A salon category id ('hair'). */
  category: string
  preferredEmployee: string
  date: string
  startTime: string
  /** A salon service id ('facial'). */
  service: string
  /** The visit's other services after it, in order (none for most visits). */
  moreServices?: string[]
  fullName: string
  email: string
  phone: string
  paymentMethod: BookingPaymentMethod | ''
}

/** A booking as the salon stores it; `reference` is what the client quotes. Times are the salon's (Lagos). */
export interface Booking extends Omit<BookingFields, 'preferredEmployee' | 'paymentMethod' | 'email' | 'moreServices'> {
  _id: string
  /** Null for a client booked at the desk without an e-mail (she gets no e-mails, her phone messages still go). */
  email: string | null
  reference: string
  paymentMethod: BookingPaymentMethod
  employeeId: string
  employeeName: string
  serviceName: string
  /** When it ends, HH:MM. */
  endTime: string
  durationMinutes: number
  /** The service's price when booked, in naira. */
  price: number
  status: BookingState
  /** The deposit asked for a card booking, in naira (0: none). */
  deposit: number
  /** When the deposit was paid, or null. */
  depositPaidAt: string | null
  /** Until when an unpaid booking holds its time, or null. */
  holdUntil: string | null
  createdAt: string
  /** The visit's services in order (one for most), each with its member and the client's time in it. */
  lines: BookingLine[]
}

/** One service of a visit. */
export interface BookingLine {
  service: string
  serviceName: string
  employeeId: string
  employeeName: string
  /** HH:MM, the client's time in it. */
  startTime: string
  endTime: string
  /** Its price when booked, in naira. */
  price: number
}

/** A booking category of the salon. */
export interface SalonCategory {
  id: string
  name: string
  /** 'Any' in the words of the category's trade. */
  anyLabel: string
}

/** A service on the salon's menu; price in naira. */
export interface SalonService {
  id: string
  categoryId: string
  name: string
  description: string
  image: string
  durationMinutes: number
  /** A processing gap inside the service: from this many minutes after its start, this long, its member is free. */
  processingAfterMinutes: number
  processingMinutes: number
  /** Clean-up after the service: its member stays busy this long. */
  bufferMinutes: number
  price: number
  /** Offered in the booking wizard. */
  active: boolean
  /** A card on the home page. */
  onHomePage: boolean
  /** The client needs a patch test within this many days before the appointment; null: no patch test. */
  patchTestDays: number | null
  /** Usually rebooked after this many weeks: her rebooking reminder; null: none. */
  rebookWeeks: number | null
}

/** A member of the salon's team as clients see them. */
export interface SalonTeamMember {
  id: string
  name: string
  role: string
  image: string
  categories: string[]
}

/** What the shop shows of the salon: its categories, its menu (active or on the home page) and its team. */
export interface SalonInfo {
  categories: SalonCategory[]
  services: SalonService[]
  team: SalonTeamMember[]
  /** The weekdays someone of the team works (0 Sunday … 6 Saturday): the salon is closed the others. */
  openWeekdays: number[]
  /** What a card booking pays ahead: a percentage of the price (0: nothing), its time held meanwhile. */
  deposit?: { percent: number; holdMinutes: number }
  /** The owner's note to a client booking a service that needs a patch test (to come in ahead for it). */
  patchTestNote?: string
}

/**
 * The start times of a day for a category: for each, the minutes each free member of the team could
 * give from then on (until their next booking, time off or the end of their day). A time is listed when
 * someone has room for the category's shortest service.
 */
export interface BookingAvailability {
  slots: { time: string; room: Record<string, number> }[]
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
