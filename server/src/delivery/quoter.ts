import type { DeliveryTerms } from '../../../src/contract/delivery'
import { isNigeria } from '../../../src/contract'
import type { Db } from '../db/client'
import { termsOfState } from '../repositories/delivery'

/** Where a parcel goes, as the saved address (or its snapshot) gives it. */
export interface Destination {
  state: string
  city: string
  area: string
  country: string
}

/** What goes: the products' price (the threshold's measure) and the lines (a courier's weight and size). */
export interface Parcel {
  subtotalKobo: number
  lines: readonly { productId: string; quantity: number }[]
}

/**
 * Who prices a delivery: the owner's zones today; a courier's API (Shipbubble, Sendbox) later, answering the
 * same terms from its own quote. Undefined: nobody delivers there.
 */
export interface DeliveryQuoter {
  termsFor(db: Db, destination: Destination, parcel: Parcel): Promise<DeliveryTerms | undefined>
}

/** The owner's zones: the zone of the address's state, in Nigeria only. */
export const zoneQuoter: DeliveryQuoter = {
  termsFor: async (db, destination) => (isNigeria(destination.country) ? termsOfState(db, destination.state) : undefined),
}
