import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { loginSchema, messages, orderNumber, ordersExportName, shopDate, stockStateOf, type OutboxPage } from '../../../src/contract'
import { sendCsv, type Column } from '../csv'
import { customerQuerySchema, exportRangeSchema, pageQuerySchema } from '../../../src/contract/queries'
import { listCustomers, salesSummary } from '../repositories/dashboard'
import { exportOrders, exportProducts, type ExportedOrder, type ExportedProduct } from '../repositories/exports'
import { listOutbox } from '../repositories/outbox'
import { parseBody, parseQuery } from '../parse'
import { unauthenticated } from '../refusal'

const m = messages.auth

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Equal-length digests compared in constant time: neither the length nor the first wrong byte leaks. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected))

/** The key the seller's failed logins are counted under (a shopper's is `account:` and her e-mail). */
const SELLER_ACCOUNT = 'seller'

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
  { header: 'Delivery', cell: (order) => (order.deliveryMethod === 'pickup' ? 'Collect at the salon' : (order.deliveryZone ?? '')) },
  { header: 'Delivery to', cell: (order) => [order.city, order.state].filter(Boolean).join(', ') },
  { header: 'Delivery fee (NGN)', cell: (order) => naira(order.shippingKobo) },
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

/** Everything under /api/seller: the staff's login, the dashboard (sales, customers, spreadsheets) and the outbox. */
export const sellerRoutes: FastifyPluginAsync = async (app) => {
  const { sellerEmail, sellerPassword } = app.config

  const { authFlood, failedLogins } = app.limits

  app.post('/login', { config: authFlood }, async (request, reply) => {
    const { email, password } = await parseBody(loginSchema, request.body)
    // The seller's account is one, whatever e-mail is tried: guesses at it all count together.
    const keys = [SELLER_ACCOUNT, `address:${request.ip}`] as const
    await failedLogins.check(...keys)
    const emailMatches = sameSecret(email.toLowerCase(), sellerEmail.toLowerCase())
    const passwordMatches = sameSecret(password, sellerPassword)
    if (!(emailMatches && passwordMatches)) {
      await failedLogins.spend(...keys)
      throw unauthenticated(m.badLogin)
    }
    await failedLogins.reset(SELLER_ACCOUNT)
    await app.startSession(request, reply, 'seller')
    return { success: true, message: m.loggedIn }
  })

  app.get('/is-auth', { preHandler: app.permit() }, async () => ({ success: true }))

  app.get('/logout', async (request, reply) => {
    await app.endSession(request, reply, 'seller')
    return { success: true, message: m.loggedOut }
  })

  // A lost phone or a shared computer: every session of this account ends, this one included.
  app.post('/logout-everywhere', async (request, reply) => {
    await app.endSession(request, reply, 'seller', true)
    return { success: true, message: m.loggedOutEverywhere }
  })

  const insights = { preHandler: app.permit('insights.view') }
  const exports = { preHandler: app.permit('exports.download') }

  app.get('/summary', insights, async () => ({ success: true, ...(await salesSummary(app.db)) }))

  app.get('/customers', insights, async (request) => {
    const { q, limit, after } = await parseQuery(customerQuerySchema, request.query)
    return { success: true, ...(await listCustomers(app.db, { limit, after }, q)) }
  })

  app.get('/export/orders.csv', exports, async (request, reply) => {
    const { from, to } = await parseQuery(exportRangeSchema, request.query)
    return sendCsv(request, reply, ordersExportName(from, to), orderColumns, exportOrders(app.db, from, to))
  })

  app.get('/export/products.csv', exports, async (request, reply) => sendCsv(request, reply, `products-${shopDate()}.csv`, productColumns, exportProducts(app.db)))

  app.get('/outbox', { preHandler: app.permit('messages.view') }, async (request): Promise<OutboxPage & { success: true }> => {
    return { success: true, delivering: app.mail.delivers('email'), ...(await listOutbox(app.db, await parseQuery(pageQuerySchema, request.query), app.mail.delivers)) }
  })
}
