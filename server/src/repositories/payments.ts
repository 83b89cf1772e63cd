import { sql, type SQL } from 'drizzle-orm'
import type { RefundStatus } from '../../../src/contract'
import { LEDGER_METHODS, PAYMENT_METHOD_TERMS, type LedgerMethod, type PaymentRowState } from '../../../src/contract/payments'
import type { Db } from '../db/client'

// The ledger's reads and writes (schema/payments.ts): whether an order, a bill or a deposit is paid is read from its
// rows here, and every write of money goes through these statements (or the fragments other statements embed).

/** What an order's rows say of it. */
export interface OrderMoney {
  /** The payments that succeeded, together. */
  paidKobo: number
  /** When the last of them succeeded. */
  paidAt: Date | null
  /** The provider has a payment under way (a bank transfer, USSD). */
  awaiting: boolean
  /** The provider's reference of its online payment, if any. */
  reference: string | null
  /** Its refund's state, if one was asked for. */
  refund: RefundStatus | null
  /** When the provider accepted that refund's request (null: never asked, or refused). */
  refundRequestedAt: Date | null
  /** What gift cards paid of it and still hold (less what a cancellation gave back to them). */
  giftCardKobo: number
}

const REFUND_STATUS: Record<PaymentRowState, RefundStatus> = { started: 'Refund pending', pending: 'Refund pending', succeeded: 'Refunded', failed: 'Refund failed' }
export const refundStateOf = (status: RefundStatus): PaymentRowState => (status === 'Refunded' ? 'succeeded' : status === 'Refund failed' ? 'failed' : 'pending')

/** An order is paid when the payments that succeeded cover its amount. */
export const isPaidOrder = (orders: SQL = sql`orders`): SQL =>
  sql`(select coalesce(sum(p.amount_kobo), 0) from payments p where p.order_id = ${orders}.id and p.kind = 'payment' and p.state = 'succeeded') >= ${orders}.amount_kobo`

/** The provider has one of the order's payments under way. */
export const isAwaitingOrder = (orders: SQL = sql`orders`): SQL =>
  sql`exists (select 1 from payments p where p.order_id = ${orders}.id and p.kind = 'payment' and p.state = 'pending')`

/** When the order's payments succeeded (the last of them), or null. */
export const orderPaidAt = (orders: SQL = sql`orders`): SQL =>
  sql`(select max(p.settled_at) from payments p where p.order_id = ${orders}.id and p.kind = 'payment' and p.state = 'succeeded')`

/** The order's refund as the shop names its state ('Refund pending', 'Refunded', 'Refund failed'), or null. */
export const orderRefund = (orders: SQL = sql`orders`): SQL =>
  sql`(select case p.state when 'succeeded' then 'Refunded' when 'failed' then 'Refund failed' else 'Refund pending' end
       from payments p where p.order_id = ${orders}.id and p.kind = 'refund' order by p.created_at desc limit 1)`

/** The order whose online payment has this reference. */
export const orderOfReference = (reference: string): SQL =>
  sql`(select p.order_id from payments p where p.reference = ${reference}::text and p.kind = 'payment' and p.order_id is not null)`

const blank = (): OrderMoney => ({ paidKobo: 0, paidAt: null, awaiting: false, reference: null, refund: null, refundRequestedAt: null, giftCardKobo: 0 })

/** The money of these orders, by id: one query for a page of them. */
export async function moneyOfOrders(db: Db, orderIds: string[]): Promise<Map<string, OrderMoney>> {
  const money = new Map(orderIds.map((id) => [id, blank()]))
  if (orderIds.length === 0) return money
  const { rows } = (await db.execute(sql`
    select order_id, kind, method, state, amount_kobo, reference, settled_at, requested_at from payments
    where order_id = any(${`{${orderIds.join(',')}}`}::uuid[]) order by created_at, id`)) as unknown as {
    rows: { order_id: string; kind: 'payment' | 'refund'; method: LedgerMethod; state: PaymentRowState; amount_kobo: number; reference: string | null; settled_at: string | Date | null; requested_at: string | Date | null }[]
  }
  for (const row of rows) {
    const order = money.get(row.order_id)!
    // The provider's payment and its refund: a gift card's spending and giving back are the card's (its own ledger).
    if (!PAYMENT_METHOD_TERMS[row.method].refundThroughProvider) {
      if (row.kind === 'payment' && row.state === 'succeeded') addPaid(order, row)
      if (row.method === 'giftCard' && row.state === 'succeeded') order.giftCardKobo += row.kind === 'payment' ? row.amount_kobo : -row.amount_kobo
      continue
    }
    if (row.kind === 'refund') {
      order.refund = REFUND_STATUS[row.state]
      order.refundRequestedAt = row.requested_at === null ? null : new Date(row.requested_at)
      continue
    }
    order.reference ??= row.reference
    if (row.state === 'pending') order.awaiting = true
    if (row.state === 'succeeded') addPaid(order, row)
  }
  return money
}

function addPaid(order: OrderMoney, row: { amount_kobo: number; settled_at: string | Date | null }) {
  order.paidKobo += row.amount_kobo
  const at = new Date(row.settled_at!)
  if (!order.paidAt || at > order.paidAt) order.paidAt = at
}

/**
 * The statement fragment that starts an order's online payment, for the statement that places it (`placed`: a CTE of
 * its id and amount): the amount less what gift cards pay of it.
 */
export const startOrderPayment = (placed: string, reference: string, giftCardKobo = 0): SQL =>
  sql`insert into payments (order_id, method, amount_kobo, reference, state) select id, 'online', amount_kobo - ${giftCardKobo}::integer, ${reference}::text, 'started' from ${sql.identifier(placed)}`

/** A payment the provider confirmed, for exactly this amount, moved to succeeded once; its owner's id (order or booking), or undefined. */
export async function settleOnlinePayment(db: Db, payment: { reference: string; amountKobo: number }, at: Date, owner: 'order' | 'booking' | 'giftCard'): Promise<string | undefined> {
  const column = owner === 'order' ? sql`order_id` : owner === 'booking' ? sql`booking_id` : sql`gift_card_id`
  const { rows } = (await db.execute(sql`
    update payments set state = 'succeeded', settled_at = ${at.toISOString()}::timestamptz
    where reference = ${payment.reference}::text and kind = 'payment' and ${column} is not null
      and state in ('started', 'pending') and amount_kobo = ${payment.amountKobo}::integer
    returning ${column} as id`)) as unknown as { rows: { id: string }[] }
  return rows[0]?.id
}

/** What the provider is asked for under this reference (an order's: less what gift cards paid). */
export async function paymentKobo(db: Db, reference: string): Promise<number | undefined> {
  const { rows } = (await db.execute(sql`select amount_kobo from payments where reference = ${reference}::text and kind = 'payment'`)) as unknown as { rows: { amount_kobo: number }[] }
  return rows[0]?.amount_kobo
}

/** The provider has the payment under way: the order shows, awaiting it (unless it succeeded or ended meanwhile). */
export async function markPaymentPending(db: Db, reference: string): Promise<void> {
  await db.execute(sql`update payments set state = 'pending' where reference = ${reference}::text and kind = 'payment' and state = 'started'`)
}

/** The statement fragment that ends the open payments of the orders (or bookings) in the CTE `ended`: their order was cancelled, their hold lapsed. */
export const failOpenPayments = (ended: string, owner: 'order' | 'booking'): SQL =>
  sql`update payments set state = 'failed' where ${owner === 'order' ? sql`order_id` : sql`booking_id`} in (select id from ${sql.identifier(ended)}) and kind = 'payment' and state in ('started', 'pending')`

/** Who paid what for a booking's deposit: its row's reference, state, amount and when. */
export interface DepositRow {
  bookingId: string
  reference: string
  state: PaymentRowState
  amountKobo: number
  settledAt: Date | null
}

/** The deposits of these bookings, by booking id. */
export async function depositsOf(db: Db, bookingIds: string[]): Promise<Map<string, DepositRow>> {
  if (bookingIds.length === 0) return new Map()
  const { rows } = (await db.execute(sql`
    select booking_id, reference, state, amount_kobo, settled_at from payments
    where booking_id = any(${`{${bookingIds.join(',')}}`}::uuid[]) and kind = 'payment' order by created_at`)) as unknown as {
    rows: { booking_id: string; reference: string; state: PaymentRowState; amount_kobo: number; settled_at: string | Date | null }[]
  }
  return new Map(rows.map((row) => [row.booking_id, { bookingId: row.booking_id, reference: row.reference, state: row.state, amountKobo: row.amount_kobo, settledAt: row.settled_at === null ? null : new Date(row.settled_at) }]))
}

/** The booking whose deposit has this reference, if any. */
export async function bookingOfReference(db: Db, reference: string): Promise<string | undefined> {
  const { rows } = (await db.execute(sql`select booking_id from payments where reference = ${reference}::text and kind = 'payment' and booking_id is not null`)) as unknown as {
    rows: { booking_id: string }[]
  }
  return rows[0]?.booking_id
}

/** A deposit the booking asks, started with its hold. */
export async function startDepositPayment(db: Db, bookingId: string, deposit: { reference: string; amountKobo: number }): Promise<void> {
  await db.execute(sql`insert into payments (booking_id, method, amount_kobo, reference, state) values (${bookingId}::uuid, 'online', ${deposit.amountKobo}::integer, ${deposit.reference}::text, 'started')`)
}

/** The deposits held for these bookings, which lapsed or were let go: their payments failed. */
export async function failDeposits(db: Db, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return
  await db.execute(sql`update payments set state = 'failed' where booking_id = any(${`{${bookingIds.join(',')}}`}::uuid[]) and kind = 'payment' and state in ('started', 'pending')`)
}

/** Cash taken for an order at the door or at collection, by a team member. */
export const cashOrderPayment = (paid: string, staffAccountId: string, at: Date): SQL =>
  sql`insert into payments (order_id, method, amount_kobo, state, settled_at, staff_account_id, created_at)
      select id, 'cash', amount_kobo, 'succeeded', ${at.toISOString()}::timestamptz, ${staffAccountId}::uuid, ${at.toISOString()}::timestamptz from ${sql.identifier(paid)}`

/** The counter's payments of a bill (`sale`: a CTE of its id and created_at), each a row taken when and by whom it was closed. */
export const counterSalePayments = (sale: string, payments: { method: string; amountKobo: number }[], staffAccountId: string | null): SQL =>
  sql`insert into payments (sale_id, method, amount_kobo, state, settled_at, staff_account_id, created_at)
      select bill.id, paid.method, paid.amount_kobo, 'succeeded', bill.created_at, ${staffAccountId}::uuid, bill.created_at
      from ${sql.identifier(sale)} bill, jsonb_to_recordset(${JSON.stringify(payments.map((p) => ({ method: p.method, amount_kobo: p.amountKobo })))}::jsonb) as paid(method text, amount_kobo integer)`

/** A line of a counter bill refunded: its rows, one per method the money goes back by, given now by a member, with why. */
export const counterLineRefund = (refund: { saleId: string; lineId: string | null; parts: { method: string; amountKobo: number }[]; reason: string; staffAccountId: string }): SQL =>
  sql`insert into payments (sale_id, sale_line_id, kind, method, amount_kobo, state, settled_at, staff_account_id, reason)
      select ${refund.saleId}::uuid, ${refund.lineId}::uuid, 'refund', part.method, part.amount_kobo, 'succeeded', now(), ${refund.staffAccountId}::uuid, ${refund.reason}::text
      from jsonb_to_recordset(${JSON.stringify(refund.parts.map((p) => ({ method: p.method, amount_kobo: p.amountKobo })))}::jsonb) as part(method text, amount_kobo integer)
      returning sale_line_id`

/** A refund row of a counter bill: the line it gave back (null: the service), by which method, how much, why and when. */
export interface SaleRefundRow {
  lineId: string | null
  method: string
  amountKobo: number
  reason: string
  at: Date
}

/** The refunds of a counter bill's lines, oldest first. */
export async function refundsOfSale(db: Db, saleId: string): Promise<SaleRefundRow[]> {
  const { rows } = (await db.execute(
    sql`select sale_line_id, method, amount_kobo, reason, settled_at from payments where sale_id = ${saleId}::uuid and kind = 'refund' and state = 'succeeded' order by created_at, id`,
  )) as unknown as { rows: { sale_line_id: string | null; method: string; amount_kobo: number; reason: string | null; settled_at: string | Date }[] }
  return rows.map((row) => ({ lineId: row.sale_line_id, method: row.method, amountKobo: row.amount_kobo, reason: row.reason ?? '', at: new Date(row.settled_at) }))
}

/** The refunds of counter bills not voided given since `since` (payments_settled_idx): when, how much, and whether a service's (no line). */
export const counterRefundsSince = (since: SQL): SQL =>
  sql`select r.settled_at as refunded_at, r.amount_kobo, r.method, r.sale_line_id is null as service from payments r join counter_sales s on s.id = r.sale_id
      where r.settled_at >= ${since} and r.state = 'succeeded' and r.kind = 'refund' and s.status = 'closed'`

/** The deposit paid ahead for a booking (`bookings`: the table or its alias), in kobo: 0 until it succeeded. */
export const depositPaidKobo = (bookings: SQL = sql`bookings`): SQL<number> =>
  sql<number>`(select coalesce(sum(p.amount_kobo), 0)::integer from payments p where p.booking_id = ${bookings}.id and p.kind = 'payment' and p.state = 'succeeded')`

/** The counter's payments of these bills, by bill id. */
export async function paymentsOfSale(db: Db, saleId: string): Promise<{ method: string; amountKobo: number }[]> {
  const { rows } = (await db.execute(sql`select method, amount_kobo from payments where sale_id = ${saleId}::uuid and kind = 'payment' and state = 'succeeded' order by created_at, id`)) as unknown as {
    rows: { method: string; amount_kobo: number }[]
  }
  return rows.map((row) => ({ method: row.method, amountKobo: row.amount_kobo }))
}

/** The methods whose money goes back through the payment provider (src/contract/payments.ts). */
const REFUNDED_THROUGH_PROVIDER = LEDGER_METHODS.filter((method) => PAYMENT_METHOD_TERMS[method].refundThroughProvider)

/** The refund of the paid online orders in the CTE `cancelled` (of ids), pending: a fragment of the statement that cancels them. Returns order_id, reference, amount_kobo. */
export const startRefunds = (cancelled: string): SQL =>
  sql`insert into payments (order_id, kind, method, amount_kobo, reference, state)
      select p.order_id, 'refund', p.method, p.amount_kobo, p.reference, 'pending'
      from payments p join ${sql.identifier(cancelled)} c on c.id = p.order_id
      where p.kind = 'payment' and p.state = 'succeeded' and p.method = any(${`{${REFUNDED_THROUGH_PROVIDER.join(',')}}`}::text[])
      on conflict do nothing
      returning order_id, reference, amount_kobo`

/**
 * A refund's outcome applied once, from the states it may come from, for the refund's full amount when given.
 * The order's id when it changed, else undefined.
 */
export async function settleRefundRow(db: Db, refund: { reference: string; to: RefundStatus; from: RefundStatus[]; amountKobo?: number }, at: Date): Promise<string | undefined> {
  const from = [...new Set(refund.from.map(refundStateOf))]
  const { rows } = (await db.execute(sql`
    update payments set state = ${refundStateOf(refund.to)}::text, settled_at = ${at.toISOString()}::timestamptz
    where reference = ${refund.reference}::text and kind = 'refund' and state = any(${`{${from.join(',')}}`}::text[])
      ${refund.amountKobo === undefined ? sql`` : sql`and amount_kobo = ${refund.amountKobo}::integer`}
    returning order_id`)) as unknown as { rows: { order_id: string }[] }
  return rows[0]?.order_id
}

/** The provider accepted the refund's request: recorded, so the sweeper does not ask again. */
export async function markRefundRequested(db: Db, reference: string, at: Date): Promise<void> {
  await db.execute(sql`update payments set requested_at = ${at.toISOString()}::timestamptz where reference = ${reference}::text and kind = 'refund' and requested_at is null`)
}

/**
 * The next refund still pending but never asked for since before `before` (the process stopped between a cancellation
 * and its request), its row locked for the caller's transaction: another instance's sweep skips it.
 */
export async function lockNextUnrequestedRefund(db: Db, before: string): Promise<{ reference: string; amountKobo: number } | undefined> {
  const { rows } = (await db.execute(sql`
    select reference, amount_kobo from payments
    where kind = 'refund' and state = 'pending' and requested_at is null and reference is not null and created_at < ${before}::timestamptz
    order by created_at, id limit 1 for update skip locked`)) as unknown as { rows: { reference: string; amount_kobo: number }[] }
  const row = rows[0]
  return row && { reference: row.reference, amountKobo: row.amount_kobo }
}
