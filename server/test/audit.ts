import { sql } from 'drizzle-orm'
import { taxKobo } from '../../src/contract/money'
import { shopTables } from '../src/db/backup'
import type { Db } from '../src/db/client'

/** Every table's rows as PostgreSQL's own JSON text, sorted: equal snapshots, equal data. */
export async function tableSnapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {}
  for (const { name } of shopTables()) {
    const { rows } = (await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`)) as unknown as { rows: { row: string }[] }
    result[name] = rows.map((r) => r.row)
  }
  return result
}

export interface OrderAudit {
  orders: number
  ids: Set<string>
  /** Orders without items: half-written. */
  withoutItems: number
  /** Orders whose subtotal is not the sum of their items, or whose tax or amount is off. */
  wrongAmounts: number
}

/** Reads every order straight from the database and checks it is whole and priced to the kobo. */
export async function auditOrders(db: Db): Promise<OrderAudit> {
  const { rows } = (await db.execute(sql`
    select o.id, o.subtotal_kobo, o.tax_kobo, o.amount_kobo, count(i.id)::int as lines, coalesce(sum(i.quantity * i.unit_price_kobo), 0)::bigint as items_kobo
    from orders o left join order_items i on i.order_id = o.id
    group by o.id`)) as unknown as { rows: { id: string; subtotal_kobo: number; tax_kobo: number; amount_kobo: number; lines: number; items_kobo: string | number }[] }
  return {
    orders: rows.length,
    ids: new Set(rows.map((row) => row.id)),
    withoutItems: rows.filter((row) => row.lines === 0).length,
    wrongAmounts: rows.filter(
      (row) => Number(row.items_kobo) !== row.subtotal_kobo || row.tax_kobo !== taxKobo(row.subtotal_kobo) || row.amount_kobo !== row.subtotal_kobo + row.tax_kobo,
    ).length,
  }
}
