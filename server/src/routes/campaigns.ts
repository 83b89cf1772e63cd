import fastifyFormbody from '@fastify/formbody'
import type { FastifyPluginAsync } from 'fastify'
import { messages } from '../../../src/contract'
import { campaignAudienceSchema, campaignSchema, campaignWords as w, offersConsentSchema, stockAlertSchema } from '../../../src/contract/campaigns'
import { pageQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import { askForStockAlert, callOffCampaign, chooseOffers, createCampaign, followLink, offersChoiceOf, previewCampaign, stopOffersFromLink } from '../actions/campaigns'
import { offersStop } from '../messages/campaign'
import { stopPage } from '../messages/stopPage'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { campaignResults, campaignsPage } from '../queries/campaigns'

const campaignParams = uuidParamsSchema(w.notFound)
const productParams = uuidParamsSchema(messages.product.notFound)

/** /api/campaigns: the owner's campaigns (campaigns.send), a shopper's choice of news and offers, "tell me when it is back". */
export const campaignRoutes: FastifyPluginAsync = async (app) => {
  const send = { preHandler: app.permit('campaigns.send') }

  app.post('/preview', send, async (request) => ({ success: true, preview: await previewCampaign(app, await parseBody(campaignAudienceSchema, request.body)) }))

  app.post('', send, async (request, reply) => {
    const fields = await parseBody(campaignSchema, request.body)
    const campaign = await createCampaign(app, fields)
    return reply.status(201).send({ success: true, message: fields.sendAt === '' ? w.sentNow : w.scheduled, campaign: await campaignResults(app, campaign.id) })
  })

  app.get('', send, async (request) => ({ success: true, ...(await campaignsPage(app, await parseQuery(pageQuerySchema, request.query))) }))

  app.get('/:id', send, async (request) => ({ success: true, campaign: await campaignResults(app, (await parseParams(campaignParams, request.params)).id) }))

  app.post('/:id/cancel', send, async (request) => {
    const { id } = await parseParams(campaignParams, request.params)
    await callOffCampaign(app, id)
    return { success: true, message: w.cancelled, campaign: await campaignResults(app, id) }
  })

  app.get('/consent', { preHandler: app.requireUser }, async (request) => ({ success: true, ...(await offersChoiceOf(app, request.userId!)) }))
  app.put('/consent', { preHandler: app.requireUser }, async (request) => {
    const { offers } = await parseBody(offersConsentSchema, request.body)
    return { success: true, message: w.offersSaved, ...(await chooseOffers(app, request.userId!, offers)) }
  })

  // Anyone may ask, a few times a minute from one address: each list is bounded too (STOCK_ALERTS_PER_*).
  app.post('/back-in-stock/:id', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { id } = await parseParams(productParams, request.params)
    const { contact } = await parseBody(stockAlertSchema, request.body)
    await askForStockAlert(app, id, contact)
    return reply.status(201).send({ success: true, message: w.alertSaved })
  })
}

/** /api/c/:token: a campaign's link (kept for its results, then the shop) and its stop link (a page with a button). */
export const campaignLinkRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyFormbody, { bodyLimit: 1024 })
  app.get<{ Params: { token: string } }>('/:token', async (request, reply) => {
    await followLink(app, request.params.token)
    return reply.header('x-robots-tag', 'noindex').redirect('/', 302)
  })
  // A link preview only reads the page: withdrawing takes the button.
  app.get<{ Params: { token: string } }>('/:token/stop', async (request, reply) => reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(stopPage('ask', request.params.token, offersStop)))
  app.post<{ Params: { token: string } }>('/:token/stop', async (request, reply) => {
    const stopped = await stopOffersFromLink(app, request.params.token)
    return reply
      .status(stopped ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(stopPage(stopped ? 'stopped' : 'unknown', request.params.token, offersStop))
  })
}
