import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { ANY_EMPLOYEE, bookingMessages, internationalPhone, koboToNaira, minutesToTime, phoneKey, shopDate, shopMoment, timeToMinutes, weekdayOf, type BookingPaymentMethod } from '../../../src/contract'
import {
  WAITLIST_OFFER_HOURS,
  WAITLIST_OFFERS_PER_TIME,
  WAITLIST_WISHES_PER_CLIENT,
  waitingListMessages as wm,
  type OfferState,
  type WaitingListEntry,
  type WaitingListFields,
  type WaitingListOffer,
} from '../../../src/contract/waitingList'
import type { Db } from '../db/client'
import type { StaffActor } from '../domain/permissions'
import { conflict, notFound, Refusal } from '../http/refusal'
import { enqueueOfferMessages } from '../messages/waitingList'
import { readMessageSettings } from '../repositories/messageSettings'
import { recordConsent } from '../repositories/phoneContacts'
import { recordActivity } from '../repositories/staff'
import {
  claimFreedSpans,
  claimOffer,
  expireOffers,
  findOfferByToken,
  findWish,
  insertOffer,
  insertWish,
  listWishes,
  settleOffer,
  wishesWaitingOn,
  withdrawOpenOffer,
  type OfferRow,
  type WishRecord,
} from '../repositories/waitingList'
import type { PageRequest } from '../repositories/pages'
import { isUuid } from '../tools/ids'
import { hashToken, newToken } from '../tools/tokens'
import { bookAppointment, categoryOf, freeVisitTimes, visitRequestOf, type BookingOutcome, type VisitRequest } from './bookings'

// The waiting list. Every way a time frees (a visit cancelled, moved or lapsed, time off removed) is noticed in one
// place, the triggers that write waitlist_freed; offerFreedTimes takes those spans and offers the times they open
// to the wishes they fit. Taking an offer is the wizard's booking (bookAppointment: its checks, its deposit, the
// exclusion constraint that lets one of several clients have the time).

/** Freed spans one round takes at most (the next round takes the rest). */
const FREED_PER_ROUND = 200

/** A client joins the waiting list: her wish checked as the wizard checks a booking, at most a few per client. */
export async function joinWaitingList(shop: FastifyInstance, fields: WaitingListFields, userId: string | null): Promise<void> {
  await visitRequestOf(shop.db, { ...fields, moreServices: [] })
  const clientPhone = phoneKey(fields.phone)!
  const consentPhone = fields.phoneMessages ? internationalPhone(fields.phone) : null
  const channel = consentPhone ? (fields.phoneChannel ?? (await readMessageSettings(shop.db)).defaultChannel) : undefined
  const joined = await insertWish(
    shop.db,
    {
      category: fields.category,
      service: fields.service,
      employeeId: fields.preferredEmployee === ANY_EMPLOYEE ? null : fields.preferredEmployee,
      fromDate: fields.fromDate,
      untilDate: fields.untilDate,
      weekdays: [...new Set(fields.weekdays)].sort(),
      fromMinute: timeToMinutes(fields.fromTime),
      untilMinute: timeToMinutes(fields.untilTime),
      fullName: fields.fullName,
      email: fields.email || null,
      phone: fields.phone,
      clientPhone,
      userId,
    },
    shopDate(shop.clock.now()),
    WAITLIST_WISHES_PER_CLIENT,
    async (tx) => {
      if (consentPhone && channel) await recordConsent(tx, consentPhone, channel)
    },
  )
  if (joined === 'full') throw conflict(wm.tooMany)
}

/** The visit a wish asks for, or undefined when its service or member is no longer offered. */
async function visitOfWish(db: Db, { wish }: WishRecord): Promise<VisitRequest | undefined> {
  try {
    return await visitRequestOf(db, { category: wish.category, service: wish.service, preferredEmployee: wish.employeeId ?? ANY_EMPLOYEE })
  } catch (error) {
    if (error instanceof Refusal) return undefined
    throw error
  }
}

/** The visit's length from its start to its last service's end, in minutes, as planned with anyone. */
const visitMinutes = (visit: VisitRequest) => visit.lines.reduce((sum, line) => sum + line.service.durationMinutes, 0)

/** Whether a start fits the wish's hours. */
const withinHours = ({ wish }: WishRecord, start: number, minutes: number) => start >= wish.fromMinute && start + minutes <= wish.untilMinute

/** Makes the wish an offer of `date` at `startTime` and queues its messages, in `tx`; false when it has one to answer already. */
async function makeOffer(shop: FastifyInstance, tx: Db, found: WishRecord, date: string, startTime: string, now: Date): Promise<boolean> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000)
  const offer = await insertOffer(tx, { wishId: found.wish.id, tokenHash: hashToken(token), date, startTime, expiresAt })
  if (!offer) return false
  const { wish } = found
  await enqueueOfferMessages(tx, shop.mail.context, {
    offerId: offer.id,
    token,
    fullName: wish.fullName,
    email: wish.email,
    phone: wish.phone,
    serviceName: found.serviceName,
    employeeName: found.employeeName ?? (await categoryOf(tx, wish.category)).anyLabel,
    date,
    startTime,
    priceKobo: found.priceKobo,
    expiresAt,
  })
  return true
}

type FreedSpan = { employeeId: string; startsAt: Date; endsAt: Date }

/** Offers the freed spans of `date` to the wishes waiting on it: each wish its first free start in her hours that a freed span opened. */
async function offerDay(shop: FastifyInstance, tx: Db, date: string, freed: FreedSpan[], now: Date): Promise<number> {
  const offeredAt = new Map<string, number>()
  let offered = 0
  for (const found of await wishesWaitingOn(tx, date)) {
    if (!found.wish.weekdays.includes(weekdayOf(date))) continue
    const visit = await visitOfWish(tx, found)
    if (!visit) continue
    const minutes = visitMinutes(visit)
    const time = (await freeVisitTimes(tx, date, visit, now)).find(({ time, room }) => {
      const start = timeToMinutes(time)
      const [from, to] = [shopMoment(date, start), shopMoment(date, start + minutes)]
      const opened = freed.some((span) => span.employeeId in room && span.startsAt < to && span.endsAt > from)
      return opened && withinHours(found, start, minutes) && (offeredAt.get(time) ?? 0) < WAITLIST_OFFERS_PER_TIME
    })?.time
    if (!time || !(await makeOffer(shop, tx, found, date, time, now))) continue
    offeredAt.set(time, (offeredAt.get(time) ?? 0) + 1)
    offered += 1
  }
  return offered
}

/**
 * One round of the waiting list: offers past their hour expire, then the spans freed since the last round are
 * taken (each by one instance) and their times offered to the wishes they fit, with the offers' messages, in one
 * transaction. Answers how many offers it made.
 */
export async function offerFreedTimes(shop: FastifyInstance): Promise<number> {
  const now = shop.clock.now()
  const today = shopDate(now)
  await expireOffers(shop.db, now)
  const offered = await shop.db.transaction(async (tx) => {
    const days = new Map<string, FreedSpan[]>()
    for (const span of await claimFreedSpans(tx, FREED_PER_ROUND)) {
      const date = shopDate(span.startsAt)
      if (date >= today) days.set(date, [...(days.get(date) ?? []), span])
    }
    let count = 0
    for (const [date, spans] of days) count += await offerDay(shop, tx, date, spans, now)
    return count
  })
  if (offered > 0) shop.mail.wake()
  return offered
}

/** What became of an offer at `now`, as stored (an open one past its hour has expired). */
const storedState = (offer: OfferRow, now: Date): OfferState | 'taking' => {
  if (offer.status === 'open') return offer.expiresAt > now ? 'open' : 'expired'
  return offer.status
}

const refusalOfState: Record<Exclude<OfferState, 'open'> | 'taking', string> = { taken: wm.alreadyTaken, taking: wm.taking, gone: wm.gone, expired: wm.expired }

/** The offer a link's token opens, or 404: a wrong token learns nothing. */
async function offerOfToken(shop: FastifyInstance, token: string) {
  const found = token.length > 0 ? await findOfferByToken(shop.db, hashToken(token)) : undefined
  if (!found) throw notFound(wm.offerNotFound)
  return found
}

/** The offer as its link shows it: an open one whose time another client took meanwhile says it has gone. */
export async function offerOfLink(shop: FastifyInstance, token: string): Promise<WaitingListOffer> {
  const { offer, found } = await offerOfToken(shop, token)
  const now = shop.clock.now()
  let state = storedState(offer, now)
  if (state === 'taking') state = 'open'
  if (state === 'open') {
    const visit = await visitOfWish(shop.db, found)
    const free = visit ? await freeVisitTimes(shop.db, offer.date, visit, now) : []
    if (!free.some(({ time }) => time === offer.startTime)) state = 'gone'
  }
  return {
    state,
    fullName: found.wish.fullName,
    serviceName: found.serviceName,
    employeeName: found.employeeName ?? (await categoryOf(shop.db, found.wish.category)).anyLabel,
    date: offer.date,
    startTime: offer.startTime,
    price: koboToNaira(found.priceKobo),
    expiresAt: offer.expiresAt.toISOString(),
  }
}

/**
 * The client takes the offered time: the offer is claimed once (a second tap claims nothing), then booked as the
 * wizard books (its deposit too). Several clients offered the same time each claim their own offer; the exclusion
 * constraint lets one of them have it, and the others are told it has gone.
 */
export async function acceptOffer(shop: FastifyInstance, token: string, paymentMethod: BookingPaymentMethod, from: { ip: string; log: FastifyBaseLogger; origin: string }): Promise<BookingOutcome> {
  const { offer, found } = await offerOfToken(shop, token)
  if (!(await claimOffer(shop.db, offer.id, shop.clock.now()))) {
    const { offer: now } = await offerOfToken(shop, token)
    const state = storedState(now, shop.clock.now())
    throw conflict(state === 'open' ? wm.taking : refusalOfState[state])
  }
  const { wish } = found
  try {
    const outcome = await bookAppointment(
      shop,
      {
        category: wish.category,
        service: wish.service,
        preferredEmployee: wish.employeeId ?? ANY_EMPLOYEE,
        date: offer.date,
        startTime: offer.startTime,
        fullName: wish.fullName,
        email: wish.email,
        phone: wish.phone,
        paymentMethod,
      },
      from,
    )
    await settleOffer(shop.db, offer, { bookingId: outcome.booking._id })
    return outcome
  } catch (error) {
    const gone = error instanceof Refusal && (error.message === bookingMessages.slotTaken || error.message === bookingMessages.closedDay)
    await settleOffer(shop.db, offer, gone ? 'gone' : 'open')
    throw gone ? conflict(wm.gone) : error
  }
}

const toEntry = ({ wish, serviceName, employeeName, offer }: WishRecord & { offer: OfferRow | null }, today: string): WaitingListEntry => ({
  _id: wish.id,
  fullName: wish.fullName,
  phone: wish.phone,
  email: wish.email,
  category: wish.category,
  service: wish.service,
  serviceName,
  employeeId: wish.employeeId,
  employeeName,
  fromDate: wish.fromDate,
  untilDate: wish.untilDate,
  weekdays: wish.weekdays,
  fromTime: minutesToTime(wish.fromMinute),
  untilTime: minutesToTime(wish.untilMinute),
  status: wish.status === 'booked' ? 'booked' : wish.untilDate < today ? 'ended' : 'waiting',
  offer: offer && { date: offer.date, startTime: offer.startTime, expiresAt: offer.expiresAt.toISOString() },
  createdAt: wish.createdAt.toISOString(),
})

/** The desk's page of the waiting list, newest first. */
export async function waitingListPage(shop: FastifyInstance, page: PageRequest) {
  const { wishes, nextCursor } = await listWishes(shop.db, page)
  const today = shopDate(shop.clock.now())
  return { wishes: wishes.map((wish) => toEntry(wish, today)), nextCursor }
}

/** The desk offers a waiting client a time by hand: one her service fits now; it replaces any offer she has not answered. */
export async function offerByHand(shop: FastifyInstance, staff: StaffActor, wishId: string, at: { date: string; startTime: string }): Promise<void> {
  const found = isUuid(wishId) ? await findWish(shop.db, wishId) : undefined
  if (!found) throw notFound(wm.wishNotFound)
  const now = shop.clock.now()
  if (found.wish.status !== 'waiting' || found.wish.untilDate < shopDate(now)) throw conflict(wm.wishClosed)
  const visit = await visitOfWish(shop.db, found)
  const free = visit ? await freeVisitTimes(shop.db, at.date, visit, now) : []
  if (!free.some(({ time }) => time === at.startTime)) throw conflict(wm.notFree)
  await shop.db.transaction(async (tx) => {
    await withdrawOpenOffer(tx, found.wish.id)
    await makeOffer(shop, tx, found, at.date, at.startTime, now)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'booking', subject: found.wish.id, summary: `Offered ${found.wish.fullName} ${found.serviceName} on ${at.date} ${at.startTime} from the waiting list` })
  })
  shop.mail.wake()
}
