import { sql } from 'drizzle-orm'
import type { StockMoveReason } from '../../../src/contract/stock'
import type { Db } from '../db/client'
import { followCounts } from './batches'
import { findProductRows } from './products'

/** A page of a category's counted products for the count sheet, by name; the products of the page and whether more follow. */
export async function countSheet(db: Db, category: string, page: { limit: number; offset: number }) {
  const { rows } = (await db.execute(sql`
    select id from products where category = ${category} and stock_count is not null and archived_at is null
    order by lower(name), id limit ${page.limit + 1} offset ${page.offset}`)) as unknown as { rows: { id: string }[] }
  const shown = rows.slice(0, page.limit)
  const named = new Map((await findProductRows(db, shown.map((row) => row.id))).map((row) => [row.id, row]))
  return { products: shown.flatMap(({ id }) => (named.has(id) ? [named.get(id)!] : [])), more: rows.length > page.limit }
}

export interface CountedLine {
  productId: string
  counted: number
  reason: string | null
}

/**
 * The counts of a stock take, in the caller's transaction: the products locked in id order (as a sale locks them) and
 * read at their latest count, each that differs set to what was counted and its batches following (units off the
 * batch that expires first, or into a batch of their own), with the reason on each move. Each product as it was and
 * the cost of its difference at its batches' latest unit cost (null when none is known). Undefined when a product is gone.
 */
export async function storeStockTake(tx: Db, lines: CountedLine[], staffAccountId: string) {
  const ids = [...new Set(lines.map((line) => line.productId))].sort()
  const { rows } = (await tx.execute(sql`
    select p.id, p.stock_count,
           (select b.unit_cost_kobo from stock_batches b where b.product_id = p.id and b.unit_cost_kobo is not null order by b.created_at desc limit 1) as unit_cost_kobo
    from products p where p.id = any(${sql.param(ids)}::uuid[]) order by p.id for update of p`)) as unknown as {
    rows: { id: string; stock_count: number | null; unit_cost_kobo: number | null }[]
  }
  if (rows.length !== ids.length) return undefined
  const before = new Map(rows.map((row) => [row.id, row]))
  const changed = []
  for (const line of lines) {
    const was = before.get(line.productId)!
    const expected = was.stock_count ?? 0
    if (was.stock_count === line.counted) continue
    await tx.execute(sql`update products set stock_count = ${line.counted}::integer where id = ${line.productId}::uuid`)
    await followCounts(tx, [line.productId], null, { reason: 'count' satisfies StockMoveReason, staffAccountId, note: line.reason ?? undefined })
    const variance = line.counted - expected
    changed.push({ ...line, expected, variance, varianceCostKobo: was.unit_cost_kobo === null ? null : variance * was.unit_cost_kobo })
  }
  return changed
}

export interface MoveRow {
  id: string
  batchNumber: string | null
  units: number
  reason: StockMoveReason
  note: string | null
  by: string | null
  at: Date
}

/** A product's moves, newest first, a page at a time. */
export async function listMoves(db: Db, productId: string, page: { limit: number; offset: number }): Promise<{ moves: MoveRow[]; more: boolean }> {
  const { rows } = (await db.execute(sql`
    select m.id, b.batch_number, m.units, m.reason, m.note, s.name as by, m.created_at
    from stock_moves m join stock_batches b on b.id = m.batch_id left join staff_accounts s on s.id = m.staff_account_id
    where m.product_id = ${productId}::uuid
    order by m.created_at desc, m.id limit ${page.limit + 1} offset ${page.offset}`)) as unknown as {
    rows: { id: string; batch_number: string | null; units: number; reason: StockMoveReason; note: string | null; by: string | null; created_at: string | Date }[]
  }
  return {
    more: rows.length > page.limit,
    moves: rows.slice(0, page.limit).map((row) => ({ id: row.id, batchNumber: row.batch_number, units: row.units, reason: row.reason, note: row.note, by: row.by, at: new Date(row.created_at) })),
  }
}
