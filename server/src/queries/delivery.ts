import type { FastifyInstance } from 'fastify'
import type { DeliveryZone, PickupPoint } from '../../../src/contract/delivery'
import { toDeliveryZone } from '../mappers/delivery'
import { listZones, readPickup } from '../repositories/delivery'

/** Collecting at the salon, as the cart offers it. */
export const pickupPoint = (shop: FastifyInstance): Promise<PickupPoint> => readPickup(shop.db)

/** The owner's delivery zones and pickup point. */
export async function deliverySettings(shop: FastifyInstance): Promise<{ zones: DeliveryZone[]; pickup: PickupPoint }> {
  const [zones, pickup] = await Promise.all([listZones(shop.db), readPickup(shop.db)])
  return { zones: zones.map(toDeliveryZone), pickup }
}
