import { koboToNaira } from '../../../src/contract'
import type { StockBatch, StockMove } from '../../../src/contract/stock'
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
})

/** A change of a batch's units, as a product's history shows it. */
export const toStockMove = (row: MoveRow): StockMove => ({ _id: row.id, batchNumber: row.batchNumber, units: row.units, reason: row.reason, note: row.note, by: row.by, at: row.at.toISOString() })
