import { sql } from 'drizzle-orm'
import type { OrderActor, OrderStatus, RefundStatus } from '../../../src/contract'
import type { Db } from '../db/client'
import { ERASED_ADDRESS_FIELDS } from './account'
import { giveBackStock, type InTransaction } from './orders'
import { returnToBatches } from './batches'
import { orderEvents } from '../db/schema'
import { cashOrderPayment, failOpenPayments, isPaidOrder, settleRefundRow, startRefunds } from './payments'
import { giveBackGiftCards } from './giftCards'

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
          then delivery_address || ${JSON.stringify(ERASED_ADDRESS_FIELDS)}::jsonb else delivery_address end
      where id = ${orderId}::uuid and status = ${from}::text ${userId === undefined ? sql`` : sql`and user_id = ${userId}::uuid`}
      returning id, amount_kobo
    ), restocked as (
      ${cancels ? giveBackStock('moved') : sql`select id from moved where false`}
    ), refunds as (
      ${cancels ? startRefunds('moved') : sql`select null::uuid as order_id, null::text as reference, null::integer as amount_kobo where false`}
    ), ended as (
      ${cancels ? failOpenPayments('moved', 'order') : sql`select 1`}
    ), ${cancels ? giveBackGiftCards('moved', 'order') : sql`gift_back as (select 1)`}, history as (
      insert into order_events (order_id, event, actor, staff_account_id, created_at)
      select id, ${to}::text, ${actor}::text, ${staff}::uuid, now() from moved
      union all
      -- A moment after the cancellation, so the history reads in the order things happened.
      select order_id, 'Refund pending', ${actor}::text, ${staff}::uuid, now() + interval '1 millisecond' from refunds
    )
    select (select count(*) from moved)::integer as moved, (select count(*) from restocked)::integer as restocked,
           (select reference from refunds) as reference, (select amount_kobo from refunds) as amount_kobo
  `)) as unknown as { rows: { moved: number; restocked: number; reference: string | null; amount_kobo: number | null }[] }
  const row = rows[0]!
  if (row.restocked > 0) await returnToBatches(db, { orderIds: [orderId] })
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
  refund: { reference: string; outcome: Exclude<RefundStatus, 'Refund pending'>; amountKobo?: number; actor: OrderActor; at: Date },
  inTransaction?: InTransaction<string>,
): Promise<boolean> {
  const from: RefundStatus[] = refund.outcome === 'Refunded' ? ['Refund pending', 'Refund failed'] : ['Refund pending']
  return db.transaction(async (tx) => {
    const orderId = await settleRefundRow(tx, { reference: refund.reference, to: refund.outcome, from, amountKobo: refund.amountKobo }, refund.at)
    if (!orderId) return false
    await tx.insert(orderEvents).values({ orderId, event: refund.outcome, actor: refund.actor })
    await inTransaction?.(tx, orderId)
    return true
  })
}

/** Marks a cash order paid once, with its history naming the team member; false when it is not an unpaid, live cash order (any more). */
export async function markCashOrderPaid(db: Db, orderId: string, staffAccountId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The order's row first: a second tap waits here, then its own statement sees the first one's cash.
    await tx.execute(sql`select id from orders where id = ${orderId}::uuid for update`)
    const { rows } = (await tx.execute(sql`
    with paid as (
      -- What is left to take in cash: the order less what gift cards already paid of it.
      select id, amount_kobo - (select coalesce(sum(p.amount_kobo), 0) from payments p where p.order_id = orders.id and p.kind = 'payment' and p.state = 'succeeded')::integer as amount_kobo from orders
      where id = ${orderId}::uuid and payment_type = 'COD' and not ${isPaidOrder()} and status <> 'Cancelled'
    ), cash as (${cashOrderPayment('paid', staffAccountId, now)}
    ), history as (
      insert into order_events (order_id, event, actor, staff_account_id) select id, 'Paid', 'seller', ${staffAccountId}::uuid from paid
    )
    select id from paid
  `)) as unknown as { rows: { id: string }[] }
    return rows.length === 1
  })
}
