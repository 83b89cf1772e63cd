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

/** Whether a product is sold, as the seller sees it. */
export const STOCK_STATES = ['in-stock', 'low', 'out-of-stock', 'archived'] as const
export type StockState = (typeof STOCK_STATES)[number]

/** The seller's view of a product's stock: archived, then switched off or none left, then at or below its alert. */
export function stockStateOf({ archived, inStock, stockCount, lowStockThreshold }: Pick<SellerProduct, 'archived' | 'inStock' | 'stockCount' | 'lowStockThreshold'>): StockState {
  if (archived) return 'archived'
  if (!inStock || stockCount === 0) return 'out-of-stock'
  if (stockCount !== null && stockCount <= lowStockThreshold) return 'low'
  return 'in-stock'
}

/**
 * A product as the seller manages it. `inStock` is the seller's switch here (the shop's `inStock` is whether
 * it can be bought now: the switch on, a unit left, not archived).
 */
export interface SellerProduct extends Product {
  /** Units on the shelf, or null when the seller does not count them. */
  stockCount: number | null
  lowStockThreshold: number
  archived: boolean
  stockState: StockState
}

/** The seller's product list filters: `all` is every product in the shop (not archived). */
export const PRODUCT_STOCK_FILTERS = ['all', 'in-stock', 'low', 'out-of-stock', 'archived'] as const
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number]

/** The seller's product list orders; prices sort by the selling (offer) price. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price-asc', 'price-desc'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** GET /api/product/seller's query (every field optional there). */
export interface SellerProductQuery {
  q: string
  category: string
  stock: ProductStockFilter
  sort: ProductSort
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

/** What can happen to an order: a status it moves to, or its payment. */
export const ORDER_EVENTS = [...ORDER_STATUSES, 'Paid'] as const
export type OrderEventName = (typeof ORDER_EVENTS)[number]

/** Who made it happen. */
export const ORDER_ACTORS = ['customer', 'seller', 'payment', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

export interface OrderEvent {
  event: OrderEventName
  actor: OrderActor
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
  createdAt: string
  /** In the seller's answers only: a shopper's own orders do not repeat who she is. */
  customer?: OrderCustomer
}

/** An order as the seller handles it. */
export interface OrderDetail extends Order {
  customer: OrderCustomer
  /** The payment provider's reference of an online order. */
  paymentReference: string | null
  paidAt: string | null
  /** Oldest first. */
  history: OrderEvent[]
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
