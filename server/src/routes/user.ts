import { Readable } from 'node:stream'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  aftercareMessages,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  messages,
  passwordMessages,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../../src/contract'
import {
  changePassword,
  deleteAccount,
  proveOwnPassword,
  registerAccount,
  resendVerificationLink,
  resetPassword,
  sendPasswordResetLink,
  verifyEmail,
} from '../actions/account'
import { toUser } from '../mappers/users'
import { parseBody } from '../http/parse'
import { accountData, accountOf, accountOfLogin, openOrders } from '../queries/account'
import { conflict, MethodNotAllowed, unauthenticated } from '../http/refusal'

const m = messages.auth
const am = aftercareMessages.account

export const userRoutes: FastifyPluginAsync = async (app) => {
  const { authFlood, failedLogins, passwordResets } = app.limits

  app.post('/register', { config: authFlood }, async (request, reply) => {
    const { name, email, password } = await parseBody(registerSchema, request.body)
    const address = `address:${request.ip}`
    // Asking about taken e-mails one by one is how accounts are found: each costs the address a failure.
    await failedLogins.take(address)
    let user
    try {
      user = await registerAccount(app, { name, email, password })
    } catch (error) {
      await failedLogins.giveBack(address)
      throw error
    }
    if (!user) throw conflict(m.emailTaken)
    await failedLogins.giveBack(address)
    await app.startSession(request, reply, 'user', user.id)
    return reply.status(201).send({ success: true, user: toUser(user), message: m.accountCreated })
  })

  app.post('/login', { config: authFlood }, async (request, reply) => {
    const { email, password } = await parseBody(loginSchema, request.body)
    const keys = [`account:${email.toLowerCase()}`, `address:${request.ip}`] as const
    // Every guess takes its unit before the slow password check: parallel guesses cannot pass the limit together.
    await failedLogins.take(...keys)
    const user = await accountOfLogin(app, email, password)
    if (!user) throw unauthenticated(m.badLogin)
    await Promise.all([failedLogins.reset(keys[0]), failedLogins.giveBack(keys[1])])
    await app.startSession(request, reply, 'user', user._id)
    return { success: true, user, message: m.loggedIn }
  })

  app.get('/is-auth', async (request, reply) => {
    const userId = await app.findUserId(request)
    const user = userId ? await accountOf(app, userId) : undefined
    if (!user) {
      app.forgetSignedIn(reply)
      throw unauthenticated(m.loginRequired)
    }
    return { success: true, user }
  })

  // A write only by POST: a GET would log her out from a link or an image on another site (Lax cookies go with it).
  app.post('/logout', async (request, reply) => {
    await app.endSession(request, reply, 'user')
    return { success: true, message: m.loggedOut }
  })
  app.get('/logout', async () => {
    throw new MethodNotAllowed('POST')
  })

  // A lost phone or a shared computer: every session of this account ends, this one included.
  app.post('/logout-everywhere', async (request, reply) => {
    await app.endSession(request, reply, 'user', true)
    return { success: true, message: m.loggedOutEverywhere }
  })

  // The current password proves it is her; the new one ends every other session of the account.
  app.post('/change-password', { config: authFlood, preHandler: app.requireUser }, async (request) => {
    const { currentPassword, newPassword } = await parseBody(changePasswordSchema, request.body)
    const row = await proveOwnPassword(app, request.userId!, currentPassword, request.ip)
    await changePassword(app, row.id, newPassword, app.sessionTokenHash(request, 'user'))
    return { success: true, message: am.passwordChanged }
  })

  // Download my data: her account, addresses, orders and bookings as one JSON file, written as it is read.
  app.get('/data', { config: authFlood, preHandler: app.requireUser }, async (request, reply) => {
    const user = await accountOf(app, request.userId!)
    if (!user) throw unauthenticated(m.loginRequired)
    const day = app.clock.now().toISOString().slice(0, 10)
    const file = Readable.from(accountData(app, user._id))
    // Once the file has begun there is no status left to answer: the download breaks off, and the log says why.
    file.on('error', (error) => request.log.error({ err: error }, 'data export broke off'))
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="glow-beauty-my-data-${day}.json"`)
      .send(file)
  })

  // What the delete dialog warns of: her orders not yet delivered.
  app.get('/open-orders', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await openOrders(app, request.userId!)) }))

  // Delete my account, with her password: the account goes, its orders stay for the books without her in them.
  app.post('/delete-account', { config: authFlood, preHandler: app.requireUser }, async (request, reply) => {
    const { password } = await parseBody(deleteAccountSchema, request.body)
    const row = await proveOwnPassword(app, request.userId!, password, request.ip)
    await deleteAccount(app, row)
    await app.endSession(request, reply, 'user')
    return { success: true, message: am.deleted }
  })

  // "Send the link again" in My Account: a new link replaces the last, a few an hour.
  app.post('/send-verification', { config: authFlood, preHandler: app.requireUser }, async (request) => {
    await resendVerificationLink(app, request.userId!)
    return { success: true, message: am.verificationSent }
  })

  // The e-mailed link's page: the token alone proves the address (no session needed: she may open it on her phone).
  app.post('/verify-email', { config: authFlood }, async (request) => {
    const { token } = await parseBody(verifyEmailSchema, request.body)
    const email = await verifyEmail(app, token)
    return { success: true, message: am.emailVerified, email }
  })

  /** Work a request's answer must not wait for, begun once the answer has gone; the shop finishes it before it closes. */
  const afterAnswers = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(afterAnswers)
  })
  const afterAnswer = (request: FastifyRequest, reply: FastifyReply, work: () => Promise<void>) =>
    reply.raw.once('finish', () => {
      // On the next turn of the event loop: whatever waits for the answer in this process goes first.
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => request.log.error({ err: error }, 'work after the answer failed'))
        .finally(() => afterAnswers.delete(running))
      afterAnswers.add(running)
    })

  // The same answer, as soon, whether or not the address has an account: asking is no way to find accounts.
  // The account is looked for only once the answer has gone, so its time tells nothing either.
  app.post('/forgot-password', { config: authFlood }, async (request, reply) => {
    const { email } = await parseBody(forgotPasswordSchema, request.body)
    const keys = [`account:${email.toLowerCase()}`, `address:${request.ip}`] as const
    await passwordResets.take(...keys)
    afterAnswer(request, reply, () => sendPasswordResetLink(app, email))
    return { success: true, message: passwordMessages.linkSent }
  })

  // A link works once, within its hour; the new password ends every session of the account but this browser's.
  app.post('/reset-password', { config: authFlood }, async (request) => {
    const { token, password } = await parseBody(resetPasswordSchema, request.body)
    await resetPassword(app, token, password, app.sessionTokenHash(request, 'user'))
    return { success: true, message: passwordMessages.changed }
  })
}
