import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { messages } from '../../../src/contract'
import { SIGNED_IN_COOKIE } from '../../../src/contract/session'
import { hashPassword } from '../tools/passwords'
import { refusalOf, type Actor, type Permission, type StaffActor } from '../domain/permissions'
import { unauthenticated } from '../http/refusal'
import { endSession, findLiveSession, openSession, type SessionRole } from '../repositories/sessions'
import { countStaffAccounts, createFirstOwner, findSessionStaff } from '../repositories/staff'
import { hashToken, newToken } from '../tools/tokens'

/** A shopper and the seller may be signed in side by side in one browser: one cookie each. */
export const SESSION_COOKIES: Record<SessionRole, string> = { user: 'glow_session', seller: 'glow_seller' }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in shopper. */
    userId: string | null
    /** Set by `permit`: who is asking. */
    actor: Actor | null
    /** The team member a `permit` guard let through: read only on the routes it guards (elsewhere it throws). */
    readonly staff: StaffActor
  }
  interface FastifyInstance {
    /** 401 unless a shopper is signed in; sets `request.userId`. */
    requireUser: preHandlerAsyncHookHandler
    /** A preHandler that lets the request through only if permissions.ts says its actor may (see refusalOf); sets `request.actor`. */
    permit(permission?: Permission): preHandlerAsyncHookHandler
    /** The shopper signed in, or null; never throws. */
    findUserId(request: FastifyRequest): Promise<string | null>
    /** Who is asking: staff (by the seller session of an enabled team account), else the shopper signed in, else a guest. */
    actorOf(request: FastifyRequest): Promise<Actor>
    /**
     * A new session for every login: the one the browser brought (if any) is ended, never reused. `accountId` is
     * the shopper's user id, or the seller session's team account.
     */
    startSession(request: FastifyRequest, reply: FastifyReply, role: SessionRole, accountId: string): Promise<void>
    /** The hash of this browser's session token of `role`, if it brought one. */
    sessionTokenHash(request: FastifyRequest, role: SessionRole): string | undefined
    /** Ends this browser's session, or with `everywhere` every session of the same account. */
    endSession(request: FastifyRequest, reply: FastifyReply, role: SessionRole, everywhere?: boolean): Promise<void>
    /** Clears the page-readable signed-in hint (a stale one after the session expired or was revoked). */
    forgetSignedIn(reply: FastifyReply): void
  }
}

/** Opaque random session tokens, stored hashed with an expiry, sent as HttpOnly SameSite=Lax cookies. */
export const authPlugin = fp(
  async (app) => {
    const { config, db } = app
    const maxAgeSeconds = config.sessionTtlDays * 24 * 60 * 60
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.nodeEnv === 'production' }
    const hintOptions = { ...cookieOptions, httpOnly: false }

    app.decorateRequest('userId', null)
    app.decorateRequest('actor', null)
    app.decorateRequest('staff', {
      getter(this: FastifyRequest): StaffActor {
        if (this.actor?.kind !== 'staff') throw new Error('request.staff read on a route no permit() guards')
        return this.actor
      },
    })

    // An existing shop's first start with team accounts: its seller login becomes the owner's account.
    if ((await countStaffAccounts(db)) === 0) await createFirstOwner(db, { email: config.sellerEmail, name: config.sellerName, passwordHash: await hashPassword(config.sellerPassword) })

    function sessionTokenHash(request: FastifyRequest, role: SessionRole) {
      const token = request.cookies[SESSION_COOKIES[role]]
      return token && token.length <= 200 ? hashToken(token) : undefined
    }
    app.decorate('sessionTokenHash', sessionTokenHash)

    async function findSession(request: FastifyRequest, role: SessionRole) {
      const tokenHash = sessionTokenHash(request, role)
      return tokenHash ? findLiveSession(db, tokenHash, role, app.clock.now()) : undefined
    }

    app.decorate('findUserId', async (request: FastifyRequest) => (await findSession(request, 'user'))?.userId ?? null)
    app.decorate('actorOf', async (request: FastifyRequest): Promise<Actor> => {
      const tokenHash = sessionTokenHash(request, 'seller')
      const staff = tokenHash ? await findSessionStaff(db, tokenHash, app.clock.now()) : undefined
      if (staff) return { kind: 'staff', ...staff }
      const userId = await app.findUserId(request)
      return userId ? { kind: 'shopper', userId } : { kind: 'guest' }
    })

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const userId = await app.findUserId(request)
      if (!userId) throw unauthenticated(messages.auth.loginRequired)
      request.userId = userId
    })

    app.decorate('permit', (permission?: Permission) => async (request: FastifyRequest) => {
      const actor = await app.actorOf(request)
      const refusal = refusalOf(actor, permission)
      if (refusal) throw refusal
      request.actor = actor
    })

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, role: SessionRole, accountId: string) => {
      const token = newToken()
      const now = app.clock.now()
      const expiresAt = new Date(now.getTime() + maxAgeSeconds * 1000)
      await openSession(db, { tokenHash: hashToken(token), role, accountId, expiresAt, previousTokenHash: sessionTokenHash(request, role) }, now)
      reply.setCookie(SESSION_COOKIES[role], token, { ...cookieOptions, maxAge: maxAgeSeconds })
      if (role === 'user') reply.setCookie(SIGNED_IN_COOKIE, '1', { ...hintOptions, maxAge: maxAgeSeconds })
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply, role: SessionRole, everywhere = false) => {
      const tokenHash = sessionTokenHash(request, role)
      if (tokenHash) await endSession(db, tokenHash, role, everywhere)
      reply.clearCookie(SESSION_COOKIES[role], cookieOptions)
      if (role === 'user') app.forgetSignedIn(reply)
    })

    app.decorate('forgetSignedIn', (reply: FastifyReply) => void reply.clearCookie(SIGNED_IN_COOKIE, hintOptions))
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
)
