import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { shopMoment, timeToMinutes, type Booking } from '../../../src/contract'
import {
  bookingManageMessages as mm,
  bookingRescheduleDaySchema,
  bookingRescheduleSchema,
  MANAGE_REQUESTS_PER_MINUTE,
  type ManagedBooking,
} from '../../../src/contract/bookingManage'
import { HttpError, notFound, parseBody, TooManyRequests } from '../errors'
import { mailBooking } from '../mail/bookingMail'
import { findBooking } from '../repositories/bookings'
import { bookedAnyEmployee, findBookingByToken } from '../repositories/bookingManage'
import { freeSlots, readSalonSettings, roomAt, staffFor, teamDay } from '../repositories/salon'
import { moveBooking, setBookingStatus } from '../repositories/salonAdmin'

/** How many free start times a refused reschedule suggests. */
const SUGGESTED_TIMES = 3

const tokenParam = (params: unknown) => String((params as { token?: unknown }).token ?? '')

/** The booking the link's token opens, or 404: a wrong token learns nothing, not even whether a booking exists. */
async function bookingOf(app: FastifyInstance, token: string): Promise<Booking> {
  const booking = token.length > 0 && token.length <= 100 ? await findBookingByToken(app.db, token) : undefined
  if (!booking) throw notFound(mm.notFound)
  return booking
}

/** The booking as its link shows it, with whether it may still be changed online. */
async function managed(app: FastifyInstance, booking: Booking, now = new Date()): Promise<ManagedBooking> {
  const { clientChangeCutoffHours: cutoffHours } = await readSalonSettings(app.db)
  const changeUntil = new Date(shopMoment(booking.date, timeToMinutes(booking.startTime)).getTime() - cutoffHours * 3_600_000)
  return {
    reference: booking.reference,
    serviceName: booking.serviceName,
    employeeName: booking.employeeName,
    anyEmployee: await bookedAnyEmployee(app.db, booking._id),
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
  if (view.status !== 'confirmed') throw new HttpError(409, mm.notActive)
  if (!view.changeable) throw new HttpError(409, mm.cutoffPassed(view.cutoffHours))
}

/** Who may take the booking at another time: the same member, or anyone of the category when she asked for anyone (her member first). */
async function candidatesFor(app: FastifyInstance, booking: Booking, anyEmployee: boolean): Promise<string[]> {
  if (!anyEmployee) return [booking.employeeId]
  const serving = await staffFor(app.db, booking.category)
  return [booking.employeeId, ...serving.filter((id) => id !== booking.employeeId)]
}

/** The start times of `date` the booking could move to (its own time left out of the busy ones). */
async function freeTimesFor(app: FastifyInstance, booking: Booking, anyEmployee: boolean, date: string): Promise<string[]> {
  const days = await teamDay(app.db, date, await candidatesFor(app, booking, anyEmployee), booking._id)
  return freeSlots(date, days, booking.durationMinutes).map(({ time }) => time)
}

/**
 * The client's manage link: her booking only, found by the hash of the link's random token. She may cancel
 * or reschedule until the owner's cut-off. The seller's calendar changes bookings through the same
 * repository functions (setBookingStatus, moveBooking), so the e-mails and the reminder follow either way.
 */
export const bookingManageRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = {
    max: MANAGE_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => new TooManyRequests(mm.tooMany, Math.ceil(ttl / 1000)),
  }
  const config = { config: { rateLimit } }

  app.get('/:token', config, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { success: true, booking: await managed(app, await bookingOf(app, tokenParam(request.params))) }
  })

  app.get('/:token/availability', config, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const booking = await bookingOf(app, tokenParam(request.params))
    const { date } = await parseBody(bookingRescheduleDaySchema, request.query)
    return { success: true, times: await freeTimesFor(app, booking, await bookedAnyEmployee(app.db, booking._id), date) }
  })

  app.post('/:token/cancel', config, async (request) => {
    const booking = await bookingOf(app, tokenParam(request.params))
    assertChangeable(await managed(app, booking))
    await setBookingStatus(app.db, booking._id, 'cancelled', mailBooking(app, 'cancelled'))
    app.mail.wake()
    return { success: true, message: mm.cancelled, booking: await managed(app, (await findBooking(app.db, booking._id))!) }
  })

  app.post('/:token/reschedule', config, async (request, reply) => {
    const token = tokenParam(request.params)
    const booking = await bookingOf(app, token)
    const { date, startTime } = await parseBody(bookingRescheduleSchema, request.body)
    const view = await managed(app, booking)
    assertChangeable(view)
    if (date === booking.date && startTime === booking.startTime) throw new HttpError(409, mm.unchanged)
    const start = timeToMinutes(startTime)
    const to = { startsAt: shopMoment(date, start), endsAt: shopMoment(date, start + booking.durationMinutes) }
    const candidates = await candidatesFor(app, booking, view.anyEmployee)
    const days = await teamDay(app.db, date, candidates, booking._id)
    // The new time is taken and the old released in one statement; the exclusion constraint refuses a time
    // someone booked meanwhile, and the booking then stays where it was.
    for (const employeeId of candidates) {
      if (roomAt(days.get(employeeId)!, start) < booking.durationMinutes) continue
      if ((await moveBooking(app.db, booking._id, { employeeId, ...to }, mailBooking(app, 'moved', token))) === 'taken') continue
      app.mail.wake()
      return { success: true, message: mm.moved, booking: await managed(app, (await findBooking(app.db, booking._id))!) }
    }
    const free = await freeTimesFor(app, booking, view.anyEmployee, date)
    const nextTimes = [...free.filter((time) => time > startTime), ...free.filter((time) => time < startTime)].slice(0, SUGGESTED_TIMES)
    return reply.status(409).send({ success: false, message: mm.taken, nextTimes })
  })
}
