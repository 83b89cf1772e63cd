import type { FastifyInstance } from 'fastify'
import { pageMessages } from '../../../src/contract/queries'
import { REVIEWS_SHOWN_FROM, reviewMessages, type PublicReviews, type ReviewFields, type ReviewRequest, type ReviewStatus, type SellerReview } from '../../../src/contract/reviews'
import { shopDate } from '../../../src/contract'
import type { Db } from '../db/client'
import { badRequest, conflict, notFound } from '../http/refusal'
import { enqueueRebookReminder, enqueueReviewRequest, type ClientChannel } from '../messages/returning'
import type { PageRequest } from '../repositories/pages'
import { hasStopped, reachablePhone } from '../repositories/phoneContacts'
import { claimRebookReminder, rebookDue, returningClients } from '../repositories/rebook'
import { answerReview, claimReviewRequest, listReviews, publishedSummary, reviewRequestOf, reviewsDue, reviewWritten, updateReview, type ReviewRecord } from '../repositories/reviews'
import { hashToken, newToken } from '../tools/tokens'

/** What the rounds need of the shop: its database, clock and mail. */
export type ReturningShop = Pick<FastifyInstance, 'db' | 'clock'> & { mail: Pick<FastifyInstance['mail'], 'context' | 'wake'> }

/**
 * How a client is written to: her phone where it agreed to messages, else her e-mail; nothing when her number said
 * STOP (she said no to the shop's messages) or she left neither.
 */
async function channelOf(tx: Db, phone: string | null, email: string | null): Promise<ClientChannel | undefined> {
  if (phone && (await hasStopped(tx, phone))) return undefined
  const reachable = phone ? await reachablePhone(tx, phone) : undefined
  if (reachable) return { phone: reachable }
  return email ? { email } : undefined
}

/**
 * The rebooking round at `now`: each client whose usual interval for a category runs out within five days, with
 * nothing booked, gets one "time for your retouch" message for this cycle. Several instances may run it at once: the
 * cycle's row (rebook_reminders) is claimed in the message's own transaction, so only one of them sends it.
 */
export async function sendRebookReminders(shop: ReturningShop, now: Date): Promise<number> {
  let sent = 0
  for (const due of await rebookDue(shop.db, now)) {
    const made = await shop.db.transaction(async (tx) => {
      const to = await channelOf(tx, due.clientPhone, due.email)
      if (!to || !(await claimRebookReminder(tx, due, now))) return false
      return enqueueRebookReminder(tx, shop.mail.context, due, to)
    })
    if (made) sent += 1
  }
  if (sent > 0) shop.mail.wake()
  return sent
}

/**
 * The reviews round at `now`: each visit completed at least two hours ago gets one review request, unless the same
 * client was asked about the same service within the year; never a cancelled visit (the visit is read again, locked,
 * in the request's transaction). The request's row and its message are written together, once across instances.
 */
export async function askForReviews(shop: ReturningShop, now: Date): Promise<number> {
  let asked = 0
  for (const due of await reviewsDue(shop.db, now)) {
    const token = newToken()
    const made = await shop.db.transaction(async (tx) => {
      const to = await channelOf(tx, due.clientPhone, due.email)
      if (!to || !(await claimReviewRequest(tx, due, hashToken(token), now))) return false
      return enqueueReviewRequest(tx, shop.mail.context, due, token, to)
    })
    if (made) asked += 1
  }
  if (asked > 0) shop.mail.wake()
  return asked
}

/** What a review link opens; 404 for a link the shop never sent, 409 for one already used. */
export async function reviewLink(shop: FastifyInstance, token: string): Promise<ReviewRequest> {
  const found = await reviewRequestOf(shop.db, hashToken(token))
  if (!found) throw notFound(reviewMessages.linkUnknown)
  if (found.answeredAt) throw conflict(reviewMessages.linkUsed)
  return { firstName: found.firstName, serviceName: found.serviceName, date: shopDate(found.startsAt) }
}

/** Her stars and words, once per link: a second send (or two at once) gets 409, an unknown link 404. */
export async function leaveReview(shop: FastifyInstance, token: string, review: ReviewFields): Promise<void> {
  const tokenHash = hashToken(token)
  if (await answerReview(shop.db, tokenHash, { rating: review.rating, words: review.words }, shop.clock.now())) return
  throw (await reviewRequestOf(shop.db, tokenHash)) ? conflict(reviewMessages.linkUsed) : notFound(reviewMessages.linkUnknown)
}

const toPublicReview = (row: ReviewRecord) => ({ _id: row.id, firstName: row.firstName, serviceName: row.serviceName, rating: row.rating, words: row.words, reply: row.reply, answeredAt: row.answeredAt.toISOString() })
const toSellerReview = (row: ReviewRecord): SellerReview => ({ ...toPublicReview(row), status: row.status, fullName: row.fullName, phone: row.phone })

/** A page's cursor must name a written review. */
async function checkCursor(shop: FastifyInstance, page: PageRequest): Promise<void> {
  if (page.after !== undefined && !(await reviewWritten(shop.db, page.after))) throw badRequest(pageMessages.after)
}

/** The published reviews with their count and average; none shown until REVIEWS_SHOWN_FROM are published. */
export async function publishedReviews(shop: FastifyInstance, page: PageRequest): Promise<PublicReviews> {
  const { count, average } = await publishedSummary(shop.db)
  if (count < REVIEWS_SHOWN_FROM) return { count, average: 0, reviews: [], nextCursor: null }
  await checkCursor(shop, page)
  const { rows, nextCursor } = await listReviews(shop.db, page, 'published')
  return { count, average: Math.round(average * 10) / 10, reviews: rows.map(toPublicReview), nextCursor }
}

/** The written reviews for the owner, newest first, of one status or all. */
export async function sellerReviews(shop: FastifyInstance, page: PageRequest, status?: ReviewStatus): Promise<{ reviews: SellerReview[]; nextCursor: string | null }> {
  await checkCursor(shop, page)
  const { rows, nextCursor } = await listReviews(shop.db, page, status)
  return { reviews: rows.map(toSellerReview), nextCursor }
}

/** The owner publishes, hides or replies to a written review. */
export async function changeReview(shop: FastifyInstance, id: string, change: { status?: ReviewStatus; reply?: string }): Promise<void> {
  if (!(await updateReview(shop.db, id, change, shop.clock.now()))) throw notFound(reviewMessages.notFound)
}

/** The dashboard's lapsed clients and the rebooking reminders' results, at the shop's now. */
export const clientsWhoComeBack = (shop: FastifyInstance) => returningClients(shop.db, shop.clock.now())
