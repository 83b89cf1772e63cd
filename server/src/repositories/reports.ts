import { sql, type SQL } from 'drizzle-orm'
import { SERVICE_MIX_MAX, TOP_CLIENTS } from '../../../src/contract/reports'
import type { Db } from '../db/client'
import { addressPhoneKey } from './clients'
import { REAL } from './dashboard'
import { counterRefundsSince } from './payments'
import { dayStart, SHOP_ZONE } from './shopTime'

// The owner's reports over any Lagos days, each figure summed in SQL over the period's rows only, read off the
// indexes by time: orders_created_idx, counter_sales_created_idx, bookings_starts_idx, payments_settled_idx; a
// client's next booking off bookings_client_phone_idx. Nothing is read whole: the lists are bounded.

type Rows<T> = { rows: T[] }
const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as Rows<Row>).rows

/** A booking (`table`: its alias) that happened or is to happen: not cancelled, not a hold whose deposit never came. */
const kept = (table: string): SQL => sql`${sql.identifier(table)}.status not in ('cancelled', 'awaiting-deposit')`

/** A report's figures in kobo. */
export interface ReportKobo {
  onlineKobo: number
  servicesKobo: number
  productsKobo: number
  counterRefundsKobo: number
  bookings: number
  categories: { categoryId: string | null; name: string; kobo: number }[]
  services: { serviceId: string; name: string; count: number; kobo: number }[]
  topClients: { phone: string; name: string; purchases: number; kobo: number }[]
  members: { staffId: string; name: string; bookings: number; completed: number; rebooked: number }[]
}

/**
 * Whether the visit `v` (a booking row with its member's line) was rebooked before the client left: the salon's
 * "rebooked before leaving" (Phorest's rebook rate). It was when the same client (her phone) has another booking,
 * not cancelled, that starts after this visit began and was made by the end of this visit's Lagos day: booked at the
 * desk as she paid, or already in the book when she came. A visit whose client has no phone (erased) is not.
 */
const rebookedVisits = (v: string): SQL => sql`exists (
  select 1 from bookings next
  where next.client_phone = ${sql.identifier(v)}.client_phone and next.id <> ${sql.identifier(v)}.id
    and next.starts_at > ${sql.identifier(v)}.starts_at and ${kept('next')}
    and next.created_at < ((date_trunc('day', ${sql.identifier(v)}.starts_at at time zone ${SHOP_ZONE}) + interval '1 day') at time zone ${SHOP_ZONE}))`

/** Every figure of a report over these Lagos days (both included). */
export async function reportFigures(db: Db, from: string, to: string): Promise<ReportKobo> {
  const start = dayStart(from)
  const end = dayStart(to, 1)
  const bills = sql`counter_sales where created_at >= ${start} and created_at < ${end} and status = 'closed'`
  const realOrders = sql`orders where created_at >= ${start} and created_at < ${end} and ${REAL}`
  const [[money], categories, services, topClients, members, [visits]] = await Promise.all([
    rowsOf<{ online: string; services: string; products: string; refunds: string }>(
      db,
      sql`select
        (select coalesce(sum(amount_kobo), 0) from ${realOrders})::bigint as online,
        (select coalesce(sum(services_kobo), 0) from ${bills})::bigint as services,
        (select coalesce(sum(total_kobo - services_kobo), 0) from ${bills})::bigint as products,
        (select coalesce(sum(amount_kobo), 0) from (${counterRefundsSince(start)}) refunds where refunded_at < ${end})::bigint as refunds`,
    ),
    rowsOf<{ category_id: string | null; name: string | null; kobo: string }>(
      db,
      sql`select c.category_id, cat.name, sum(c.value_kobo)::bigint as kobo
        from sale_credits c join (select id from ${bills}) bill on bill.id = c.sale_id left join salon_categories cat on cat.id = c.category_id
        where c.kind = 'service' group by c.category_id, cat.name order by kobo desc, c.category_id`,
    ),
    rowsOf<{ service: string; name: string; count: number; kobo: string }>(
      db,
      sql`select l.service, s.name, count(*)::integer as count, sum(l.price_kobo)::bigint as kobo
        from bookings b join booking_lines l on l.booking_id = b.id join salon_services s on s.id = l.service
        where b.starts_at >= ${start} and b.starts_at < ${end} and b.status = 'completed'
        group by l.service, s.name order by count desc, kobo desc, l.service limit ${SERVICE_MIX_MAX}`,
    ),
    rowsOf<{ phone: string; name: string | null; purchases: number; kobo: string }>(
      db,
      // The orders are summed by their phone as written first: the phone's key (a few regular expressions) is then
      // worked out once per number written, not once per order.
      sql`with ordered as materialized (
          select delivery_address->>'phone' as written, count(*) as purchases, sum(amount_kobo) as kobo, max(created_at) as at,
                 (array_agg(nullif(trim(concat(delivery_address->>'firstName', ' ', delivery_address->>'lastName')), '') order by created_at desc))[1] as name
          from ${realOrders} group by 1
        ), spent as (
          select client_phone as phone, (array_agg(nullif(client_name, '') order by created_at desc))[1] as name, count(*) as purchases, sum(total_kobo) as kobo, max(created_at) as at
          from ${bills} and client_phone is not null group by client_phone
          union all
          select ${addressPhoneKey(sql`written`)}, name, purchases, kobo, at from ordered
        )
        select phone, (array_agg(name order by at desc) filter (where name is not null))[1] as name, sum(purchases)::integer as purchases, sum(kobo)::bigint as kobo
        from spent where phone is not null group by phone order by kobo desc, phone limit ${TOP_CLIENTS}`,
    ),
    rowsOf<{ id: string; name: string; bookings: number; completed: number; rebooked: number }>(
      db,
      sql`with visits as (
          select distinct l.employee_id, b.id, b.status, b.starts_at, b.client_phone
          from bookings b join booking_lines l on l.booking_id = b.id
          where b.starts_at >= ${start} and b.starts_at < ${end} and ${kept('b')}
        ), judged as (
          select employee_id, status, status = 'completed' and ${rebookedVisits('visits')} as rebooked from visits
        )
        select m.id, m.name, count(j.employee_id)::integer as bookings,
               count(*) filter (where j.status = 'completed')::integer as completed,
               count(*) filter (where j.rebooked)::integer as rebooked
        from salon_staff m left join judged j on j.employee_id = m.id
        group by m.id, m.name, m.position order by m.position, m.id`,
    ),
    rowsOf<{ bookings: number }>(db, sql`select count(*)::integer as bookings from bookings where starts_at >= ${start} and starts_at < ${end} and ${kept('bookings')}`),
  ])
  return {
    onlineKobo: Number(money!.online),
    servicesKobo: Number(money!.services),
    productsKobo: Number(money!.products),
    counterRefundsKobo: Number(money!.refunds),
    bookings: visits!.bookings,
    categories: categories.map((row) => ({ categoryId: row.category_id, name: row.name ?? row.category_id ?? '', kobo: Number(row.kobo) })),
    services: services.map((row) => ({ serviceId: row.service, name: row.name, count: row.count, kobo: Number(row.kobo) })),
    topClients: topClients.map((row) => ({ phone: row.phone, name: row.name ?? row.phone, purchases: row.purchases, kobo: Number(row.kobo) })),
    members: members.map((row) => ({ staffId: row.id, name: row.name, bookings: row.bookings, completed: row.completed, rebooked: row.rebooked })),
  }
}

/**
 * Takes the weekly summary's turn for this transaction, or answers false when another instance holds it: the
 * instances that reach Monday 08:00 together write the week's summary one at a time (its outbox key keeps it one).
 */
export async function takeWeeklySummaryTurn(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ taken: boolean }>(db, sql`select pg_try_advisory_xact_lock(hashtext('glow.weekly-summary')) as taken`)
  return row?.taken === true
}
