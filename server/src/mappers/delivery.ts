import { koboToNaira, nairaToKobo } from '../../../src/contract'
import type { DeliveryZone, DeliveryZoneFields } from '../../../src/contract/delivery'
import type { Zone, ZoneColumns } from '../repositories/delivery'

/** A delivery zone as the owner's settings show it, fees in naira. */
export const toDeliveryZone = (zone: Zone): DeliveryZone => ({
  _id: zone.id,
  name: zone.name,
  states: zone.states,
  fee: koboToNaira(zone.feeKobo),
  freeFrom: zone.freeFromKobo === null ? null : koboToNaira(zone.freeFromKobo),
  minDays: zone.minDays,
  maxDays: zone.maxDays,
})

/** The zone the owner sent (fees in naira) as the columns it is saved in. */
export const zoneColumns = (fields: DeliveryZoneFields): ZoneColumns => ({
  name: fields.name,
  states: fields.states,
  feeKobo: nairaToKobo(fields.fee),
  freeFromKobo: fields.freeFrom === null ? null : nairaToKobo(fields.freeFrom),
  minDays: fields.minDays,
  maxDays: fields.maxDays,
})
