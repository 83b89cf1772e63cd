import type { FastifyPluginAsync } from 'fastify'
import { contactSchema, messages } from '../../../src/contract'
import { parseBody } from '../errors'
import { insertContactMessage, listContactMessages } from '../repositories/messages'

export const contactRoutes: FastifyPluginAsync = async (app) => {
  // Form-encoded (a plain HTML form or an external form client) or JSON.
  const rateLimit = {
    max: 5,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, { after }: { after: string }) => ({ statusCode: 429, message: `You have sent several messages already. Please try again in ${after}.` }),
  }

  app.post('/', { config: { rateLimit } }, async (request, reply) => {
    const message = await parseBody(contactSchema, request.body)
    await insertContactMessage(app.db, message)
    return reply.status(201).send({ success: true, message: messages.contact.sent })
  })

  app.get('/seller', { preHandler: app.requireSeller }, async () => ({ success: true, messages: await listContactMessages(app.db) }))
}
