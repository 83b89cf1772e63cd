import { and, eq, gt, isNull } from 'drizzle-orm'
import { PASSWORD_RESET_MINUTES } from '../../../src/contract'
import type { Db } from '../db/client'
import { passwordResets } from '../db/schema'

/** Stores a reset link's token (hashed) for the user, working for PASSWORD_RESET_MINUTES. */
export async function createPasswordReset(db: Db, userId: string, tokenHash: string, now: Date): Promise<void> {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) })
}

/**
 * Uses a reset token once: the user it was made for, if it is unused and within its hour, else undefined.
 * Every other open link of the same user stops working too (the password they would reset is gone).
 */
export async function usePasswordReset(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId })
  if (!reset) return undefined
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
  return reset.userId
}
