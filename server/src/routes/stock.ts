import type { FastifyPluginAsync } from 'fastify'
import { counterSearchSchema } from '../../../src/contract/counter'
import { uuidParamsSchema } from '../../../src/contract/queries'
import {
  batchQuerySchema,
  countSheetQuerySchema,
  deliverySchema,
  marginQuerySchema,
  movesQuerySchema,
  salonUseSchema,
  serviceProductsSchema,
  stockMessages,
  stockSettingsSchema,
  stockTakeSchema,
  writeOffSchema,
  type BatchViewName,
} from '../../../src/contract/stock'
import { keepForSalon, recordDelivery, setServiceProducts, setStockSettings, takeStock, writeOff } from '../actions/stock'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { counterProducts } from '../queries/counter'
import { countSheetOf, marginReport, serviceProductsOf, stockBatches, stockMovesOf, stockSettingsOf } from '../queries/stock'

const batchParams = uuidParamsSchema(stockMessages.batchNotFound)

/**
 * Everything under /api/stock: deliveries, batches and their expiry dates (the owner and the front desk), its settings,
 * the salon's stock and the products its services use, and margin (the owner).
 */
export const stockRoutes: FastifyPluginAsync = async (app) => {
  const receive = { preHandler: app.permit('stock.receive') }

  app.get('/products', receive, async (request) => {
    const { q } = await parseQuery(counterSearchSchema, request.query)
    return { success: true, products: await counterProducts(app, q) }
  })

  app.post('/deliveries', receive, async (request, reply) => {
    const { id, message } = await recordDelivery(app, request.staff, await parseBody(deliverySchema, request.body))
    return reply.status(201).send({ success: true, message, delivery: { _id: id } })
  })

  app.get('/batches', receive, async (request) => {
    const query = await parseQuery(batchQuerySchema, request.query)
    return { success: true, ...(await stockBatches(app, request.staff, { ...query, view: query.view as BatchViewName })) }
  })

  app.post('/batches/:id/write-off', receive, async (request) => {
    const { id } = await parseParams(batchParams, request.params)
    const { note } = await parseBody(writeOffSchema, request.body ?? {})
    return { success: true, ...(await writeOff(app, request.staff, id, note || null)) }
  })

  // Which batches the salon uses is the owner's word on what is for sale: as the salon's menu, salon.manage.
  const salon = { preHandler: app.permit('salon.manage') }

  app.post('/batches/:id/salon-use', salon, async (request) => {
    const { id } = await parseParams(batchParams, request.params)
    const { salonUse } = await parseBody(salonUseSchema, request.body)
    return { success: true, ...(await keepForSalon(app, request.staff, id, salonUse)) }
  })

  app.get<{ Params: { id: string } }>('/services/:id/products', salon, async (request) => ({ success: true, products: await serviceProductsOf(app, request.params.id) }))

  app.put<{ Params: { id: string } }>('/services/:id/products', salon, async (request) => ({
    success: true,
    ...(await setServiceProducts(app, request.params.id, await parseBody(serviceProductsSchema, request.body))),
  }))

  app.get('/margin', { preHandler: app.permit('stock.costs') }, async (request) => ({ success: true, ...(await marginReport(app, await parseQuery(marginQuerySchema, request.query))) }))

  const count = { preHandler: app.permit('stock.count') }

  app.get('/sheet', count, async (request) => ({ success: true, ...(await countSheetOf(app, await parseQuery(countSheetQuerySchema, request.query))) }))

  app.post('/counts', count, async (request) => ({ success: true, ...(await takeStock(app, request.staff, await parseBody(stockTakeSchema, request.body))) }))

  app.get('/moves', receive, async (request) => ({ success: true, ...(await stockMovesOf(app, await parseQuery(movesQuerySchema, request.query))) }))

  app.get('/settings', receive, async () => ({ success: true, settings: await stockSettingsOf(app) }))

  app.put('/settings', { preHandler: app.permit('shop.settings') }, async (request) => {
    const settings = await setStockSettings(app, await parseBody(stockSettingsSchema, request.body))
    return { success: true, message: stockMessages.settingsSaved, settings }
  })
}
