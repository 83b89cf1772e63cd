import fp from 'fastify-plugin'
import { zoneQuoter, type DeliveryQuoter } from '../delivery/quoter'

declare module 'fastify' {
  interface FastifyInstance {
    /** Prices deliveries: the owner's zones (a courier's quote would be another DeliveryQuoter here). */
    deliveryQuoter: DeliveryQuoter
  }
}

export const deliveryPlugin = fp(
  async (app) => {
    app.decorate('deliveryQuoter', zoneQuoter)
  },
  { name: 'delivery', dependencies: ['db'] },
)
