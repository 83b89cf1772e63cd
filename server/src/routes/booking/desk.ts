import type { FastifyPluginAsync } from 'fastify'
import { bookingMoveSchema, deskBookingSchema, phoneKey, salonAdminMessages as am, walkInSchema } from '../../../../src/contract'
import { clientRecordSchema, deskClientMessages as cm } from '../../../../src/contract/deskClients'
import { clientPhoneParamsSchema, clientSearchQuerySchema, clientVisitsQuerySchema, moveTimesQuerySchema, pageQuerySchema, patchTestQuerySchema, uuidParamsSchema } from '../../../../src/contract/queries'
import { bookAtDesk, bookWalkIn, moveAtSalon, moveTimesAtSalon, visitPolicy } from '../../actions/bookings'
import { chargeFee, feeOfBooking, waiveBookingFee } from '../../actions/noShowFees'
import { DESK_DEPOSIT_HOLD_HOURS, deskDepositSchema, noShowMessages as nm, visitPolicyQuerySchema } from '../../../../src/contract/noShow'
import { patchTestFor, writeClientRecord } from '../../actions/clients'
import { madeOnce } from '../../http/idempotency'
import { parseBody, parseParams, parseQuery } from '../../http/parse'
import { bookingsPage } from '../../queries/calendar'
import { findClients, visitsOfClient } from '../../queries/clients'

const bookingParams = uuidParamsSchema(am.bookingNotFound)

/** The salon desk under /api/booking/seller (the front desk and the owner): the bookings, bookings taken and moved, the clients. */
export const deskRoutes: FastifyPluginAsync = async (app) => {
  const bookings = { preHandler: app.permit('bookings.manage') }

  app.get('/seller', bookings, async (request) => ({ success: true, ...(await bookingsPage(app, await parseQuery(pageQuerySchema, request.query))) }))

  /**
   * A booking taken at the desk (by phone or for a walk-in), paid at the salon; who took it goes in the activity list.
   * With askDeposit, the policy's deposit is asked by a payment link sent to her, and her time held until paid.
   */
  app.post('/seller/new', bookings, async (request, reply) => {
    const fields = await parseBody(deskBookingSchema.concat(deskDepositSchema), request.body, { now: app.clock.now() })
    const outcome = await bookAtDesk(app, request.staff, fields, madeOnce(app, request, { desk: true, ...fields }))
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    const message = outcome.made === 'held' ? nm.depositLinkSent(DESK_DEPOSIT_HOLD_HOURS) : am.deskBooked
    return reply.status(201).send({ success: true, message, booking: outcome.booking, ...(outcome.depositLink && { depositLink: outcome.depositLink }) })
  })

  /** A visit's policy as the desk tells a caller: the deposit, the fee, the words. */
  app.get('/seller/policy', bookings, async (request) => ({ success: true, policy: await visitPolicy(app, await parseQuery(visitPolicyQuerySchema, request.query)) }))

  const fees = { preHandler: app.permit('bookings.fees') }

  /** A no-show's or a late cancellation's fee: charged once to her kept card, or waived. */
  app.get('/seller/:id/fee', fees, async (request) => ({ success: true, fee: await feeOfBooking(app, (await parseParams(bookingParams, request.params)).id) }))
  app.post('/seller/:id/fee/charge', fees, async (request) => ({ success: true, ...(await chargeFee(app, request.staff, (await parseParams(bookingParams, request.params)).id)) }))
  app.post('/seller/:id/fee/waive', fees, async (request) => ({ success: true, message: nm.feeWaived, fee: await waiveBookingFee(app, request.staff, (await parseParams(bookingParams, request.params)).id) }))

  /** A client at the door: her service at today's first free start with the first free member. */
  app.post('/seller/walk-in', bookings, async (request, reply) => {
    const fields = await parseBody(walkInSchema, request.body)
    const outcome = await bookWalkIn(app, request.staff, fields, madeOnce(app, request, { walkIn: true, ...fields }))
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    const { booking } = outcome
    return reply.status(201).send({ success: true, message: am.walkInBooked(booking.startTime, booking.employeeName), booking })
  })

  /** The desk finds a client by phone, name or e-mail; what she spent only for a role that sees revenue. */
  app.get('/seller/clients', bookings, async (request) => ({ success: true, ...(await findClients(app, request.staff, await parseQuery(clientSearchQuerySchema, request.query))) }))

  /** The desk's notes of a client and the day of her last patch test, saved whole. */
  app.put('/seller/clients/:phone/record', bookings, async (request) => {
    const { phone } = await parseQuery(clientPhoneParamsSchema, request.params)
    const fields = await parseBody(clientRecordSchema, request.body, { now: app.clock.now() })
    return { success: true, message: cm.recordSaved, record: await writeClientRecord(app, request.staff, phoneKey(phone)!, fields) }
  })

  /** Whether a client needs a patch test before a service on a day: the desk's warning, decided here. */
  app.get('/seller/clients/patch-test', bookings, async (request) => {
    const { phone, service, date } = await parseQuery(patchTestQuerySchema, request.query)
    return { success: true, patchTest: await patchTestFor(app, phoneKey(phone)!, service, date) }
  })

  /** A client's card: her upcoming or past appointments, a page. */
  app.get('/seller/clients/visits', bookings, async (request) => {
    const { phone, when, limit, after } = await parseQuery(clientVisitsQuerySchema, request.query)
    return { success: true, ...(await visitsOfClient(app, phoneKey(phone)!, when, { limit, after })) }
  })

  /** The start times the move form offers: those the member chosen could take the booking at on the day chosen. */
  app.get('/seller/:id/move-times', bookings, async (request) => {
    const { employeeId, date } = await parseQuery(moveTimesQuerySchema, request.query)
    const { id } = await parseParams(bookingParams, request.params)
    return { success: true, times: await moveTimesAtSalon(app, id, employeeId, date) }
  })

  app.post('/seller/:id/move', bookings, async (request) => {
    const to = await parseBody(bookingMoveSchema, request.body)
    const { id } = await parseParams(bookingParams, request.params)
    return { success: true, message: am.saved, booking: await moveAtSalon(app, request.staff, id, to) }
  })
}
