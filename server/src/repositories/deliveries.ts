import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { stockSettings } from '../db/schema'
import { followCounts } from './batches'
import { findProductRows } from './products'

export interface DeliveryLineRow {
  productId: string
  quantity: number
  batchNumber: string | null
  expiresOn: string | null
  unitCostKobo: number
}

export interface NewDelivery {
  supplier: string
  reference: string | null
  receivedOn: string
  staffAccountId: string
  lines: DeliveryLineRow[]
}

/**
 * A delivery in one transaction (the caller's): its supplier (found by name, in any case, or added), its row, a batch
 * per line, and each product's count up by its units; the products are locked in id order first, as a sale locks them.
 * The delivery's id, or undefined when a product is gone.
 */
export async function storeDelivery(tx: Db, delivery: NewDelivery): Promise<string | undefined> {
  const ids = [...new Set(delivery.lines.map((line) => line.productId))].sort()
  const { rows: locked } = (await tx.execute(
    sql`select id from products where id = any(${sql.param(ids)}::uuid[]) order by id for update`,
  )) as unknown as { rows: { id: string }[] }
  if (locked.length !== ids.length) return undefined
  const lines = JSON.stringify(
    delivery.lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      batch_number: line.batchNumber,
      expires_on: line.expiresOn,
      unit_cost_kobo: line.unitCostKobo,
    })),
  )
  const { rows } = (await tx.execute(sql`
    with supplier as (
      insert into suppliers (name) values (${delivery.supplier}::text)
      on conflict (lower(name)) do update set name = suppliers.name
      returning id
    ), made as (
      insert into stock_deliveries (supplier_id, received_on, reference, staff_account_id)
      select id, ${delivery.receivedOn}::date, ${delivery.reference}::text, ${delivery.staffAccountId}::uuid from supplier
      returning id
    ), lines as (
      select * from jsonb_to_recordset(${lines}::jsonb) as line(product_id uuid, quantity integer, batch_number text, expires_on date, unit_cost_kobo integer)
    ), batches as (
      insert into stock_batches (product_id, delivery_id, batch_number, expires_on, received, remaining, unit_cost_kobo)
      select lines.product_id, made.id, lines.batch_number, lines.expires_on, lines.quantity, lines.quantity, lines.unit_cost_kobo from made, lines
      returning id, product_id, received
    ), moved as (
      insert into stock_moves (batch_id, product_id, units, reason, staff_account_id)
      select id, product_id, received, 'delivery', ${delivery.staffAccountId}::uuid from batches
    ), counted as (
      update products set stock_count = coalesce(products.stock_count, 0) + added.units
      from (select product_id, sum(quantity)::integer as units from lines group by product_id) added
      where products.id = added.product_id
    )
    select id from made
  `)) as unknown as { rows: { id: string }[] }
  // A product counted again after it was not: batches it had kept before follow its count.
  await followCounts(tx, ids, null, { reason: 'count', staffAccountId: delivery.staffAccountId })
  return rows[0]!.id
}

export interface BatchRow {
  id: string
  productId: string
  productName: string
  batchNumber: string | null
  expiresOn: string | null
  received: number
  remaining: number
  unitCostKobo: number | null
  supplier: string | null
  receivedOn: string | null
  expired: boolean
  salonUse: boolean
}

export type BatchView =
  /** A product's batches still holding units, the one that goes first first. */
  | { kind: 'product'; productId: string }
  /** Batches not past their date that expire by `until`, soonest first. */
  | { kind: 'expiring'; until: string }
  /** Batches past their date still holding units: to write off. */
  | { kind: 'write-off' }

/** A page of batches (`after`: the offset the page before gave), as the view asks, judged on `today` (a Lagos day). */
export async function listBatches(db: Db, view: BatchView, today: string, page: { limit: number; offset: number }): Promise<{ rows: BatchRow[]; more: boolean }> {
  const expired = sql`(b.lapsed or b.expires_on < ${today}::date)`
  const where =
    view.kind === 'product'
      ? sql`b.product_id = ${view.productId}::uuid and b.remaining > 0`
      : view.kind === 'expiring'
        ? sql`b.remaining > 0 and not b.lapsed and b.expires_on >= ${today}::date and b.expires_on <= ${view.until}::date`
        : sql`b.remaining > 0 and ${expired}`
  const { rows } = (await db.execute(sql`
    select b.id, b.product_id, b.batch_number, b.expires_on::text as expires_on, b.received, b.remaining,
           b.unit_cost_kobo, s.name as supplier, d.received_on::text as received_on, ${expired} as expired, b.salon_use
    from stock_batches b
    left join stock_deliveries d on d.id = b.delivery_id left join suppliers s on s.id = d.supplier_id
    where ${where}
    order by b.expires_on nulls last, b.created_at, b.id
    limit ${page.limit + 1} offset ${page.offset}
  `)) as unknown as {
    rows: {
      id: string
      product_id: string
      batch_number: string | null
      expires_on: string | null
      received: number
      remaining: number
      unit_cost_kobo: number | null
      supplier: string | null
      received_on: string | null
      expired: boolean
      salon_use: boolean
    }[]
  }
  const shown = rows.slice(0, page.limit)
  const names = new Map((await findProductRows(db, [...new Set(shown.map((row) => row.product_id))])).map((product) => [product.id, product.fullName]))
  return {
    more: rows.length > page.limit,
    rows: shown.map((row) => ({
      id: row.id,
      productId: row.product_id,
      productName: names.get(row.product_id) ?? '',
      batchNumber: row.batch_number,
      expiresOn: row.expires_on,
      received: row.received,
      remaining: row.remaining,
      unitCostKobo: row.unit_cost_kobo,
      supplier: row.supplier,
      receivedOn: row.received_on,
      expired: row.expired,
      salonUse: row.salon_use,
    })),
  }
}

/**
 * Writes off what is left of a batch past its date (before `today`): its units leave the batch (and the product's
 * count, when the round that lapses batches has not taken them out yet), with the reason. The units written off;
 * undefined when there is no such batch, 'not-expired' when it is not past its date.
 */
export async function writeOffBatch(tx: Db, id: string, today: string, by: { staffAccountId: string; note: string | null }): Promise<number | 'not-expired' | undefined> {
  const { rows: found } = (await tx.execute(sql`select product_id from stock_batches where id = ${id}::uuid`)) as unknown as { rows: { product_id: string }[] }
  if (!found[0]) return undefined
  await tx.execute(sql`select id from products where id = ${found[0].product_id}::uuid for update`)
  const { rows } = (await tx.execute(sql`
    select remaining, lapsed or salon_use as uncounted, (lapsed or expires_on < ${today}::date) as expired from stock_batches where id = ${id}::uuid
  `)) as unknown as { rows: { remaining: number; uncounted: boolean; expired: boolean }[] }
  const batch = rows[0]
  if (!batch) return undefined
  if (!batch.expired) return 'not-expired'
  if (batch.remaining === 0) return 0
  await tx.execute(sql`
    with gone as (
      update stock_batches set remaining = 0, lapsed = true where id = ${id}::uuid returning product_id
    ), moved as (
      insert into stock_moves (batch_id, product_id, units, reason, staff_account_id, note)
      select ${id}::uuid, product_id, ${-batch.remaining}::integer, 'written-off', ${by.staffAccountId}::uuid, ${by.note}::text from gone
    )
    update products set stock_count = greatest(stock_count - ${batch.uncounted ? 0 : batch.remaining}::integer, 0)
    where id = (select product_id from gone) and stock_count is not null`)
  return batch.remaining
}

/** The owner's stock settings (the migration makes its row). */
export async function readStockSettings(db: Db): Promise<{ requireNafdac: boolean; expiryWarningDays: number }> {
  const [row] = await db.select({ requireNafdac: stockSettings.requireNafdac, expiryWarningDays: stockSettings.expiryWarningDays }).from(stockSettings)
  return row ?? { requireNafdac: false, expiryWarningDays: 60 }
}

export async function saveStockSettings(db: Db, settings: { requireNafdac: boolean; expiryWarningDays: number }): Promise<void> {
  await db.insert(stockSettings).values({ id: true, ...settings }).onConflictDoUpdate({ target: stockSettings.id, set: settings })
}
