import type { FastifyPluginAsync } from 'fastify'
import { bookingManageMessages as mm, bookingRescheduleDaySchema, bookingRescheduleSchema, MANAGE_REQUESTS_PER_MINUTE, manageTokenParamsSchema } from '../../../../src/contract/bookingManage'
import { bookingOfLink, cancelByClient, freeTimesFor, managedView, rescheduleByClient } from '../../actions/bookings'
import { parseBody, parseParams } from '../../http/parse'
import { TooManyRequests } from '../../http/refusal'

/** The client's manage link (/api/booking/manage/:token): her booking only, found by the hash of the link's random token. */
export const manageRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = {
    max: MANAGE_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => new TooManyRequests(mm.tooMany, Math.ceil(ttl / 1000)),
  }
  const limited = { config: { rateLimit } }
  const tokenOf = async (params: unknown) => (await parseParams(manageTokenParamsSchema, params)).token

  app.get('/:token', limited, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { success: true, booking: await managedView(app, await bookingOfLink(app, await tokenOf(request.params))) }
  })

  app.get('/:token/availability', limited, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const booking = await bookingOfLink(app, await tokenOf(request.params))
    const { date } = await parseBody(bookingRescheduleDaySchema, request.query, { now: app.clock.now() })
    return { success: true, times: await freeTimesFor(app, booking, date) }
  })

  app.post('/:token/cancel', limited, async (request) => ({ success: true, message: mm.cancelled, booking: await cancelByClient(app, await tokenOf(request.params)) }))

  app.post('/:token/reschedule', limited, async (request) => {
    const token = await tokenOf(request.params)
    const booking = await bookingOfLink(app, token)
    const { date, startTime } = await parseBody(bookingRescheduleSchema, request.body, { now: app.clock.now() })
    return { success: true, message: mm.moved, booking: await rescheduleByClient(app, booking, token, date, startTime) }
  })
}
