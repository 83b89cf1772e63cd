import type { FastifyPluginAsync } from 'fastify'
import { reportQuerySchema } from '../../../src/contract/reports'
import { parseQuery } from '../http/parse'
import { salonReport } from '../queries/reports'

/** Everything under /api/reports: the owner's reports (reports.view; the front desk and stylists none). */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  app.get('/period', { preHandler: app.permit('reports.view') }, async (request) => {
    const { from, to } = await parseQuery(reportQuerySchema, request.query)
    return { success: true, report: await salonReport(app, from, to) }
  })
}
