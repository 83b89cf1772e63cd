import { koboToNaira, nairaToKobo, type SalonService } from '../../../src/contract'
import type { ServiceRow } from '../repositories/salon'
import type { ServiceColumns } from '../repositories/salonAdmin'

/** A service as the owner writes it: everything but its id and its photo (uploaded on its own), the price in naira. */
export type ServiceInput = Omit<SalonService, 'id' | 'image'>

/** A salon service as the wizard, the home page and the owner's menu show it, its price in naira. */
export const toSalonService = (row: ServiceRow): SalonService => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  description: row.description,
  image: row.image,
  durationMinutes: row.durationMinutes,
  processingAfterMinutes: row.processingAfterMinutes,
  processingMinutes: row.processingMinutes,
  bufferMinutes: row.bufferMinutes,
  price: koboToNaira(row.priceKobo),
  active: row.active,
  onHomePage: row.onHomePage,
  patchTestDays: row.patchTestDays,
  rebookWeeks: row.rebookWeeks,
})

/** The service the owner sent as the columns it is saved in, the price in kobo. */
export const serviceColumns = ({ price, ...input }: ServiceInput): ServiceColumns => ({ ...input, priceKobo: nairaToKobo(price) })
