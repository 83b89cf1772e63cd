import { koboToNaira, nairaToKobo, type SellerProduct } from '../../../src/contract'
import type { MarginFigures, StockBatch, StockMove } from '../../../src/contract/stock'
import type { MarginKobo } from '../repositories/margin'
import type { BatchRow } from '../repositories/deliveries'
import type { MoveRow } from '../repositories/stockTakes'

/** A batch as the owner's screens show it, its unit cost in naira only for who may see costs. */
export const toStockBatch = (row: BatchRow, withCost: boolean): StockBatch => ({
  _id: row.id,
  productId: row.productId,
  productName: row.productName,
  batchNumber: row.batchNumber,
  expiresOn: row.expiresOn,
  received: row.received,
  remaining: row.remaining,
  ...(withCost ? { unitCost: row.unitCostKobo === null ? null : koboToNaira(row.unitCostKobo) } : {}),
  supplier: row.supplier,
  receivedOn: row.receivedOn,
  expired: row.expired,
  salonUse: row.salonUse,
})

/** A product's (or the period's) sales and salon use in naira: what they brought in, what their units cost, the margin. */
export const toMarginFigures = (kobo: MarginKobo): MarginFigures => ({
  units: kobo.units,
  revenue: koboToNaira(kobo.revenueKobo),
  cost: koboToNaira(kobo.costKobo),
  margin: koboToNaira(kobo.revenueKobo - kobo.costKobo),
  unknownCostUnits: kobo.unknownCostUnits,
  salonUnits: kobo.salonUnits,
  salonCost: koboToNaira(kobo.salonCostKobo),
})

/** A change of a batch's units, as a product's history shows it. */
export const toStockMove = (row: MoveRow): StockMove => ({ _id: row.id, batchNumber: row.batchNumber, units: row.units, reason: row.reason, note: row.note, by: row.by, at: row.at.toISOString() })

/** A product of the team's list with what its next unit cost and its margin at its selling price (null: cost unknown). */
export const withMargin = (product: SellerProduct, unitCostKobo: number | null): SellerProduct => ({
  ...product,
  unitCost: unitCostKobo === null ? null : koboToNaira(unitCostKobo),
  margin: unitCostKobo === null ? null : koboToNaira(nairaToKobo(product.offerPrice) - unitCostKobo),
})
