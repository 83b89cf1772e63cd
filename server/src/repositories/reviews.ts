import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { REVIEW_AFTER_HOURS, REVIEW_ASK_WITHIN_DAYS, REVIEW_REQUEST_DAYS, type ReviewStatus } from '../../../src/contract/reviews'
import type { Db } from '../db/client'
import { bookings, salonReviews, salonServices } from '../db/schema'
import type { PageRequest } from './pages'

/** The client a review request is counted against: her phone, else her e-mail in lower case, as SQL on a booking row. */
const clientKeyOf = sql`coalesce(${bookings.clientPhone}, lower(${bookings.email}))`

/** A completed visit to ask about: REVIEW_AFTER_HOURS after it ended, within REVIEW_ASK_WITHIN_DAYS, not asked before. */
export interface ReviewDue {
  bookingId: string
  clientKey: string
  service: string
  serviceName: string
  fullName: string
  email: string | null
  clientPhone: string | null
}

/**
 * The completed visits to ask a review of at `now`: ended at least REVIEW_AFTER_HOURS ago (and not more than
 * REVIEW_ASK_WITHIN_DAYS), with no request of their own, and no request to the same client for the same service in
 * the last REVIEW_REQUEST_DAYS days. A cancelled or no-show visit is never one.
 */
export async function reviewsDue(db: Db, now: Date): Promise<ReviewDue[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  return db
    .select({
      bookingId: bookings.id,
      clientKey: sql<string>`${clientKeyOf}`,
      service: bookings.service,
      serviceName: salonServices.name,
      fullName: bookings.fullName,
      email: bookings.email,
      clientPhone: bookings.clientPhone,
    })
    .from(bookings)
    .innerJoin(salonServices, eq(salonServices.id, bookings.service))
    .where(
      and(
        eq(bookings.status, 'completed'),
        sql`${clientKeyOf} is not null`,
        sql`${bookings.endsAt} <= ${at} - make_interval(hours => ${REVIEW_AFTER_HOURS})`,
        sql`${bookings.endsAt} > ${at} - make_interval(days => ${REVIEW_ASK_WITHIN_DAYS})`,
        sql`not exists (select 1 from ${salonReviews} r where r.booking_id = ${bookings.id})`,
        sql`not exists (select 1 from ${salonReviews} r where r.client_key = ${clientKeyOf} and r.service = ${bookings.service} and r.requested_at > ${at} - make_interval(days => ${REVIEW_REQUEST_DAYS}))`,
      ),
    )
    .orderBy(bookings.endsAt)
    .limit(500)
}

/**
 * Records the visit's review request with its token's hash, in the caller's transaction, once: the visit is locked and
 * must still be completed, and requests for the same client and service wait for each other (an advisory lock on the
 * two), so two instances never both ask her within the year. True for the one that asks.
 */
export async function claimReviewRequest(tx: Db, due: ReviewDue, tokenHash: string, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${due.clientKey}:${due.service}`}))`)
  const [visit] = await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.id, due.bookingId), eq(bookings.status, 'completed'))).for('update')
  if (!visit) return false
  const at = sql`${now.toISOString()}::timestamptz`
  const { rows } = (await tx.execute(sql`
    insert into ${salonReviews} (booking_id, client_key, service, token_hash, first_name, requested_at)
    select ${due.bookingId}::uuid, ${due.clientKey}, ${due.service}, ${tokenHash}, ${firstNameOf(due.fullName)}, ${at}
    where not exists (select 1 from ${salonReviews} r where r.client_key = ${due.clientKey} and r.service = ${due.service} and r.requested_at > ${at} - make_interval(days => ${REVIEW_REQUEST_DAYS}))
    on conflict do nothing
    returning id
  `)) as unknown as { rows: { id: string }[] }
  return rows.length > 0
}

/** The name a review is signed with: her first. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName

/** What a review link opens, by its token's hash: undefined for no such link. */
export async function reviewRequestOf(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ firstName: salonReviews.firstName, serviceName: salonServices.name, startsAt: bookings.startsAt, answeredAt: salonReviews.answeredAt })
    .from(salonReviews)
    .innerJoin(bookings, eq(bookings.id, salonReviews.bookingId))
    .innerJoin(salonServices, eq(salonServices.id, salonReviews.service))
    .where(eq(salonReviews.tokenHash, tokenHash))
  return row
}

/** Her stars and words on the link's review, once: false when the link is unknown or was used (one statement, so two sends cannot both land). */
export async function answerReview(tx: Db, tokenHash: string, answer: { rating: number; words: string }, now: Date): Promise<boolean> {
  const rows = await tx
    .update(salonReviews)
    .set({ rating: answer.rating, words: answer.words, answeredAt: now })
    .where(and(eq(salonReviews.tokenHash, tokenHash), isNull(salonReviews.answeredAt)))
    .returning({ id: salonReviews.id })
  return rows.length > 0
}

/** A written review as stored, with its service's name and the visit's client. */
export interface ReviewRecord {
  id: string
  firstName: string
  serviceName: string
  rating: number
  words: string
  reply: string | null
  answeredAt: Date
  status: ReviewStatus
  fullName: string
  phone: string | null
}

const recordColumns = {
  id: salonReviews.id,
  firstName: salonReviews.firstName,
  serviceName: salonServices.name,
  rating: sql<number>`${salonReviews.rating}`,
  words: sql<string>`coalesce(${salonReviews.words}, '')`,
  reply: salonReviews.reply,
  answeredAt: sql<Date>`${salonReviews.answeredAt}`.mapWith(salonReviews.answeredAt),
  status: salonReviews.status,
  fullName: bookings.fullName,
  phone: bookings.clientPhone,
}

/** Reviews written (and, with `status`, in that state), newest answer first, a page after the cursor's review. */
export async function listReviews(db: Db, { limit, after }: PageRequest, status?: ReviewStatus): Promise<{ rows: ReviewRecord[]; nextCursor: string | null }> {
  const found = await db
    .select(recordColumns)
    .from(salonReviews)
    .innerJoin(bookings, eq(bookings.id, salonReviews.bookingId))
    .innerJoin(salonServices, eq(salonServices.id, salonReviews.service))
    .where(
      and(
        isNotNull(salonReviews.answeredAt),
        status && eq(salonReviews.status, status),
        after === undefined ? undefined : sql`(${salonReviews.answeredAt}, ${salonReviews.id}) < (select c.answered_at, c.id from ${salonReviews} c where c.id = ${after}::uuid)`,
      ),
    )
    .orderBy(desc(salonReviews.answeredAt), desc(salonReviews.id))
    .limit(limit + 1)
  const rows = found.slice(0, limit)
  return { rows, nextCursor: found.length > limit ? rows[rows.length - 1]!.id : null }
}

/** How many reviews are published and their average stars. */
export async function publishedSummary(db: Db): Promise<{ count: number; average: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${salonReviews.rating})` })
    .from(salonReviews)
    .where(eq(salonReviews.status, 'published'))
  return { count: row?.count ?? 0, average: Number(row?.average ?? 0) }
}

/** Whether a review with this id was written (the cursor and the owner's changes name one). */
export async function reviewWritten(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: salonReviews.id }).from(salonReviews).where(and(eq(salonReviews.id, id), isNotNull(salonReviews.answeredAt)))
  return Boolean(row)
}

/** The owner publishes or hides a written review, or replies (an empty reply takes it away); undefined for none written with that id. */
export async function updateReview(tx: Db, id: string, change: { status?: ReviewStatus; reply?: string }, now: Date): Promise<string | undefined> {
  const set: Partial<typeof salonReviews.$inferInsert> & Record<string, unknown> = {}
  if (change.status !== undefined) set.status = change.status
  if (change.reply !== undefined) Object.assign(set, change.reply === '' ? { reply: null, repliedAt: null } : { reply: change.reply, repliedAt: now })
  const [row] = await tx
    .update(salonReviews)
    .set(set)
    .where(and(eq(salonReviews.id, id), isNotNull(salonReviews.answeredAt)))
    .returning({ id: salonReviews.id })
  return row?.id
}

