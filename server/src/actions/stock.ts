import type { FastifyInstance } from 'fastify'
import { koboToNaira, messages, nairaToKobo, shopDate } from '../../../src/contract'
import { countMessages, isCosmetic, MILLI, stockMessages, type CountReason, type DeliveryRequest, type ServiceProductsRequest, type StockSettings, type StockTakeLine, type StockTakeRequest } from '../../../src/contract/stock'
import type { Db } from '../db/client'
import { may, type StaffActor } from '../domain/permissions'
import { badRequest, conflict, notFound } from '../http/refusal'
import { followCounts, setBatchSalonUse, takeSalonSupplies, type StockCause } from '../repositories/batches'
import { readStockSettings, saveStockSettings, storeDelivery, writeOffBatch } from '../repositories/deliveries'
import { findProductRows, type ProductRow } from '../repositories/products'
import { recordActivity } from '../repositories/staff'
import { saveServiceProducts } from '../repositories/salonSupplies'
import { storeStockTake } from '../repositories/stockTakes'
import { isUuid } from '../tools/ids'

/**
 * A sale's units come off its products' batches, the one that expires first first, in the sale's transaction and
 * after the statement that took them off the counts (its products are locked by then). A batch past its date
 * (Lagos, from the clock) is not sold: when the units asked are only there, the sale is refused naming the product
 * and its transaction rolls back.
 */
export async function takeFromBatches(shop: FastifyInstance, tx: Db, productIds: readonly string[], cause: StockCause): Promise<void> {
  const [short] = await followCounts(tx, productIds, shopDate(shop.clock.now()), cause)
  if (!short) return
  const [product] = await findProductRows(tx, [short.productId])
  const name = product?.fullName ?? ''
  throw conflict(short.sellable === 0 ? messages.cart.outOfStock(name) : messages.cart.fewLeft(name, short.sellable))
}

/** Records a delivery: a batch per line, the products' counts up by their units, in one transaction. Its id. */
export async function recordDelivery(shop: FastifyInstance, staff: StaffActor, asked: DeliveryRequest): Promise<{ id: string; message: string }> {
  const today = shopDate(shop.clock.now())
  const lines = asked.lines.map((line) => {
    const productId = line.productId.toLowerCase()
    if (!isUuid(productId)) throw notFound(stockMessages.unknownProduct)
    if (line.expiresOn && line.expiresOn < today) throw badRequest(stockMessages.expired)
    return { productId, quantity: line.quantity, batchNumber: line.batchNumber || null, expiresOn: line.expiresOn || null, unitCostKobo: nairaToKobo(line.unitCost) }
  })
  const receivedOn = asked.receivedOn || today
  if (receivedOn > today) throw badRequest(stockMessages.receivedOn)
  const id = await shop.db.transaction(async (tx) => {
    const made = await storeDelivery(tx, { supplier: asked.supplier, reference: asked.reference || null, receivedOn, staffAccountId: staff.accountId, lines })
    if (!made) throw notFound(stockMessages.unknownProduct)
    const units = lines.reduce((sum, line) => sum + line.quantity, 0)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: made, summary: `Delivery from ${asked.supplier}: ${units} units in ${lines.length} batches` })
    return made
  })
  shop.catalogue.changed()
  return { id, message: stockMessages.deliveryRecorded(lines.reduce((sum, line) => sum + line.quantity, 0)) }
}

/** Writes off what is left of a batch past its date, with why. */
export async function writeOff(shop: FastifyInstance, staff: StaffActor, batchId: string, note: string | null): Promise<{ message: string }> {
  const id = batchId.toLowerCase()
  if (!isUuid(id)) throw notFound(stockMessages.batchNotFound)
  const units = await shop.db.transaction(async (tx) => {
    const written = await writeOffBatch(tx, id, shopDate(shop.clock.now()), { staffAccountId: staff.accountId, note })
    if (written === undefined) throw notFound(stockMessages.batchNotFound)
    if (written === 'not-expired') throw conflict(stockMessages.notLapsed)
    if (written === 0) throw conflict(stockMessages.nothingToWriteOff)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: id, summary: `Wrote off ${written} expired units${note ? `: ${note}` : ''}` })
    return written
  })
  shop.catalogue.changed()
  return { message: stockMessages.writtenOff(units) }
}

/** The owner's stock settings, saved. */
export async function setStockSettings(shop: FastifyInstance, settings: StockSettings): Promise<StockSettings> {
  await saveStockSettings(shop.db, settings)
  return settings
}

/**
 * With the owner's setting on, a cosmetics product on sale (switched on, not archived) must have its NAFDAC number:
 * refused with `refusal` (400 for a form, 409 for a switch) naming it, inside the write's transaction.
 */
export async function refuseUnregistered(tx: Db, row: ProductRow, refusal: typeof badRequest | typeof conflict = badRequest): Promise<void> {
  if (row.nafdacNumber || !row.inStock || row.archivedAt || !isCosmetic(row.category)) return
  if ((await readStockSettings(tx)).requireNafdac) throw refusal(stockMessages.nafdacRequired(row.name))
}

/** A count the owner typed: the product's batches follow it (units added to a batch of their own, or taken first to expire first). */
export const followTypedCount = (tx: Db, staff: StaffActor, productId: string): Promise<unknown> => followCounts(tx, [productId], null, { reason: 'count', staffAccountId: staff.accountId })

/**
 * A stock take: the counted numbers become the products' counts, each difference a correction with its reason
 * (required where the shelf differs), all in one transaction. What changed, with its cost for who may see costs.
 */
export async function takeStock(shop: FastifyInstance, staff: StaffActor, asked: StockTakeRequest): Promise<{ message: string; changed: StockTakeLine[] }> {
  const lines = asked.counts.map((line) => {
    const productId = line.productId.toLowerCase()
    if (!isUuid(productId)) throw notFound(stockMessages.unknownProduct)
    return { productId, counted: line.counted, reason: line.reason ?? null }
  })
  if (new Set(lines.map((line) => line.productId)).size !== lines.length) throw badRequest(countMessages.twice)
  const changed = await shop.db.transaction(async (tx) => {
    const stored = await storeStockTake(tx, lines, staff.accountId)
    if (!stored) throw notFound(stockMessages.unknownProduct)
    if (stored.some((line) => line.reason === null)) throw badRequest(countMessages.reason)
    const names = new Map((await findProductRows(tx, stored.map((line) => line.productId))).map((row) => [row.id, row.fullName]))
    for (const line of stored) {
      await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: line.productId, summary: `Stock take: ${names.get(line.productId)} counted ${line.counted} (was ${line.expected}, ${line.reason})` })
    }
    return stored.map((line) => ({ ...line, name: names.get(line.productId) ?? '' }))
  })
  if (changed.length > 0) shop.catalogue.changed()
  const costs = may(staff, 'stock.costs')
  return {
    message: countMessages.saved(changed.length),
    changed: changed.map((line) => ({
      productId: line.productId,
      name: line.name,
      expected: line.expected,
      counted: line.counted,
      reason: line.reason as CountReason | null,
      variance: line.variance,
      ...(costs && line.varianceCostKobo !== null ? { varianceCost: koboToNaira(line.varianceCostKobo) } : {}),
    })),
  }
}

/** Keeps a batch for the salon's use (no longer for sale) or puts it back on sale. */
export async function keepForSalon(shop: FastifyInstance, staff: StaffActor, batchId: string, salonUse: boolean): Promise<{ message: string }> {
  const id = batchId.toLowerCase()
  if (!isUuid(id)) throw notFound(stockMessages.batchNotFound)
  const units = await shop.db.transaction(async (tx) => {
    const moved = await setBatchSalonUse(tx, id, salonUse, shopDate(shop.clock.now()), staff.accountId)
    if (moved === undefined) throw notFound(stockMessages.batchNotFound)
    if (moved === 'expired') throw conflict(stockMessages.salonBatchExpired)
    if (moved > 0) await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: id, summary: salonUse ? `Kept ${moved} units for the salon` : `Put ${moved} salon units back on sale` })
    return moved
  })
  if (units > 0) shop.catalogue.changed()
  return { message: salonUse ? stockMessages.keptForSalon(units) : stockMessages.backOnSale(units) }
}

/** The products one visit of a service uses become these (amounts in units, kept in thousandths). */
export async function setServiceProducts(shop: FastifyInstance, serviceId: string, asked: ServiceProductsRequest): Promise<{ message: string }> {
  const lines = asked.products.map((line) => {
    const productId = line.productId.toLowerCase()
    if (!isUuid(productId)) throw notFound(stockMessages.unknownProduct)
    return { productId, amountMilli: Math.round(line.amount * MILLI) }
  })
  if (new Set(lines.map((line) => line.productId)).size !== lines.length) throw badRequest(stockMessages.serviceProductTwice)
  const saved = await saveServiceProducts(shop.db, serviceId, lines)
  if (saved === 'no-service') throw notFound(stockMessages.serviceNotFound)
  if (saved === 'no-product') throw notFound(stockMessages.unknownProduct)
  return { message: stockMessages.serviceProductsSaved }
}

/**
 * A visit done takes the products its services use from the stock kept for the salon (never from what is for sale),
 * in the transaction that completes it (its booking locked): refused, naming the product, when the salon has too little.
 */
export async function supplyVisit(shop: FastifyInstance, tx: Db, bookingId: string): Promise<void> {
  const short = await takeSalonSupplies(tx, bookingId, shopDate(shop.clock.now()))
  if (!short) return
  const [product] = await findProductRows(tx, [short.productId])
  throw conflict(stockMessages.salonShort(product?.fullName ?? '', short.left))
}
