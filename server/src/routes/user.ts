import type { FastifyPluginAsync } from 'fastify'
import { loginSchema, registerSchema } from '../../../src/contract'
import { HttpError, parseBody } from '../errors'
import { isUniqueViolation } from '../ids'
import { decoyHash, hashPassword, verifyPassword } from '../passwords'
import { authAttempts } from '../rateLimits'
import { findUser, findUserByEmail, insertUser, toUser } from '../repositories/users'

const emailTaken = () => new HttpError(409, 'An account with this email already exists. Please log in.')

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.post('/register', { config: authAttempts(app.config) }, async (request, reply) => {
    const { name, email, password } = await parseBody(registerSchema, request.body)
    if (await findUserByEmail(app.db, email)) throw emailTaken()
    let user
    try {
      user = await insertUser(app.db, { name, email, passwordHash: await hashPassword(password) })
    } catch (error) {
      // Two registrations for one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken()
      throw error
    }
    await app.startSession(reply, 'user', user._id)
    return reply.status(201).send({ success: true, user, message: 'Account created' })
  })

  app.post('/login', { config: authAttempts(app.config) }, async (request, reply) => {
    const { email, password } = await parseBody(loginSchema, request.body)
    const row = await findUserByEmail(app.db, email)
    const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash))
    if (!row || !matches) throw new HttpError(401, 'Invalid email or password')
    await app.startSession(reply, 'user', row.id)
    return { success: true, user: toUser(row), message: 'Logged in' }
  })

  app.get('/is-auth', async (request, reply) => {
    const userId = await app.findUserId(request)
    const user = userId ? await findUser(app.db, userId) : undefined
    if (!user) {
      app.forgetSignedIn(reply)
      throw new HttpError(401, 'Please log in to continue.')
    }
    return { success: true, user }
  })

  app.get('/logout', async (request, reply) => {
    await app.endSession(request, reply, 'user')
    return { success: true, message: 'Logged out' }
  })
}
