// The seller's side of the entities: stock as the seller manages it, and what happens to an order. Apart
// from types.ts so the constants here stay out of the pages every shopper loads.
import { ORDER_STATUSES, REFUND_STATUSES, type Order, type OrderCustomer, type Product } from './types'

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
  /** A cosmetics product without its NAFDAC number: the list flags it. */
  nafdacMissing: boolean
  /** For a role that sees costs: what its next unit cost (its first batch to sell), null when unknown. */
  unitCost?: number | null
  /** For a role that sees costs: its selling price less that unit cost, in naira; null when the cost is unknown. */
  margin?: number | null
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

/** What can happen to an order: a status it moves to, its payment, or its refund's steps. */
export const ORDER_EVENTS = [...ORDER_STATUSES, 'Paid', ...REFUND_STATUSES] as const
export type OrderEventName = (typeof ORDER_EVENTS)[number]

/** Who made it happen. */
export const ORDER_ACTORS = ['customer', 'seller', 'payment', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]


export interface OrderEvent {
  event: OrderEventName
  actor: OrderActor
  /** The team member who took a seller's step (the seller's order page only). */
  member?: string
  at: string
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
