import type { FastifyPluginAsync } from 'fastify'
import {
  bookingAvailabilitySchema,
  bookingMoveSchema,
  bookingSchema,
  bookingStatusSchema,
  bookingMessages,
  paths,
  salonAdminMessages as am,
  salonCategorySchema,
  salonServiceSchema,
  salonSettingsSchema,
  salonStaffSchema,
  salonTimeOffSchema,
} from '../../../src/contract'
import { bookingManageMessages as mm, bookingRescheduleDaySchema, bookingRescheduleSchema, MANAGE_REQUESTS_PER_MINUTE } from '../../../src/contract/bookingManage'
import { bookAppointment, bookingOfLink, cancelByClient, categoryOf, freeTimesFor, managedView, moveAtSalon, rescheduleByClient, serviceOf, setStatusAtSalon } from '../actions/bookings'
import { depositOf, returnFromDeposit } from '../actions/deposits'
import { idempotencyKeyOf, keyedRequest } from '../idempotency'
import { isUuid } from '../ids'
import { calendarQuerySchema, pageQuerySchema } from '../../../src/contract/queries'
import { parseBody, parseQuery } from '../parse'
import { badRequest, conflict, notFound, TooManyRequests } from '../refusal'
import { bookingsBetween, listBookings } from '../repositories/bookings'
import { freeSlots, listCategories, readSalonSettings, salonInfo, saveSalonSettings, shortestService, staffFor, teamDay } from '../repositories/salon'
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
  saveStaff,
  updateService,
} from '../repositories/salonAdmin'
import { shopMoment } from '../../../src/contract'

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
const tokenParam = (params: unknown) => String((params as { token?: unknown }).token ?? '')

/** Everything under /api/booking: the wizard, deposits, the client's manage link, and the salon's own side. */
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const fields = await parseBody(bookingSchema, request.body)
    const outcome = await bookAppointment(app, fields, { ip: request.ip, requested: keyedRequest(idempotencyKeyOf(request), fields), log: request.log })
    if (outcome.made === 'held') {
      const { booking, authorizationUrl, reference } = outcome
      return reply.status(201).send({ success: true, message: bookingMessages.redirectingToDeposit, booking, authorization_url: authorizationUrl, reference })
    }
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: bookingMessages.received, booking: outcome.booking, manageToken: outcome.manageToken })
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

  /** Where the client's browser comes back after paying a deposit (or not). */
  app.get<{ Querystring: { reference?: unknown } }>('/deposit/verify', async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(`${paths.booking}${await returnFromDeposit(app, request.query.reference, request.log)}`, 302),
  )

  app.get<{ Querystring: { reference?: unknown } }>('/deposit', async (request, reply) => {
    const deposit = await depositOf(app, request.query.reference)
    reply.header('cache-control', 'no-store')
    return { success: true, ...deposit }
  })

  // The client's manage link: her booking only, found by the hash of the link's random token.
  await app.register(
    async (manage) => {
      const rateLimit = {
        max: MANAGE_REQUESTS_PER_MINUTE,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => new TooManyRequests(mm.tooMany, Math.ceil(ttl / 1000)),
      }
      const limited = { config: { rateLimit } }

      manage.get('/:token', limited, async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return { success: true, booking: await managedView(app, await bookingOfLink(app, tokenParam(request.params))) }
      })

      manage.get('/:token/availability', limited, async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const booking = await bookingOfLink(app, tokenParam(request.params))
        const { date } = await parseBody(bookingRescheduleDaySchema, request.query)
        return { success: true, times: await freeTimesFor(app, booking, date) }
      })

      manage.post('/:token/cancel', limited, async (request) => ({ success: true, message: mm.cancelled, booking: await cancelByClient(app, tokenParam(request.params)) }))

      manage.post('/:token/reschedule', limited, async (request) => {
        const token = tokenParam(request.params)
        const booking = await bookingOfLink(app, token)
        const { date, startTime } = await parseBody(bookingRescheduleSchema, request.body)
        return { success: true, message: mm.moved, booking: await rescheduleByClient(app, booking, token, date, startTime) }
      })
    },
    { prefix: '/manage' },
  )

  // The salon's own side: the menu, team, hours and settings, and the bookings with their calendar.
  const salon = { preHandler: app.permit('salon.manage') }
  const bookings = { preHandler: app.permit('bookings.manage') }

  app.get('/seller', bookings, async (request) => ({ success: true, ...(await listBookings(app.db, await parseQuery(pageQuerySchema, request.query))) }))

  app.get('/seller/salon', salon, async () => {
    const [categories, services, team] = await Promise.all([listCategories(app.db), listAllServices(app.db), listStaffAdmin(app.db)])
    return { success: true, categories, services, team }
  })

  /** The owner's salon settings: the deposit a card booking pays, and until when before a booking its client may change it online. */
  app.get('/seller/settings', salon, async () => ({ success: true, settings: await readSalonSettings(app.db) }))

  app.patch('/seller/settings', salon, async (request) => {
    const { depositPercent, clientChangeCutoffHours } = await parseBody(salonSettingsSchema, request.body)
    const settings = await saveSalonSettings(app.db, { ...(depositPercent !== undefined && { depositPercent }), ...(clientChangeCutoffHours !== undefined && { clientChangeCutoffHours }) })
    return { success: true, message: am.saved, settings }
  })

  app.post('/seller/categories', salon, async (request, reply) => {
    const category = await createCategory(app.db, await parseBody(salonCategorySchema, request.body))
    return reply.status(201).send({ success: true, message: am.saved, category })
  })

  app.post('/seller/services', salon, async (request, reply) => {
    const input = await parseBody(salonServiceSchema, request.body)
    const service = await withKnownReferences(createService(app.db, input), am.category)
    return reply.status(201).send({ success: true, message: am.saved, service })
  })

  app.put('/seller/services/:id', salon, async (request) => {
    const input = await parseBody(salonServiceSchema, request.body)
    const service = await withKnownReferences(updateService(app.db, idParam(request.params), input), am.category)
    if (!service) throw notFound(am.serviceNotFound)
    return { success: true, message: am.saved, service }
  })

  app.post('/seller/services/:id/delete', salon, async (request) => {
    const outcome = await deleteService(app.db, idParam(request.params))
    if (!outcome) throw notFound(am.serviceNotFound)
    if (outcome === 'booked') throw conflict(am.serviceBooked)
    return { success: true, message: am.deleted }
  })

  app.post('/seller/team', salon, async (request, reply) => {
    const input = await parseBody(salonStaffSchema, request.body)
    const id = await withKnownReferences(saveStaff(app.db, undefined, input), am.category)
    return reply.status(201).send({ success: true, message: am.saved, id })
  })

  app.put('/seller/team/:id', salon, async (request) => {
    const input = await parseBody(salonStaffSchema, request.body)
    const id = await withKnownReferences(saveStaff(app.db, idParam(request.params), input), am.category)
    if (!id) throw notFound(am.staffNotFound)
    return { success: true, message: am.saved, id }
  })

  app.post('/seller/team/:id/delete', salon, async (request) => {
    const outcome = await deleteStaff(app.db, idParam(request.params))
    if (!outcome) throw notFound(am.staffNotFound)
    if (outcome === 'booked') throw conflict(am.staffBooked)
    return { success: true, message: am.deleted }
  })

  app.post('/seller/time-off', salon, async (request, reply) => {
    const input = await parseBody(salonTimeOffSchema, request.body)
    const timeOff = await withKnownReferences(addTimeOff(app.db, input), am.staffNotFound)
    return reply.status(201).send({ success: true, message: am.saved, timeOff })
  })

  app.post('/seller/time-off/:id/delete', salon, async (request) => {
    const id = idParam(request.params)
    if (!isUuid(id) || !(await deleteTimeOff(app.db, id))) throw notFound(am.timeOffNotFound)
    return { success: true, message: am.deleted }
  })

  /** The calendar: the bookings and time off of one day or a week, with the team as its columns. */
  app.get('/seller/calendar', bookings, async (request) => {
    const { from, days } = await parseQuery(calendarQuerySchema, request.query)
    const [found, timeOff, team] = await Promise.all([bookingsBetween(app.db, shopMoment(from, 0), shopMoment(from, days * 24 * 60)), listTimeOff(app.db, from, days), listStaffAdmin(app.db)])
    return { success: true, bookings: found, timeOff, team }
  })

  app.post('/seller/:id/status', bookings, async (request) => {
    const { status } = await parseBody(bookingStatusSchema, request.body)
    return { success: true, message: am.saved, booking: await setStatusAtSalon(app, idParam(request.params), status) }
  })

  app.post('/seller/:id/move', bookings, async (request) => {
    const to = await parseBody(bookingMoveSchema, request.body)
    return { success: true, message: am.saved, booking: await moveAtSalon(app, idParam(request.params), to) }
  })
}
