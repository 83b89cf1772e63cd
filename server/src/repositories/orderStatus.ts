import { sql } from 'drizzle-orm'
import type { OrderStatus } from '../../../src/contract'
import type { Db } from '../db/client'
import { giveBackStock } from './orders'

interface Moved {
  moved: boolean
  /** Units of counted products came back on the shelf (a cancellation). */
  restocked: boolean
}

/**
 * Moves the order only if it is still in `from`: two sellers' clicks can never skip a step. The same
 * statement writes the step into the history and, for a cancellation, puts the units back on the shelf.
 */
export async function moveOrderStatus(db: Db, orderId: string, from: OrderStatus, to: OrderStatus): Promise<Moved> {
  const { rows } = (await db.execute(sql`
    with moved as (
      update orders set status = ${to}::text where id = ${orderId}::uuid and status = ${from}::text returning id
    ), restocked as (
      ${to === 'Cancelled' ? giveBackStock('moved') : sql`select id from moved where false`}
    ), history as (
      insert into order_events (order_id, event, actor) select id, ${to}::text, 'seller' from moved
    )
    select (select count(*) from moved)::integer as moved, (select count(*) from restocked)::integer as restocked
  `)) as unknown as { rows: { moved: number; restocked: number }[] }
  return { moved: rows[0]!.moved === 1, restocked: rows[0]!.restocked > 0 }
}

/** Marks a cash order paid once, with its history; false when it is not an unpaid, live cash order (any more). */
export async function markCashOrderPaid(db: Db, orderId: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    with paid as (
      update orders set is_paid = true, paid_at = now()
      where id = ${orderId}::uuid and payment_type = 'COD' and not is_paid and status <> 'Cancelled'
      returning id
    ), history as (
      insert into order_events (order_id, event, actor) select id, 'Paid', 'seller' from paid
    )
    select id from paid
  `)) as unknown as { rows: { id: string }[] }
  return rows.length === 1
}
