import type { FastifyPluginAsync } from 'fastify'
import { CUSTOMER_SEARCH_MAX, EXPORT_MAX_DAYS, daysBetween, dashboardMessages, isCalendarDate, orderNumber, ordersExportName, shopDate, stockStateOf } from '../../../src/contract'
import { sendCsv, type Column } from '../csv'
import { badRequest } from '../errors'
import { readPage } from '../pages'
import { listCustomers, salesSummary } from '../repositories/dashboard'
import { exportOrders, exportProducts, type ExportedOrder, type ExportedProduct } from '../repositories/exports'

const m = dashboardMessages

/** Turns away anything but a calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
function checkDay(value: string): void {
  if (!isCalendarDate(value)) throw badRequest(m.exportDateInvalid(value.slice(0, 20)))
}

/** `?from=&to=`: both Lagos days, the last on or after the first, at most EXPORT_MAX_DAYS days in all. */
function readExportRange(query: unknown): { from: string; to: string } {
  const { from, to } = (query ?? {}) as { from?: unknown; to?: unknown }
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) throw badRequest(m.exportDatesRequired)
  // The last day is checked first: when both are wrong, the message names it.
  checkDay(to)
  checkDay(from)
  const days = daysBetween(from, to) + 1
  if (days < 1) throw badRequest(m.exportDatesReversed)
  if (days > EXPORT_MAX_DAYS) throw badRequest(m.exportTooLong)
  return { from, to }
}

/** `?q=`: trimmed, at most CUSTOMER_SEARCH_MAX characters; empty means everyone. */
function readSearch(query: unknown): string {
  const { q } = (query ?? {}) as { q?: unknown }
  if (q === undefined) return ''
  if (typeof q !== 'string') throw badRequest(m.searchOnce)
  const search = q.trim()
  if (search.length > CUSTOMER_SEARCH_MAX) throw badRequest(m.searchTooLong)
  return search
}

const naira = (kobo: number) => (kobo / 100).toFixed(2)
const iso = (date: Date | null) => date?.toISOString() ?? ''

const orderColumns: Column<ExportedOrder>[] = [
  { header: 'Order number', cell: (order) => orderNumber(order.id) },
  { header: 'Placed at', cell: (order) => iso(order.createdAt) },
  { header: 'Customer name', cell: (order) => order.customerName },
  { header: 'Customer email', cell: (order) => order.customerEmail },
  { header: 'Status', cell: (order) => order.status },
  { header: 'Payment type', cell: (order) => order.paymentType },
  { header: 'Paid', cell: (order) => (order.isPaid ? 'yes' : 'no') },
  { header: 'Paid at', cell: (order) => iso(order.paidAt) },
  { header: 'Items', cell: (order) => order.items },
  { header: 'Amount (NGN)', cell: (order) => naira(order.amountKobo) },
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

/** The seller's dashboard: sales at a glance, customers, spreadsheets. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const seller = { preHandler: app.requireSeller }

  app.get('/summary', seller, async () => ({ success: true, ...(await salesSummary(app.db)) }))

  app.get('/customers', seller, async (request) => {
    const search = readSearch(request.query)
    return { success: true, ...(await listCustomers(app.db, readPage(request.query), search)) }
  })

  app.get('/export/orders.csv', seller, async (request, reply) => {
    const { from, to } = readExportRange(request.query)
    return sendCsv(request, reply, ordersExportName(from, to), orderColumns, exportOrders(app.db, from, to))
  })

  app.get('/export/products.csv', seller, async (request, reply) => sendCsv(request, reply, `products-${shopDate()}.csv`, productColumns, exportProducts(app.db)))
}
