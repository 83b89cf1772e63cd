import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { changePasswordSchema } from '../../../src/contract/account'
import { invitationQuerySchema, inviteSchema, joinSchema, staffAccountChangeSchema } from '../../../src/contract/team'
import { askEveryoneForNewPasswords, changeMember, changeOwnPassword, endMemberSessions, invitationOf, inviteMember, joinTeam, resendInvitation, setMemberDisabled, staffSession, staffWithPassword } from '../actions/team'
import { aftercareMessages, loginSchema, messages, orderNumber, ordersExportName, shopDate, shopTime, stockStateOf, type OutboxPage } from '../../../src/contract'
import { localPhone } from '../../../src/contract/nigeria'
import { sendCsv, type Column } from '../csv'
import { customerQuerySchema, exportRangeSchema, pageQuerySchema } from '../../../src/contract/queries'
import { listCustomers, salesSummary } from '../repositories/dashboard'
import { exportOrders, exportProducts, type ExportedOrder, type ExportedProduct } from '../repositories/exports'
import { listOutbox, phoneMonth } from '../repositories/outbox'
import { findStaffAccount, listActivity, listStaffAccounts } from '../repositories/staff'
import { parseBody, parseQuery } from '../parse'
import { may } from '../permissions'
import { verifyPassword } from '../passwords'
import { forbidden, MethodNotAllowed, unauthenticated } from '../refusal'

const m = messages.auth

/** The key a team account's failed logins are counted under (a shopper's is `account:` and her e-mail). */
const staffAccountKey = (email: string) => `staff:${email.toLowerCase()}`

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
  { header: 'Customer name', cell: (order) => order.customerName },
  { header: 'Customer email', cell: (order) => order.customerEmail },
  { header: 'Status', cell: (order) => order.status },
  { header: 'Payment type', cell: (order) => order.paymentType },
  { header: 'Paid', cell: paidCell },
  { header: 'Paid at (Lagos time)', cell: (order) => lagosTime(order.paidAt) },
  { header: 'Refund', cell: (order) => order.refund ?? '' },
  { header: 'Items', cell: (order) => order.items },
  { header: 'Delivery', cell: (order) => (order.deliveryMethod === 'pickup' ? 'Collect at the salon' : (order.deliveryZone ?? '')) },
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

/** Everything under /api/seller: the team's logins and accounts, the dashboard (sales, customers, spreadsheets), the outbox and the activity list. */
export const sellerRoutes: FastifyPluginAsync = async (app) => {
  const { authFlood, failedLogins } = app.limits

  app.post('/login', { config: authFlood }, async (request, reply) => {
    const { email, password } = await parseBody(loginSchema, request.body)
    // Each team account counts its own failures, as a shopper's does; a right password spends nothing.
    const keys = [staffAccountKey(email), `address:${request.ip}`] as const
    await failedLogins.take(...keys)
    const account = await staffWithPassword(app, email, password)
    if (!account) throw unauthenticated(m.badLogin)
    await Promise.all([failedLogins.reset(keys[0]), failedLogins.giveBack(keys[1])])
    await app.startSession(request, reply, 'seller', account.id)
    return { success: true, message: m.loggedIn }
  })

  const staffOf = (request: FastifyRequest) => request.staff

  app.get('/is-auth', { preHandler: app.permit() }, async (request) => ({ success: true, staff: await staffSession(app, staffOf(request)) }))

  // Her own password: the current one proves it is her (counted like failed logins); her other sessions end.
  app.post('/change-password', { config: authFlood, preHandler: app.permit() }, async (request) => {
    const { currentPassword, newPassword } = await parseBody(changePasswordSchema, request.body)
    const actor = staffOf(request)
    const account = (await findStaffAccount(app.db, actor.accountId))!
    const keys = [staffAccountKey(account.email), `address:${request.ip}`] as const
    await failedLogins.take(...keys)
    if (!(await verifyPassword(currentPassword, account.passwordHash ?? ''))) throw forbidden(aftercareMessages.account.currentPasswordWrong)
    await failedLogins.giveBack(...keys)
    return { success: true, ...(await changeOwnPassword(app, actor, newPassword, app.sessionTokenHash(request, 'seller'))) }
  })

  // The invited member's link: whom it invites, then her password, once, within its hours; she is then signed in.
  app.get('/invitation', { config: authFlood }, async (request) => {
    const { token } = await parseQuery(invitationQuerySchema, request.query)
    return { success: true, invitation: await invitationOf(app, token) }
  })

  app.post('/join', { config: authFlood }, async (request, reply) => {
    const { token, password } = await parseBody(joinSchema, request.body)
    const { message, accountId } = await joinTeam(app, token, password)
    await app.startSession(request, reply, 'seller', accountId)
    return { success: true, message }
  })

  const team = { preHandler: app.permit('team.manage') }
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id

  app.get('/team', team, async () => ({ success: true, accounts: await listStaffAccounts(app.db) }))

  app.post('/team', team, async (request, reply) => reply.status(201).send({ success: true, ...(await inviteMember(app, staffOf(request), await parseBody(inviteSchema, request.body))) }))

  app.post('/team/new-passwords', team, async (request) => ({ success: true, ...(await askEveryoneForNewPasswords(app, staffOf(request))) }))

  app.patch('/team/:id', team, async (request) => ({ success: true, ...(await changeMember(app, staffOf(request), idOf(request), await parseBody(staffAccountChangeSchema, request.body))) }))

  app.post('/team/:id/resend', team, async (request) => ({ success: true, ...(await resendInvitation(app, staffOf(request), idOf(request))) }))

  app.post('/team/:id/disable', team, async (request) => ({ success: true, ...(await setMemberDisabled(app, staffOf(request), idOf(request), true)) }))

  app.post('/team/:id/enable', team, async (request) => ({ success: true, ...(await setMemberDisabled(app, staffOf(request), idOf(request), false)) }))

  app.post('/team/:id/logout-everywhere', team, async (request) => ({ success: true, ...(await endMemberSessions(app, staffOf(request), idOf(request))) }))

  app.get('/activity', team, async (request) => ({ success: true, ...(await listActivity(app.db, await parseQuery(pageQuerySchema, request.query))) }))

  // A write only by POST: a GET would log the staff out from a link or an image on another site.
  app.post('/logout', async (request, reply) => {
    await app.endSession(request, reply, 'seller')
    return { success: true, message: m.loggedOut }
  })
  app.get('/logout', async () => {
    throw new MethodNotAllowed('POST')
  })

  // A lost phone or a shared computer: every session of this account ends, this one included.
  app.post('/logout-everywhere', async (request, reply) => {
    await app.endSession(request, reply, 'seller', true)
    return { success: true, message: m.loggedOutEverywhere }
  })

  const exports = { preHandler: app.permit('exports.download') }

  app.get('/summary', { preHandler: app.permit('revenue.view') }, async () => ({ success: true, ...(await salesSummary(app.db)) }))

  // What each customer spent is a revenue figure: left out for a role without revenue.
  app.get('/customers', { preHandler: app.permit('customers.view') }, async (request) => {
    const { q, limit, after } = await parseQuery(customerQuerySchema, request.query)
    const page = await listCustomers(app.db, { limit, after }, q)
    const customers = may(request.actor!, 'revenue.view') ? page.customers : page.customers.map((customer) => ({ ...customer, totalSpent: null }))
    return { success: true, customers, nextCursor: page.nextCursor }
  })

  app.get('/export/orders.csv', exports, async (request, reply) => {
    const { from, to } = await parseQuery(exportRangeSchema, request.query)
    return sendCsv(request, reply, ordersExportName(from, to), orderColumns, exportOrders(app.db, from, to))
  })

  app.get('/export/products.csv', exports, async (request, reply) => sendCsv(request, reply, `products-${shopDate(app.clock.now())}.csv`, productColumns, exportProducts(app.db)))

  app.get('/outbox', { preHandler: app.permit('messages.view') }, async (request): Promise<OutboxPage & { success: true }> => {
    // A reset or invitation link lets its reader set a password: its words are the team manager's alone, and nobody's once delivered.
    const hidden = (channel: Parameters<typeof app.mail.delivers>[0]) => app.mail.delivers(channel) || !may(request.actor!, 'team.manage')
    const [page, month] = await Promise.all([listOutbox(app.db, await parseQuery(pageQuerySchema, request.query), hidden), phoneMonth(app.db)])
    return { success: true, delivering: app.mail.delivers('email'), phoneDelivering: { sms: app.mail.delivers('sms'), whatsapp: app.mail.delivers('whatsapp') }, month, ...page }
  })
}
