import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { shopDate } from '../../../src/contract'
import { COUNTER_SEARCH_RESULTS, COUNTER_VISITS_MAX, counterDaySchema, counterMessages, counterSaleSchema, counterSearchSchema, counterSettingsSchema, voidSaleSchema } from '../../../src/contract/counter'
import { pageQuerySchema } from '../../../src/contract/queries'
import { closeSale, readSale, voidSale } from '../actions/counter'
import { idempotencyKeyOf } from '../idempotency'
import { parseBody, parseQuery } from '../parse'
import type { StaffActor } from '../permissions'
import { counterDay, counterSalesOf, counterTaxIncluded, counterVisitsOf, saveCounterTaxIncluded, searchCounterProducts } from '../repositories/counter'

/** Everything under /api/counter: the salon's counter (the owner and the front desk) and its tax setting (the owner). */
export const counterRoutes: FastifyPluginAsync = async (app) => {
  const sell = { preHandler: app.permit('counter.sell') }
  const staffOf = (request: FastifyRequest) => request.actor as StaffActor
  const dayOf = async (query: unknown) => (await parseQuery(counterDaySchema, query)).date ?? shopDate(app.clock.now())

  app.get('/products', sell, async (request) => {
    const { q } = await parseQuery(counterSearchSchema, request.query)
    return { success: true, products: q === '' ? [] : await searchCounterProducts(app.db, q, COUNTER_SEARCH_RESULTS) }
  })

  app.get('/visits', sell, async (request) => ({ success: true, visits: await counterVisitsOf(app.db, await dayOf(request.query), COUNTER_VISITS_MAX) }))

  app.post('/sales', sell, async (request, reply) => {
    const key = idempotencyKeyOf(request)
    const { sale, replayed, message } = await closeSale(app, staffOf(request), await parseBody(counterSaleSchema, request.body), key)
    if (replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(replayed ? 200 : 201).send({ success: true, message, sale })
  })

  app.get<{ Params: { id: string } }>('/sales/:id', sell, async (request) => ({ success: true, sale: await readSale(app, request.params.id) }))

  app.post<{ Params: { id: string } }>('/sales/:id/void', sell, async (request) => {
    const { reason } = await parseBody(voidSaleSchema, request.body)
    return { success: true, ...(await voidSale(app, staffOf(request), request.params.id, reason)) }
  })

  app.get('/day', sell, async (request) => {
    const { date, ...rest } = (request.query ?? {}) as Record<string, unknown>
    const day = await dayOf({ date })
    const page = await parseQuery(pageQuerySchema, rest)
    const [summary, sales] = await Promise.all([counterDay(app.db, day), counterSalesOf(app.db, day, page)])
    return { success: true, day: summary, ...sales }
  })

  app.get('/settings', sell, async () => ({ success: true, taxIncluded: await counterTaxIncluded(app.db) }))

  app.put('/settings', { preHandler: app.permit('shop.settings') }, async (request) => {
    const { taxIncluded } = await parseBody(counterSettingsSchema, request.body)
    return { success: true, message: counterMessages.settingsSaved, taxIncluded: await saveCounterTaxIncluded(app.db, taxIncluded) }
  })
}
