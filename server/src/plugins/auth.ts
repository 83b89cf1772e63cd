import { and, eq, gt, lt, or } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { messages } from '../../../src/contract'
import { SIGNED_IN_COOKIE } from '../../../src/contract/session'
import { refusalOf, type Actor, type Permission } from '../permissions'
import { unauthenticated } from '../refusal'
import { sessions } from '../db/schema'
import { hashToken, newToken } from '../tokens'

export type SessionRole = 'user' | 'seller'

/** A shopper and the seller may be signed in side by side in one browser: one cookie each. */
export const SESSION_COOKIES: Record<SessionRole, string> = { user: 'glow_session', seller: 'glow_seller' }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in shopper. */
    userId: string | null
    /** Set by `permit`: who is asking. */
    actor: Actor | null
  }
  interface FastifyInstance {
    /** 401 unless a shopper is signed in; sets `request.userId`. */
    requireUser: preHandlerAsyncHookHandler
    /** A preHandler that lets the request through only if permissions.ts says its actor may (see refusalOf); sets `request.actor`. */
    permit(permission?: Permission): preHandlerAsyncHookHandler
    /** The shopper signed in, or null; never throws. */
    findUserId(request: FastifyRequest): Promise<string | null>
    /** Who is asking: staff (by the seller session), else the shopper signed in, else a guest. */
    actorOf(request: FastifyRequest): Promise<Actor>
    /** A new session for every login: the one the browser brought (if any) is ended, never reused. */
    startSession(request: FastifyRequest, reply: FastifyReply, role: SessionRole, userId?: string): Promise<void>
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

    async function findSession(request: FastifyRequest, role: SessionRole) {
      const token = request.cookies[SESSION_COOKIES[role]]
      if (!token || token.length > 200) return undefined
      const [session] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.role, role), gt(sessions.expiresAt, new Date())))
        .limit(1)
      return session
    }

    app.decorate('findUserId', async (request: FastifyRequest) => (await findSession(request, 'user'))?.userId ?? null)
    app.decorate('actorOf', async (request: FastifyRequest): Promise<Actor> => {
      if (await findSession(request, 'seller')) return { kind: 'staff', role: 'owner' }
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

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, role: SessionRole, userId?: string) => {
      const token = newToken()
      const now = Date.now()
      const previous = request.cookies[SESSION_COOKIES[role]]
      await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date(now)), previous ? eq(sessions.tokenHash, hashToken(previous)) : undefined))
      await db.insert(sessions).values({ tokenHash: hashToken(token), role, userId: userId ?? null, expiresAt: new Date(now + maxAgeSeconds * 1000) })
      reply.setCookie(SESSION_COOKIES[role], token, { ...cookieOptions, maxAge: maxAgeSeconds })
      if (role === 'user') reply.setCookie(SIGNED_IN_COOKIE, '1', { ...hintOptions, maxAge: maxAgeSeconds })
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply, role: SessionRole, everywhere = false) => {
      const token = request.cookies[SESSION_COOKIES[role]]
      const session = token && token.length <= 200 ? eq(sessions.tokenHash, hashToken(token)) : undefined
      if (session && everywhere) {
        // The seller is one account; a shopper's sessions are those of the same user.
        const [own] = await db.select({ userId: sessions.userId }).from(sessions).where(and(session, eq(sessions.role, role))).limit(1)
        if (own) await db.delete(sessions).where(and(eq(sessions.role, role), own.userId ? eq(sessions.userId, own.userId) : undefined))
      } else if (session) {
        await db.delete(sessions).where(session)
      }
      reply.clearCookie(SESSION_COOKIES[role], cookieOptions)
      if (role === 'user') app.forgetSignedIn(reply)
    })

    app.decorate('forgetSignedIn', (reply: FastifyReply) => void reply.clearCookie(SIGNED_IN_COOKIE, hintOptions))
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
)
