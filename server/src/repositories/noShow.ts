import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { ALL_SERVICES, type FeeReason } from '../../../src/contract/noShow'
import type { Db } from '../db/client'
import { bookingFees, bookings, noShowPolicies, payments, savedCards } from '../db/schema'
import type { BookingStep } from './bookings'

// The no-show policy's rows: the owner's policies, the cards clients agreed to keep, and the fees owed, claimed once.

export type PolicyRow = typeof noShowPolicies.$inferSelect

/** The owner's policies, all services' first. */
export const listPolicies = (db: Db): Promise<PolicyRow[]> => db.select().from(noShowPolicies).orderBy(sql`${noShowPolicies.service} <> ${ALL_SERVICES}`, noShowPolicies.service)

/** The policy a service books under: its own, else all services', else none. */
export async function policyRowFor(db: Db, service: string): Promise<PolicyRow | undefined> {
  const rows = await db
    .select()
    .from(noShowPolicies)
    .where(inArray(noShowPolicies.service, [service, ALL_SERVICES]))
  return rows.find((row) => row.service === service) ?? rows.find((row) => row.service === ALL_SERVICES)
}

/** Saves a service's (or all services') policy whole. */
export async function savePolicy(db: Db, row: PolicyRow): Promise<PolicyRow> {
  const { service: _key, ...change } = row
  const [saved] = await db.insert(noShowPolicies).values(row).onConflictDoUpdate({ target: noShowPolicies.service, set: change }).returning()
  return saved!
}

/** Removes a service's (or all services') policy; true when there was one. */
export async function removePolicy(db: Db, service: string): Promise<boolean> {
  return (await db.delete(noShowPolicies).where(eq(noShowPolicies.service, service)).returning({ service: noShowPolicies.service })).length > 0
}

/** A client is new until a visit of hers was completed. */
export async function isNewClient(db: Db, clientPhone: string | null): Promise<boolean> {
  if (!clientPhone) return true
  const [seen] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.clientPhone, clientPhone), eq(bookings.status, 'completed'))).limit(1)
  return !seen
}

export type SavedCardRow = typeof savedCards.$inferSelect

/** Keeps a card (its authorisation sealed); the same card kept again replaces its row. */
export async function keepCard(db: Db, card: Omit<SavedCardRow, 'id' | 'createdAt'>, at: Date): Promise<void> {
  const { clientPhone: _phone, signature: _signature, ...change } = card
  await db
    .insert(savedCards)
    .values({ ...card, createdAt: at })
    .onConflictDoUpdate({ target: [savedCards.clientPhone, savedCards.signature], set: { ...change, createdAt: at } })
}

/** The card kept last for a client, if any. */
export async function cardOf(db: Db, clientPhone: string | null): Promise<SavedCardRow | undefined> {
  if (!clientPhone) return undefined
  const [card] = await db.select().from(savedCards).where(eq(savedCards.clientPhone, clientPhone)).orderBy(desc(savedCards.createdAt)).limit(1)
  return card
}

export type FeeRow = typeof bookingFees.$inferSelect

/** Records a booking's fee, due, in the transaction of the change that causes it; a booking owes one fee at most. */
export async function recordFee(tx: Db, bookingId: string, reason: FeeReason, amountKobo: number): Promise<void> {
  await tx.insert(bookingFees).values({ bookingId, reason, amountKobo }).onConflictDoNothing()
}

/** A fee not yet acted on goes with the booking set back to confirmed. */
export async function dropDueFee(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(bookingFees).where(and(eq(bookingFees.bookingId, bookingId), eq(bookingFees.state, 'due')))
}

/** The fees of these bookings, by booking id. */
export async function feesOf(db: Db, bookingIds: string[]): Promise<Map<string, FeeRow>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await db.select().from(bookingFees).where(inArray(bookingFees.bookingId, bookingIds))
  return new Map(rows.map((row) => [row.bookingId, row]))
}

/**
 * Claims a due fee for one charge: the conditional update lets exactly one of any number of parallel requests (on any
 * instance) through; the others find it charging. The claimed row, or undefined.
 */
export async function claimFee(db: Db, bookingId: string, reference: string, staffAccountId: string): Promise<FeeRow | undefined> {
  const [claimed] = await db
    .update(bookingFees)
    .set({ state: 'charging', reference, staffAccountId })
    .where(and(eq(bookingFees.bookingId, bookingId), eq(bookingFees.state, 'due')))
    .returning()
  return claimed
}

/**
 * A claimed charge's outcome, once: charged (with its ledger row, kind 'fee', for exactly the amount claimed) or failed
 * (its reason). `onSettled` (the history line, her message) runs in the same transaction. False when already settled.
 */
export async function settleFee(db: Db, outcome: { bookingId: string; reference: string; charged: boolean; failure: string | null; at: Date }, onSettled?: BookingStep): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fee] = await tx
      .update(bookingFees)
      .set({ state: outcome.charged ? 'charged' : 'failed', failure: outcome.failure, settledAt: outcome.at })
      .where(and(eq(bookingFees.bookingId, outcome.bookingId), eq(bookingFees.reference, outcome.reference), eq(bookingFees.state, 'charging')))
      .returning()
    if (!fee) return false
    if (outcome.charged) {
      await tx.insert(payments).values({ bookingId: fee.bookingId, kind: 'fee', method: 'online', amountKobo: fee.amountKobo, reference: fee.reference, state: 'succeeded', settledAt: outcome.at, staffAccountId: fee.staffAccountId })
    }
    await onSettled?.(tx, fee.bookingId)
    return true
  })
}

/** The owner waives a fee not charged (due, or failed); in one transaction with `onWaived`. The waived row, or undefined. */
export async function waiveFee(db: Db, bookingId: string, staffAccountId: string, at: Date, onWaived?: BookingStep): Promise<FeeRow | undefined> {
  return db.transaction(async (tx) => {
    const [fee] = await tx
      .update(bookingFees)
      .set({ state: 'waived', staffAccountId, settledAt: at })
      .where(and(eq(bookingFees.bookingId, bookingId), inArray(bookingFees.state, ['due', 'failed'])))
      .returning()
    if (fee) await onWaived?.(tx, bookingId)
    return fee
  })
}
