import type { FastifyPluginAsync } from 'fastify'
import fastifyFormbody from '@fastify/formbody'
import { contactSchema, messages } from '../../../src/contract'
import { pageQuerySchema } from '../../../src/contract/queries'
import { sendContactMessage } from '../actions/contact'
import { parseBody, parseQuery } from '../http/parse'
import { contactMessages } from '../queries/contact'

export const contactRoutes: FastifyPluginAsync = async (app) => {
  // Form-encoded (a plain HTML form on this shop's pages) or JSON; no other route reads form bodies.
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 })
  const rateLimit = {
    max: 5,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, { after }: { after: string }) => ({ statusCode: 429, message: `You have sent several messages already. Please try again in ${after}.` }),
  }

  app.post('/', { config: { rateLimit } }, async (request, reply) => {
    const message = await parseBody(contactSchema, request.body)
    await sendContactMessage(app, message)
    return reply.status(201).send({ success: true, message: messages.contact.sent })
  })

  app.get('/seller', { preHandler: app.permit('messages.view') }, async (request) => ({ success: true, ...(await contactMessages(app, await parseQuery(pageQuerySchema, request.query))) }))
}
