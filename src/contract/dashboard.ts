// The seller's dashboard, customers and exports: what the browser and the server both read. Their days are
// the shop's (Lagos) days: shopClock.ts.
import type { MarginFigures } from './stock'

/** Days the revenue chart and the top products look back, today included. */
export const DASHBOARD_DAYS = 30
export const TOP_PRODUCTS = 5
export const LOW_STOCK_ROWS = 10
/** Longest customer search, in characters. */
export const CUSTOMER_SEARCH_MAX = 100
/** Longest span of an orders export, first and last day included. */
export const EXPORT_MAX_DAYS = 366

/**
 * The dashboard's texts, for the server's answers and the page alike. Beside the dashboard rather than in
 * messages.ts: that module ships with the home page, whose JavaScript is at its budget.
 */
export const dashboardMessages = {
  searchTooLong: `Search for at most ${CUSTOMER_SEARCH_MAX} characters`,
  searchOnce: 'Search for one text at a time',
  exportDatesRequired: 'Choose the first and the last day of the orders to export, as YYYY-MM-DD',
  exportDateInvalid: (date: string) => `${date} is not a date: write it as YYYY-MM-DD`,
  exportDatesReversed: 'The last day must be the first day or after it',
  exportTooLong: `Export at most ${EXPORT_MAX_DAYS} days of orders at a time`,
} as const

/**
 * Money of one period, in naira. `taken` is every naira received in it, whichever channel took it: what a salon
 * owner calls the day's money. The orders' figures count real orders only (cash, or online and paid); cancelled
 * orders and voided bills count nowhere.
 */
export interface SalesFigures {
  /** All the money taken in the period: paidRevenue + counter + deposits. */
  taken: number
  /** Orders paid in the period (online payments and cash marked paid), whenever they were placed. */
  paidRevenue: number
  /** Paid at the counter in the period: its bills less any deposit paid ahead (that is under deposits). */
  counter: number
  /** Booking deposits paid online in the period. */
  deposits: number
  /** Orders placed in the period. */
  placedRevenue: number
  /** Orders placed in the period. */
  orders: number
  /** placedRevenue ÷ orders, to the kobo; 0 when there is none. */
  averageOrder: number
  /** The delivery fees in placedRevenue (untaxed). */
  deliveryFees: number
}

export interface SalesDay {
  /** A Lagos calendar day, YYYY-MM-DD. */
  date: string
  paidRevenue: number
  placedRevenue: number
  /** The counter's closed sales that day (services and products), in naira. */
  counterRevenue: number
  /** The salon's bookings for that day (all but cancelled ones). */
  bookings: number
}

/** A period's revenue by where it was made, in naira: placed online orders, and the counter's services and products (tax in). */
export interface ChannelRevenue {
  online: number
  services: number
  counterProducts: number
}

export interface TopProduct {
  productId: string
  /** The name it was last ordered under. */
  name: string
  units: number
  /** Its lines' value before tax, in naira. */
  revenue: number
}

export interface LowStockProduct {
  _id: string
  name: string
  image: string[]
  stockCount: number
  lowStockThreshold: number
}

export interface SalesSummary {
  periods: { today: SalesFigures; week: SalesFigures; month: SalesFigures }
  channels: { today: ChannelRevenue; week: ChannelRevenue; month: ChannelRevenue }
  /** The last DASHBOARD_DAYS Lagos days, oldest first, every day present. */
  daily: SalesDay[]
  topProducts: TopProduct[]
  lowStock: LowStockProduct[]
  /** The month's margin on what was sold (and the cost of what the salon used): only for a role that sees costs. */
  margin?: { month: MarginFigures }
}

export interface Customer {
  _id: string
  name: string
  email: string
  createdAt: string
  /** Real, not cancelled orders. */
  orders: number
  /** Their amount, in naira; null for a role that sees no revenue figures. */
  totalSpent: number | null
}

/** The orders export's file name for a range of Lagos days. */
export const ordersExportName = (from: string, to: string) => `orders-${from}-to-${to}.csv`
