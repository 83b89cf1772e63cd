import { and, eq, gt, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import { endStaffSessions } from './staff'

export type SessionRole = 'user' | 'seller'

/** The live session of `role` with this token hash: whose it is (a shopper's user id, null for a seller's). */
export async function findLiveSession(db: Db, tokenHash: string, role: SessionRole, now: Date): Promise<{ userId: string | null } | undefined> {
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.role, role), gt(sessions.expiresAt, now)))
    .limit(1)
  return session
}

/**
 * Stores a new session (its token hashed) for the shopper or the team account, dropping the expired ones and the
 * one the browser brought (`previousTokenHash`): a login never reuses a session.
 */
export async function openSession(
  db: Db,
  session: { tokenHash: string; role: SessionRole; accountId: string; expiresAt: Date; previousTokenHash: string | undefined },
  now: Date,
): Promise<void> {
  const { tokenHash, role, accountId, expiresAt, previousTokenHash } = session
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), previousTokenHash ? eq(sessions.tokenHash, previousTokenHash) : undefined))
  const owner = role === 'user' ? { userId: accountId } : { staffAccountId: accountId }
  await db.insert(sessions).values({ tokenHash, role, ...owner, expiresAt })
}

/** Ends the session with this token hash, or with `everywhere` every session of the same shopper or team account. */
export async function endSession(db: Db, tokenHash: string, role: SessionRole, everywhere: boolean): Promise<void> {
  const session = eq(sessions.tokenHash, tokenHash)
  if (!everywhere) {
    await db.delete(sessions).where(session)
    return
  }
  const [own] = await db.select({ userId: sessions.userId, staffAccountId: sessions.staffAccountId }).from(sessions).where(and(session, eq(sessions.role, role))).limit(1)
  if (own?.userId) await db.delete(sessions).where(and(eq(sessions.role, role), eq(sessions.userId, own.userId)))
  else if (own?.staffAccountId) await endStaffSessions(db, own.staffAccountId)
  else if (own) await db.delete(sessions).where(session)
}

/**
 * Ends every session of the shopper except the one whose token hash is `keep` (the browser that changed the
 * password), or all of them: after a password change or reset, a stolen session opens nothing.
 */
export async function endOtherSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.role, 'user'), keep === undefined ? undefined : ne(sessions.tokenHash, keep)))
}
