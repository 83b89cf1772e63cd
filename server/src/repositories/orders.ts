import { and, asc, between, desc, eq, gte, ilike, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm'
import { CURRENCY, cartTotals, type OrderActor, type OrderEventName, type OrderStatus, type OrderDelivery, type PageInfo, type PaymentState, type PaymentType, type RefundStatus } from '../../../src/contract'
import type { PickupPoint } from '../../../src/contract/delivery'
import type { Db } from '../db/client'
import { addresses, orderEvents, orderItems, orders, products, staffAccounts, users } from '../db/schema'
import { isUuid } from '../tools/ids'
import { newestFirst, type PageRequest } from './pages'
import { dayStart } from './shopTime'
import { readPickup } from './delivery'
import { findProductRows, type NamedProductRow } from './products'
import { returnToBatches } from './batches'
import { giveBack, linesStillSold, lockCountedProducts, takeStock, unitsTaken } from './stock'
import { containsPattern } from '../tools/search'
import { normalizeEmail } from './users'
import { giveBackGiftCards } from './giftCards'
import { failOpenPayments, isAwaitingOrder, isPaidOrder, moneyOfOrders, orderOfReference, settleOnlinePayment, startOrderPayment } from './payments'

type OrderRow = typeof orders.$inferSelect

export interface OrderLine {
  productId: string
  quantity: number
}

export interface PlacedOrder {
  id: string
  amountKobo: number
  /** The order took units of counted products: the catalogue changed. */
  tookStock?: boolean
}

/** Where an order goes: to one of the shopper's saved addresses, or to her hands at the salon (called on this phone). */
export type OrderDestination = { addressId: string } | { pickupPhone: string }

export interface NewOrder {
  userId: string
  destination: OrderDestination
  /** The zone and the days promised, as priced now (none when collected). */
  delivery: OrderDelivery
  lines: OrderLine[]
  paymentType: PaymentType
  paymentReference?: string
  /** What gift cards pay of it (their rows are written beside it): the online payment is for the rest. */
  giftCardKobo?: number
  /** The client's Idempotency-Key and a hash of what it asked for: a retry finds the order it made. */
  request?: { key: string; hash: string }
}

/** More work for the transaction of a change, committed with it or not at all (its messages, say). */
export type InTransaction<T> = (tx: Db, result: T) => Promise<void>

export interface Quote {
  /** Each line priced, and named as the order keeps it (a shade's or size's name with its values). */
  lines: (OrderLine & { unitKobo: number; name: string })[]
  totals: ReturnType<typeof cartTotals>
  /** The discount code that priced it (totals.discountKobo is what it took off), if any. */
  code?: string | null
}

/** The products an order's lines name, each with its full name. */
export const productsOf = (db: Db, lines: OrderLine[]) => findProductRows(db, lines.map((line) => line.productId))

export type ProductRow = NamedProductRow

/** The order a shopper's Idempotency-Key made, with the hash of what it asked for. */
export async function findRequestedOrder(db: Db, userId: string, key: string) {
  const [made] = await db
    .select({ id: orders.id, amountKobo: orders.amountKobo, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.requestKey, key)))
  return made
}

/** Whether the address is the shopper's own. */
export async function isOwnAddress(db: Db, userId: string, addressId: string): Promise<boolean> {
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
  return address !== undefined
}

/**
 * The address the order is placed with, snapshotted from the shopper's saved address (only if it is hers), or for
 * an order collected at the salon, who collects: her account's name and e-mail and the phone she gave.
 */
function destinationSnapshot(order: NewOrder): SQL {
  if ('addressId' in order.destination) {
    return sql`id as address_id,
        jsonb_build_object('_id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'street', street, 'city', city,
                           'state', state, 'zipcode', zipcode, 'country', country, 'phone', phone, 'landmark', landmark, 'area', area) as address
      from addresses
      where id = ${order.destination.addressId}::uuid and user_id = ${order.userId}::uuid`
  }
  return sql`null::uuid as address_id,
        jsonb_build_object('_id', '', 'firstName', name, 'lastName', '', 'email', email, 'street', '', 'city', '',
                           'state', '', 'zipcode', '', 'country', '', 'phone', ${order.destination.pickupPhone}::text) as address
      from users
      where id = ${order.userId}::uuid`
}

/**
 * The order's single statement; undefined when it wrote nothing (something changed since the quote).
 * Counted products are locked (in id order, so two orders never wait on each other crosswise) and read at
 * their latest count: the order stores only if every line's units are there, and takes them as it stores.
 */
export async function storeQuotedOrder(db: Db, order: NewOrder, quoted: Quote): Promise<PlacedOrder | undefined> {
  const { lines, totals } = quoted
  const items = JSON.stringify(lines.map((line) => ({ product_id: line.productId, product_name: line.name, quantity: line.quantity, unit_price_kobo: line.unitKobo })))
  const { rows } = (await db.execute(sql`
    with lines as (
      select * from jsonb_to_recordset(${items}::jsonb) as line(product_id uuid, product_name text, quantity integer, unit_price_kobo integer)
    ), counted as materialized (${lockCountedProducts('lines')}
    ), unchanged as (
      select ${destinationSnapshot(order)} and ${linesStillSold('lines', 'counted', lines.length)}
    ), placed as (
      insert into orders (user_id, address_id, delivery_address, payment_type, subtotal_kobo, tax_kobo, shipping_kobo, amount_kobo,
                          request_key, request_hash, delivery_method, delivery_zone, delivery_from, delivery_by, discount_kobo, discount_code)
      select ${order.userId}::uuid, unchanged.address_id, unchanged.address, ${order.paymentType}::text, ${totals.subtotalKobo}::integer,
             ${totals.taxKobo}::integer, ${totals.shippingKobo}::integer, ${totals.totalKobo}::integer,
             ${order.request?.key ?? null}::text, ${order.request?.hash ?? null}::text, ${order.delivery.method}::text,
             ${order.delivery.zone}::text, ${order.delivery.from}::date, ${order.delivery.by}::date,
             ${totals.discountKobo}::integer, ${quoted.code ?? null}::text
      from unchanged
      returning id, amount_kobo
    ), paying as (${order.paymentReference ? startOrderPayment('placed', order.paymentReference, order.giftCardKobo) : sql`select 1`}
    ), items as (
      insert into order_items (order_id, product_id, product_name, quantity, unit_price_kobo, stock_taken)
      select placed.id, lines.product_id, lines.product_name, lines.quantity, lines.unit_price_kobo,
             ${unitsTaken('lines', 'counted')}
      from placed, lines join products on products.id = lines.product_id left join counted on counted.id = lines.product_id
    ), taken as (${takeStock('lines', 'placed')}
    ), history as (
      insert into order_events (order_id, event, actor) select id, 'Order Placed', 'customer' from placed
    ), emptied as (
      update users set cart_items = '{}'::jsonb
      where id = ${order.userId}::uuid and ${order.paymentType === 'COD'}::boolean and exists (select 1 from placed)
    )
    select id, (select count(*) from taken)::integer as taken from placed
  `)) as unknown as { rows: { id: string; taken: number }[] }
  return rows[0] ? { id: rows[0].id, amountKobo: totals.totalKobo, tookStock: rows[0].taken > 0 } : undefined
}

/**
 * The units the given orders took go back on the shelf: a statement fragment for the statement that cancels
 * or removes those orders (`ids` is a CTE of their ids). Only what a line took comes back (a product counted
 * only after the order was placed gets nothing), and a product no longer counted stays so.
 */
export const giveBackStock = (ids: string) =>
  giveBack(sql`select product_id, stock_taken from order_items where order_id in (select id from ${sql.identifier(ids)}) and stock_taken > 0`)

/** An online order whose payment never started is removed, its units back on the shelf: it was never visible anywhere. */
export async function discardUnpaidOrder(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      with gone as (
        select id from orders where id = ${id}::uuid and not ${isPaidOrder()} for update
      ), restocked as (${giveBackStock('gone')})
      select id from gone`)) as unknown as { rows: { id: string }[] }
    if (rows.length === 0) return
    // Before the order goes: its batch moves name it.
    await returnToBatches(tx, { orderIds: [id] })
    await tx.execute(sql`delete from orders where id = ${id}::uuid`)
  })
}

/** What became of the shopper's own online payment: paid, still awaited, or failed (never started, abandoned, expired); undefined when not hers. */
export async function paymentStateOf(db: Db, userId: string, reference: string): Promise<PaymentState | undefined> {
  const [row] = await db
    .select({ isPaid: sql<boolean>`${isPaidOrder()}`, awaiting: sql<boolean>`${isAwaitingOrder()}`, status: orders.status })
    .from(orders)
    .where(and(sql`${orders.id} = ${orderOfReference(reference)}`, eq(orders.userId, userId)))
  if (!row) return undefined
  return row.isPaid ? 'paid' : row.awaiting && row.status !== 'Cancelled' ? 'awaiting' : 'failed'
}

/** The order an online payment is for, and whether it is paid. */
export async function findOrderByReference(db: Db, reference: string): Promise<(OrderRow & { isPaid: boolean }) | undefined> {
  const [row] = await db
    .select({ order: orders, isPaid: sql<boolean>`${isPaidOrder()}` })
    .from(orders)
    .where(sql`${orders.id} = ${orderOfReference(reference)}`)
    .limit(1)
  return row && { ...row.order, isPaid: row.isPaid }
}

/**
 * Marks an online order paid when the provider's amount and currency match, exactly once: the
 * conditional update lets one of any number of concurrent confirmations through. That one also
 * empties the user's cart and runs `inTransaction` with the order's id. True only for the confirmation that marked it.
 */
export async function markOnlineOrderPaid(
  db: Db,
  payment: { reference: string; amountKobo: number; currency: string },
  now: Date,
  inTransaction?: InTransaction<string>,
): Promise<boolean> {
  if (payment.currency !== CURRENCY) return false
  return db.transaction(async (tx) => {
    // A cancelled order's payment failed with it (its window ran out, its units back on the shelf): a late payment is for the seller to refund.
    const orderId = await settleOnlinePayment(tx, payment, now, 'order')
    if (!orderId) return false
    await tx.update(users).set({ cartItems: {} }).where(sql`${users.id} = (select user_id from orders where id = ${orderId}::uuid)`)
    await tx.insert(orderEvents).values({ orderId, event: 'Paid', actor: 'payment' })
    await inTransaction?.(tx, orderId)
    return true
  })
}

/**
 * Online orders still unpaid when their payment session ran out are cancelled, a bounded batch per call,
 * their units back on the shelf. The number cancelled, and whether any units came back.
 */
export async function cancelUnpaidOnlineOrders(db: Db, startedBefore: Date): Promise<{ cancelled: number; restocked: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      with expired as (
        -- The payments still open since before then (payments_open_idx), and their orders.
        select id from orders
        where id in (select order_id from payments where state in ('started', 'pending') and kind = 'payment' and order_id is not null
                     and created_at < ${startedBefore.toISOString()}::timestamptz)
          and status <> 'Cancelled' and not ${isPaidOrder()}
        limit 1000 for update skip locked
      ), cancelled as (
        update orders set status = 'Cancelled' where id in (select id from expired) returning id
      ), ended as (${failOpenPayments('cancelled', 'order')}
      ), ${giveBackGiftCards('cancelled', 'order')}, restocked as (${giveBackStock('cancelled')}), history as (
        insert into order_events (order_id, event, actor) select id, 'Cancelled', 'system' from cancelled
      )
      select (select count(*) from cancelled)::integer as cancelled, (select count(*) from restocked)::integer as restocked,
             (select coalesce(array_agg(id), '{}') from cancelled)::text[] as ids
    `)) as unknown as { rows: { cancelled: number; restocked: number; ids: string[] }[] }
    if (rows[0]!.restocked > 0) await returnToBatches(tx, { orderIds: rows[0]!.ids })
    return { cancelled: rows[0]!.cancelled, restocked: rows[0]!.restocked > 0 }
  })
}

/** A line as ordered: its name and unit price then, whatever the product is called or costs now, and the product's row. */
export interface OrderLineRow {
  name: string
  unitKobo: number
  quantity: number
  product: typeof products.$inferSelect
}

/** An order's row with its lines and what the ledger says of its money. */
export interface OrderRecord extends OrderRow {
  lines: OrderLineRow[]
  /** The ledger's succeeded payments cover the amount. */
  isPaid: boolean
  /** An online payment the provider still has pending, the order neither paid nor cancelled. */
  awaitingPayment: boolean
  refund: RefundStatus | null
  /** The provider's reference of its online payment, if any. */
  paymentReference: string | null
  /** When it was paid, only if it is. */
  paidAt: Date | null
  /** What gift cards paid of it (the rest is the provider's, or the cash taken on delivery). */
  giftCardKobo: number
}

/** A step of an order's timeline. */
export interface OrderStepRow {
  event: OrderEventName
  at: Date
}

/** Who placed an order; null on an order of a deleted account. */
export interface CustomerRow {
  id: string
  name: string
  email: string
}

/** The orders' rows with their lines and money (one query each for a page of orders). */
async function fillOrders(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, money] = await Promise.all([itemsOf(db, ids), moneyOfOrders(db, ids)])
  // One pass over the items, not one per order.
  const linesByOrder = new Map<string, OrderLineRow[]>()
  for (const { orderId, ...line } of items) {
    const lines = linesByOrder.get(orderId) ?? []
    lines.push(line)
    linesByOrder.set(orderId, lines)
  }
  return rows.map((row) => {
    const paid = money.get(row.id)!
    const isPaid = paid.paidKobo >= row.amountKobo
    return {
      ...row,
      lines: linesByOrder.get(row.id) ?? [],
      isPaid,
      awaitingPayment: paid.awaiting && !isPaid && row.status !== 'Cancelled',
      refund: paid.refund,
      paymentReference: paid.reference,
      paidAt: isPaid ? paid.paidAt : null,
      giftCardKobo: paid.giftCardKobo,
    }
  })
}

const itemsOf = (db: Db, orderIds: string[]) =>
  db
    .select({ orderId: orderItems.orderId, name: orderItems.productName, unitKobo: orderItems.unitPriceKobo, quantity: orderItems.quantity, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id)

/** Cash orders and paid online orders: an online order the shopper never paid is not an order. */
const isRealOrder = or(eq(orders.paymentType, 'COD'), isPaidOrder())
/** The shopper also sees her orders whose payment the provider still has pending. */
const isShopperOrder = or(isRealOrder, isAwaitingOrder())

/** A shopper's order with its timeline. */
export interface ShopperOrderRecord extends OrderRecord {
  timeline: OrderStepRow[]
}

/** An order as the team lists it, with whoever placed it. */
export interface SellerOrderRecord extends OrderRecord {
  customer: CustomerRow | null
}

/** The steps of these orders, oldest first, by order id (one query for a page of orders). */
export async function timelinesOf(db: Db, orderIds: string[]): Promise<Map<string, OrderStepRow[]>> {
  const timelines = new Map<string, OrderStepRow[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return timelines
  const events = await db
    .select({ orderId: orderEvents.orderId, event: orderEvents.event, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
  for (const { orderId, event, at } of events) timelines.get(orderId)!.push({ event, at })
  return timelines
}

/** An order Track Order found: its status, what was promised and its steps, and where to collect it when it is collected. */
export interface TrackedOrderRecord {
  id: string
  status: OrderStatus
  delivery: Pick<OrderDelivery, 'method' | 'from' | 'by'>
  timeline: OrderStepRow[]
  pickup: PickupPoint | null
}

/**
 * The timeline of the order of this number (orderNumber: the id's first 8 hex digits, a primary-key range)
 * placed from the account of this e-mail, with what was promised (its days, or where and when to collect it);
 * undefined when either does not match, alike.
 */
export async function findTrackedOrder(db: Db, reference: string, email: string): Promise<TrackedOrderRecord | undefined> {
  const prefix = reference.replace(/^#/, '').toLowerCase()
  const [row] = await db
    .select({ id: orders.id, status: orders.status, method: orders.deliveryMethod, from: orders.deliveryFrom, by: orders.deliveryBy })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(between(orders.id, `${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`), eq(users.email, normalizeEmail(email)), isShopperOrder))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  if (!row) return undefined
  const [timelines, pickup] = await Promise.all([timelinesOf(db, [row.id]), row.method === 'pickup' ? readPickup(db) : undefined])
  return { id: row.id, status: row.status, delivery: { method: row.method, from: row.from, by: row.by }, timeline: timelines.get(row.id)!, pickup: pickup ?? null }
}

/** A page of the shopper's orders, newest first, each with its timeline. */
export async function listOrders(db: Db, page: PageRequest, userId: string): Promise<{ orders: ShopperOrderRecord[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, orders, page, and(eq(orders.userId, userId), isShopperOrder))
  const [filled, timelines] = await Promise.all([fillOrders(db, rows), timelinesOf(db, rows.map((row) => row.id))])
  return { orders: filled.map((order) => ({ ...order, timeline: timelines.get(order.id)! })), nextCursor }
}

/** What the seller narrows her order list to; every field is optional, all given ones must hold. */
export interface SellerOrderFilter {
  status?: OrderStatus
  paid?: boolean
  /** Placed on this shop day (YYYY-MM-DD) or later. */
  from?: string
  /** Placed on this shop day or earlier. */
  to?: string
  /** A customer's name or e-mail (any part, any case), an order number or a whole order id. */
  search?: string
  customerId?: string
}


/**
 * The orders a search names: those of the customers whose name or e-mail holds it (the users are found first,
 * then their orders through orders_user_idx, never by reading every order), or the order whose number
 * (the id's first 8 hex digits, a primary-key range) or whole id it is.
 */
function searchCondition(db: Db, search: string): SQL {
  const pattern = containsPattern(search)
  const customers = db.select({ id: users.id }).from(users).where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
  // = any(array(…)) rather than in (…): the planner then reads their orders by index (and ORs them with the
  // order-number range), where `in` made it scan every order and hash-join.
  const byCustomer = sql`${orders.userId} = any(array(${customers}))`
  const id = search.replace(/^#/, '').toLowerCase()
  if (isUuid(id)) return or(eq(orders.id, id), byCustomer)!
  if (/^[0-9a-f]{8}$/.test(id)) return or(between(orders.id, `${id}-0000-0000-0000-000000000000`, `${id}-ffff-ffff-ffff-ffffffffffff`), byCustomer)!
  return byCustomer
}

/** A page of every customer's orders that pass the filter, newest first, each naming its customer. */
export async function listSellerOrders(db: Db, page: PageRequest, filter: SellerOrderFilter): Promise<{ orders: SellerOrderRecord[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(
    db,
    orders,
    page,
    and(
      isRealOrder,
      filter.status === undefined ? undefined : eq(orders.status, filter.status),
      filter.paid === undefined ? undefined : filter.paid ? isPaidOrder() : not(isPaidOrder()),
      filter.from === undefined ? undefined : gte(orders.createdAt, dayStart(filter.from)),
      filter.to === undefined ? undefined : lt(orders.createdAt, dayStart(filter.to, 1)),
      filter.customerId === undefined ? undefined : eq(orders.userId, filter.customerId),
      filter.search === undefined ? undefined : searchCondition(db, filter.search),
    ),
  )
  return { orders: await withCustomers(db, rows), nextCursor }
}

/** The orders filled in, each with its customer (none on an order of a deleted account). */
async function withCustomers(db: Db, rows: OrderRow[]): Promise<SellerOrderRecord[]> {
  const [filled, customers] = await Promise.all([fillOrders(db, rows), customersOf(db, rows)])
  return filled.map((order) => ({ ...order, customer: customers.get(order.userId ?? '') ?? null }))
}

/** The customers of these orders, by id (an order of a deleted account has none). */
async function customersOf(db: Db, rows: OrderRow[]): Promise<Map<string, CustomerRow>> {
  const ids = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))]
  if (ids.length === 0) return new Map()
  const found = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids))
  return new Map(found.map((customer) => [customer.id, customer]))
}

/** The most orders a dispatch list holds (the day's list says when there are more). */
export const DISPATCH_MAX = 200

/**
 * The day's dispatch list: the orders still to send or hand over (placed or being prepared, cash or paid) placed by
 * the end of `day`, grouped by how they go (zone by zone, then collection at the salon), oldest first in each.
 */
export async function listDispatch(db: Db, day: string): Promise<{ orders: SellerOrderRecord[]; more: boolean }> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(isRealOrder, inArray(orders.status, ['Order Placed', 'Processing']), lt(orders.createdAt, dayStart(day, 1))))
    .orderBy(asc(orders.deliveryMethod), asc(orders.deliveryZone), asc(orders.createdAt), asc(orders.id))
    .limit(DISPATCH_MAX + 1)
  return { orders: await withCustomers(db, rows.slice(0, DISPATCH_MAX)), more: rows.length > DISPATCH_MAX }
}

/** One of the shopper's own orders, as her order list shows it. */
export async function findShopperOrder(db: Db, userId: string, id: string): Promise<ShopperOrderRecord | undefined> {
  const rows = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId), isShopperOrder)).limit(1)
  const [[order], timelines] = await Promise.all([fillOrders(db, rows), timelinesOf(db, rows.map((row) => row.id))])
  return order && { ...order, timeline: timelines.get(order.id)! }
}

/** One order, whoever owns it. */
export async function findOrder(db: Db, id: string): Promise<OrderRecord | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return (await fillOrders(db, rows))[0]
}

/** A step of an order's history as the team reads it: who took it (a team member's name when one did). */
export interface OrderHistoryRow {
  event: OrderEventName
  actor: OrderActor
  member: string | null
  at: Date
}

/** An order with what the team needs to handle it: the customer and the status history. */
export interface OrderDetailRecord extends SellerOrderRecord {
  history: OrderHistoryRow[]
}

/** One order with what the seller needs to handle it: the customer, the payment and the status history. */
export async function findOrderDetail(db: Db, id: string): Promise<OrderDetailRecord | undefined> {
  const [row] = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1)
  if (!row) return undefined
  const [[order], history] = await Promise.all([
    fillOrders(db, [row.order]),
    db
      .select({ event: orderEvents.event, actor: orderEvents.actor, member: staffAccounts.name, at: orderEvents.createdAt })
      .from(orderEvents)
      .leftJoin(staffAccounts, eq(staffAccounts.id, orderEvents.staffAccountId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ])
  return { ...order!, customer: row.customer, history }
}
