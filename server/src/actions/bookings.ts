import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { ANY_EMPLOYEE, AWAITING_DEPOSIT, bookingMessages, EARLY_STATUSES, internationalPhone, readVisitEntry, salonAdminMessages as am, timeToMinutes, type Booking, type BookingStatus, type PhoneChannel } from '../../../src/contract'
import { toBooking, toBookingOrNone } from '../mappers/bookings'
import { bookingManageMessages as mm, MANAGE_TOKEN_MAX, type ManagedBooking } from '../../../src/contract/bookingManage'
import type { Db } from '../db/client'
import { isUuid } from '../tools/ids'
import { mailBooking, statusEvent } from '../messages/booking'
import { bookedAnyEmployee, findBookingByToken, findRequestedBooking, recordBookingRequest, type BookingRequestKey, type RequestedBooking } from '../repositories/bookingManage'
import { findBooking, insertBooking, type BookingStep, type DepositHold } from '../repositories/bookings'
import { readMessageSettings } from '../repositories/messageSettings'
import { recordConsent } from '../repositories/phoneContacts'
import { recordOffersConsent } from '../repositories/campaigns'
import { holdRequestKey } from '../repositories/requestKeys'
import { findCategory, findService, listTeam, readSalonSettings, readTeamDay, salonInfo, shortestService, staffFor } from '../repositories/salon'
import { freeSlots, freeStarts, freeVisits, memberDays, movedVisit, visitFits, visitPlacer, visitRows, type VisitLineRequest } from '../salon/schedule'
import { visitLinesOf } from '../repositories/bookings'
import { supplyVisit } from './stock'
import { moveBooking as moveBookingRow, setBookingStatus } from '../repositories/salonAdmin'
import { refusalOfBookingStatus, type StaffActor } from '../domain/permissions'
import { badRequest, conflict, notFound, Refusal } from '../http/refusal'
import { recordActivity } from '../repositories/staff'
import { shopDate, shopMoment } from '../../../src/contract'
import { depositHoldFor, depositTerms, startDeposit } from './deposits'
import { feeKoboOf, lateCancellationOf, policyFor, withFee } from './noShowPolicy'
import { cancelWords, noShowMessages as nm, noPolicy, policyDepositKobo, policyFeeKobo, policyWords, type VisitPolicy } from '../../../src/contract/noShow'
import { depositLinkOf, enqueueDepositLink } from '../messages/noShow'
import { dropDueFee } from '../repositories/noShow'
import { newManageLink, type ManageLink } from './manageLink'

/** How many free start times a refused booking or reschedule suggests. */
const SUGGESTED_TIMES = 3

/** The free times after the one asked for, then those before it: what a refusal suggests. */
const nextTimesAround = (free: string[], startTime: string) => [...free.filter((time) => time > startTime), ...free.filter((time) => time < startTime)].slice(0, SUGGESTED_TIMES)

/** The category, or 400 with SPEC's message. */
export async function categoryOf(db: Db, id: string) {
  const category = await findCategory(db, id)
  if (!category) throw badRequest(bookingMessages.category)
  return category
}

/** An active service of the category, or 400 with SPEC's message. */
export async function serviceOf(db: Db, id: string, categoryId: string) {
  const service = await findService(db, id)
  if (!service || !service.active || service.categoryId !== categoryId) throw badRequest(bookingMessages.service)
  return service
}

/** An active service of the menu, any category, or 400: a visit's service after its first. */
async function moreServiceOf(db: Db, id: string) {
  const service = await findService(db, id)
  if (!service || !service.active) throw badRequest(bookingMessages.moreServices)
  return service
}

/** A visit as a request asks for it: its services in order, each with who may serve it, and its price. */
export interface VisitRequest {
  lines: VisitLineRequest[]
  priceKobo: number
}

/**
 * The visit a request names: its first service (of the category, with the member she prefers, or anyone of the
 * category), then its others, each with the member chosen for it, else its category's team, the member she prefers
 * first when she does it too.
 */
export async function visitRequestOf(db: Db, fields: { category: string; service: string; moreServices?: string[]; preferredEmployee: string }): Promise<VisitRequest> {
  const category = await categoryOf(db, fields.category)
  const first = await serviceOf(db, fields.service, category.id)
  const serving = await staffFor(db, category.id)
  if (fields.preferredEmployee !== ANY_EMPLOYEE && !serving.includes(fields.preferredEmployee)) throw badRequest(bookingMessages.preferredEmployee)
  const preferredFirst = (team: string[]) => (team.includes(fields.preferredEmployee) ? [fields.preferredEmployee, ...team.filter((id) => id !== fields.preferredEmployee)] : team)
  const lines: VisitLineRequest[] = [{ service: first, candidates: fields.preferredEmployee === ANY_EMPLOYEE ? serving : [fields.preferredEmployee] }]
  for (const entry of fields.moreServices ?? []) {
    const { service: id, employee } = readVisitEntry(entry)
    const service = await moreServiceOf(db, id)
    const team = await staffFor(db, service.categoryId)
    if (employee !== ANY_EMPLOYEE && !team.includes(employee)) throw badRequest(bookingMessages.moreServiceMember)
    lines.push({ service, candidates: employee === ANY_EMPLOYEE ? preferredFirst(team) : [employee] })
  }
  return { lines, priceKobo: lines.reduce((sum, line) => sum + line.service.priceKobo, 0) }
}

/** The members' day on `date` (`except` a booking's own time, a move's), read once for the schedule to try every start against. */
const teamDay = async (db: Db, date: string, staffIds: string[], now: Date, except?: string) => memberDays(date, staffIds, await readTeamDay(db, date, staffIds, now, except))

/** Everyone a visit's services may be served by, once each. */
export const teamOf = (lines: VisitLineRequest[]) => [...new Set(lines.flatMap((line) => line.candidates))]

/** The visit's free start times on `date` (the wizard's and the desk's) as of `now`: one read of the team's day. */
export async function freeVisitTimes(db: Db, date: string, visit: VisitRequest, now: Date) {
  return freeVisits(date, await teamDay(db, date, teamOf(visit.lines), now), visit.lines, now)
}

/** The salon's categories, menu and team, for the wizard, the home page and the About page: with the deposit a card booking pays, and the owner's patch-test note. */
export async function salonForClients(shop: FastifyInstance) {
  const [info, { depositPercent, patchTestNote }] = await Promise.all([salonInfo(shop.db), readSalonSettings(shop.db)])
  return { ...info, deposit: depositTerms(shop, depositPercent), patchTestNote }
}

/**
 * The owner's policy for a visit as the wizard says it before she confirms: the deposit a card booking pays (a new
 * client's, when the policy asks it of new clients only), the fee, and the words; the desk reads it too.
 */
export async function visitPolicy(shop: FastifyInstance, asked: { category: string; service: string; more?: string }): Promise<VisitPolicy> {
  const visit = await visitRequestOf(shop.db, { category: asked.category, service: asked.service, moreServices: asked.more ? asked.more.split(',') : [], preferredEmployee: ANY_EMPLOYEE })
  const policy = await policyFor(shop.db, visit.lines[0]!.service.id)
  const { depositPercent } = await readSalonSettings(shop.db)
  const deposit = !shop.payments ? 0 : policy ? policyDepositKobo(policy, visit.priceKobo, true) : Math.round((visit.priceKobo * depositPercent) / 100)
  const terms = policy ?? noPolicy()
  const feeKobo = policyFeeKobo(terms, visit.priceKobo)
  return {
    set: policy !== undefined,
    deposit: deposit / 100,
    depositWho: terms.depositWho,
    fee: feeKobo / 100,
    windowHours: terms.windowHours,
    keepCard: terms.keepCard && feeKobo > 0 && deposit > 0,
    words: policyWords(terms, visit.priceKobo, deposit),
  }
}

/**
 * The wizard's free times of `date`: without a service, the times with room for the category's shortest one; with it
 * (and the visit's others, `more`: "id,id@member"), the times the whole visit fits.
 */
export async function wizardTimes(db: Db, asked: { category: string; date: string; service?: string; more?: string }, now: Date) {
  const { category: categoryId, date, service, more } = asked
  if (!service) {
    if (more) throw badRequest(bookingMessages.service)
    const category = await categoryOf(db, categoryId)
    const minutes = await shortestService(db, category.id)
    if (minutes === undefined) return []
    return freeSlots(date, await teamDay(db, date, await staffFor(db, category.id), now), minutes, now)
  }
  const visit = await visitRequestOf(db, { category: categoryId, service, moreServices: more ? more.split(',') : [], preferredEmployee: ANY_EMPLOYEE })
  return freeVisitTimes(db, date, visit, now)
}

/**
 * The answer to a request whose Idempotency-Key made a booking before: the first answer, with a new manage link
 * (only the first link's hash was kept). The same key asking for another booking is refused.
 */
async function replayOf(shop: FastifyInstance, requested: BookingRequestKey, made: RequestedBooking) {
  if (made.hash !== requested.hash) throw new Refusal('unprocessable', mm.requestReused)
  const link = newManageLink(shop)
  await link.step(shop.db, made.bookingId)
  return { booking: toBooking((await findBooking(shop.db, made.bookingId))!), manageToken: link.token }
}

/** The first answer again when the request's Idempotency-Key has made a booking already; undefined when not (or without a key). */
async function replayed(shop: FastifyInstance, requested: BookingRequestKey | undefined) {
  const made = requested && (await findRequestedBooking(shop.db, requested.key))
  return made ? { made: 'replayed' as const, ...(await replayOf(shop, requested!, made)) } : undefined
}

/** Holds the Idempotency-Key until the transaction ends (a request under it sent at once waits here); what it made. */
async function madeUnderHeldKey(tx: Db, requested: BookingRequestKey): Promise<RequestedBooking | undefined> {
  await holdRequestKey(tx, 'booking', requested.key)
  return findRequestedBooking(tx, requested.key)
}

/**
 * In the booking's transaction: how it was asked for, her consent to phone messages if she gave it (before
 * her messages are made), then the client's manage link (and her messages with it).
 */
const madeForClient =
  (
    link: ManageLink,
    anyEmployee: boolean,
    requested: BookingRequestKey | undefined,
    phoneConsent: { phone: string; channel: PhoneChannel } | undefined,
    offersConsent: { phone: string; at: Date } | undefined,
  ): BookingStep =>
  async (tx, bookingId) => {
    await recordBookingRequest(tx, bookingId, anyEmployee, requested)
    if (phoneConsent) await recordConsent(tx, phoneConsent.phone, phoneConsent.channel)
    if (offersConsent) await recordOffersConsent(tx, offersConsent.phone, 'booking', offersConsent.at)
    await link.step(tx, bookingId)
  }

export interface BookingRequest {
  category: string
  service: string
  /** The visit's services after the first, in order. */
  moreServices?: string[]
  preferredEmployee: string
  date: string
  startTime: string
  fullName: string
  /** Null (or empty) for a client booked at the desk without one: she gets no e-mail. */
  email: string | null
  phone: string
  paymentMethod: Parameters<typeof depositHoldFor>[1]
  /** She agreed to messages on her phone (NDPA consent), on this channel (the owner's default when not given). */
  phoneMessages?: boolean
  phoneChannel?: PhoneChannel
  /** She agreed to news and offers on this number (a consent of its own, NDPA 2023). */
  offers?: boolean
  /** She agreed that her first card payment keeps the card for the policy's fee. */
  keepCard?: boolean
}

export type BookingOutcome =
  | { made: 'booked' | 'replayed'; booking: Booking; manageToken: string }
  | { made: 'held'; booking: Booking; authorizationUrl: string; reference: string }

/**
 * A client books a time (from the wizard): with a member of the category's team, or the first free one for 'any'.
 * A card booking with a deposit to pay holds its time until paid; the others are booked at once, with their
 * e-mails. The exclusion constraint decides between two clients asking for one time. A retry under the same
 * Idempotency-Key gets the booking its first request made.
 */
export async function bookAppointment(shop: FastifyInstance, fields: BookingRequest, from: { ip: string; requested?: BookingRequestKey; log: FastifyBaseLogger; origin: string }): Promise<BookingOutcome> {
  // A double click or a retry after a lost answer, under the same key: the booking the first one made.
  const madeBefore = await replayed(shop, from.requested)
  if (madeBefore) return madeBefore
  // A family books a few appointments; a script that fills the calendar from one address is stopped. The unit is
  // taken first, so parallel bookings cannot all pass, and given back by a refused or replayed one.
  const { bookings } = shop.limits
  await bookings.take(from.ip)
  let outcome: BookingOutcome
  try {
    outcome = await bookTime(shop, fields, from)
  } catch (error) {
    await bookings.giveBack(from.ip)
    throw error
  }
  if (outcome.made === 'replayed') await bookings.giveBack(from.ip)
  return outcome
}

/** The booking bookAppointment counts: the time taken, held for its deposit, or refused saying what is free. */
async function bookTime(shop: FastifyInstance, fields: BookingRequest, from: { requested?: BookingRequestKey; log: FastifyBaseLogger; origin: string; staff?: StaffActor; askDeposit?: boolean }): Promise<BookingOutcome> {
  const { preferredEmployee, date, startTime, phoneMessages, phoneChannel, offers, moreServices: _inVisit, keepCard, ...booking } = fields
  const { requested } = from
  const visit = await visitRequestOf(shop.db, fields)
  const [first] = visit.lines
  const start = timeToMinutes(startTime)
  const hold = await depositHoldFor(shop, booking.paymentMethod, visit.priceKobo, { service: first!.service.id, phone: booking.phone, byLink: from.askDeposit === true })
  if (from.askDeposit && !hold) throw badRequest(nm.deskDepositNothing)
  if (hold?.byLink && !booking.email && !booking.phone) throw badRequest(nm.deskDepositNoContact)
  const now = shop.clock.now()
  const days = await teamDay(shop.db, date, teamOf(visit.lines), now)
  if (!first!.candidates.some((id) => days.get(id)!.hours)) throw conflict(bookingMessages.closedDay, { nextTimes: [] })
  // A booking held for its deposit gets its e-mails once paid (actions/deposits.ts).
  const link = newManageLink(shop, hold ? undefined : 'made')
  const consentPhone = phoneMessages ? internationalPhone(booking.phone) : null
  const phoneConsent = consentPhone ? { phone: consentPhone, channel: phoneChannel ?? (await readMessageSettings(shop.db)).defaultChannel } : undefined
  const offersPhone = offers ? internationalPhone(booking.phone) : null
  const madeFor = madeForClient(link, preferredEmployee === ANY_EMPLOYEE, requested, phoneConsent, offersPhone ? { phone: offersPhone, at: now } : undefined)
  const atDesk = from.staff ? takenAtDesk(from.staff, madeFor) : madeFor
  const onMade = hold?.byLink ? depositLinkSent(shop, atDesk, hold) : atDesk
  // Each insert is decided by the exclusion constraint; 'any' moves on to the next free member of the team.
  const place = visitPlacer(days, visit.lines)
  for (const employeeId of first!.candidates) {
    const planned = place(start, employeeId)
    if (!planned) continue
    const insert = (db: Db) => insertBooking(db, { ...booking, email: booking.email || null, cardConsent: keepCard === true }, visitRows(date, planned), now, onMade, hold)
    // The same request sent twice at once (a double click): the second waits for the first and answers as it did.
    const attempt = requested
      ? await shop.db.transaction(async (tx) => {
          const madeBefore = await madeUnderHeldKey(tx, requested)
          return madeBefore ? { madeBefore } : { saved: await insert(tx) }
        })
      : { saved: await insert(shop.db) }
    if (attempt.madeBefore) return { made: 'replayed', ...(await replayOf(shop, requested!, attempt.madeBefore)) }
    if (!attempt.saved) continue
    const saved = toBooking(attempt.saved)
    shop.metrics.bookingsMade.inc({ source: from.staff ? 'desk' : 'online' })
    // A phone client pays by the link she was sent (its messages are in the booking's transaction).
    if (hold?.byLink) {
      shop.mail.wake()
      return { made: 'held', booking: saved, authorizationUrl: depositLinkOf(shop.mail.context, hold.paymentReference), reference: hold.paymentReference }
    }
    if (hold) return { made: 'held', booking: saved, ...(await startDeposit(shop, saved, hold, from)) }
    shop.mail.wake()
    return { made: 'booked', booking: saved, manageToken: link.token }
  }
  // The same request sent at once, which took the time after this one's check of its key and before it read the
  // day: its booking. (One that took it later is found under the held key above.)
  const madeMeanwhile = await replayed(shop, requested)
  if (madeMeanwhile) return madeMeanwhile
  // Read again: the request may have lost to one that took the time meanwhile.
  const free = (await freeVisitTimes(shop.db, date, visit, shop.clock.now())).map(({ time }) => time)
  throw conflict(bookingMessages.slotTaken, { nextTimes: nextTimesAround(free, startTime) })
}

/** The booking the manage link's token opens, or 404: a wrong token learns nothing, not even whether a booking exists. */
export async function bookingOfLink(shop: FastifyInstance, token: string): Promise<Booking> {
  const booking = toBookingOrNone(token.length > 0 && token.length <= MANAGE_TOKEN_MAX ? await findBookingByToken(shop.db, token) : undefined)
  if (!booking) throw notFound(mm.notFound)
  return booking
}

/** The booking as its link shows it, with whether it may still be changed online. */
export async function managedView(shop: FastifyInstance, booking: Booking, now = shop.clock.now()): Promise<ManagedBooking> {
  const { clientChangeCutoffHours: cutoffHours } = await readSalonSettings(shop.db)
  const changeUntil = new Date(shopMoment(booking.date, timeToMinutes(booking.startTime)).getTime() - cutoffHours * 3_600_000)
  const anyEmployee = await bookedAnyEmployee(shop.db, booking._id)
  const late = await lateCancellationOf(shop.db, booking, now)
  return {
    reference: booking.reference,
    serviceName: booking.serviceName,
    employeeName: booking.employeeName,
    anyEmployee,
    // A reschedule gives the first member's services to whoever is free when she asked for anyone; the others keep theirs.
    lines: booking.lines.map((line) => ({ serviceName: line.serviceName, employeeName: line.employeeName, anyone: anyEmployee && line.employeeId === booking.employeeId })),
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    durationMinutes: booking.durationMinutes,
    price: booking.price,
    status: booking.status,
    changeable: booking.status === 'confirmed' && now < changeUntil,
    changeUntil: changeUntil.toISOString(),
    cutoffHours,
    cancelWords: cancelWords(late.feeKobo, late.late),
  }
}

/** 409 unless the client may still change the booking: it is active and the owner's cut-off has not passed. */
function assertChangeable(view: ManagedBooking): void {
  if (view.status !== 'confirmed') throw conflict(mm.notActive)
  if (!view.changeable) throw conflict(mm.cutoffPassed(view.cutoffHours))
}

/** Who may take the booking's first service at another time: its member, or anyone of the category when she asked for anyone (her member first). */
async function candidatesFor(shop: FastifyInstance, booking: Booking, anyEmployee: boolean): Promise<string[]> {
  if (!anyEmployee) return [booking.employeeId]
  const serving = await staffFor(shop.db, booking.category)
  return [booking.employeeId, ...serving.filter((id) => id !== booking.employeeId)]
}

/**
 * Places the booking's visit on `date` as a move does: from a start, with a member taking its first member's services
 * (the others keep theirs), when every service fits its member's day; one read of the day of `firstMembers` and the
 * visit's other members, its own time left out.
 */
async function visitMover(shop: FastifyInstance, booking: Booking, date: string, firstMembers: string[]) {
  const lines = await visitLinesOf(shop.db, booking._id)
  const days = await teamDay(shop.db, date, [...new Set([...firstMembers, ...lines.map((line) => line.employeeId)])], shop.clock.now(), booking._id)
  return (start: number, employeeId: string) => visitFits(days, movedVisit(lines, start, (member) => (member === booking.employeeId ? employeeId : member)))
}

/** The start times of `date` the booking could move to (its own time left out of the busy ones). */
export async function freeTimesFor(shop: FastifyInstance, booking: Booking, date: string): Promise<string[]> {
  const candidates = await candidatesFor(shop, booking, await bookedAnyEmployee(shop.db, booking._id))
  return freeStarts(date, candidates, await visitMover(shop, booking, date, candidates), shop.clock.now()).map(({ time }) => time)
}

/** The client cancels through her link, until the owner's cut-off; her e-mails and the reminder's withdrawal follow. */
export async function cancelByClient(shop: FastifyInstance, token: string): Promise<ManagedBooking> {
  const booking = await bookingOfLink(shop, token)
  assertChangeable(await managedView(shop, booking))
  // Inside the policy's window the fee is recorded with the cancellation; the owner charges or waives it.
  const { late, feeKobo } = await lateCancellationOf(shop.db, booking, shop.clock.now())
  await setBookingStatus(shop.db, booking._id, 'cancelled', withFee(mailBooking(shop, 'cancelled'), 'late-cancellation', late ? feeKobo : 0))
  shop.mail.wake()
  await shop.waitingList.offerFreed()
  return managedView(shop, toBooking((await findBooking(shop.db, booking._id))!))
}

/**
 * The client moves her booking through her link, until the owner's cut-off: the new time is taken and the old
 * released in one statement; the exclusion constraint refuses a time someone booked meanwhile, and the booking
 * then stays where it was (409 with the free times).
 */
export async function rescheduleByClient(shop: FastifyInstance, booking: Booking, token: string, date: string, startTime: string): Promise<ManagedBooking> {
  const view = await managedView(shop, booking)
  assertChangeable(view)
  if (date === booking.date && startTime === booking.startTime) throw conflict(mm.unchanged)
  const start = timeToMinutes(startTime)
  const candidates = await candidatesFor(shop, booking, view.anyEmployee)
  const place = await visitMover(shop, booking, date, candidates)
  for (const employeeId of candidates) {
    const planned = place(start, employeeId)
    if (!planned) continue
    if ((await moveBookingRow(shop.db, booking._id, visitRows(date, planned), shop.clock.now(), mailBooking(shop, 'moved', token))) === 'taken') continue
    shop.mail.wake()
    await shop.waitingList.offerFreed()
    return managedView(shop, toBooking((await findBooking(shop.db, booking._id))!))
  }
  throw conflict(mm.taken, { nextTimes: nextTimesAround(await freeTimesFor(shop, booking, date), startTime) })
}

/** In the change's transaction, after its messages: the line of the activity list naming the team member. */
const recordedBy =
  (staff: StaffActor, step: BookingStep, summary: string): BookingStep =>
  async (tx, bookingId) => {
    await step(tx, bookingId)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'booking', subject: bookingId, summary })
  }

/** In a desk booking's transaction, after the client's link and e-mails: the activity line naming who took it. */
const takenAtDesk =
  (staff: StaffActor, step: BookingStep): BookingStep =>
  async (tx, bookingId) => {
    await step(tx, bookingId)
    const booking = toBooking((await findBooking(tx, bookingId))!)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'booking', subject: bookingId, summary: `Booking ${booking.reference} taken at the desk for ${booking.date} ${booking.startTime} with ${booking.employeeName}` })
  }

/**
 * The owner or the front desk books a time for a client on the phone or at the door: the wizard's booking
 * (its checks, the exclusion constraint, its messages and e-mails, its Idempotency-Key), paid at the salon, so
 * no deposit is held; not counted against the desk's address, which books for many clients.
 */
export async function bookAtDesk(
  shop: FastifyInstance,
  staff: StaffActor,
  fields: Omit<BookingRequest, 'paymentMethod' | 'keepCard'> & { askDeposit?: boolean },
  from: { requested?: BookingRequestKey; log: FastifyBaseLogger; origin: string },
): Promise<{ made: 'booked' | 'replayed' | 'held'; booking: Booking; depositLink?: string }> {
  const madeBefore = await replayed(shop, from.requested)
  if (madeBefore) return { made: 'replayed', booking: madeBefore.booking }
  const { askDeposit, ...visit } = fields
  // Paid at the salon; with askDeposit, held until the deposit asked by link is paid.
  const outcome = await bookTime(shop, { ...visit, paymentMethod: 'pay-on-visit' }, { ...from, staff, askDeposit })
  if (outcome.made === 'held') return { made: 'held', booking: outcome.booking, depositLink: outcome.authorizationUrl }
  return { made: outcome.made, booking: outcome.booking }
}

/** In a desk booking's transaction, after `step`: her deposit link, and the message of its lapse for when its hold runs out. */
const depositLinkSent =
  (shop: FastifyInstance, step: BookingStep, hold: DepositHold): BookingStep =>
  async (tx, bookingId) => {
    await step(tx, bookingId)
    const booking = toBooking((await findBooking(tx, bookingId))!)
    await enqueueDepositLink(tx, shop.mail.context, booking, hold)
  }

/** How many times a walk-in tries the next free start when another booking took the one it chose meanwhile. */
const WALK_IN_ATTEMPTS = 3

/**
 * A client walks in: the desk books her service at today's first free start (the next slot not yet begun, as the
 * wizard offers them) with the first free member who does it, through the desk's booking (its checks, the exclusion
 * constraint, its messages). A start taken meanwhile moves her on to the next; none left today is a 409 saying so.
 */
export async function bookWalkIn(
  shop: FastifyInstance,
  staff: StaffActor,
  fields: Omit<BookingRequest, 'paymentMethod' | 'date' | 'startTime' | 'preferredEmployee'>,
  from: { requested?: BookingRequestKey; log: FastifyBaseLogger; origin: string },
): Promise<{ made: 'booked' | 'replayed' | 'held'; booking: Booking }> {
  const date = shopDate(shop.clock.now())
  const visit = await visitRequestOf(shop.db, { ...fields, preferredEmployee: ANY_EMPLOYEE })
  for (let attempt = 1; ; attempt += 1) {
    const [first] = await freeVisitTimes(shop.db, date, visit, shop.clock.now())
    if (!first) throw conflict(am.walkInNobodyFree, { nextTimes: [] })
    try {
      return await bookAtDesk(shop, staff, { ...fields, date, startTime: first.time, preferredEmployee: ANY_EMPLOYEE }, from)
    } catch (error) {
      const lostTheRace = error instanceof Refusal && error.message === bookingMessages.slotTaken
      if (!lostTheRace || attempt === WALK_IN_ATTEMPTS) throw error
    }
  }
}

/** A team member sets a booking's status (completed, no-show, cancelled…), with the client's e-mails; a stylist only her own appointments'. */
export async function setStatusAtSalon(shop: FastifyInstance, staff: StaffActor, id: string, status: BookingStatus, early = false): Promise<Booking | undefined> {
  const booking = toBookingOrNone(isUuid(id) ? await findBooking(shop.db, id) : undefined)
  if (!booking) throw notFound(am.bookingNotFound)
  const refusal = refusalOfBookingStatus(staff, booking.lines.map((line) => line.employeeId), status)
  if (refusal) throw refusal
  // Awaiting its deposit, a booking is the payment's to confirm: the salon may only cancel it.
  if (status !== 'cancelled' && booking.status === AWAITING_DEPOSIT) throw conflict(am.heldBooking)
  // A visit not yet begun was neither done nor missed: a tap on the wrong day must not mail her so, unless it says early.
  if (EARLY_STATUSES.includes(status) && !early && shopMoment(booking.date, timeToMinutes(booking.startTime)) > shop.clock.now()) throw conflict(am.notStartedYet)
  const recorded = recordedBy(staff, mailBooking(shop, statusEvent(status)), `Booking ${booking.reference} marked ${status}`)
  // A visit done takes the products its services used, in the transaction that marks it so.
  const step: BookingStep = async (tx, bookingId) => {
    if (status === 'completed') await supplyVisit(shop, tx, bookingId)
    await recorded(tx, bookingId)
  }
  // A no-show owes the policy's fee; set back to confirmed, a fee not yet acted on goes.
  const withItsFee: BookingStep =
    status === 'no-show' ? withFee(step, 'no-show', await feeKoboOf(shop.db, booking)) : status === 'confirmed' ? async (tx, bookingId) => (await step(tx, bookingId), await dropDueFee(tx, bookingId)) : step
  const outcome = await setBookingStatus(shop.db, booking._id, status, withItsFee)
  if (!outcome) throw notFound(am.bookingNotFound)
  if (outcome === 'taken') throw conflict(am.moveTaken)
  shop.mail.wake()
  await shop.waitingList.offerFreed()
  return toBookingOrNone(await findBooking(shop.db, id))
}

/** The booking a team member would move to `employeeId`: one there is, not held for its deposit, of a category she does. */
async function movableBooking(shop: FastifyInstance, id: string, employeeId: string): Promise<Booking> {
  const booking = toBookingOrNone(isUuid(id) ? await findBooking(shop.db, id) : undefined)
  if (!booking) throw notFound(am.bookingNotFound)
  if (booking.status === AWAITING_DEPOSIT) throw conflict(am.heldBooking)
  if (!(await staffFor(shop.db, booking.category)).includes(employeeId)) throw badRequest(am.staffNotFound)
  return booking
}

/**
 * The start times of `date` (not yet begun) the booking could move to with `employeeId` taking its first member's
 * services, as moveAtSalon places it: every service of the visit within its member's hours, clear of her time off and other visits.
 */
export async function moveTimesAtSalon(shop: FastifyInstance, id: string, employeeId: string, date: string): Promise<string[]> {
  const booking = await movableBooking(shop, id, employeeId)
  return freeStarts(date, [employeeId], await visitMover(shop, booking, date, [employeeId]), shop.clock.now()).map(({ time }) => time)
}

/** A team member moves a booking to a member of its category and a time within her hours; the constraint decides against other bookings. */
export async function moveAtSalon(shop: FastifyInstance, staff: StaffActor, id: string, to: { employeeId: string; date: string; startTime: string }): Promise<Booking | undefined> {
  const booking = await movableBooking(shop, id, to.employeeId)
  const start = timeToMinutes(to.startTime)
  // Within their hours and clear of their time off and other visits, every service of the visit.
  const planned = (await visitMover(shop, booking, to.date, [to.employeeId]))(start, to.employeeId)
  if (!planned) throw conflict(am.moveTaken)
  const slot = visitRows(to.date, planned)
  const member = (await listTeam(shop.db)).find((someone) => someone.id === to.employeeId)!
  const step = recordedBy(staff, mailBooking(shop, 'moved'), `Booking ${booking.reference} moved to ${to.date} ${to.startTime} with ${member.name}`)
  if ((await moveBookingRow(shop.db, booking._id, slot, shop.clock.now(), step)) === 'taken') throw conflict(am.moveTaken)
  shop.mail.wake()
  await shop.waitingList.offerFreed()
  return toBookingOrNone(await findBooking(shop.db, id))
}
