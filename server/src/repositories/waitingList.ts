import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { salonServices, salonStaff, waitlistFreed, waitlistOffers, waitlistWishes } from '../db/schema'
import { olderThan, type PageRequest } from './pages'

export type WishRow = typeof waitlistWishes.$inferSelect
export type NewWish = Omit<typeof waitlistWishes.$inferInsert, 'id' | 'status' | 'createdAt'>
export type OfferRow = typeof waitlistOffers.$inferSelect

/** A wish with the names the client and the desk read: its service's (and price, duration), its member's. */
export interface WishRecord {
  wish: WishRow
  serviceName: string
  priceKobo: number
  employeeName: string | null
}

const member = alias(salonStaff, 'wish_member')
const wishColumns = { wish: waitlistWishes, serviceName: salonServices.name, priceKobo: salonServices.priceKobo, employeeName: member.name }
const selectWishes = (db: Db) =>
  db.select(wishColumns).from(waitlistWishes).innerJoin(salonServices, eq(salonServices.id, waitlistWishes.service)).leftJoin(member, eq(member.id, waitlistWishes.employeeId))

/**
 * Puts a wish on the list unless the client (her phone) already waits for `max` whose days have not all passed by
 * `today`: her rows are counted under a lock on her number, so parallel joins cannot all pass. `onJoined` (her consent
 * to phone messages) runs in the same transaction. 'full' when she has as many as she may.
 */
export async function insertWish(db: Db, wish: NewWish, today: string, max: number, onJoined?: (tx: Db) => Promise<void>): Promise<WishRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${wish.clientPhone}`}))`)
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(waitlistWishes)
      .where(and(eq(waitlistWishes.clientPhone, wish.clientPhone), eq(waitlistWishes.status, 'waiting'), gte(waitlistWishes.untilDate, today)))
    if (count >= max) return 'full'
    const [row] = await tx.insert(waitlistWishes).values(wish).returning()
    await onJoined?.(tx)
    return row!
  })
}

/** Takes up to `limit` of the freed spans the triggers wrote (another instance's round skips those this one holds). */
export async function claimFreedSpans(tx: Db, limit: number) {
  const held = tx.select({ id: waitlistFreed.id }).from(waitlistFreed).limit(limit).for('update', { skipLocked: true })
  return tx.delete(waitlistFreed).where(inArray(waitlistFreed.id, held)).returning()
}

/** Offers left unanswered past their hour become expired (their wishes may be offered the next time). */
export async function expireOffers(db: Db, now: Date): Promise<void> {
  await db
    .update(waitlistOffers)
    .set({ status: 'expired' })
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)))
}

/** The wishes still waiting whose days include `date`, with no offer to answer, first come first. */
export async function wishesWaitingOn(db: Db, date: string): Promise<WishRecord[]> {
  const answering = db.select({ id: waitlistOffers.wishId }).from(waitlistOffers).where(inArray(waitlistOffers.status, ['open', 'taking']))
  return selectWishes(db)
    .where(and(eq(waitlistWishes.status, 'waiting'), lte(waitlistWishes.fromDate, date), gte(waitlistWishes.untilDate, date), sql`${waitlistWishes.id} not in ${answering}`))
    .orderBy(asc(waitlistWishes.createdAt), asc(waitlistWishes.id))
}

export async function findWish(db: Db, id: string): Promise<WishRecord | undefined> {
  const [found] = await selectWishes(db).where(eq(waitlistWishes.id, id))
  return found
}

/** Offers the time to the wish; undefined when it has an offer to answer already (a round offering it meanwhile). */
export async function insertOffer(tx: Db, offer: Pick<OfferRow, 'wishId' | 'tokenHash' | 'date' | 'startTime' | 'expiresAt'>): Promise<OfferRow | undefined> {
  const [row] = await tx.insert(waitlistOffers).values(offer).onConflictDoNothing().returning()
  return row
}

/** Ends the wish's open offer (the desk offers another time instead). */
export async function withdrawOpenOffer(tx: Db, wishId: string): Promise<void> {
  await tx
    .update(waitlistOffers)
    .set({ status: 'expired' })
    .where(and(eq(waitlistOffers.wishId, wishId), eq(waitlistOffers.status, 'open')))
}

/** The offer a link's token (hashed) opens, with its wish. */
export async function findOfferByToken(db: Db, tokenHash: string): Promise<{ offer: OfferRow; found: WishRecord } | undefined> {
  const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.tokenHash, tokenHash))
  if (!offer) return undefined
  const found = await findWish(db, offer.wishId)
  return found && { offer, found }
}

/** One accept claims the offer while it is open and unexpired: a second tap, or one after its hour, claims nothing. */
export async function claimOffer(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(waitlistOffers)
    .set({ status: 'taking' })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'open'), sql`${waitlistOffers.expiresAt} > ${now}`))
    .returning({ id: waitlistOffers.id })
  return claimed.length > 0
}

/** The claimed offer's end: booked (its wish is then done), gone to another client, or open again (the booking failed for another reason). */
export async function settleOffer(db: Db, offer: Pick<OfferRow, 'id' | 'wishId'>, outcome: { bookingId: string } | 'gone' | 'open'): Promise<void> {
  await db.transaction(async (tx) => {
    if (typeof outcome === 'object') {
      await tx.update(waitlistOffers).set({ status: 'taken', bookingId: outcome.bookingId }).where(eq(waitlistOffers.id, offer.id))
      await tx.update(waitlistWishes).set({ status: 'booked' }).where(eq(waitlistWishes.id, offer.wishId))
    } else await tx.update(waitlistOffers).set({ status: outcome }).where(eq(waitlistOffers.id, offer.id))
  })
}

/** A page of the waiting list, newest first, each wish with its open offer. */
export async function listWishes(db: Db, { limit, after }: PageRequest): Promise<{ wishes: (WishRecord & { offer: OfferRow | null })[] } & PageInfo> {
  const found = await selectWishes(db)
    .where(olderThan(waitlistWishes, waitlistWishes.createdAt, waitlistWishes.id, after))
    .orderBy(sql`${waitlistWishes.createdAt} desc nulls last`, sql`${waitlistWishes.id} desc nulls last`)
    .limit(limit + 1)
  const rows = found.slice(0, limit)
  const offers =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(waitlistOffers)
          .where(
            and(
              inArray(
                waitlistOffers.wishId,
                rows.map((row) => row.wish.id),
              ),
              inArray(waitlistOffers.status, ['open', 'taking']),
            ),
          )
  return {
    wishes: rows.map((row) => ({ ...row, offer: offers.find((offer) => offer.wishId === row.wish.id) ?? null })),
    nextCursor: found.length > limit ? rows[rows.length - 1]!.wish.id : null,
  }
}
