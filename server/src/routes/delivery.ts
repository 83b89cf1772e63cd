import type { FastifyPluginAsync } from 'fastify'
import { deliveryMessages } from '../../../src/contract/delivery'
import { deliveryZoneSchema, pickupPointSchema } from '../../../src/contract/deliverySchemas'
import { removeDeliveryZone, saveDeliveryZone, savePickupPoint } from '../actions/delivery'
import { toDeliveryZone } from '../mappers/delivery'
import { parseBody } from '../http/parse'
import { deliverySettings, pickupPoint } from '../queries/delivery'

const zm = deliveryMessages.zones

/** Everything under /api/delivery: collecting at the salon for the cart, and the owner's zones. */
export const deliveryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/options', async () => ({ success: true, pickup: await pickupPoint(app) }))

  const manage = { preHandler: app.permit('delivery.manage') }

  app.get('/seller', manage, async () => ({ success: true, ...(await deliverySettings(app)) }))

  app.post('/seller/zones', manage, async (request, reply) => {
    const zone = await saveDeliveryZone(app, await parseBody(deliveryZoneSchema, request.body))
    return reply.status(201).send({ success: true, message: zm.added, zone: toDeliveryZone(zone) })
  })

  app.put<{ Params: { id: string } }>('/seller/zones/:id', manage, async (request) => {
    const zone = await saveDeliveryZone(app, await parseBody(deliveryZoneSchema, request.body), request.params.id)
    return { success: true, message: zm.saved, zone: toDeliveryZone(zone) }
  })

  app.post<{ Params: { id: string } }>('/seller/zones/:id/delete', manage, async (request) => {
    await removeDeliveryZone(app, request.params.id)
    return { success: true, message: zm.deleted }
  })

  app.put('/seller/pickup', manage, async (request) => ({
    success: true,
    message: zm.pickupSaved,
    pickup: await savePickupPoint(app, await parseBody(pickupPointSchema, request.body)),
  }))
}
