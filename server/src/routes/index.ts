import type { FastifyPluginAsync } from 'fastify'
import { addressRoutes } from './address'
import { bookingRoutes } from './booking'
import { cartRoutes } from './cart'
import { contactRoutes } from './contact'
import { deliveryRoutes } from './delivery'
import { helpRoutes } from './help'
import { newsletterRoutes } from './newsletter'
import { orderRoutes } from './order'
import { productRoutes } from './product'
import { sellerRoutes } from './seller'
import { userRoutes } from './user'

/** Every API prefix of SPEC §7 and the shop's own, one module each. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  // Answers are about this visitor, or may become so: no cache keeps a copy unless a route says otherwise.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
  app.get('/health', async () => ({ success: true }))
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
  await app.register(deliveryRoutes, { prefix: '/delivery' })
}
