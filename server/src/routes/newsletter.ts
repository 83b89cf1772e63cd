import type { FastifyPluginAsync } from 'fastify'
import { messages, newsletterSchema } from '../../../src/contract'
import { subscribe } from '../actions/newsletter'
import { parseBody } from '../http/parse'

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { email } = await parseBody(newsletterSchema, request.body)
    // A repeat is no error: the visitor is on the list either way.
    if (await subscribe(app, email)) return reply.status(201).send({ success: true, message: messages.newsletter.subscribed })
    return { success: true, message: messages.newsletter.alreadySubscribed }
  })
}
