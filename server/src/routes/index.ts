import type { FastifyPluginAsync } from 'fastify'
import { messages } from '../../../src/contract'
import { DATABASE_RETRY_SECONDS } from '../plugins/errors'
import { databaseIsReady } from '../queries/health'
import { Unavailable } from '../http/refusal'
import { addressRoutes } from './address'
import { bookingRoutes } from './booking'
import { campaignLinkRoutes, campaignRoutes } from './campaigns'
import { cartRoutes } from './cart'
import { contactRoutes } from './contact'
import { counterRoutes } from './counter'
import { earningsRoutes } from './earnings'
import { deliveryRoutes } from './delivery'
import { giftCardRoutes } from './giftCards'
import { helpRoutes } from './help'
import { messageRoutes } from './messages'
import { newsletterRoutes } from './newsletter'
import { orderRoutes } from './order'
import { productRoutes } from './product'
import { promotionRoutes } from './promotions'
import { reportRoutes } from './reports'
import { reviewRoutes } from './reviews'
import { sellerRoutes } from './seller'
import { stockRoutes } from './stock'
import { userRoutes } from './user'

/** How long readiness waits for the database: a balancer's probe gives up after a few seconds. */
const READY_WITHIN_MS = 2_000

/** Every API prefix of SPEC §7 and the shop's own, one module each. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  // Answers are about this visitor, or may become so: no cache keeps a copy unless a route says otherwise.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
  // Liveness: the process answers, whatever else is down (a restart would not help).
  app.get('/health', async () => ({ success: true }))
  // Readiness: it can reach its database too; a load balancer sends no one while this answers 503.
  app.get('/health/ready', async () => {
    if (!(await databaseIsReady(app, READY_WITHIN_MS))) throw new Unavailable(messages.unavailable, DATABASE_RETRY_SECONDS)
    return { success: true, database: 'ok' }
  })
  await app.register(userRoutes, { prefix: '/user' })
  await app.register(sellerRoutes, { prefix: '/seller' })
  await app.register(productRoutes, { prefix: '/product' })
  await app.register(cartRoutes, { prefix: '/cart' })
  await app.register(addressRoutes, { prefix: '/address' })
  await app.register(orderRoutes, { prefix: '/order' })
  await app.register(bookingRoutes, { prefix: '/booking' })
  await app.register(contactRoutes, { prefix: '/contact' })
  await app.register(newsletterRoutes, { prefix: '/newsletter' })
  await app.register(helpRoutes, { prefix: '/help' })
  await app.register(messageRoutes, { prefix: '/messages' })
  await app.register(deliveryRoutes, { prefix: '/delivery' })
  await app.register(counterRoutes, { prefix: '/counter' })
  await app.register(promotionRoutes, { prefix: '/promotions' })
  await app.register(earningsRoutes, { prefix: '/earnings' })
  await app.register(reportRoutes, { prefix: '/reports' })
  await app.register(giftCardRoutes, { prefix: '/gift-cards' })
  await app.register(stockRoutes, { prefix: '/stock' })
  await app.register(campaignRoutes, { prefix: '/campaigns' })
  await app.register(campaignLinkRoutes, { prefix: '/c' })
  await app.register(reviewRoutes, { prefix: '/reviews' })
}
