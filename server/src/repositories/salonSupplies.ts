import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { salonServices, serviceProducts } from '../db/schema'
import { findProductRows } from './products'

// The products the salon's services use (the owner names them on the service) and the stock kept for the salon's use.

/** A product a service uses: its amount in thousandths of a unit, and the units kept for the salon not past `today`. */
export interface ServiceProductRow {
  productId: string
  name: string
  amountMilli: number
  salonStock: number
}

/** The products a service uses, by name; undefined when the service is not on the menu. */
export async function listServiceProducts(db: Db, serviceId: string, today: string): Promise<ServiceProductRow[] | undefined> {
  const [service] = await db.select({ id: salonServices.id }).from(salonServices).where(eq(salonServices.id, serviceId))
  if (!service) return undefined
  const { rows } = (await db.execute(sql`
    select sp.product_id, sp.amount_milli,
           coalesce((select sum(b.remaining) from stock_batches b where b.product_id = sp.product_id and b.salon_use and not b.lapsed and (b.expires_on is null or b.expires_on >= ${today}::date)), 0)::integer as salon_stock
    from service_products sp where sp.service_id = ${serviceId}`)) as unknown as { rows: { product_id: string; amount_milli: number; salon_stock: number }[] }
  const names = new Map((await findProductRows(db, rows.map((row) => row.product_id))).map((row) => [row.id, row.fullName]))
  return rows
    .map((row) => ({ productId: row.product_id, name: names.get(row.product_id) ?? '', amountMilli: row.amount_milli, salonStock: row.salon_stock }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The products a service uses become these, in one transaction: false when the service is not on the menu or a
 * product is not in the catalogue (nothing written).
 */
export async function saveServiceProducts(db: Db, serviceId: string, lines: { productId: string; amountMilli: number }[]): Promise<'saved' | 'no-service' | 'no-product'> {
  return db.transaction(async (tx) => {
    const [service] = await tx.select({ id: salonServices.id }).from(salonServices).where(eq(salonServices.id, serviceId)).for('update')
    if (!service) return 'no-service'
    if ((await findProductRows(tx, lines.map((line) => line.productId))).length !== lines.length) return 'no-product'
    await tx.delete(serviceProducts).where(eq(serviceProducts.serviceId, serviceId))
    if (lines.length > 0) await tx.insert(serviceProducts).values(lines.map((line) => ({ serviceId, ...line })))
    return 'saved'
  })
}
