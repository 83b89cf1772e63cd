import { sql } from 'drizzle-orm'
import { DASHBOARD_DAYS, LOW_STOCK_ROWS, TOP_PRODUCTS, type PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { SHOP_ZONE } from './shopTime'
import type { PageRequest } from './pages'
import { containsPattern } from '../tools/search'
import { counterRefundsSince, isPaidOrder } from './payments'

// The seller's figures, computed in SQL on the last month's rows only: the orders placed through
// orders_created_idx, the money taken for them and the deposits through the ledger's payments_settled_idx, the
// counter's bills through counter_sales_created_idx (less the refunds of their lines, on the day each was given,
// through payments_settled_idx). A "real" order is cash, or online and paid; cancelled orders and voided bills count
// nowhere.

const zone = SHOP_ZONE

/** Real and not cancelled: an online order nobody paid was never an order. */
export const REAL = sql`status <> 'Cancelled' and (payment_type = 'COD' or ${isPaidOrder()})`

type Rows<T> = { rows: T[] }

type PeriodName = 'today' | 'week' | 'month'

/** A period's money in kobo: orders placed (their amount, count and delivery fees), orders paid, the counter's and the deposits; the salon's services and counter products. */
export interface PeriodKobo {
  placedKobo: number
  paidKobo: number
  orders: number
  shippingKobo: number
  counterKobo: number
  depositsKobo: number
  servicesKobo: number
  counterProductsKobo: number
}

/** A Lagos day of the chart, in kobo. */
export interface SalesDayKobo {
  date: string
  paidKobo: number
  placedKobo: number
  counterKobo: number
  bookings: number
}

/** A best seller of the last DASHBOARD_DAYS: the name it was last ordered under, its units and its lines' value before tax. */
export interface TopProductRow {
  productId: string
  name: string
  units: number
  revenueKobo: number
}

/** A counted product at or under its alert. */
export interface LowStockRow {
  id: string
  name: string
  images: string[]
  stockCount: number
  lowStockThreshold: number
}

/** The dashboard's figures in kobo. */
export interface SalesFiguresKobo {
  periods: Record<PeriodName, PeriodKobo>
  daily: SalesDayKobo[]
  topProducts: TopProductRow[]
  lowStock: LowStockRow[]
}

/**
 * The start of each period as a Lagos wall-clock time. The month began at most 30 days before today, the
 * week 6, the chart 29: no order placed or paid before SINCE is read. SINCE is written out, not read from a
 * CTE, so that the planner sees its value and reads the month's orders off the index.
 */
const BOUNDS = sql`
  bounds as (
    select date_trunc('day', now() at time zone ${zone}) as today,
           date_trunc('week', now() at time zone ${zone}) as week,
           date_trunc('month', now() at time zone ${zone}) as month,
           date_trunc('day', now() at time zone ${zone}) - ${DASHBOARD_DAYS - 1} * interval '1 day' as first_day
  )`
const SINCE = sql`((date_trunc('day', now() at time zone ${zone}) - interval '30 days') at time zone ${zone})`

/** The payments of orders not cancelled that succeeded since SINCE (payments_settled_idx), each with when: the money orders brought in. */
const ORDER_PAYMENTS = sql`select p.settled_at as paid_at, p.amount_kobo from payments p join orders on orders.id = p.order_id
  where p.settled_at >= ${SINCE} and p.state = 'succeeded' and p.kind = 'payment' and orders.status <> 'Cancelled'`
/** The CTE of the dashboard's three periods (today, this week, this month) and the instant each starts, from BOUNDS. */
const PERIODS = sql`periods (name, starts) as (
  select 'today', today at time zone ${zone} from bounds
  union all select 'week', week at time zone ${zone} from bounds
  union all select 'month', month at time zone ${zone} from bounds
)`

export async function salesSummary(db: Db): Promise<SalesFiguresKobo> {
  const [periods, daily, topProducts, lowStock, counter] = await Promise.all([
    db.execute(sql`
      with ${BOUNDS}, placed as materialized (
        select created_at, amount_kobo, shipping_kobo from orders where created_at >= ${SINCE} and ${REAL}
      ), paid as materialized (
        ${ORDER_PAYMENTS}
      ), ${PERIODS}
      select name,
             (select coalesce(sum(amount_kobo), 0) from placed where created_at >= starts)::bigint as placed_kobo,
             (select count(*) from placed where created_at >= starts)::integer as orders,
             (select coalesce(sum(shipping_kobo), 0) from placed where created_at >= starts)::bigint as shipping_kobo,
             (select coalesce(sum(amount_kobo), 0) from paid where paid_at >= starts)::bigint as paid_kobo
      from periods`) as Promise<unknown> as Promise<Rows<{ name: PeriodName; placed_kobo: string; orders: number; paid_kobo: string; shipping_kobo: string }>>,
    db.execute(sql`
      with ${BOUNDS}, days as (
        select generate_series(first_day, today, interval '1 day') as day from bounds
      ), placed as (
        select date_trunc('day', created_at at time zone ${zone}) as day, sum(amount_kobo) as kobo
        from orders where created_at >= ${SINCE} and ${REAL} group by 1
      ), paid as (
        select date_trunc('day', paid_at at time zone ${zone}) as day, sum(amount_kobo) as kobo
        from (${ORDER_PAYMENTS}) paid group by 1
      ), counter as (
        select date_trunc('day', at at time zone ${zone}) as day, sum(kobo) as kobo from (
          select created_at as at, total_kobo as kobo from counter_sales where created_at >= ${SINCE} and status = 'closed'
          union all select refunded_at, -amount_kobo from (${counterRefundsSince(SINCE)}) refunds
        ) moved group by 1
      ), booked as (
        select date_trunc('day', starts_at at time zone ${zone}) as day, count(*) as bookings
        from bookings where starts_at >= ${SINCE} and status not in ('cancelled', 'awaiting-deposit') group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date,
             coalesce(placed.kobo, 0)::bigint as placed_kobo, coalesce(paid.kobo, 0)::bigint as paid_kobo,
             coalesce(counter.kobo, 0)::bigint as counter_kobo, coalesce(booked.bookings, 0)::integer as bookings
      from days left join placed using (day) left join paid using (day) left join counter using (day) left join booked using (day)
      order by days.day`) as Promise<unknown> as Promise<Rows<{ date: string; placed_kobo: string; paid_kobo: string; counter_kobo: string; bookings: number }>>,
    // Each of the month's orders finds its lines through order_items_order_idx, never a pass over every line
    // ever ordered: `offset 0` keeps the planner from turning the lateral lookup back into a join.
    db.execute(sql`
      select lines.product_id,
             (array_agg(lines.product_name order by orders.created_at desc))[1] as name,
             sum(lines.quantity)::integer as units,
             sum(lines.quantity * lines.unit_price_kobo)::bigint as revenue_kobo
      from orders cross join lateral (
        select product_id, product_name, quantity, unit_price_kobo from order_items where order_items.order_id = orders.id offset 0
      ) lines
      where orders.created_at >= ((date_trunc('day', now() at time zone ${zone}) - ${DASHBOARD_DAYS - 1} * interval '1 day') at time zone ${zone}) and ${REAL}
      group by lines.product_id
      order by units desc, revenue_kobo desc, lines.product_id
      limit ${TOP_PRODUCTS}`) as Promise<unknown> as Promise<Rows<{ product_id: string; name: string; units: number; revenue_kobo: string }>>,
    db.execute(sql`
      select id, name, images, stock_count, low_stock_threshold from products
      where stock_count is not null and stock_count <= low_stock_threshold and archived_at is null and in_stock
      order by stock_count, lower(name), id
      limit ${LOW_STOCK_ROWS}`) as Promise<unknown> as Promise<Rows<{ id: string; name: string; images: string[]; stock_count: number; low_stock_threshold: number }>>,
    // The salon's money by period: the counter's closed bills (the services billed, the products sold with their tax,
    // and what was paid there), less the refunds of their lines given in the period (a service's, a product's), and
    // the deposits paid ahead online.
    db.execute(sql`
      with ${BOUNDS}, sales as materialized (
        select created_at, services_kobo, total_kobo - services_kobo as products_kobo, due_kobo from counter_sales where created_at >= ${SINCE} and status = 'closed'
        union all
        select refunded_at, case when service then -amount_kobo else 0 end, case when service then 0 else -amount_kobo end, -amount_kobo
        from (${counterRefundsSince(SINCE)}) refunds
      ), deposits as materialized (
        select settled_at as deposit_paid_at, amount_kobo as deposit_kobo from payments
        where settled_at >= ${SINCE} and state = 'succeeded' and kind = 'payment' and booking_id is not null
      ), ${PERIODS}
      select name,
             (select coalesce(sum(services_kobo), 0) from sales where created_at >= starts)::bigint as services_kobo,
             (select coalesce(sum(products_kobo), 0) from sales where created_at >= starts)::bigint as products_kobo,
             (select coalesce(sum(due_kobo), 0) from sales where created_at >= starts)::bigint as counter_kobo,
             (select coalesce(sum(deposit_kobo), 0) from deposits where deposit_paid_at >= starts)::bigint as deposits_kobo
      from periods`) as Promise<unknown> as Promise<Rows<{ name: PeriodName; services_kobo: string; products_kobo: string; counter_kobo: string; deposits_kobo: string }>>,
  ])
  const period = (name: PeriodName): PeriodKobo => {
    const row = periods.rows.find((candidate) => candidate.name === name)!
    const salon = counter.rows.find((candidate) => candidate.name === name)!
    return {
      placedKobo: Number(row.placed_kobo),
      paidKobo: Number(row.paid_kobo),
      orders: row.orders,
      shippingKobo: Number(row.shipping_kobo),
      counterKobo: Number(salon.counter_kobo),
      depositsKobo: Number(salon.deposits_kobo),
      servicesKobo: Number(salon.services_kobo),
      counterProductsKobo: Number(salon.products_kobo),
    }
  }
  return {
    periods: { today: period('today'), week: period('week'), month: period('month') },
    daily: daily.rows.map((row) => ({ date: row.date, paidKobo: Number(row.paid_kobo), placedKobo: Number(row.placed_kobo), counterKobo: Number(row.counter_kobo), bookings: row.bookings })),
    topProducts: topProducts.rows.map((row) => ({ productId: row.product_id, name: row.name, units: row.units, revenueKobo: Number(row.revenue_kobo) })),
    lowStock: lowStock.rows.map((row) => ({ id: row.id, name: row.name, images: row.images, stockCount: row.stock_count, lowStockThreshold: row.low_stock_threshold })),
  }
}

/** A registered shopper with her real, not cancelled orders and their amount in kobo. */
export interface CustomerRow {
  id: string
  name: string
  email: string
  createdAt: Date
  orders: number
  spentKobo: number
}

/**
 * A page of registered shoppers, newest first (users_created_idx), optionally those whose name or e-mail
 * contains `search`; then their orders and spending, counted for this page's shoppers only (orders_user_idx).
 */
export async function listCustomers(db: Db, { limit, after }: PageRequest, search: string): Promise<{ customers: CustomerRow[] } & PageInfo> {
  const matching = search ? sql`and (name ilike ${containsPattern(search)} or email ilike ${containsPattern(search)})` : sql``
  const olderThanCursor = after ? sql`and (created_at, id) < (select created_at, id from users where id = ${after}::uuid)` : sql``
  const { rows: found } = (await db.execute(sql`
    select id, name, email, created_at from users
    where true ${matching} ${olderThanCursor}
    order by created_at desc nulls last, id desc nulls last
    limit ${limit + 1}`)) as unknown as Rows<{ id: string; name: string; email: string; created_at: string | Date }>
  const users = found.slice(0, limit)
  const ids = users.map((user) => user.id)
  const { rows: totals } = ids.length
    ? ((await db.execute(sql`
        select user_id, count(*)::integer as orders, sum(amount_kobo)::bigint as kobo from orders
        where user_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and ${REAL}
        group by user_id`)) as unknown as Rows<{ user_id: string; orders: number; kobo: string }>)
    : { rows: [] }
  const byUser = new Map(totals.map((row) => [row.user_id, row]))
  return {
    customers: users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: new Date(user.created_at),
      orders: byUser.get(user.id)?.orders ?? 0,
      spentKobo: Number(byUser.get(user.id)?.kobo ?? 0),
    })),
    nextCursor: found.length > limit ? users[users.length - 1]!.id : null,
  }
}
