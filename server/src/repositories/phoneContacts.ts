import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { MessagePreferences, PhoneChannel } from '../../../src/contract'
import type { Db } from '../db/client'
import { phoneContacts, phoneStopLinks } from '../db/schema'

/** A number the shop may write to, and on which channel. */
export interface PhoneRecipient {
  phone: string
  channel: PhoneChannel
}

/**
 * Records a number's consent to messages now (NDPA 2023: with its time), on its channel, in the caller's
 * transaction; a number that had stopped agrees again. With `userId`, it becomes that account's number (its
 * previous one is let go).
 */
export async function recordConsent(tx: Db, phone: string, channel: PhoneChannel, userId?: string): Promise<MessagePreferences> {
  if (userId) await tx.update(phoneContacts).set({ userId: null }).where(and(eq(phoneContacts.userId, userId), ne(phoneContacts.phone, phone)))
  const [row] = await tx
    .insert(phoneContacts)
    .values({ phone, channel, consentedAt: sql`now()`, ...(userId && { userId }) })
    .onConflictDoUpdate({ target: phoneContacts.phone, set: { channel, consentedAt: sql`now()`, stoppedAt: null, ...(userId && { userId }) } })
    .returning()
  return { phone: row!.phone, channel: row!.channel, consentedAt: row!.consentedAt.toISOString() }
}

/** The number (and channel) an account chose in My Account, unless it stopped. */
export async function preferencesOf(db: Db, userId: string): Promise<MessagePreferences | null> {
  const [row] = await db.select().from(phoneContacts).where(and(eq(phoneContacts.userId, userId), isNull(phoneContacts.stoppedAt)))
  return row ? { phone: row.phone, channel: row.channel, consentedAt: row.consentedAt.toISOString() } : null
}

/** A number that agreed and has not stopped, with its channel; undefined for any other. */
export async function reachablePhone(tx: Db, phone: string): Promise<PhoneRecipient | undefined> {
  const [row] = await tx
    .select({ phone: phoneContacts.phone, channel: phoneContacts.channel })
    .from(phoneContacts)
    .where(and(eq(phoneContacts.phone, phone), isNull(phoneContacts.stoppedAt)))
  return row
}

/** Whether a number said STOP (the owner's own number included). */
export async function hasStopped(tx: Db, phone: string): Promise<boolean> {
  const [row] = await tx.select({ stoppedAt: phoneContacts.stoppedAt }).from(phoneContacts).where(eq(phoneContacts.phone, phone))
  return Boolean(row?.stoppedAt)
}

/** The number stops getting messages, in the caller's transaction; true when it was not stopped before. */
export async function stopPhone(tx: Db, phone: string): Promise<boolean> {
  const rows = await tx
    .insert(phoneContacts)
    .values({ phone, channel: 'sms', consentedAt: sql`now()`, stoppedAt: sql`now()` })
    .onConflictDoUpdate({ target: phoneContacts.phone, set: { stoppedAt: sql`now()` }, setWhere: isNull(phoneContacts.stoppedAt) })
    .returning({ phone: phoneContacts.phone })
  return rows.length > 0
}

/** The account's number, if any, stops. */
export async function stopPhoneOfUser(tx: Db, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .update(phoneContacts)
    .set({ stoppedAt: sql`now()` })
    .where(and(eq(phoneContacts.userId, userId), isNull(phoneContacts.stoppedAt)))
    .returning({ phone: phoneContacts.phone })
  return row?.phone
}

/** Keeps a message's stop link (its token's hash). */
export async function insertStopLink(tx: Db, tokenHash: string, phone: string): Promise<void> {
  await tx.insert(phoneStopLinks).values({ tokenHash, phone })
}

/** The number a stop link's token stops. */
export async function phoneOfStopLink(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.select({ phone: phoneStopLinks.phone }).from(phoneStopLinks).where(eq(phoneStopLinks.tokenHash, tokenHash))
  return row?.phone
}
