import type { FastifyInstance } from 'fastify'
import { aftercareMessages, orderNumber, shopDate, shopTime, stockStateOf } from '../../../src/contract'
import { localPhone } from '../../../src/contract/nigeria'
import type { Column } from '../http/csv'
import { exportOrders, exportProducts, type ExportedOrder, type ExportedProduct } from '../repositories/exports'

// The spreadsheets the team downloads: each one's columns, and its rows read as they are sent.

/** A spreadsheet: its columns, and its rows as they are read. */
export interface Sheet<Row> {
  columns: readonly Column<Row>[]
  rows: AsyncIterable<Row>
}

const naira = (kobo: number) => (kobo / 100).toFixed(2)
const iso = (date: Date | null) => date?.toISOString() ?? ''
/** A moment as the dashboard shows it, on the shop's clock: 2026-11-26 14:05 (Lagos is UTC+1 all year). */
const lagosTime = (date: Date | null) => (date ? `${shopDate(date)} ${shopTime(date)}` : '')

/** The payment as it stands: money back with the customer is no longer paid. */
const paidCell = (order: ExportedOrder) => (order.refund === 'Refunded' ? 'refunded' : order.isPaid ? 'yes' : 'no')

// The owner's books and the dispatch rider's list in one: times on the dashboard's clock, the refund, where it goes.
const orderColumns: Column<ExportedOrder>[] = [
  { header: 'Order number', cell: (order) => orderNumber(order.id) },
  { header: 'Placed at (Lagos time)', cell: (order) => lagosTime(order.createdAt) },
  { header: 'Customer name', cell: (order) => order.customerName ?? aftercareMessages.account.erasedCustomer },
  { header: 'Customer email', cell: (order) => order.customerEmail },
  { header: 'Status', cell: (order) => order.status },
  { header: 'Payment type', cell: (order) => order.paymentType },
  { header: 'Paid', cell: paidCell },
  { header: 'Paid at (Lagos time)', cell: (order) => lagosTime(order.paidAt) },
  { header: 'Refund', cell: (order) => order.refund ?? '' },
  { header: 'Items', cell: (order) => order.items },
  { header: 'Delivery', cell: (order) => (order.deliveryMethod === 'pickup' ? 'Collect at the salon' : (order.deliveryZone ?? '')) },
  { header: 'Discount code', cell: (order) => order.discountCode ?? '' },
  { header: 'Discount (NGN)', cell: (order) => naira(order.discountKobo) },
  { header: 'Delivery fee (NGN)', cell: (order) => naira(order.shippingKobo) },
  { header: 'Amount (NGN)', cell: (order) => naira(order.amountKobo) },
  { header: 'Deliver to', cell: ({ address }) => `${address.firstName} ${address.lastName}`.trim() },
  { header: 'Delivery address', cell: ({ address }) => [address.street, address.landmark, address.area, address.city, address.state, address.zipcode, address.country].filter(Boolean).join(', ') },
  { header: 'Phone', cell: ({ address }) => localPhone(address.phone) },
]

const productColumns: Column<ExportedProduct>[] = [
  { header: 'Product id', cell: (product) => product.id },
  { header: 'Name', cell: (product) => product.name },
  { header: 'Category', cell: (product) => product.category },
  { header: 'Price (NGN)', cell: (product) => naira(product.priceKobo) },
  { header: 'Offer price (NGN)', cell: (product) => naira(product.offerPriceKobo) },
  { header: 'Stock switch', cell: (product) => (product.inStock ? 'on' : 'off') },
  { header: 'Stock count', cell: (product) => (product.stockCount === null ? '' : String(product.stockCount)) },
  { header: 'Low-stock alert', cell: (product) => String(product.lowStockThreshold) },
  { header: 'Stock state', cell: (product) => stockStateOf({ ...product, archived: product.archivedAt !== null }) },
  { header: 'Archived at', cell: (product) => iso(product.archivedAt) },
  { header: 'Added at', cell: (product) => iso(product.createdAt) },
]

/** The real orders (cancelled ones too) placed on the Lagos days `from` to `to` included, oldest first, a row each. */
export const ordersSheet = (shop: FastifyInstance, from: string, to: string): Sheet<ExportedOrder> => ({ columns: orderColumns, rows: exportOrders(shop.db, from, to) })

/** Every product, archived ones included, oldest first, a row each. */
export const productsSheet = (shop: FastifyInstance): Sheet<ExportedProduct> => ({ columns: productColumns, rows: exportProducts(shop.db) })
