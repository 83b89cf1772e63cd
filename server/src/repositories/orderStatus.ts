import { sql } from 'drizzle-orm'
import type { OrderActor, OrderStatus, RefundStatus } from '../../../src/contract'
import type { Db } from '../db/client'
import { ERASED_ADDRESS_FIELDS } from './account'
import { giveBackStock, type InTransaction } from './orders'

interface Moved {
  moved: boolean
  /** Units of counted products came back on the shelf (a cancellation). */
  restocked: boolean
  /** A paid online order was cancelled: its money is to be sent back (its refund is now pending). */
  refund: { reference: string; amountKobo: number } | null
}

/**
 * Moves the order only if it is still in `from` (and, given a shopper, only her own): two clicks can never skip
 * a step. The same statement writes the step into the history and, for a cancellation, puts the units back on
 * the shelf and, for a paid online order, marks its refund pending.
 */
export async function moveOrderStatus(db: Db, orderId: string, from: OrderStatus, to: OrderStatus, by: { actor: OrderActor; userId?: string; staffAccountId?: string }): Promise<Moved> {
  const { actor, userId } = by
  const staff = by.staffAccountId ?? null
  const cancels = to === 'Cancelled'
  const { rows } = (await db.execute(sql`
    with moved as (
      update orders set status = ${to}::text,
        -- A deleted account's order kept whom and where to deliver only while it was on its way.
        delivery_address = case when user_id is null and ${to}::text in ('Delivered', 'Cancelled')
          then delivery_address || ${JSON.stringify(ERASED_ADDRESS_FIELDS)}::jsonb else delivery_address end,
        refund_status = case when ${cancels}::boolean and payment_type = 'Online' and is_paid then 'Refund pending' else refund_status end
      where id = ${orderId}::uuid and status = ${from}::text ${userId === undefined ? sql`` : sql`and user_id = ${userId}::uuid`}
      returning id, refund_status, payment_reference, amount_kobo
    ), restocked as (
      ${cancels ? giveBackStock('moved') : sql`select id from moved where false`}
    ), history as (
      insert into order_events (order_id, event, actor, staff_account_id, created_at)
      select id, ${to}::text, ${actor}::text, ${staff}::uuid, now() from moved
      union all
      -- A moment after the cancellation, so the history reads in the order things happened.
      select id, 'Refund pending', ${actor}::text, ${staff}::uuid, now() + interval '1 millisecond' from moved where ${cancels}::boolean and refund_status = 'Refund pending'
    )
    select (select count(*) from moved)::integer as moved, (select count(*) from restocked)::integer as restocked,
           (select payment_reference from moved where ${cancels}::boolean and refund_status = 'Refund pending') as reference,
           (select amount_kobo from moved) as amount_kobo
  `)) as unknown as { rows: { moved: number; restocked: number; reference: string | null; amount_kobo: number | null }[] }
  const row = rows[0]!
  return { moved: row.moved === 1, restocked: row.restocked > 0, refund: row.reference ? { reference: row.reference, amountKobo: row.amount_kobo! } : null }
}

/**
 * What the payment provider says became of a refund, applied once: Refunded from pending (or from failed, when the
 * seller retried it in the provider's dashboard), Refund failed only from pending; for the order's full amount in
 * naira. False when it changed nothing (a replay, another order's amount, no refund asked for). `inTransaction`
 * (its messages) runs with the change, given the order's id, only when something changed.
 */
export async function settleRefund(
  db: Db,
  refund: { reference: string; outcome: Exclude<RefundStatus, 'Refund pending'>; amountKobo?: number; actor: OrderActor },
  inTransaction?: InTransaction<string>,
): Promise<boolean> {
  const from: RefundStatus[] = refund.outcome === 'Refunded' ? ['Refund pending', 'Refund failed'] : ['Refund pending']
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      with settled as (
        update orders set refund_status = ${refund.outcome}::text
        where payment_reference = ${refund.reference}::text and refund_status = any(${`{${from.map((status) => `"${status}"`).join(',')}}`}::text[])
          ${refund.amountKobo === undefined ? sql`` : sql`and amount_kobo = ${refund.amountKobo}::integer`}
        returning id
      ), history as (
        insert into order_events (order_id, event, actor) select id, ${refund.outcome}::text, ${refund.actor}::text from settled
      )
      select id from settled
    `)) as unknown as { rows: { id: string }[] }
    if (rows.length !== 1) return false
    await inTransaction?.(tx, rows[0]!.id)
    return true
  })
}

/** Marks a cash order paid once, with its history naming the team member; false when it is not an unpaid, live cash order (any more). */
export async function markCashOrderPaid(db: Db, orderId: string, staffAccountId: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    with paid as (
      update orders set is_paid = true, paid_at = now()
      where id = ${orderId}::uuid and payment_type = 'COD' and not is_paid and status <> 'Cancelled'
      returning id
    ), history as (
      insert into order_events (order_id, event, actor, staff_account_id) select id, 'Paid', 'seller', ${staffAccountId}::uuid from paid
    )
    select id from paid
  `)) as unknown as { rows: { id: string }[] }
  return rows.length === 1
}

/** The provider accepted the refund's request: recorded, so the sweeper does not ask again. */
export async function markRefundRequested(db: Db, reference: string): Promise<void> {
  await db.execute(sql`update orders set refund_requested_at = now() where payment_reference = ${reference}::text and refund_requested_at is null`)
}

/**
 * The next refund still pending but never asked for since before `before` (the process stopped between a cancellation
 * and its request), its row locked for the caller's transaction: another instance's sweep skips it.
 */
export async function lockNextUnrequestedRefund(db: Db, before: string): Promise<{ reference: string; amountKobo: number } | undefined> {
  const { rows } = (await db.execute(sql`
    select payment_reference as reference, amount_kobo from orders
    where refund_status = 'Refund pending' and refund_requested_at is null and payment_reference is not null
      and exists (select 1 from order_events where order_events.order_id = orders.id and order_events.event = 'Refund pending'
                  and order_events.created_at < ${before}::timestamptz)
    order by id limit 1 for update skip locked`)) as unknown as { rows: { reference: string; amount_kobo: number }[] }
  const row = rows[0]
  return row && { reference: row.reference, amountKobo: row.amount_kobo }
}
