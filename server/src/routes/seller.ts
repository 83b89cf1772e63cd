import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { loginSchema, messages } from '../../../src/contract'
import { HttpError, parseBody } from '../errors'

const m = messages.auth

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Equal-length digests compared in constant time: neither the length nor the first wrong byte leaks. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected))

/** The key the seller's failed logins are counted under (a shopper's is `account:` and her e-mail). */
const SELLER_ACCOUNT = 'seller'

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
      throw new HttpError(401, m.badLogin)
    }
    await failedLogins.reset(SELLER_ACCOUNT)
    await app.startSession(request, reply, 'seller')
    return { success: true, message: m.loggedIn }
  })

  app.get('/is-auth', { preHandler: app.requireSeller }, async () => ({ success: true }))

  app.get('/logout', async (request, reply) => {
    await app.endSession(request, reply, 'seller')
    return { success: true, message: m.loggedOut }
  })

  // A lost phone or a shared computer: every session of this account ends, this one included.
  app.post('/logout-everywhere', async (request, reply) => {
    await app.endSession(request, reply, 'seller', true)
    return { success: true, message: m.loggedOutEverywhere }
  })
}
