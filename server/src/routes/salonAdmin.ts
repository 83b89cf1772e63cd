import type { FastifyPluginAsync } from 'fastify'
import {
  AWAITING_DEPOSIT,
  bookingMoveSchema,
  bookingStatusSchema,
  isCalendarDate,
  salonAdminMessages as am,
  salonCategorySchema,
  salonServiceSchema,
  salonSettingsSchema,
  salonStaffSchema,
  salonTimeOffSchema,
  shopMoment,
  timeToMinutes,
} from '../../../src/contract'
import { badRequest, HttpError, notFound, parseBody } from '../errors'
import { mailBooking, statusEvent } from '../mail/bookingMail'
import { isUuid } from '../ids'
import { bookingsBetween, findBooking } from '../repositories/bookings'
import { listCategories, readSalonSettings, roomAt, saveSalonSettings, staffFor, teamDay } from '../repositories/salon'
import {
  addTimeOff,
  createCategory,
  createService,
  deleteService,
  deleteStaff,
  deleteTimeOff,
  isMissingReference,
  listAllServices,
  listStaffAdmin,
  listTimeOff,
  moveBooking,
  saveStaff,
  setBookingStatus,
  updateService,
} from '../repositories/salonAdmin'

/** The longest span the calendar reads at once: a week. */
const MAX_CALENDAR_DAYS = 7

/** Runs a write whose foreign keys name categories or staff: one that names none there is a 400. */
async function withKnownReferences<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isMissingReference(error)) throw badRequest(message)
    throw error
  }
}

const idParam = (params: unknown) => String((params as { id?: unknown }).id ?? '')

/** The owner's salon: menu, team, hours, time off and the bookings calendar. Every route is the seller's. */
export const salonAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireSeller)

  app.get('/salon', async () => {
    const [categories, services, team] = await Promise.all([listCategories(app.db), listAllServices(app.db), listStaffAdmin(app.db)])
    return { success: true, categories, services, team }
  })

  /** The owner's salon settings: the deposit a card booking pays, and until when before a booking its client may change it online. */
  app.get('/settings', async () => ({ success: true, settings: await readSalonSettings(app.db) }))

  app.patch('/settings', async (request) => {
    const { depositPercent, clientChangeCutoffHours } = await parseBody(salonSettingsSchema, request.body)
    const settings = await saveSalonSettings(app.db, { ...(depositPercent !== undefined && { depositPercent }), ...(clientChangeCutoffHours !== undefined && { clientChangeCutoffHours }) })
    return { success: true, message: am.saved, settings }
  })

  app.post('/categories', async (request, reply) => {
    const category = await createCategory(app.db, await parseBody(salonCategorySchema, request.body))
    return reply.status(201).send({ success: true, message: am.saved, category })
  })

  app.post('/services', async (request, reply) => {
    const input = await parseBody(salonServiceSchema, request.body)
    const service = await withKnownReferences(createService(app.db, input), am.category)
    return reply.status(201).send({ success: true, message: am.saved, service })
  })

  app.put('/services/:id', async (request) => {
    const input = await parseBody(salonServiceSchema, request.body)
    const service = await withKnownReferences(updateService(app.db, idParam(request.params), input), am.category)
    if (!service) throw notFound(am.serviceNotFound)
    return { success: true, message: am.saved, service }
  })

  app.post('/services/:id/delete', async (request) => {
    const outcome = await deleteService(app.db, idParam(request.params))
    if (!outcome) throw notFound(am.serviceNotFound)
    if (outcome === 'booked') throw new HttpError(409, am.serviceBooked)
    return { success: true, message: am.deleted }
  })

  app.post('/team', async (request, reply) => {
    const input = await parseBody(salonStaffSchema, request.body)
    const id = await withKnownReferences(saveStaff(app.db, undefined, input), am.category)
    return reply.status(201).send({ success: true, message: am.saved, id })
  })

  app.put('/team/:id', async (request) => {
    const input = await parseBody(salonStaffSchema, request.body)
    const id = await withKnownReferences(saveStaff(app.db, idParam(request.params), input), am.category)
    if (!id) throw notFound(am.staffNotFound)
    return { success: true, message: am.saved, id }
  })

  app.post('/team/:id/delete', async (request) => {
    const outcome = await deleteStaff(app.db, idParam(request.params))
    if (!outcome) throw notFound(am.staffNotFound)
    if (outcome === 'booked') throw new HttpError(409, am.staffBooked)
    return { success: true, message: am.deleted }
  })

  app.post('/time-off', async (request, reply) => {
    const input = await parseBody(salonTimeOffSchema, request.body)
    const timeOff = await withKnownReferences(addTimeOff(app.db, input), am.staffNotFound)
    return reply.status(201).send({ success: true, message: am.saved, timeOff })
  })

  app.post('/time-off/:id/delete', async (request) => {
    const id = idParam(request.params)
    if (!isUuid(id) || !(await deleteTimeOff(app.db, id))) throw notFound(am.timeOffNotFound)
    return { success: true, message: am.deleted }
  })

  /** The calendar: the bookings and time off of one day or a week, with the team as its columns. */
  app.get('/calendar', async (request) => {
    const { from, days: daysText = '1' } = (request.query ?? {}) as { from?: unknown; days?: unknown }
    const days = Number(daysText)
    if (typeof from !== 'string' || !isCalendarDate(from) || typeof daysText !== 'string' || !Number.isInteger(days) || days < 1 || days > MAX_CALENDAR_DAYS) throw badRequest(am.range)
    const [bookings, timeOff, team] = await Promise.all([bookingsBetween(app.db, shopMoment(from, 0), shopMoment(from, days * 24 * 60)), listTimeOff(app.db, from, days), listStaffAdmin(app.db)])
    return { success: true, bookings, timeOff, team }
  })

  app.post('/:id/status', async (request) => {
    const id = idParam(request.params)
    const { status } = await parseBody(bookingStatusSchema, request.body)
    // Awaiting its deposit, a booking is the payment's to confirm: the owner may only cancel it.
    if (status !== 'cancelled' && isUuid(id) && (await findBooking(app.db, id))?.status === AWAITING_DEPOSIT) throw new HttpError(409, am.heldBooking)
    if (!isUuid(id) || !(await setBookingStatus(app.db, id, status, mailBooking(app, statusEvent(status))))) throw notFound(am.bookingNotFound)
    app.mail.wake()
    return { success: true, message: am.saved, booking: await findBooking(app.db, id) }
  })

  app.post('/:id/move', async (request) => {
    const id = idParam(request.params)
    const { employeeId, date, startTime } = await parseBody(bookingMoveSchema, request.body)
    const booking = isUuid(id) ? await findBooking(app.db, id) : undefined
    if (!booking) throw notFound(am.bookingNotFound)
    if (booking.status === AWAITING_DEPOSIT) throw new HttpError(409, am.heldBooking)
    if (!(await staffFor(app.db, booking.category)).includes(employeeId)) throw badRequest(am.staffNotFound)
    const start = timeToMinutes(startTime)
    // Within their hours and clear of their time off; the constraint decides against other bookings.
    const day = (await teamDay(app.db, date, [employeeId], id)).get(employeeId)!
    if (roomAt(day, start) < booking.durationMinutes) throw new HttpError(409, am.moveTaken)
    const outcome = await moveBooking(app.db, id, { employeeId, startsAt: shopMoment(date, start), endsAt: shopMoment(date, start + booking.durationMinutes) }, mailBooking(app, 'moved'))
    if (outcome === 'taken') throw new HttpError(409, am.moveTaken)
    app.mail.wake()
    return { success: true, message: am.saved, booking: await findBooking(app.db, id) }
  })
}
