import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { MessagePreferences, PendingPhone, PhoneChannel } from '../../../src/contract'
import type { Db } from '../db/client'
import { phoneCodes, phoneContacts, phoneStopLinks } from '../db/schema'

/** A number the shop may write to, and on which channel. */
export interface PhoneRecipient {
  phone: string
  channel: PhoneChannel
}

const preferencesOfRow = (row: typeof phoneContacts.$inferSelect): MessagePreferences => ({ phone: row.phone, channel: row.channel, consentedAt: row.consentedAt.toISOString() })

/**
 * Records the consent given with a booking (NDPA 2023: with its time), on its channel, in the caller's transaction.
 * Whoever typed the number gave it: it never undoes the number's STOP, nor changes the channel of a number an account
 * proved its own.
 */
export async function recordConsent(tx: Db, phone: string, channel: PhoneChannel): Promise<void> {
  await tx
    .insert(phoneContacts)
    .values({ phone, channel, consentedAt: sql`now()` })
    .onConflictDoUpdate({ target: phoneContacts.phone, set: { channel, consentedAt: sql`now()` }, setWhere: and(isNull(phoneContacts.stoppedAt), isNull(phoneContacts.userId)) })
}

/**
 * The number itself agreed (the code sent to it came back, or it replied START): it gets messages again on
 * `channel`, in the caller's transaction. With `userId`, it becomes that account's number (its previous one is let go).
 */
export async function recordNumbersConsent(tx: Db, phone: string, channel: PhoneChannel, userId?: string): Promise<MessagePreferences> {
  if (userId) await tx.update(phoneContacts).set({ userId: null }).where(and(eq(phoneContacts.userId, userId), ne(phoneContacts.phone, phone)))
  const [row] = await tx
    .insert(phoneContacts)
    .values({ phone, channel, consentedAt: sql`now()`, ...(userId && { userId }) })
    .onConflictDoUpdate({ target: phoneContacts.phone, set: { channel, consentedAt: sql`now()`, stoppedAt: null, ...(userId && { userId }) } })
    .returning()
  return preferencesOfRow(row!)
}

/** The account's own number gets its messages on another channel (it proved the number before). Undefined when the number is not the account's. */
export async function changeChannelOfOwnNumber(tx: Db, userId: string, phone: string, channel: PhoneChannel): Promise<MessagePreferences | undefined> {
  const [row] = await tx
    .update(phoneContacts)
    .set({ channel, consentedAt: sql`now()` })
    .where(and(eq(phoneContacts.userId, userId), eq(phoneContacts.phone, phone), isNull(phoneContacts.stoppedAt)))
    .returning()
  return row && preferencesOfRow(row)
}

/** Keeps the code sent to `phone` for the account (hashed), replacing any earlier one: its tries start again. */
export async function savePhoneCode(tx: Db, code: { userId: string; phone: string; channel: PhoneChannel; codeHash: string; minutes: number }): Promise<PendingPhone> {
  const fresh = { phone: code.phone, channel: code.channel, codeHash: code.codeHash, tries: 0, expiresAt: sql`now() + make_interval(mins => ${code.minutes}::integer)` }
  const [row] = await tx
    .insert(phoneCodes)
    .values({ userId: code.userId, ...fresh })
    .onConflictDoUpdate({ target: phoneCodes.userId, set: fresh })
    .returning()
  return { phone: row!.phone, channel: row!.channel, expiresAt: row!.expiresAt.toISOString() }
}

/** The number waiting for its code in the account, while the code is good. */
export async function pendingPhoneOf(db: Db, userId: string): Promise<PendingPhone | null> {
  const [row] = await db.select().from(phoneCodes).where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.expiresAt, sql`now()`)))
  return row ? { phone: row.phone, channel: row.channel, expiresAt: row.expiresAt.toISOString() } : null
}

/**
 * Counts one try of the account's code before it is compared (one statement: tries sent at once cannot pass the
 * limit together); the code as it is kept, or undefined when there is none, it has ended or its tries are used.
 */
export async function tryPhoneCode(tx: Db, userId: string, tries: number): Promise<typeof phoneCodes.$inferSelect | undefined> {
  const [row] = await tx
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.expiresAt, sql`now()`), lt(phoneCodes.tries, tries)))
    .returning()
  return row
}

/** The code has done its work. */
export async function deletePhoneCode(tx: Db, userId: string): Promise<void> {
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId))
}

/** The number (and channel) an account chose in My Account, unless it stopped. */
export async function preferencesOf(db: Db, userId: string): Promise<MessagePreferences | null> {
  const [row] = await db.select().from(phoneContacts).where(and(eq(phoneContacts.userId, userId), isNull(phoneContacts.stoppedAt)))
  return row ? preferencesOfRow(row) : null
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
