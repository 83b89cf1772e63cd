import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { REAL } from './dashboard'

// What sales cost: every unit a sale took is a stock move naming its batch (repositories/batches.ts), and a batch's
// unit cost never changes, so a sale line's cost is its moves' units at their batches' costs, net of what came back
// (a cancelled order's or a voided bill's units return to the batches they came from, moves too).

/** A period's instants: [start, end). */
export interface Period {
  start: SQL
  end: SQL
}

/** A product's sales and salon use in a period, in kobo. */
export interface MarginKobo {
  units: number
  revenueKobo: number
  costKobo: number
  unknownCostUnits: number
  salonUnits: number
  salonCostKobo: number
}

export interface ProductMarginRow extends MarginKobo {
  productId: string
  name: string
}

const cost = (units: SQL) => sql`coalesce(-sum(${units}::bigint * b.unit_cost_kobo) filter (where b.unit_cost_kobo is not null), 0)`
const knownUnits = (units: SQL) => sql`coalesce(-sum(${units}) filter (where b.unit_cost_kobo is not null), 0)`

/**
 * Margin by product over a period: the online orders placed in it that count (cash, or online and paid; never
 * cancelled) at their lines' value before tax, the counter's closed bills at their lines' value less line discounts
 * (a refunded line counts nowhere: its units came back), each with the cost of the units it took; and the units the
 * salon's visits of the period used, at their cost. Biggest revenue first, a page at a time; the totals over every product.
 */
export async function productMargins(db: Db, period: Period, page: { limit: number; offset: number }): Promise<{ rows: ProductMarginRow[]; totals: MarginKobo; more: boolean }> {
  const { rows } = (await db.execute(sql`
    with sold as (
      select i.product_id, orders.id as order_id, null::uuid as sale_id, (array_agg(i.product_name))[1] as name, orders.created_at as at,
             sum(i.quantity)::integer as units, sum(i.quantity::bigint * i.unit_price_kobo) as revenue
      from orders join order_items i on i.order_id = orders.id
      where orders.created_at >= ${period.start} and orders.created_at < ${period.end} and ${REAL}
      group by i.product_id, orders.id, orders.created_at
      union all
      select l.product_id, null, s.id, (array_agg(l.product_name))[1], s.created_at,
             sum(l.quantity)::integer, sum(l.quantity::bigint * l.unit_price_kobo - l.discount_kobo)
      from counter_sales s join counter_sale_lines l on l.sale_id = s.id
      where s.created_at >= ${period.start} and s.created_at < ${period.end} and s.status = 'closed'
        and not exists (select 1 from payments r where r.sale_line_id = l.id and r.kind = 'refund' and r.state = 'succeeded')
      group by l.product_id, s.id, s.created_at
    ), costed as (
      select sold.*, taken.known_units, taken.cost_kobo from sold cross join lateral (
        select ${knownUnits(sql`m.units`)} as known_units, ${cost(sql`m.units`)} as cost_kobo
        from stock_moves m join stock_batches b on b.id = m.batch_id
        where m.product_id = sold.product_id and (m.order_id = sold.order_id or m.counter_sale_id = sold.sale_id)
      ) taken
    ), used as (
      select m.product_id, -sum(m.units)::integer as units, ${cost(sql`m.units`)} as cost_kobo
      from bookings v join stock_moves m on m.booking_id = v.id join stock_batches b on b.id = m.batch_id
      where v.starts_at >= ${period.start} and v.starts_at < ${period.end} and m.reason = 'salon'
      group by m.product_id
    ), sales as (
      select product_id, (array_agg(name order by at desc))[1] as name, sum(units)::integer as units, sum(revenue)::bigint as revenue_kobo,
             sum(cost_kobo)::bigint as cost_kobo, sum(greatest(units - known_units, 0))::integer as unknown_units
      from costed group by product_id
    ), margins as (
      select coalesce(sales.product_id, used.product_id) as product_id, coalesce(sales.name, p.name) as name,
             coalesce(sales.units, 0) as units, coalesce(sales.revenue_kobo, 0) as revenue_kobo, coalesce(sales.cost_kobo, 0) as cost_kobo,
             coalesce(sales.unknown_units, 0) as unknown_units, coalesce(used.units, 0) as salon_units, coalesce(used.cost_kobo, 0) as salon_cost_kobo
      from sales full join used on used.product_id = sales.product_id
      join products p on p.id = coalesce(sales.product_id, used.product_id)
    )
    select *, sum(units) over () as all_units, sum(revenue_kobo) over () as all_revenue, sum(cost_kobo) over () as all_cost,
           sum(unknown_units) over () as all_unknown, sum(salon_units) over () as all_salon_units, sum(salon_cost_kobo) over () as all_salon_cost
    from margins
    order by revenue_kobo desc, salon_cost_kobo desc, product_id
    limit ${page.limit + 1} offset ${page.offset}
  `)) as unknown as { rows: Record<string, string | number>[] }
  const n = (value: string | number | undefined) => Number(value ?? 0)
  const first = rows[0]
  return {
    more: rows.length > page.limit,
    rows: rows.slice(0, page.limit).map((row) => ({
      productId: String(row.product_id),
      name: String(row.name),
      units: n(row.units),
      revenueKobo: n(row.revenue_kobo),
      costKobo: n(row.cost_kobo),
      unknownCostUnits: n(row.unknown_units),
      salonUnits: n(row.salon_units),
      salonCostKobo: n(row.salon_cost_kobo),
    })),
    totals: {
      units: n(first?.all_units),
      revenueKobo: n(first?.all_revenue),
      costKobo: n(first?.all_cost),
      unknownCostUnits: n(first?.all_unknown),
      salonUnits: n(first?.all_salon_units),
      salonCostKobo: n(first?.all_salon_cost),
    },
  }
}

/** What the next unit of each product on sale costs: its first sellable batch's unit cost (first expiry first), or null. */
export async function nextUnitCosts(db: Db, productIds: readonly string[], today: string): Promise<Map<string, number | null>> {
  if (productIds.length === 0) return new Map()
  const { rows } = (await db.execute(sql`
    select distinct on (product_id) product_id, unit_cost_kobo from stock_batches
    where product_id = any(${sql.param([...productIds])}::uuid[]) and remaining > 0 and not lapsed and not salon_use and (expires_on is null or expires_on >= ${today}::date)
    order by product_id, expires_on nulls last, created_at, id`)) as unknown as { rows: { product_id: string; unit_cost_kobo: number | null }[] }
  return new Map(rows.map((row) => [row.product_id, row.unit_cost_kobo]))
}
