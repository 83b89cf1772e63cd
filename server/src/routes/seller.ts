import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { loginSchema } from '../../../src/contract'
import { HttpError, parseBody } from '../errors'
import { authAttempts } from '../rateLimits'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Equal-length digests compared in constant time: neither the length nor the first wrong byte leaks. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected))

export const sellerRoutes: FastifyPluginAsync = async (app) => {
  const { sellerEmail, sellerPassword } = app.config

  app.post('/login', { config: authAttempts(app.config) }, async (request, reply) => {
    const { email, password } = await parseBody(loginSchema, request.body)
    const emailMatches = sameSecret(email.toLowerCase(), sellerEmail.toLowerCase())
    const passwordMatches = sameSecret(password, sellerPassword)
    if (!(emailMatches && passwordMatches)) throw new HttpError(401, 'Invalid email or password')
    await app.startSession(reply, 'seller')
    return { success: true, message: 'Logged in' }
  })

  app.get('/is-auth', { preHandler: app.requireSeller }, async () => ({ success: true }))

  app.get('/logout', async (request, reply) => {
    await app.endSession(request, reply, 'seller')
    return { success: true, message: 'Logged out' }
  })
}
