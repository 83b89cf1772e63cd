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
import { deleteAccount, openOrders, resendVerificationLink, sendVerificationLink, verifyEmail } from '../actions/account'
import { parseBody } from '../parse'
import { badRequest, conflict, forbidden, MethodNotAllowed, unauthenticated } from '../refusal'
import { isUniqueViolation } from '../ids'
import { enqueuePasswordResetMail } from '../messages/password'
import { SESSION_COOKIES } from '../plugins/auth'
import { decoyHash, hashPassword, verifyPassword } from '../passwords'
import { accountExport } from '../repositories/account'
import { markEmailVerified } from '../repositories/emailVerifications'
import { createPasswordReset, usePasswordReset } from '../repositories/passwordResets'
import { endOtherSessions, findUser, findUserByEmail, findUserById, insertUser, normalizeEmail, setPasswordHash, toUser } from '../repositories/users'
import { hashToken, newToken } from '../tokens'

const m = messages.auth
const am = aftercareMessages.account
const emailTaken = () => conflict(m.emailTaken)

export const userRoutes: FastifyPluginAsync = async (app) => {
  const { authFlood, failedLogins, passwordResets } = app.limits

  app.post('/register', { config: authFlood }, async (request, reply) => {
    const { name, email, password } = await parseBody(registerSchema, request.body)
    const address = `address:${request.ip}`
    // Asking about taken e-mails one by one is how accounts are found: each costs the address a failure.
    await failedLogins.take(address)
    if (await findUserByEmail(app.db, email)) throw emailTaken()
    const passwordHash = await hashPassword(password)
    let user
    try {
      // The account and the link that proves its e-mail, together.
      user = await app.db.transaction(async (tx) => {
        const created = await insertUser(tx, { name, email, passwordHash })
        await sendVerificationLink(app, tx, created)
        return created
      })
    } catch (error) {
      // Two registrations for one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken()
      await failedLogins.giveBack(address)
      throw error
    }
    await failedLogins.giveBack(address)
    app.mail.wake()
    await app.startSession(request, reply, 'user', user._id)
    return reply.status(201).send({ success: true, user, message: m.accountCreated })
  })

  app.post('/login', { config: authFlood }, async (request, reply) => {
    const { email, password } = await parseBody(loginSchema, request.body)
    const keys = [`account:${email.toLowerCase()}`, `address:${request.ip}`] as const
    // Every guess takes its unit before the slow password check: parallel guesses cannot pass the limit together.
    await failedLogins.take(...keys)
    const row = await findUserByEmail(app.db, email)
    const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash))
    if (!row || !matches) throw unauthenticated(m.badLogin)
    await Promise.all([failedLogins.reset(keys[0]), failedLogins.giveBack(keys[1])])
    await app.startSession(request, reply, 'user', row.id)
    return { success: true, user: toUser(row), message: m.loggedIn }
  })

  app.get('/is-auth', async (request, reply) => {
    const userId = await app.findUserId(request)
    const user = userId ? await findUser(app.db, userId) : undefined
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

  /**
   * The signed-in shopper's account row, once her password is proven: a wrong one costs a failure, as at login
   * (a stolen session cannot guess its way to the password), and is refused with 403.
   */
  async function provePassword(request: FastifyRequest, password: string) {
    const row = await findUserById(app.db, request.userId!)
    if (!row) throw unauthenticated(m.loginRequired)
    const keys = [`account:${row.email}`, `address:${request.ip}`] as const
    await failedLogins.take(...keys)
    if (!(await verifyPassword(password, row.passwordHash))) throw forbidden(am.currentPasswordWrong)
    await failedLogins.giveBack(...keys)
    return row
  }

  /** Token hash of this browser's session, the one a password change keeps. */
  const currentSession = (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIES.user]
    return token && token.length <= 200 ? hashToken(token) : undefined
  }

  // The current password proves it is her; the new one ends every other session of the account.
  app.post('/change-password', { config: authFlood, preHandler: app.requireUser }, async (request) => {
    const { currentPassword, newPassword } = await parseBody(changePasswordSchema, request.body)
    const row = await provePassword(request, currentPassword)
    const passwordHash = await hashPassword(newPassword)
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, row.id, passwordHash)
      await endOtherSessions(tx, row.id, currentSession(request))
    })
    return { success: true, message: am.passwordChanged }
  })

  // Download my data: her account, addresses, orders and bookings as one JSON file, written as it is read.
  app.get('/data', { config: authFlood, preHandler: app.requireUser }, async (request, reply) => {
    const user = await findUser(app.db, request.userId!)
    if (!user) throw unauthenticated(m.loginRequired)
    const now = app.clock.now()
    const day = now.toISOString().slice(0, 10)
    const file = Readable.from(accountExport(app.db, user._id, now))
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
    const row = await provePassword(request, password)
    if (row.email === normalizeEmail(app.config.sellerEmail)) throw forbidden(am.sellerCannotDelete)
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

  /** A reset link for the account the e-mail belongs to, if any. */
  async function sendResetLink(email: string) {
    const user = await findUserByEmail(app.db, email)
    if (!user) return
    const token = newToken()
    const tokenHash = hashToken(token)
    await app.db.transaction(async (tx) => {
      await createPasswordReset(tx, user.id, tokenHash, app.clock.now())
      await enqueuePasswordResetMail(tx, app.mail.context, user, token, tokenHash)
    })
    app.mail.wake()
  }

  // The same answer, as soon, whether or not the address has an account: asking is no way to find accounts.
  // The account is looked for only once the answer has gone, so its time tells nothing either.
  app.post('/forgot-password', { config: authFlood }, async (request, reply) => {
    const { email } = await parseBody(forgotPasswordSchema, request.body)
    const keys = [`account:${email.toLowerCase()}`, `address:${request.ip}`] as const
    await passwordResets.take(...keys)
    afterAnswer(request, reply, () => sendResetLink(email))
    return { success: true, message: passwordMessages.linkSent }
  })

  // A link works once, within its hour; the new password ends every session of the account but this browser's.
  app.post('/reset-password', { config: authFlood }, async (request) => {
    const { token, password } = await parseBody(resetPasswordSchema, request.body)
    const passwordHash = await hashPassword(password)
    const current = request.cookies[SESSION_COOKIES.user]
    const changed = await app.db.transaction(async (tx) => {
      const userId = token.length <= 200 ? await usePasswordReset(tx, hashToken(token), app.clock.now()) : undefined
      if (!userId) return false
      await setPasswordHash(tx, userId, passwordHash)
      // The reset link was opened from her inbox: the e-mail is hers.
      await markEmailVerified(tx, userId)
      await endOtherSessions(tx, userId, current && current.length <= 200 ? hashToken(current) : undefined)
      return true
    })
    if (!changed) throw badRequest(passwordMessages.linkInvalid)
    return { success: true, message: passwordMessages.changed }
  })
}
