import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import {
  bookingAvailabilitySchema,
  bookingMoveSchema,
  deskBookingSchema,
  walkInSchema,
  bookingPhoneMessagesSchema,
  bookingSchema,
  bookingStatusSchema,
  ANY_EMPLOYEE,
  bookingMessages,
  MAX_IMAGE_BYTES,
  paths,
  salonAdminMessages as am,
  salonCategorySchema,
  salonServiceSchema,
  salonSettingsSchema,
  salonStaffSchema,
  salonTimeOffSchema,
} from '../../../src/contract'
import { bookingManageMessages as mm, bookingRescheduleDaySchema, bookingRescheduleSchema, MANAGE_REQUESTS_PER_MINUTE } from '../../../src/contract/bookingManage'
import { bookAppointment, bookAtDesk, bookWalkIn, bookingOfLink, cancelByClient, categoryOf, freeTimesFor, freeVisitTimes, managedView, moveAtSalon, moveTimesAtSalon, rescheduleByClient, setStatusAtSalon, visitRequestOf } from '../actions/bookings'
import { depositOf, returnFromDeposit } from '../actions/deposits'
import { removePhoto, removeService, removeTeamMember, setPhoto } from '../actions/salonPhotos'
import { idempotencyKeyOf, keyedRequest } from '../idempotency'
import { isForeignKeyViolation, isUuid } from '../ids'
import { calendarQuerySchema, clientPhoneParamsSchema, clientSearchQuerySchema, clientVisitsQuerySchema, moveTimesQuerySchema, pageQuerySchema, patchTestQuerySchema, readClientCursor } from '../../../src/contract/queries'
import { clientRecordSchema, deskClientMessages as cm, type CalendarBooking } from '../../../src/contract/deskClients'
import { patchTestFor, writeClientRecord } from '../actions/clients'
import { clientVisits, recordsOfBookings, searchClients } from '../repositories/clients'
import { parseBody, parseQuery } from '../parse'
import { calendarScopeOf, may, type StaffActor } from '../permissions'
import { badRequest, notFound, Refusal, TooManyRequests } from '../refusal'
import { bookingsBetween, listBookings } from '../repositories/bookings'
import { freeSlots, listCategories, readSalonSettings, salonInfo, saveSalonSettings, shortestService, staffFor, teamDay } from '../repositories/salon'
import {
  addTimeOff,
  createCategory,
  createService,
  deleteTimeOff,
  listAllServices,
  listStaffAdmin,
  listTimeOff,
  saveStaff,
  updateService,
  type PhotoOwner,
} from '../repositories/salonAdmin'
import { readUploadForm } from '../uploadForm'
import { phoneKey, phoneKeyPrefix, shopMoment } from '../../../src/contract'
import { returnOrigin } from '../returnOrigin'

/** Runs a write whose foreign keys name categories or staff: one that names none there is a 400. */
async function withKnownReferences<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(message)
    throw error
  }
}

const idParam = (params: unknown) => String((params as { id?: unknown }).id ?? '')
const tokenParam = (params: unknown) => String((params as { token?: unknown }).token ?? '')

/** Everything under /api/booking: the wizard, deposits, the client's manage link, and the salon's own side. */
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  /** How a booking is made once: its Idempotency-Key over what was asked, the request's log and origin. */
  const madeOnce = (request: FastifyRequest, asked: object) => ({
    requested: keyedRequest(idempotencyKeyOf(request), asked),
    log: request.log,
    origin: returnOrigin(app, request),
  })

  app.post('/', async (request, reply) => {
    const fields = await parseBody(bookingSchema.concat(bookingPhoneMessagesSchema), request.body)
    const outcome = await bookAppointment(app, fields, { ip: request.ip, ...madeOnce(request, fields) })
    if (outcome.made === 'held') {
      const { booking, authorizationUrl, reference } = outcome
      return reply.status(201).send({ success: true, message: bookingMessages.redirectingToDeposit, booking, authorization_url: authorizationUrl, reference })
    }
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: bookingMessages.received, booking: outcome.booking, manageToken: outcome.manageToken })
  })

  app.get('/availability', async (request) => {
    const { category: categoryId, date, service, more } = await parseBody(bookingAvailabilitySchema, request.query)
    // Without a service, the times with room for the category's shortest one; with it (and the visit's others), the times the visit fits.
    if (!service) {
      if (more) throw badRequest(bookingMessages.service)
      const category = await categoryOf(app.db, categoryId)
      const minutes = await shortestService(app.db, category.id)
      if (minutes === undefined) return { success: true, slots: [] }
      return { success: true, slots: freeSlots(date, await teamDay(app.db, date, await staffFor(app.db, category.id), app.clock.now()), minutes, app.clock.now()) }
    }
    const visit = await visitRequestOf(app.db, { category: categoryId, service, moreServices: more ? more.split(',') : [], preferredEmployee: ANY_EMPLOYEE })
    return { success: true, slots: await freeVisitTimes(app.db, date, visit, app.clock.now()) }
  })

  /** The salon's categories, menu and team, for the wizard, the home page and the About page. */
  app.get('/salon', async (_request, reply) => {
    // Everyone sees the same menu: a minute's cache spares the database the home page's visitors.
    reply.header('cache-control', 'public, max-age=60')
    const [info, { depositPercent, patchTestNote }] = await Promise.all([salonInfo(app.db), readSalonSettings(app.db)])
    // Without a payment gateway a card booking is booked at once and pays nothing ahead.
    const deposit = { percent: app.payments ? depositPercent : 0, holdMinutes: Math.ceil(app.config.bookingHoldSeconds / 60) }
    return { success: true, ...info, deposit, patchTestNote }
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

  /**
   * The owner's salon settings: the deposit a card booking pays, until when before a booking its client may change it
   * online, and her note to a client booking a service that needs a patch test.
   */
  app.get('/seller/settings', salon, async () => ({ success: true, settings: await readSalonSettings(app.db) }))

  app.patch('/seller/settings', salon, async (request) => {
    const { depositPercent, clientChangeCutoffHours, patchTestNote } = await parseBody(salonSettingsSchema, request.body)
    const settings = await saveSalonSettings(app.db, {
      ...(depositPercent !== undefined && { depositPercent }),
      ...(clientChangeCutoffHours !== undefined && { clientChangeCutoffHours }),
      ...(patchTestNote !== undefined && { patchTestNote }),
    })
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
    await removeService(app, idParam(request.params), request.log)
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
    await removeTeamMember(app, idParam(request.params), request.log)
    return { success: true, message: am.deleted }
  })

  // The photos of the services (the home page's cards) and of the team (the About page): one picture each, uploaded
  // as a product's images are. Multipart is read only here; the permission is checked before the file is read.
  await app.register(async (photos) => {
    await photos.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 1, parts: 3 } })
    const owners: [PhotoOwner, string][] = [
      ['service', '/seller/services/:id/photo'],
      ['staff', '/seller/team/:id/photo'],
    ]
    for (const [owner, path] of owners) {
      photos.put(path, salon, async (request) => {
        if (!request.isMultipart()) throw new Refusal('unsupportedMedia', am.photoNotMultipart)
        const { uploads } = await readUploadForm(request, { files: 'image', maxFiles: 1, tooMany: am.photoOne })
        if (!uploads[0]) throw badRequest(am.photoMissing)
        return { success: true, message: am.photoSaved, image: await setPhoto(app, owner, idParam(request.params), uploads[0], request.log) }
      })
      photos.delete(path, salon, async (request) => {
        await removePhoto(app, owner, idParam(request.params), request.log)
        return { success: true, message: am.photoRemoved, image: '' }
      })
    }
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
  // A stylist's calendar is her own: her column, her bookings, her time off.
  app.get('/seller/calendar', { preHandler: app.permit('bookings.own') }, async (request) => {
    const { from, days } = await parseQuery(calendarQuerySchema, request.query)
    const member = calendarScopeOf(request.actor!)
    const [found, timeOff, team] = await Promise.all([
      bookingsBetween(app.db, shopMoment(from, 0), shopMoment(from, days * 24 * 60), member),
      listTimeOff(app.db, from, days, member),
      listStaffAdmin(app.db),
    ])
    // Whoever may open a booking reads its client's allergies and last patch test: the stylist who serves her too.
    const records = await recordsOfBookings(app.db, found)
    const withClients: CalendarBooking[] = found.map((booking) => ({ ...booking, client: records.get(booking._id)! }))
    return { success: true, bookings: withClients, timeOff, team: member === undefined ? team : team.filter((someone) => someone.id === member) }
  })

  // Her own appointments for a stylist (setStatusAtSalon asks permissions.ts which), any for the front desk and the owner.
  app.post('/seller/:id/status', { preHandler: app.permit('bookings.own') }, async (request) => {
    const { status, early } = await parseBody(bookingStatusSchema, request.body)
    return { success: true, message: am.saved, booking: await setStatusAtSalon(app, request.actor as StaffActor, idParam(request.params), status, early) }
  })

  /** A booking taken at the desk (by phone or for a walk-in), paid at the salon; who took it goes in the activity list. */
  app.post('/seller/new', bookings, async (request, reply) => {
    const fields = await parseBody(deskBookingSchema, request.body)
    const outcome = await bookAtDesk(app, request.actor as StaffActor, fields, madeOnce(request, { desk: true, ...fields }))
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: am.deskBooked, booking: outcome.booking })
  })

  /** A client at the door: her service at today's first free start with the first free member. */
  app.post('/seller/walk-in', bookings, async (request, reply) => {
    const fields = await parseBody(walkInSchema, request.body)
    const outcome = await bookWalkIn(app, request.actor as StaffActor, fields, madeOnce(request, { walkIn: true, ...fields }))
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    const { booking } = outcome
    return reply.status(201).send({ success: true, message: am.walkInBooked(booking.startTime, booking.employeeName), booking })
  })

  /**
   * The desk finds a client by phone, name or e-mail among the bookings' clients and the shop's accounts. What she
   * spent is a revenue figure: left out for a role without revenue.
   */
  app.get('/seller/clients', bookings, async (request) => {
    const { q, limit, after } = await parseQuery(clientSearchQuerySchema, request.query)
    const withSpend = may(request.actor!, 'revenue.view')
    return { success: true, ...(await searchClients(app.db, { phonePrefix: phoneKeyPrefix(q), words: q, limit, after: after === undefined ? undefined : readClientCursor(after), withSpend })) }
  })

  /** The desk's notes of a client and the day of her last patch test, saved whole. */
  app.put('/seller/clients/:phone/record', bookings, async (request) => {
    const { phone } = await parseQuery(clientPhoneParamsSchema, request.params)
    const fields = await parseBody(clientRecordSchema, request.body)
    return { success: true, message: cm.recordSaved, record: await writeClientRecord(app, request.actor as StaffActor, phoneKey(phone)!, fields) }
  })

  /** Whether a client needs a patch test before a service on a day: the desk's warning, decided here. */
  app.get('/seller/clients/patch-test', bookings, async (request) => {
    const { phone, service, date } = await parseQuery(patchTestQuerySchema, request.query)
    return { success: true, patchTest: await patchTestFor(app, phoneKey(phone)!, service, date) }
  })

  /** A client's card: her upcoming or past appointments, a page. */
  app.get('/seller/clients/visits', bookings, async (request) => {
    const { phone, when, limit, after } = await parseQuery(clientVisitsQuerySchema, request.query)
    return { success: true, ...(await clientVisits(app.db, phoneKey(phone)!, when, { limit, after, now: app.clock.now() })) }
  })

  /** The start times the move form offers: those the member chosen could take the booking at on the day chosen. */
  app.get('/seller/:id/move-times', bookings, async (request) => {
    const { employeeId, date } = await parseQuery(moveTimesQuerySchema, request.query)
    return { success: true, times: await moveTimesAtSalon(app, idParam(request.params), employeeId, date) }
  })

  app.post('/seller/:id/move', bookings, async (request) => {
    const to = await parseBody(bookingMoveSchema, request.body)
    return { success: true, message: am.saved, booking: await moveAtSalon(app, request.actor as StaffActor, idParam(request.params), to) }
  })
}
