import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { bookingManageMessages } from '../../../src/contract/bookingManage'
import { ANY_EMPLOYEE, bookingAvailabilitySchema, bookingSchema, messages, shopMoment, timeToMinutes } from '../../../src/contract'
import type { Db } from '../db/client'
import { badRequest, HttpError, parseBody } from '../errors'
import { idempotentRequest } from '../idempotency'
import { isUniqueViolation } from '../ids'
import { readPage } from '../pages'
import { findBooking, insertBooking, listBookings, type BookingStep } from '../repositories/bookings'
import { findCategory, findService, freeSlots, readSalonSettings, roomAt, salonInfo, shortestService, staffFor, teamDay } from '../repositories/salon'
import { findRequestedBooking, recordBookingRequest, type BookingRequestKey } from '../repositories/bookingManage'
import { bookingManageRoutes } from './bookingManage'
import { depositHoldFor, depositRoutes, startDeposit } from './deposit'
import { newManageLink, type ManageLink } from './manageLink'
import { salonAdminRoutes } from './salonAdmin'

/** How many free start times a refused booking suggests. */
const SUGGESTED_TIMES = 3

/** The category, or 400 with SPEC's message. */
async function categoryOf(db: Db, id: string) {
  const category = await findCategory(db, id)
  if (!category) throw badRequest(messages.booking.category)
  return category
}

/** An active service of the category, or 400 with SPEC's message. */
async function serviceOf(db: Db, id: string, categoryId: string) {
  const service = await findService(db, id)
  if (!service || !service.active || service.categoryId !== categoryId) throw badRequest(messages.booking.service)
  return service
}

/**
 * What a booking request with an Idempotency-Key made before, as the first answer (with a new manage link:
 * only the first link's hash was kept); undefined when the key made nothing yet. The same key asking for
 * another booking is refused.
 */
async function bookedBefore(app: FastifyInstance, requested: BookingRequestKey) {
  const made = await findRequestedBooking(app.db, requested.key)
  if (!made) return undefined
  if (made.hash !== requested.hash) throw new HttpError(422, bookingManageMessages.requestReused)
  const link = newManageLink(app)
  await link.step(app.db, made.bookingId)
  return { booking: (await findBooking(app.db, made.bookingId))!, manageToken: link.token }
}

/** In the booking's transaction: how it was asked for, then the client's manage link (and her e-mails with it). */
const madeForClient =
  (link: ManageLink, anyEmployee: boolean, requested: BookingRequestKey | undefined): BookingStep =>
  async (tx, bookingId) => {
    await recordBookingRequest(tx, bookingId, anyEmployee, requested)
    await link.step(tx, bookingId)
  }

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const fields = await parseBody(bookingSchema, request.body)
    const { preferredEmployee, date, startTime, ...booking } = fields
    // A double click or a retry after a lost answer, under the same key: the booking the first one made.
    const requested = idempotentRequest(request, fields)
    const replay = requested && (await bookedBefore(app, requested))
    if (replay) return reply.status(201).header('idempotent-replayed', 'true').send({ success: true, message: messages.booking.received, ...replay })
    // A family books a few appointments; a script that fills the calendar from one address is stopped.
    await app.limits.bookings.check(request.ip)
    const category = await categoryOf(app.db, booking.category)
    const service = await serviceOf(app.db, booking.service, category.id)
    const serving = await staffFor(app.db, category.id)
    if (preferredEmployee !== ANY_EMPLOYEE && !serving.includes(preferredEmployee)) throw badRequest(messages.booking.preferredEmployee)
    const candidates = preferredEmployee === ANY_EMPLOYEE ? serving : [preferredEmployee]
    const start = timeToMinutes(startTime)
    const slot = { startsAt: shopMoment(date, start), endsAt: shopMoment(date, start + service.durationMinutes), priceKobo: service.priceKobo }
    // A card booking with a deposit to pay holds its time until paid; the others are booked at once.
    const hold = await depositHoldFor(app, booking.paymentMethod, service.priceKobo)
    const days = await teamDay(app.db, date, candidates)
    if (![...days.values()].some((day) => day.hours)) return reply.status(409).send({ success: false, message: messages.booking.closedDay, nextTimes: [] })
    // A booking held for its deposit gets its e-mails once paid (routes/deposit.ts).
    const link = newManageLink(app, hold ? undefined : 'made')
    const onMade = madeForClient(link, preferredEmployee === ANY_EMPLOYEE, requested)
    // Each insert is decided by the exclusion constraint; 'any' moves on to the next free member of the team.
    for (const employeeId of candidates) {
      if (roomAt(days.get(employeeId)!, start) < service.durationMinutes) continue
      let saved
      try {
        saved = await insertBooking(app.db, { ...booking, category: category.id }, { ...slot, employeeId }, onMade, hold)
      } catch (error) {
        // The same request, sent twice at once, made its booking in the other one: answer as that one did.
        const made = requested && isUniqueViolation(error, 'booking_requests_key') ? await bookedBefore(app, requested) : undefined
        if (!made) throw error
        return reply.status(201).header('idempotent-replayed', 'true').send({ success: true, message: messages.booking.received, ...made })
      }
      if (!saved) continue
      await app.limits.bookings.spend(request.ip)
      if (hold) return startDeposit(app, request, reply, saved, hold)
      app.mail.wake()
      return reply.status(201).send({ success: true, message: messages.booking.received, booking: saved, manageToken: link.token })
    }
    // Read again: the request may have lost to one that took the time meanwhile.
    const free = freeSlots(date, await teamDay(app.db, date, candidates), service.durationMinutes).map(({ time }) => time)
    const nextTimes = [...free.filter((time) => time > startTime), ...free.filter((time) => time < startTime)].slice(0, SUGGESTED_TIMES)
    return reply.status(409).send({ success: false, message: messages.booking.slotTaken, nextTimes })
  })

  app.get('/availability', async (request) => {
    const { category: categoryId, date, service: serviceId } = await parseBody(bookingAvailabilitySchema, request.query)
    const category = await categoryOf(app.db, categoryId)
    const minutes = serviceId ? (await serviceOf(app.db, serviceId, category.id)).durationMinutes : await shortestService(app.db, category.id)
    if (minutes === undefined) return { success: true, slots: [] }
    return { success: true, slots: freeSlots(date, await teamDay(app.db, date, await staffFor(app.db, category.id)), minutes) }
  })

  /** The salon's categories, menu and team, for the wizard, the home page and the About page. */
  app.get('/salon', async (_request, reply) => {
    // Everyone sees the same menu: a minute's cache spares the database the home page's visitors.
    reply.header('cache-control', 'public, max-age=60')
    const [info, { depositPercent }] = await Promise.all([salonInfo(app.db), readSalonSettings(app.db)])
    // Without a payment gateway a card booking is booked at once and pays nothing ahead.
    const deposit = { percent: app.payments ? depositPercent : 0, holdMinutes: Math.ceil(app.config.bookingHoldSeconds / 60) }
    return { success: true, ...info, deposit }
  })

  await app.register(depositRoutes)
  await app.register(bookingManageRoutes, { prefix: '/manage' })
  await app.register(salonAdminRoutes, { prefix: '/seller' })

  app.get('/seller', { preHandler: app.requireSeller }, async (request) => ({ success: true, ...(await listBookings(app.db, readPage(request.query))) }))
}
