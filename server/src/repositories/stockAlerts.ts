import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { stockAlerts } from '../db/schema'

/** Whether a product can be bought now: on sale, not archived, a unit left when its units are counted. */
const buyable = sql`p.in_stock and p.archived_at is null and (p.stock_count is null or p.stock_count > 0)`

export type AlertOutcome = 'saved' | 'in-stock' | 'full' | 'unknown'

/**
 * "Tell me when it is back" for a product out of stock, in the caller's transaction: the product's row is locked while
 * its waiting list is counted, so requests at once cannot pass its bound; a contact asking again changes nothing.
 */
export async function addStockAlert(tx: Db, productId: string, contact: string, bounds: { perProduct: number; perContact: number }): Promise<AlertOutcome> {
  const { rows } = (await tx.execute(sql`select ${buyable} as buyable from products p where p.id = ${productId}::uuid for update`)) as unknown as { rows: { buyable: boolean }[] }
  if (rows.length === 0) return 'unknown'
  if (rows[0]!.buyable) return 'in-stock'
  const { rows: counts } = (await tx.execute(sql`
    select (select count(*) from stock_alerts where product_id = ${productId}::uuid and told_at is null)::int as product,
           (select count(*) from stock_alerts where contact = ${contact} and told_at is null)::int as contact
  `)) as unknown as { rows: { product: number; contact: number }[] }
  if (counts[0]!.product >= bounds.perProduct || counts[0]!.contact >= bounds.perContact) return 'full'
  await tx.insert(stockAlerts).values({ productId, contact }).onConflictDoNothing()
  return 'saved'
}

/** An alert to send: whom, and the product now back. */
export interface DueStockAlert {
  id: string
  contact: string
  productId: string
  product: string
  category: string
}

/**
 * Claims the alerts of products back on sale, first come first told: while a product's units are counted, no more of
 * its waiting list than units left. Each alert once (stamped told in the statement that reads it, SKIP LOCKED).
 */
export async function claimBackInStock(tx: Db, now: Date, limit: number): Promise<DueStockAlert[]> {
  const { rows } = (await tx.execute(sql`
    with waiting as (
      select a.id, p.stock_count, row_number() over (partition by a.product_id order by a.created_at, a.id) as place
      from stock_alerts a join products p on p.id = a.product_id
      where a.told_at is null and ${buyable}
    ), due as (
      select a.id from stock_alerts a join waiting w on w.id = a.id
      where w.stock_count is null or w.place <= w.stock_count
      order by a.created_at limit ${limit}::integer for update of a skip locked
    )
    update stock_alerts a set told_at = ${now.toISOString()}::timestamptz from due, products p
    where a.id = due.id and p.id = a.product_id and a.told_at is null
    returning a.id, a.contact, a.product_id as "productId", p.name as product, p.category
  `)) as unknown as { rows: DueStockAlert[] }
  return rows
}
