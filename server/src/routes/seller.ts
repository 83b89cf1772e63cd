import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { changePasswordSchema } from '../../../src/contract/account'
import { invitationQuerySchema, inviteSchema, joinSchema, staffAccountChangeSchema, teamMessages } from '../../../src/contract/team'
import { askEveryoneForNewPasswords, changeMember, changeOwnPassword, endMemberSessions, invitationOf, inviteMember, joinTeam, resendInvitation, setMemberDisabled, staffSession, staffWithPassword } from '../actions/team'
import { aftercareMessages, loginSchema, messages, ordersExportName, shopDate, type OutboxPage } from '../../../src/contract'
import { sendCsv } from '../http/csv'
import { customerQuerySchema, exportRangeSchema, pageQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { customersFor, dashboardSummary } from '../queries/dashboard'
import { ordersSheet, productsSheet } from '../queries/exports'
import { outboxFor } from '../queries/outbox'
import { activityPage, ownLogin, teamAccounts } from '../queries/team'
import { forbidden, MethodNotAllowed, unauthenticated } from '../http/refusal'

const m = messages.auth

/** A team account's `:id`: anything but a UUID names no account, the 404 a missing one gets. */
const memberParams = uuidParamsSchema(teamMessages.notFound)

/** The key a team account's failed logins are counted under (a shopper's is `account:` and her e-mail). */
const staffAccountKey = (email: string) => `staff:${email.toLowerCase()}`

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
    const login = await ownLogin(app, actor)
    const keys = [staffAccountKey(login.email), `address:${request.ip}`] as const
    await failedLogins.take(...keys)
    if (!(await login.isHers(currentPassword))) throw forbidden(aftercareMessages.account.currentPasswordWrong)
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
  const idOf = async (request: FastifyRequest) => (await parseParams(memberParams, request.params)).id

  app.get('/team', team, async () => ({ success: true, accounts: await teamAccounts(app) }))

  app.post('/team', team, async (request, reply) => reply.status(201).send({ success: true, ...(await inviteMember(app, staffOf(request), await parseBody(inviteSchema, request.body))) }))

  app.post('/team/new-passwords', team, async (request) => ({ success: true, ...(await askEveryoneForNewPasswords(app, staffOf(request))) }))

  app.patch('/team/:id', team, async (request) => {
    const changes = await parseBody(staffAccountChangeSchema, request.body)
    return { success: true, ...(await changeMember(app, staffOf(request), await idOf(request), changes)) }
  })

  app.post('/team/:id/resend', team, async (request) => ({ success: true, ...(await resendInvitation(app, staffOf(request), await idOf(request))) }))

  app.post('/team/:id/disable', team, async (request) => ({ success: true, ...(await setMemberDisabled(app, staffOf(request), await idOf(request), true)) }))

  app.post('/team/:id/enable', team, async (request) => ({ success: true, ...(await setMemberDisabled(app, staffOf(request), await idOf(request), false)) }))

  app.post('/team/:id/logout-everywhere', team, async (request) => ({ success: true, ...(await endMemberSessions(app, staffOf(request), await idOf(request))) }))

  app.get('/activity', team, async (request) => ({ success: true, ...(await activityPage(app, await parseQuery(pageQuerySchema, request.query))) }))

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

  // The month's margin is a cost figure: only for a role with stock.costs (queries/dashboard asks permissions.ts).
  app.get('/summary', { preHandler: app.permit('revenue.view') }, async (request) => ({ success: true, ...(await dashboardSummary(app, staffOf(request))) }))

  // What each customer spent is a revenue figure: left out for a role without revenue (queries/dashboard asks permissions.ts).
  app.get('/customers', { preHandler: app.permit('customers.view') }, async (request) => ({
    success: true,
    ...(await customersFor(app, staffOf(request), await parseQuery(customerQuerySchema, request.query))),
  }))

  app.get('/export/orders.csv', exports, async (request, reply) => {
    const { from, to } = await parseQuery(exportRangeSchema, request.query)
    const { columns, rows } = ordersSheet(app, from, to)
    return sendCsv(request, reply, ordersExportName(from, to), columns, rows)
  })

  app.get('/export/products.csv', exports, async (request, reply) => {
    const { columns, rows } = productsSheet(app)
    return sendCsv(request, reply, `products-${shopDate(app.clock.now())}.csv`, columns, rows)
  })

  // A reset or invitation link's words only for the team manager (queries/outbox asks permissions.ts).
  app.get('/outbox', { preHandler: app.permit('messages.view') }, async (request): Promise<OutboxPage & { success: true }> => ({
    success: true,
    ...(await outboxFor(app, staffOf(request), await parseQuery(pageQuerySchema, request.query))),
  }))
}
