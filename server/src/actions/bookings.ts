import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { ANY_EMPLOYEE, AWAITING_DEPOSIT, bookingMessages, salonAdminMessages as am, timeToMinutes, type Booking, type BookingStatus } from '../../../src/contract'
import { bookingManageMessages as mm, type ManagedBooking } from '../../../src/contract/bookingManage'
import type { Db } from '../db/client'
import { isUniqueViolation, isUuid } from '../ids'
import { mailBooking, statusEvent } from '../messages/booking'
import { bookedAnyEmployee, findBookingByToken, findRequestedBooking, recordBookingRequest, type BookingRequestKey } from '../repositories/bookingManage'
import { findBooking, insertBooking, type BookingStep } from '../repositories/bookings'
import { findCategory, findService, freeSlots, readSalonSettings, roomAt, staffFor, teamDay } from '../repositories/salon'
import { moveBooking as moveBookingRow, setBookingStatus } from '../repositories/salonAdmin'
import { badRequest, conflict, notFound, Refusal } from '../refusal'
import { shopMoment } from '../../../src/contract'
import { depositHoldFor, startDeposit } from './deposits'
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

/**
 * What a booking request with an Idempotency-Key made before, as the first answer (with a new manage link:
 * only the first link's hash was kept); undefined when the key made nothing yet. The same key asking for
 * another booking is refused.
 */
async function bookedBefore(shop: FastifyInstance, requested: BookingRequestKey) {
  const made = await findRequestedBooking(shop.db, requested.key)
  if (!made) return undefined
  if (made.hash !== requested.hash) throw new Refusal('unprocessable', mm.requestReused)
  const link = newManageLink(shop)
  await link.step(shop.db, made.bookingId)
  return { booking: (await findBooking(shop.db, made.bookingId))!, manageToken: link.token }
}

/** In the booking's transaction: how it was asked for, then the client's manage link (and her e-mails with it). */
const madeForClient =
  (link: ManageLink, anyEmployee: boolean, requested: BookingRequestKey | undefined): BookingStep =>
  async (tx, bookingId) => {
    await recordBookingRequest(tx, bookingId, anyEmployee, requested)
    await link.step(tx, bookingId)
  }

export interface BookingRequest {
  category: string
  service: string
  preferredEmployee: string
  date: string
  startTime: string
  fullName: string
  email: string
  phone: string
  paymentMethod: Parameters<typeof depositHoldFor>[1]
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
export async function bookAppointment(shop: FastifyInstance, fields: BookingRequest, from: { ip: string; requested?: BookingRequestKey; log: FastifyBaseLogger }): Promise<BookingOutcome> {
  const { preferredEmployee, date, startTime, ...booking } = fields
  const { requested } = from
  // A double click or a retry after a lost answer, under the same key: the booking the first one made.
  const replay = requested && (await bookedBefore(shop, requested))
  if (replay) return { made: 'replayed', ...replay }
  // A family books a few appointments; a script that fills the calendar from one address is stopped.
  await shop.limits.bookings.check(from.ip)
  const category = await categoryOf(shop.db, booking.category)
  const service = await serviceOf(shop.db, booking.service, category.id)
  const serving = await staffFor(shop.db, category.id)
  if (preferredEmployee !== ANY_EMPLOYEE && !serving.includes(preferredEmployee)) throw badRequest(bookingMessages.preferredEmployee)
  const candidates = preferredEmployee === ANY_EMPLOYEE ? serving : [preferredEmployee]
  const start = timeToMinutes(startTime)
  const slot = { startsAt: shopMoment(date, start), endsAt: shopMoment(date, start + service.durationMinutes), priceKobo: service.priceKobo }
  const hold = await depositHoldFor(shop, booking.paymentMethod, service.priceKobo)
  const days = await teamDay(shop.db, date, candidates)
  if (![...days.values()].some((day) => day.hours)) throw conflict(bookingMessages.closedDay, { nextTimes: [] })
  // A booking held for its deposit gets its e-mails once paid (actions/deposits.ts).
  const link = newManageLink(shop, hold ? undefined : 'made')
  const onMade = madeForClient(link, preferredEmployee === ANY_EMPLOYEE, requested)
  // Each insert is decided by the exclusion constraint; 'any' moves on to the next free member of the team.
  for (const employeeId of candidates) {
    if (roomAt(days.get(employeeId)!, start) < service.durationMinutes) continue
    let saved
    try {
      saved = await insertBooking(shop.db, { ...booking, category: category.id }, { ...slot, employeeId }, onMade, hold)
    } catch (error) {
      // The same request, sent twice at once, made its booking in the other one: answer as that one did.
      const made = requested && isUniqueViolation(error, 'booking_requests_key') ? await bookedBefore(shop, requested) : undefined
      if (!made) throw error
      return { made: 'replayed', ...made }
    }
    if (!saved) continue
    await shop.limits.bookings.spend(from.ip)
    if (hold) return { made: 'held', booking: saved, ...(await startDeposit(shop, saved, hold, from.log)) }
    shop.mail.wake()
    return { made: 'booked', booking: saved, manageToken: link.token }
  }
  // Read again: the request may have lost to one that took the time meanwhile.
  const free = freeSlots(date, await teamDay(shop.db, date, candidates), service.durationMinutes).map(({ time }) => time)
  throw conflict(bookingMessages.slotTaken, { nextTimes: nextTimesAround(free, startTime) })
}

/** The booking the manage link's token opens, or 404: a wrong token learns nothing, not even whether a booking exists. */
export async function bookingOfLink(shop: FastifyInstance, token: string): Promise<Booking> {
  const booking = token.length > 0 && token.length <= 100 ? await findBookingByToken(shop.db, token) : undefined
  if (!booking) throw notFound(mm.notFound)
  return booking
}

/** The booking as its link shows it, with whether it may still be changed online. */
export async function managedView(shop: FastifyInstance, booking: Booking, now = new Date()): Promise<ManagedBooking> {
  const { clientChangeCutoffHours: cutoffHours } = await readSalonSettings(shop.db)
  const changeUntil = new Date(shopMoment(booking.date, timeToMinutes(booking.startTime)).getTime() - cutoffHours * 3_600_000)
  return {
    reference: booking.reference,
    serviceName: booking.serviceName,
    employeeName: booking.employeeName,
    anyEmployee: await bookedAnyEmployee(shop.db, booking._id),
    date: booking.date,
    startTime: booking.startTime,
    endTime: booking.endTime,
    durationMinutes: booking.durationMinutes,
    price: booking.price,
    status: booking.status,
    changeable: booking.status === 'confirmed' && now < changeUntil,
    changeUntil: changeUntil.toISOString(),
    cutoffHours,
  }
}

/** 409 unless the client may still change the booking: it is active and the owner's cut-off has not passed. */
function assertChangeable(view: ManagedBooking): void {
  if (view.status !== 'confirmed') throw conflict(mm.notActive)
  if (!view.changeable) throw conflict(mm.cutoffPassed(view.cutoffHours))
}

/** Who may take the booking at another time: the same member, or anyone of the category when she asked for anyone (her member first). */
async function candidatesFor(shop: FastifyInstance, booking: Booking, anyEmployee: boolean): Promise<string[]> {
  if (!anyEmployee) return [booking.employeeId]
  const serving = await staffFor(shop.db, booking.category)
  return [booking.employeeId, ...serving.filter((id) => id !== booking.employeeId)]
}

/** The start times of `date` the booking could move to (its own time left out of the busy ones). */
export async function freeTimesFor(shop: FastifyInstance, booking: Booking, date: string): Promise<string[]> {
  const days = await teamDay(shop.db, date, await candidatesFor(shop, booking, await bookedAnyEmployee(shop.db, booking._id)), booking._id)
  return freeSlots(date, days, booking.durationMinutes).map(({ time }) => time)
}

/** The client cancels through her link, until the owner's cut-off; her e-mails and the reminder's withdrawal follow. */
export async function cancelByClient(shop: FastifyInstance, token: string): Promise<ManagedBooking> {
  const booking = await bookingOfLink(shop, token)
  assertChangeable(await managedView(shop, booking))
  await setBookingStatus(shop.db, booking._id, 'cancelled', mailBooking(shop, 'cancelled'))
  shop.mail.wake()
  return managedView(shop, (await findBooking(shop.db, booking._id))!)
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
  const to = { startsAt: shopMoment(date, start), endsAt: shopMoment(date, start + booking.durationMinutes) }
  const candidates = await candidatesFor(shop, booking, view.anyEmployee)
  const days = await teamDay(shop.db, date, candidates, booking._id)
  for (const employeeId of candidates) {
    if (roomAt(days.get(employeeId)!, start) < booking.durationMinutes) continue
    if ((await moveBookingRow(shop.db, booking._id, { employeeId, ...to }, mailBooking(shop, 'moved', token))) === 'taken') continue
    shop.mail.wake()
    return managedView(shop, (await findBooking(shop.db, booking._id))!)
  }
  throw conflict(mm.taken, { nextTimes: nextTimesAround(await freeTimesFor(shop, booking, date), startTime) })
}

/** The salon sets a booking's status (completed, no-show, cancelled…), with the client's e-mails. */
export async function setStatusAtSalon(shop: FastifyInstance, id: string, status: BookingStatus): Promise<Booking | undefined> {
  // Awaiting its deposit, a booking is the payment's to confirm: the salon may only cancel it.
  if (status !== 'cancelled' && isUuid(id) && (await findBooking(shop.db, id))?.status === AWAITING_DEPOSIT) throw conflict(am.heldBooking)
  if (!isUuid(id) || !(await setBookingStatus(shop.db, id, status, mailBooking(shop, statusEvent(status))))) throw notFound(am.bookingNotFound)
  shop.mail.wake()
  return findBooking(shop.db, id)
}

/** The salon moves a booking to a member of its category and a time within her hours; the constraint decides against other bookings. */
export async function moveAtSalon(shop: FastifyInstance, id: string, to: { employeeId: string; date: string; startTime: string }): Promise<Booking | undefined> {
  const booking = isUuid(id) ? await findBooking(shop.db, id) : undefined
  if (!booking) throw notFound(am.bookingNotFound)
  if (booking.status === AWAITING_DEPOSIT) throw conflict(am.heldBooking)
  if (!(await staffFor(shop.db, booking.category)).includes(to.employeeId)) throw badRequest(am.staffNotFound)
  const start = timeToMinutes(to.startTime)
  // Within their hours and clear of their time off.
  const day = (await teamDay(shop.db, to.date, [to.employeeId], id)).get(to.employeeId)!
  if (roomAt(day, start) < booking.durationMinutes) throw conflict(am.moveTaken)
  const slot = { employeeId: to.employeeId, startsAt: shopMoment(to.date, start), endsAt: shopMoment(to.date, start + booking.durationMinutes) }
  if ((await moveBookingRow(shop.db, id, slot, mailBooking(shop, 'moved'))) === 'taken') throw conflict(am.moveTaken)
  shop.mail.wake()
  return findBooking(shop.db, id)
}
