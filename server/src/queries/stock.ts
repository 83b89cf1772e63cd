import type { FastifyInstance } from 'fastify'
import { addDays, shopDate, type PageInfo } from '../../../src/contract'
import {
  BATCH_PAGE,
  COUNT_SHEET_PAGE,
  MARGIN_PAGE,
  MILLI,
  stockMessages,
  type BatchViewName,
  type CountSheetLine,
  type MarginReport,
  type ServiceProduct,
  type StockBatchPage,
  type StockMove,
  type StockSettings,
} from '../../../src/contract/stock'
import { may, type Actor } from '../domain/permissions'
import { badRequest, notFound } from '../http/refusal'
import { toMarginFigures, toStockBatch, toStockMove } from '../mappers/stock'
import { productMargins } from '../repositories/margin'
import { listServiceProducts } from '../repositories/salonSupplies'
import { dayStart } from '../repositories/shopTime'
import { countSheet, listMoves } from '../repositories/stockTakes'
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

/** A page of the count sheet: a category's counted products with what the shop thinks is on the shelf. */
export async function countSheetOf(shop: FastifyInstance, asked: { category: string; after?: string }): Promise<{ lines: CountSheetLine[] } & PageInfo> {
  const offset = Number(asked.after ?? 0)
  const { products, more } = await countSheet(shop.db, asked.category, { limit: COUNT_SHEET_PAGE, offset })
  return {
    lines: products.map((row) => ({ productId: row.id, name: row.fullName, sku: row.sku, expected: row.stockCount ?? 0 })),
    nextCursor: more ? String(offset + COUNT_SHEET_PAGE) : null,
  }
}

/** A product's history: every change of its batches' units with why and by whom, newest first. */
export async function stockMovesOf(shop: FastifyInstance, asked: { product: string; after?: string }): Promise<{ moves: StockMove[] } & PageInfo> {
  const productId = asked.product.toLowerCase()
  if (!isUuid(productId)) throw badRequest(stockMessages.product)
  const offset = Number(asked.after ?? 0)
  const { moves, more } = await listMoves(shop.db, productId, { limit: BATCH_PAGE, offset })
  return { moves: moves.map(toStockMove), nextCursor: more ? String(offset + BATCH_PAGE) : null }
}

/** The products one visit of a service uses, with the units the salon keeps of each. */
export async function serviceProductsOf(shop: FastifyInstance, serviceId: string): Promise<ServiceProduct[]> {
  const rows = await listServiceProducts(shop.db, serviceId, shopDate(shop.clock.now()))
  if (!rows) throw notFound(stockMessages.serviceNotFound)
  return rows.map((row) => ({ productId: row.productId, name: row.name, amount: row.amountMilli / MILLI, salonStock: row.salonStock }))
}

/** Margin by product over a period of Lagos days (the month so far unless asked), a page at a time, with its totals. */
export async function marginReport(shop: FastifyInstance, asked: { from?: string; to?: string; after?: string }): Promise<MarginReport> {
  const today = shopDate(shop.clock.now())
  const from = asked.from || `${today.slice(0, 8)}01`
  const to = asked.to || today
  if (from > to) throw badRequest(stockMessages.marginRange)
  const offset = Number(asked.after ?? 0)
  const { rows, totals, more } = await productMargins(shop.db, { start: dayStart(from), end: dayStart(to, 1) }, { limit: MARGIN_PAGE, offset })
  return {
    from,
    to,
    totals: toMarginFigures(totals),
    products: rows.map((row) => ({ productId: row.productId, name: row.name, ...toMarginFigures(row) })),
    nextCursor: more ? String(offset + MARGIN_PAGE) : null,
  }
}
