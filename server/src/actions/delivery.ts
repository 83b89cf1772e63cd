import type { FastifyInstance } from 'fastify'
import { deliveryMessages, MAX_DELIVERY_ZONES, type DeliveryZoneFields, type DeliveryZoneRequest, type PickupPoint } from '../../../src/contract/delivery'
import { isUniqueViolation, isUuid } from '../tools/ids'
import { zoneColumns } from '../mappers/delivery'
import { countZones, deleteZone, releaseStates, savePickup, saveZone, zonesHolding, type Zone } from '../repositories/delivery'
import { conflict, notFound } from '../http/refusal'

const zm = deliveryMessages.zones

/** A state another zone holds: the refusal names it and that zone. */
async function refuseTakenStates(shop: FastifyInstance, fields: DeliveryZoneFields, id?: string): Promise<void> {
  const [taken] = await zonesHolding(shop.db, fields.states, id)
  if (taken) throw conflict(zm.stateTaken(taken.state, taken.zone))
}

/**
 * A new zone (`id` absent) or the owner's change to one. Each state is in one zone at most: a state another zone
 * holds is refused naming it, or with `moveStates` taken from that zone in the same transaction (a zone may be left
 * with none); two owners' requests racing for one state are decided by its primary key. Placed orders keep the fee
 * and days they were placed with.
 */
export async function saveDeliveryZone(shop: FastifyInstance, { moveStates = false, ...fields }: DeliveryZoneRequest, id?: string): Promise<Zone> {
  if (id !== undefined && !isUuid(id)) throw notFound(zm.notFound)
  if (!moveStates) await refuseTakenStates(shop, fields, id)
  try {
    return await shop.db.transaction(async (tx) => {
      if (id === undefined && (await countZones(tx)) >= MAX_DELIVERY_ZONES) throw conflict(zm.tooMany)
      if (moveStates) await releaseStates(tx, fields.states, id?.toLowerCase())
      const zone = await saveZone(tx, zoneColumns(fields), id?.toLowerCase())
      if (!zone) throw notFound(zm.notFound)
      return zone
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Another zone took one of these states meanwhile.
    await refuseTakenStates(shop, fields, id)
    throw error
  }
}

export async function removeDeliveryZone(shop: FastifyInstance, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteZone(shop.db, id.toLowerCase()))) throw notFound(zm.notFound)
}

/** Where and when a shopper collects at the salon, as the owner says. */
export const savePickupPoint = (shop: FastifyInstance, pickup: PickupPoint): Promise<PickupPoint> => savePickup(shop.db, pickup)
