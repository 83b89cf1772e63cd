import { sql, type SQL } from 'drizzle-orm'
import type { StockMoveReason } from '../../../src/contract/stock'
import type { Db } from '../db/client'

// A counted product's `stock_count` is what the shop reads and what a sale's statement judges and takes (stock.ts);
// its batches say where those units are: `stock_count` = the remaining units of its batches not lapsed and not kept
// for the salon's use (those are never sold: a completed visit takes the products its services use from them). Every change
// of a count is followed, in its transaction and with the product's row locked, by its batches here.

/** Why units moved, and the sale, order or person behind it. */
export interface StockCause {
  reason: StockMoveReason
  orderId?: string
  counterSaleId?: string
  staffAccountId?: string
  note?: string
}

const isSale = (reason: StockMoveReason) => reason === 'order' || reason === 'sale'
/**
 * Units a count gained beyond its batches: for a sale (whose moves name it, and are what its return gives back) they
 * are a correction of the count, naming no sale; a return's own reason otherwise.
 */
const addedReason = (reason: StockMoveReason): StockMoveReason => (isSale(reason) ? 'count' : reason)

const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`

/** The product a sale wanted more of than its sellable batches hold. */
export interface ShortBatches {
  productId: string
  /** Units in batches not past their date. */
  sellable: number
}

/**
 * The batches follow the counts of these products (locked by the caller's transaction): units a count lost come off
 * the batch that expires first (with `sellableOn`, a Lagos day, only batches not past it: a sale), units it gained
 * go into a batch of their own. The products whose sellable batches fell short: the caller refuses the sale (its
 * transaction rolls back what this wrote).
 */
export async function followCounts(db: Db, productIds: readonly string[], sellableOn: string | null, cause: StockCause): Promise<ShortBatches[]> {
  if (productIds.length === 0) return []
  const { rows } = (await db.execute(sql`
    with target as (
      select p.id, p.stock_count - coalesce((select sum(b.remaining) from stock_batches b where b.product_id = p.id and not b.lapsed and not b.salon_use), 0)::integer as diff
      from products p where p.id = any(${uuids(productIds)}) and p.stock_count is not null
    ), ranked as (
      select b.id, b.product_id, b.remaining, -t.diff as wanted,
             coalesce(sum(b.remaining) over (partition by b.product_id order by b.expires_on nulls last, b.created_at, b.id
                                             rows between unbounded preceding and 1 preceding), 0) as before
      from stock_batches b join target t on t.id = b.product_id and t.diff < 0
      where not b.lapsed and not b.salon_use and b.remaining > 0 ${sellableOn ? sql`and (b.expires_on is null or b.expires_on >= ${sellableOn}::date)` : sql``}
    ), takes as (
      select id, product_id, least(remaining, wanted - before)::integer as units from ranked where before < wanted
    ), taken as (
      update stock_batches set remaining = stock_batches.remaining - takes.units from takes where stock_batches.id = takes.id
      returning stock_batches.id, takes.product_id, takes.units
    ), added as (
      insert into stock_batches (product_id, received, remaining) select id, diff, diff from target where diff > 0
      returning id, product_id, remaining as units
    ), moved as (
      insert into stock_moves (batch_id, product_id, units, reason, order_id, counter_sale_id, staff_account_id, note)
      select id, product_id, units, reason, case when sold then ${cause.orderId ?? null}::uuid end, case when sold then ${cause.counterSaleId ?? null}::uuid end,
             ${cause.staffAccountId ?? null}::uuid, ${cause.note ?? null}::text
      from (select id, product_id, -units as units, ${cause.reason}::text as reason, true as sold from taken
            union all select id, product_id, units, ${addedReason(cause.reason)}::text, ${!isSale(cause.reason)}::boolean from added) as changes
    )
    select t.id as product_id, coalesce((select sum(r.remaining) from ranked r where r.product_id = t.id), 0)::integer as sellable
    from target t
    where t.diff < 0 and coalesce((select sum(k.units) from takes k where k.product_id = t.id), 0) < -t.diff
  `)) as unknown as { rows: { product_id: string; sellable: number }[] }
  return rows.map((row) => ({ productId: row.product_id, sellable: row.sellable }))
}

/** Locks, in id order (as every sale does), the counted products among those `ids` names. */
const lockCounted = (ids: SQL) => sql`select id from products where id in (${ids}) and stock_count is not null order by id for update`

/**
 * What the given orders or counter sales took goes back to the batches it came from (a batch past its date takes
 * it back without counting it: it waits to be written off; one kept for the salon keeps it there). Runs in the transaction that cancels or voids them,
 * after or before the statement that gives their units back to the counts; any difference left (a sale made before
 * batches) is followed as `followCounts` does.
 */
export async function returnToBatches(db: Db, of: { orderIds: string[] } | { counterSaleIds: string[]; productIds?: string[] }): Promise<void> {
  const [column, ids, reason] = 'orderIds' in of ? [sql`order_id`, of.orderIds, 'order-return' as const] : [sql`counter_sale_id`, of.counterSaleIds, 'sale-return' as const]
  if (ids.length === 0) return
  // One line of a bill refunded: only its product's units (what the sale still owes of them: a later void returns the rest).
  const only = 'productIds' in of && of.productIds ? sql` and product_id = any(${uuids(of.productIds)})` : sql``
  const products = sql`select product_id from stock_moves where ${column} = any(${uuids(ids)})${only}`
  const { rows: locked } = (await db.execute(lockCounted(products))) as unknown as { rows: { id: string }[] }
  if (locked.length === 0) return
  await db.execute(sql`
    with owed as (
      select m.batch_id, m.product_id, m.${column} as source, -sum(m.units)::integer as units
      from stock_moves m where m.${column} = any(${uuids(ids)}) and m.product_id = any(${uuids(locked.map((row) => row.id))})
      group by m.batch_id, m.product_id, m.${column} having sum(m.units) < 0
    ), per_batch as (
      select batch_id, sum(units)::integer as units from owed group by batch_id
    ), back as (
      update stock_batches set remaining = stock_batches.remaining + per_batch.units from per_batch where stock_batches.id = per_batch.batch_id
      returning stock_batches.product_id, stock_batches.lapsed or stock_batches.salon_use as uncounted, per_batch.units
    ), moved as (
      insert into stock_moves (batch_id, product_id, units, reason, ${column})
      select batch_id, product_id, units, ${reason}::text, source from owed
    )
    update products set stock_count = products.stock_count - lapsed.units
    from (select product_id, sum(units)::integer as units from back where uncounted group by product_id) lapsed
    where products.id = lapsed.product_id`)
  const single = ids.length === 1 ? ('orderIds' in of ? { orderId: ids[0] } : { counterSaleId: ids[0] }) : {}
  await followCounts(db, locked.map((row) => row.id), null, { reason, ...single })
}

/**
 * Batches past their date (before `today`, a Lagos day) leave their products' counts, a bounded number of products a
 * round, in one transaction; products a sale holds right now wait for the next round. The number of products changed.
 */
export async function lapseExpiredBatches(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: locked } = (await tx.execute(sql`
      select id from products where id in (
        select product_id from stock_batches where expires_on < ${today}::date and remaining > 0 and not lapsed and not salon_use
      ) order by id limit 500 for update skip locked`)) as unknown as { rows: { id: string }[] }
    if (locked.length === 0) return 0
    await tx.execute(sql`
      with lapsed as (
        update stock_batches set lapsed = true
        where product_id = any(${uuids(locked.map((row) => row.id))}) and expires_on < ${today}::date and remaining > 0 and not lapsed and not salon_use
        returning product_id, remaining
      )
      update products set stock_count = greatest(products.stock_count - gone.units, 0)
      from (select product_id, sum(remaining)::integer as units from lapsed group by product_id) gone
      where products.id = gone.product_id and products.stock_count is not null`)
    return locked.length
  })
}

/**
 * Keeps a batch for the salon's use (out of its product's count: never sold) or puts it back on sale, with the product
 * locked as a sale locks it. The units moved; undefined when there is no such batch, 'expired' when it is past its date.
 */
export async function setBatchSalonUse(tx: Db, id: string, salonUse: boolean, today: string, staffAccountId: string): Promise<number | 'expired' | undefined> {
  const { rows: found } = (await tx.execute(sql`select product_id from stock_batches where id = ${id}::uuid`)) as unknown as { rows: { product_id: string }[] }
  if (!found[0]) return undefined
  await tx.execute(sql`select id from products where id = ${found[0].product_id}::uuid for update`)
  const { rows } = (await tx.execute(sql`
    select remaining, salon_use, (lapsed or expires_on < ${today}::date) as expired from stock_batches where id = ${id}::uuid
  `)) as unknown as { rows: { remaining: number; salon_use: boolean; expired: boolean }[] }
  const batch = rows[0]
  if (!batch) return undefined
  if (batch.expired) return 'expired'
  if (batch.salon_use === salonUse || batch.remaining === 0) return 0
  const units = salonUse ? -batch.remaining : batch.remaining
  await tx.execute(sql`
    with kept as (
      update stock_batches set salon_use = ${salonUse} where id = ${id}::uuid returning product_id
    ), moved as (
      insert into stock_moves (batch_id, product_id, units, reason, staff_account_id)
      select ${id}::uuid, product_id, ${units}::integer, 'salon-use', ${staffAccountId}::uuid from kept
    )
    update products set stock_count = coalesce(stock_count, 0) + ${units}::integer
    where id = (select product_id from kept)`)
  return batch.remaining
}

/** A product a visit uses and how much, in thousandths of a unit. */
export interface SupplyNeed {
  productId: string
  amountMilli: number
}

/** A product the salon's batches could not supply: its units kept for the salon, not past their date. */
export interface SalonShort {
  productId: string
  left: number
}

/**
 * Locks, in id order, the products a visit's services use together with `alsoIds` (a bill's products): a bill that
 * completes a visit takes both, and one ordered statement keeps it from deadlocking with another such bill.
 */
export async function lockVisitSupplies(tx: Db, bookingId: string, alsoIds: readonly string[]): Promise<void> {
  await tx.execute(sql`
    select id from products
    where id in (select sp.product_id from booking_lines l join service_products sp on sp.service_id = l.service where l.booking_id = ${bookingId}::uuid)
       or id = any(${uuids(alsoIds)})
    order by id for update`)
}

/**
 * A completed visit takes the products its services use (once: `visit_supplies` records it), in its transaction: the
 * products locked in id order as a sale locks them, the salon's open unit used first, whole units opened from the
 * salon's batches not past `today` (first expiry first) for the rest. The product it could not supply, if any: the
 * caller refuses and its transaction rolls back what this wrote.
 */
export async function takeSalonSupplies(tx: Db, bookingId: string, today: string): Promise<SalonShort | undefined> {
  const { rows: needs } = (await tx.execute(sql`
    select sp.product_id, sum(sp.amount_milli)::integer as amount_milli
    from booking_lines l join service_products sp on sp.service_id = l.service
    where l.booking_id = ${bookingId}::uuid and not exists (select 1 from visit_supplies v where v.booking_id = ${bookingId}::uuid)
    group by sp.product_id order by sp.product_id`)) as unknown as { rows: { product_id: string; amount_milli: number }[] }
  if (needs.length === 0) return undefined
  await tx.execute(sql`select id from products where id = any(${uuids(needs.map((need) => need.product_id))}) order by id for update`)
  for (const need of needs) {
    const { rows: open } = (await tx.execute(sql`select left_milli from salon_open_stock where product_id = ${need.product_id}::uuid`)) as unknown as { rows: { left_milli: number }[] }
    const left = open[0]?.left_milli ?? 0
    const units = Math.max(0, Math.ceil((need.amount_milli - left) / 1000))
    if (units > 0) {
      const { rows: taken } = (await tx.execute(sql`
        with ranked as (
          select id, remaining, coalesce(sum(remaining) over (order by expires_on nulls last, created_at, id rows between unbounded preceding and 1 preceding), 0) as before
          from stock_batches
          where product_id = ${need.product_id}::uuid and salon_use and not lapsed and remaining > 0 and (expires_on is null or expires_on >= ${today}::date)
        ), takes as (
          select id, least(remaining, ${units}::integer - before)::integer as units from ranked where before < ${units}::integer
        ), taken as (
          update stock_batches set remaining = stock_batches.remaining - takes.units from takes where stock_batches.id = takes.id returning stock_batches.id, takes.units
        ), moved as (
          insert into stock_moves (batch_id, product_id, units, reason, booking_id) select id, ${need.product_id}::uuid, -units, 'salon', ${bookingId}::uuid from taken
        )
        select coalesce((select sum(units) from taken), 0)::integer as taken, coalesce((select sum(remaining) from ranked), 0)::integer as held`)) as unknown as {
        rows: { taken: number; held: number }[]
      }
      if (taken[0]!.taken < units) return { productId: need.product_id, left: taken[0]!.held }
    }
    await tx.execute(sql`
      insert into salon_open_stock (product_id, left_milli) values (${need.product_id}::uuid, ${left + units * 1000 - need.amount_milli})
      on conflict (product_id) do update set left_milli = excluded.left_milli`)
  }
  await tx.execute(sql`
    insert into visit_supplies (booking_id, product_id, amount_milli)
    select ${bookingId}::uuid, product_id, amount_milli from jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as need(product_id uuid, amount_milli integer)`)
  return undefined
}
