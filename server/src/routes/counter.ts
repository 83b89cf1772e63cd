import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { shopDate } from '../../../src/contract'
import { counterDaySchema, counterMessages, counterSaleSchema, counterSearchSchema, counterSettingsSchema, refundLineSchema, voidSaleSchema } from '../../../src/contract/counter'
import { pageQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import { closeSale, refundSaleLine, setCounterTaxIncluded, voidSale } from '../actions/counter'
import { idempotencyKeyOf } from '../http/idempotency'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { counterDayOf, counterProducts, counterSale, counterTaxSetting, counterVisits } from '../queries/counter'

const saleParams = uuidParamsSchema(counterMessages.saleNotFound)

/** Everything under /api/counter: the salon's counter (the owner and the front desk) and its tax setting (the owner). */
export const counterRoutes: FastifyPluginAsync = async (app) => {
  const sell = { preHandler: app.permit('counter.sell') }
  const staffOf = (request: FastifyRequest) => request.staff
  const dayOf = async (query: unknown) => (await parseQuery(counterDaySchema, query)).date ?? shopDate(app.clock.now())

  app.get('/products', sell, async (request) => {
    const { q } = await parseQuery(counterSearchSchema, request.query)
    return { success: true, products: await counterProducts(app, q) }
  })

  app.get('/visits', sell, async (request) => ({ success: true, visits: await counterVisits(app, await dayOf(request.query)) }))

  app.post('/sales', sell, async (request, reply) => {
    const key = idempotencyKeyOf(request)
    const { sale, replayed, message } = await closeSale(app, staffOf(request), await parseBody(counterSaleSchema, request.body), key)
    if (replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(replayed ? 200 : 201).send({ success: true, message, sale })
  })

  app.get('/sales/:id', sell, async (request) => {
    const { id } = await parseParams(saleParams, request.params)
    return { success: true, sale: await counterSale(app, id) }
  })

  app.post('/sales/:id/void', sell, async (request) => {
    const { reason } = await parseBody(voidSaleSchema, request.body)
    const { id } = await parseParams(saleParams, request.params)
    return { success: true, ...(await voidSale(app, staffOf(request), id, reason)) }
  })

  // One line of a bill given back (the same members who may void it): its money in the ledger, its units on the shelf.
  app.post('/sales/:id/refunds', sell, async (request) => {
    const { line, reason } = await parseBody(refundLineSchema, request.body)
    const { id } = await parseParams(saleParams, request.params)
    return { success: true, ...(await refundSaleLine(app, staffOf(request), id, line, reason)) }
  })

  app.get('/day', sell, async (request) => {
    const { date, ...rest } = (request.query ?? {}) as Record<string, unknown>
    const day = await dayOf({ date })
    const page = await parseQuery(pageQuerySchema, rest)
    return { success: true, ...(await counterDayOf(app, day, page)) }
  })

  app.get('/settings', sell, async () => ({ success: true, taxIncluded: await counterTaxSetting(app) }))

  app.put('/settings', { preHandler: app.permit('shop.settings') }, async (request) => {
    const { taxIncluded } = await parseBody(counterSettingsSchema, request.body)
    return { success: true, message: counterMessages.settingsSaved, taxIncluded: await setCounterTaxIncluded(app, taxIncluded) }
  })
}
