import type { FastifyPluginAsync } from 'fastify'
import { bookingMessages } from '../../../../src/contract'
import { pageQuerySchema, uuidParamsSchema } from '../../../../src/contract/queries'
import {
  acceptOfferSchema,
  deskOfferSchema,
  offerTokenParamsSchema,
  WAITLIST_JOINS_PER_HOUR,
  WAITLIST_OFFER_REQUESTS_PER_MINUTE,
  waitingListMessages as wm,
  waitingListSchema,
} from '../../../../src/contract/waitingList'
import { acceptOffer, joinWaitingList, offerByHand, offerOfLink, waitingListPage } from '../../actions/waitingList'
import { parseBody, parseParams, parseQuery } from '../../http/parse'
import { TooManyRequests } from '../../http/refusal'
import { returnOrigin } from '../../http/returnOrigin'

const wishParams = uuidParamsSchema(wm.wishNotFound)

/** The waiting list: a client joins it (/api/booking/waitlist), takes an offered time by its link, and the desk reads it and offers times by hand. */
export const waitingListRoutes: FastifyPluginAsync = async (app) => {
  const limited = (max: number, timeWindow: string, message: string) => ({
    config: { rateLimit: { max, timeWindow, errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => new TooManyRequests(message, Math.ceil(ttl / 1000)) } },
  })
  const offerLink = limited(WAITLIST_OFFER_REQUESTS_PER_MINUTE, '1 minute', wm.tooManyRequests)
  const tokenOf = async (params: unknown) => (await parseParams(offerTokenParamsSchema, params)).token

  app.post('/waitlist', limited(WAITLIST_JOINS_PER_HOUR, '1 hour', wm.tooManyJoins), async (request, reply) => {
    const fields = await parseBody(waitingListSchema, request.body, { now: app.clock.now() })
    await joinWaitingList(app, fields, await app.findUserId(request))
    return reply.status(201).send({ success: true, message: wm.joined })
  })

  app.get('/waitlist/offers/:token', offerLink, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { success: true, offer: await offerOfLink(app, await tokenOf(request.params)) }
  })

  /** The first client to take the time books it as the wizard books (a card pays its deposit); the others are told it has gone. */
  app.post('/waitlist/offers/:token/accept', offerLink, async (request, reply) => {
    const token = await tokenOf(request.params)
    const { paymentMethod } = await parseBody(acceptOfferSchema, request.body)
    const outcome = await acceptOffer(app, token, paymentMethod, { ip: request.ip, log: request.log, origin: returnOrigin(app, request) })
    if (outcome.made === 'held') {
      const { booking, authorizationUrl, reference } = outcome
      return reply.status(201).send({ success: true, message: bookingMessages.redirectingToDeposit, booking, authorization_url: authorizationUrl, reference })
    }
    return reply.status(201).send({ success: true, message: wm.booked, booking: outcome.booking, manageToken: outcome.manageToken })
  })

  const desk = { preHandler: app.permit('waitlist.manage') }

  app.get('/seller/waitlist', desk, async (request) => ({ success: true, ...(await waitingListPage(app, await parseQuery(pageQuerySchema, request.query))) }))

  app.post('/seller/waitlist/:id/offer', desk, async (request) => {
    const { id } = await parseParams(wishParams, request.params)
    await offerByHand(app, request.staff, id, await parseBody(deskOfferSchema, request.body, { now: app.clock.now() }))
    return { success: true, message: wm.offered }
  })
}
