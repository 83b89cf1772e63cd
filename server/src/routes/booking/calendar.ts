import type { FastifyPluginAsync } from 'fastify'
import { bookingStatusSchema, salonAdminMessages as am } from '../../../../src/contract'
import { calendarQuerySchema, uuidParamsSchema } from '../../../../src/contract/queries'
import { setStatusAtSalon } from '../../actions/bookings'
import { parseBody, parseParams, parseQuery } from '../../http/parse'
import { calendarOf } from '../../queries/calendar'

const bookingParams = uuidParamsSchema(am.bookingNotFound)

/** The team's calendar under /api/booking/seller: every member's for the front desk and the owner, her own for a stylist. */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const own = { preHandler: app.permit('bookings.own') }

  /** The bookings and time off of one day or a week, with the team as its columns. */
  app.get('/seller/calendar', own, async (request) => {
    const { from, days } = await parseQuery(calendarQuerySchema, request.query)
    return { success: true, ...(await calendarOf(app, request.staff, from, days)) }
  })

  // Her own appointments for a stylist (setStatusAtSalon asks permissions.ts which), any for the front desk and the owner.
  app.post('/seller/:id/status', own, async (request) => {
    const { status, early } = await parseBody(bookingStatusSchema, request.body)
    const { id } = await parseParams(bookingParams, request.params)
    return { success: true, message: am.saved, booking: await setStatusAtSalon(app, request.staff, id, status, early) }
  })
}
