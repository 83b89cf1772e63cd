import type { FastifyPluginAsync } from 'fastify'
import type { OutboxPage } from '../../../src/contract'
import { readPage } from '../pages'
import { listOutbox } from '../repositories/outbox'

/** The seller's outbox: every message the shop sent or keeps, newest first, a page at a time. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', { preHandler: app.requireSeller }, async (request): Promise<OutboxPage & { success: true }> => {
    return { success: true, delivering: app.mail.delivers('email'), ...(await listOutbox(app.db, readPage(request.query), app.mail.delivers)) }
  })
}
