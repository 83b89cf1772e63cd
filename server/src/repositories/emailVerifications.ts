import { eq, sql } from 'drizzle-orm'
import { EMAIL_VERIFICATION_HOURS, EMAIL_VERIFICATIONS_PER_HOUR } from '../../../src/contract'
import type { Db } from '../db/client'
import { emailVerifications, users } from '../db/schema'

const HOUR = sql`interval '1 hour'`

/**
 * Stores a new verification link (its token hashed) for the account, replacing any earlier one, unless
 * EMAIL_VERIFICATIONS_PER_HOUR were sent within the hour: one statement counts and stores, so parallel requests
 * cannot pass the limit. Answers undefined when stored, else the seconds until another may be sent.
 */
export async function saveEmailVerification(db: Db, userId: string, tokenHash: string): Promise<number | undefined> {
  const stored = await db
    .insert(emailVerifications)
    .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(hours => ${EMAIL_VERIFICATION_HOURS})` })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: {
        tokenHash,
        expiresAt: sql`excluded.expires_at`,
        sends: sql`case when ${emailVerifications.windowStartedAt} <= now() - ${HOUR} then 1 else ${emailVerifications.sends} + 1 end`,
        windowStartedAt: sql`case when ${emailVerifications.windowStartedAt} <= now() - ${HOUR} then now() else ${emailVerifications.windowStartedAt} end`,
      },
      setWhere: sql`${emailVerifications.sends} < ${EMAIL_VERIFICATIONS_PER_HOUR} or ${emailVerifications.windowStartedAt} <= now() - ${HOUR}`,
    })
    .returning({ userId: emailVerifications.userId })
  if (stored.length > 0) return undefined
  const [window] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${emailVerifications.windowStartedAt} + ${HOUR} - now()))::int` })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
  return Math.max(1, window?.seconds ?? 1)
}

/** Uses a verification link once, within its time: the e-mail it verified, else undefined. */
export async function spendEmailVerification(db: Db, tokenHash: string): Promise<string | undefined> {
  const result = (await db.execute(sql`
    with used as (delete from email_verifications where token_hash = ${tokenHash} and expires_at > now() returning user_id)
    update users set email_verified_at = coalesce(email_verified_at, now()) from used where users.id = used.user_id
    returning users.email`)) as unknown as { rows: { email: string }[] }
  return result.rows[0]?.email
}

/** The account's e-mail is proven hers another way (a reset link sent to it was opened): verified, its link dropped. */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId))
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId))
}
