import type { FastifyPluginAsync } from 'fastify'
import { bookingAvailabilitySchema, bookingMessages, bookingPhoneMessagesSchema, bookingSchema, paths } from '../../../../src/contract'
import { bookingOffersSchema } from '../../../../src/contract/campaigns'
import { bookAppointment, salonForClients, visitPolicy, wizardTimes } from '../../actions/bookings'
import { depositLinkOf, depositOf, payLinkByCard, returnFromDeposit } from '../../actions/deposits'
import { bookingCardConsentSchema, visitPolicyQuerySchema } from '../../../../src/contract/noShow'
import { depositLinkPage } from '../../pages/depositLinkPage'
import { returnOrigin } from '../../http/returnOrigin'
import { madeOnce } from '../../http/idempotency'
import { toSalonService } from '../../mappers/salon'
import { parseBody, parseQuery } from '../../http/parse'

/** The client's side of /api/booking: the wizard's menu and free times, her booking, and its deposit. */
export const wizardRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const fields = await parseBody(bookingSchema.concat(bookingPhoneMessagesSchema).concat(bookingOffersSchema).concat(bookingCardConsentSchema), request.body, { now: app.clock.now() })
    const outcome = await bookAppointment(app, fields, { ip: request.ip, ...madeOnce(app, request, fields) })
    if (outcome.made === 'held') {
      const { booking, authorizationUrl, reference } = outcome
      return reply.status(201).send({ success: true, message: bookingMessages.redirectingToDeposit, booking, authorization_url: authorizationUrl, reference })
    }
    if (outcome.made === 'replayed') reply.header('idempotent-replayed', 'true')
    return reply.status(201).send({ success: true, message: bookingMessages.received, booking: outcome.booking, manageToken: outcome.manageToken })
  })

  app.get('/availability', async (request) => ({ success: true, slots: await wizardTimes(app.db, await parseBody(bookingAvailabilitySchema, request.query, { now: app.clock.now() }), app.clock.now()) }))

  /** The salon's categories, menu and team, for the wizard, the home page and the About page. */
  app.get('/salon', async (_request, reply) => {
    // Everyone sees the same menu: a minute's cache spares the database the home page's visitors.
    reply.header('cache-control', 'public, max-age=60')
    const salon = await salonForClients(app)
    return { success: true, ...salon, services: salon.services.map(toSalonService) }
  })

  /** The owner's no-show policy of a visit, in plain words, before she confirms. */
  app.get('/policy', async (request) => ({ success: true, policy: await visitPolicy(app, await parseQuery(visitPolicyQuerySchema, request.query)) }))

  /** A phone client's deposit link: her page, then the card through the gateway. */
  app.get<{ Params: { reference: string } }>('/deposit/pay/:reference', async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(depositLinkPage(await depositLinkOf(app, request.params.reference))),
  )
  app.get<{ Params: { reference: string } }>('/deposit/pay/:reference/card', async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(await payLinkByCard(app, request.params.reference, { origin: returnOrigin(app, request), log: request.log }), 303),
  )

  /** Where the client's browser comes back after paying a deposit (or not). */
  app.get<{ Querystring: { reference?: unknown } }>('/deposit/verify', async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(`${paths.booking}${await returnFromDeposit(app, request.query.reference, request.log)}`, 302),
  )

  app.get<{ Querystring: { reference?: unknown } }>('/deposit', async (request, reply) => {
    const deposit = await depositOf(app, request.query.reference)
    reply.header('cache-control', 'no-store')
    return { success: true, ...deposit }
  })
}
