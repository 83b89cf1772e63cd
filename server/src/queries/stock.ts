import type { FastifyInstance } from 'fastify'
import { addDays, shopDate } from '../../../src/contract'
import { BATCH_PAGE, stockMessages, type BatchViewName, type StockBatchPage, type StockSettings } from '../../../src/contract/stock'
import { may, type Actor } from '../domain/permissions'
import { badRequest } from '../http/refusal'
import { toStockBatch } from '../mappers/stock'
import { listBatches, readStockSettings, type BatchView } from '../repositories/deliveries'
import { isUuid } from '../tools/ids'

// The stock room as the owner and the front desk read it: batches by product, expiring soon, to write off.

/** A page of batches; their unit costs only for who may see costs (stock.costs). */
export async function stockBatches(shop: FastifyInstance, actor: Actor, asked: { view: BatchViewName; product?: string; after?: string }): Promise<StockBatchPage> {
  const today = shopDate(shop.clock.now())
  let view: BatchView
  if (asked.view === 'product') {
    const productId = asked.product?.toLowerCase() ?? ''
    if (!isUuid(productId)) throw badRequest(stockMessages.product)
    view = { kind: 'product', productId }
  } else if (asked.view === 'expiring') {
    view = { kind: 'expiring', until: addDays(today, (await readStockSettings(shop.db)).expiryWarningDays) }
  } else {
    view = { kind: 'write-off' }
  }
  const offset = Number(asked.after ?? 0)
  const { rows, more } = await listBatches(shop.db, view, today, { limit: BATCH_PAGE, offset })
  return { batches: rows.map((row) => toStockBatch(row, may(actor, 'stock.costs'))), nextCursor: more ? String(offset + BATCH_PAGE) : null }
}

/** The owner's stock settings. */
export const stockSettingsOf = (shop: FastifyInstance): Promise<StockSettings> => readStockSettings(shop.db)
