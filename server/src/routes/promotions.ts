import type { FastifyPluginAsync } from 'fastify'
import { shopDate } from '../../../src/contract'
import { newCodeSchema, pauseCodeSchema } from '../../../src/contract/promotionSchemas'
import { promotionMessages } from '../../../src/contract/promotions'
import { pageQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import { createCode, pauseCode } from '../actions/promotions'
import { sendCsv } from '../http/csv'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { codesPage, codesSheet } from '../queries/promotions'

const codeParams = uuidParamsSchema(promotionMessages.admin.notFound)

/** /api/promotions: the owner's discount codes (promotions.manage). */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  const manage = { preHandler: app.permit('promotions.manage') }

  app.get('/codes', manage, async (request) => ({ success: true, ...(await codesPage(app, await parseQuery(pageQuerySchema, request.query))) }))

  app.post('/codes', manage, async (request, reply) => {
    const created = await createCode(app, await parseBody(newCodeSchema, request.body))
    return reply.status(201).send({ success: true, ...created })
  })

  app.post('/codes/:id/pause', manage, async (request) => {
    const { id } = await parseParams(codeParams, request.params)
    const { paused } = await parseBody(pauseCodeSchema, request.body)
    return { success: true, ...(await pauseCode(app, id, paused)) }
  })

  app.get('/codes.csv', manage, async (request, reply) => {
    const { columns, rows } = codesSheet(app)
    return sendCsv(request, reply, `discount-codes-${shopDate(app.clock.now())}.csv`, columns, rows)
  })
}
