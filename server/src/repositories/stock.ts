import { sql, type SQL } from 'drizzle-orm'

// The shelf's one rule, for every sale that takes units (an online order, a counter sale) and every one that gives
// them back: fragments of the single statement that stores or cancels the sale. `lines` names a CTE of
// (product_id, quantity, unit_price_kobo), one row per product.

/**
 * The lines' counted products, locked in id order (so two sales never wait on each other crosswise) and read at
 * their latest row: the body of a `materialized` CTE.
 */
export const lockCountedProducts = (lines: string): SQL => sql`
  select id, stock_count, in_stock, archived_at, offer_price_kobo from products
  where id in (select product_id from ${sql.identifier(lines)}) and stock_count is not null
  order by id for update`

/**
 * True when every one of the `count` lines is still sold at its price and, for a counted product (judged by its
 * latest row, `counted`, not by the statement's snapshot), its units are on the shelf.
 */
export const linesStillSold = (lines: string, counted: string, count: number): SQL => sql`
  (select count(*) from ${sql.identifier(lines)} l join products on products.id = l.product_id
   and products.in_stock and products.archived_at is null and products.offer_price_kobo = l.unit_price_kobo) = ${count}
  and not exists (select 1 from ${sql.identifier(lines)} l join ${sql.identifier(counted)} c on c.id = l.product_id
                  where c.stock_count < l.quantity or not c.in_stock or c.archived_at is not null or c.offer_price_kobo <> l.unit_price_kobo)`

/** The units a line takes: all of them from a counted product (`counted` holds it), none from an uncounted one. */
export const unitsTaken = (line: string, counted: string): SQL =>
  sql`case when ${sql.identifier(counted)}.id is null then 0 else ${sql.identifier(line)}.quantity end`

/** Takes the lines' units off the shelf once `made` (a CTE of the stored sale) holds a row: an UPDATE returning each product taken from. */
export const takeStock = (lines: string, made: string): SQL => sql`
  update products set stock_count = products.stock_count - l.quantity
  from ${sql.identifier(lines)} l, ${sql.identifier(made)}
  where products.id = l.product_id and products.stock_count is not null
  returning products.id`

/**
 * Gives back what sale lines took (`taken`: a query of product_id and the units, stock_taken > 0): only what a
 * line took comes back, and a product no longer counted stays so. The products are locked in id order first,
 * as a sale locks them.
 */
export const giveBack = (taken: SQL): SQL => sql`
  update products set stock_count = products.stock_count + back.quantity
  from (select product_id, sum(units)::integer as quantity from (${taken}) as taken (product_id, units) group by product_id) back
  where products.id = back.product_id and products.stock_count is not null
    and products.id in (select locked.id from products locked
                        where locked.id in (select product_id from (${taken}) as again (product_id, units)) order by locked.id for update)
  returning products.id`
