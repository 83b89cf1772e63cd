import { sql, type SQL } from 'drizzle-orm'
import { LAPSED_DAYS, LAPSED_SHOWN, OWN_INTERVAL_LATEST, OWN_INTERVAL_VISITS, REBOOK_NOTICE_DAYS, REBOOK_REPORT_DAYS, type ReturningClients } from '../../../src/contract/reviews'
import type { Db } from '../db/client'
import { rebookReminders } from '../db/schema'
import { visitedBy } from './clients'

/** The rows a raw statement answers. */
const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows

/** A client whose usual interval for a category runs out within REBOOK_NOTICE_DAYS, with nothing booked: her last visit of it. */
export interface RebookDue {
  clientPhone: string
  categoryId: string
  lastBookingId: string
  service: string
  serviceName: string
  employeeId: string
  employeeName: string
  fullName: string
  email: string | null
  dueAt: Date
}

/**
 * The clients to remind at `now`: for each client (her phone) and category, her last kept visit and when her usual
 * interval after it runs out: her own (the average gap of her latest visits of the category) once she has
 * OWN_INTERVAL_VISITS of them, else her last service's "usually rebooked after" weeks. Due when that moment is at most
 * REBOOK_NOTICE_DAYS away and not past, she has no visit booked to come, and this cycle has had its reminder.
 */
export async function rebookDue(db: Db, now: Date): Promise<RebookDue[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const rows = await rowsOf<Omit<RebookDue, 'dueAt'> & { dueAt: string | Date }>(
    db,
    sql`
    with kept as (
      select id, client_phone, category, service, employee_id, full_name, email, starts_at,
             row_number() over (partition by client_phone, category order by starts_at desc, id desc) as n
      from bookings
      where client_phone is not null and ${visitedBy(at)}
    ), latest as (
      select client_phone, category, count(*)::int as visits, extract(epoch from max(starts_at) - min(starts_at)) / nullif(count(*) - 1, 0) as gap_seconds
      from kept where n <= ${OWN_INTERVAL_LATEST} group by client_phone, category
    ), due as (
      select k.*, s.name as service_name, m.name as employee_name,
             k.starts_at + case when l.visits >= ${OWN_INTERVAL_VISITS} then make_interval(secs => l.gap_seconds) else make_interval(weeks => s.rebook_weeks) end as due_at
      from kept k
      join latest l on l.client_phone = k.client_phone and l.category = k.category
      join salon_services s on s.id = k.service
      join salon_staff m on m.id = k.employee_id
      where k.n = 1 and (l.visits >= ${OWN_INTERVAL_VISITS} or s.rebook_weeks is not null)
    )
    select d.client_phone as "clientPhone", d.category as "categoryId", d.id as "lastBookingId", d.service, d.service_name as "serviceName",
           d.employee_id as "employeeId", d.employee_name as "employeeName", d.full_name as "fullName", d.email, d.due_at as "dueAt"
    from due d
    where d.due_at - make_interval(days => ${REBOOK_NOTICE_DAYS}) <= ${at} and d.due_at > ${at}
      and not exists (select 1 from bookings b where b.client_phone = d.client_phone and b.status in ('confirmed', 'awaiting-deposit') and b.starts_at > ${at})
      and not exists (select 1 from rebook_reminders r where r.client_phone = d.client_phone and r.category_id = d.category and r.last_booking_id = d.id)
    order by d.due_at
    limit 500
  `,
  )
  return rows.map((row) => ({ ...row, dueAt: new Date(row.dueAt) }))
}

/** Claims the cycle's reminder, in the caller's transaction: true for the one instance (or round) that sends it. */
export async function claimRebookReminder(tx: Db, due: RebookDue, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(rebookReminders)
    .values({ clientPhone: due.clientPhone, categoryId: due.categoryId, lastBookingId: due.lastBookingId, dueAt: due.dueAt, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: rebookReminders.id })
  return rows.length > 0
}

/**
 * The dashboard's clients who come back, at `now`: clients whose last kept visit is more than LAPSED_DAYS ago and who
 * have nothing booked (how many, the latest lapsed first), and the reminders of the last REBOOK_REPORT_DAYS days with
 * how many a booking of the client in the category followed, for a time up to REBOOK_REPORT_DAYS after her due date (a
 * reminder goes only to a client with nothing booked, so a visit after it was booked after it).
 */
export async function returningClients(db: Db, now: Date): Promise<ReturningClients> {
  const at = sql`${now.toISOString()}::timestamptz`
  const lapsedRows = await rowsOf<{ phone: string; name: string; lastVisit: string | Date; total: number }>(
    db,
    sql`
    with last as (
      select distinct on (client_phone) client_phone, full_name, starts_at
      from bookings where client_phone is not null and ${visitedBy(at)}
      order by client_phone, starts_at desc
    )
    select l.client_phone as phone, l.full_name as name, l.starts_at as "lastVisit", count(*) over ()::int as total
    from last l
    where l.starts_at < ${at} - make_interval(days => ${LAPSED_DAYS})
      and not exists (select 1 from bookings b where b.client_phone = l.client_phone and b.status in ('confirmed', 'awaiting-deposit') and b.starts_at > ${at})
    order by l.starts_at desc
    limit ${LAPSED_SHOWN}
  `,
  )
  const [reminders] = await rowsOf<{ sent: number; booked: number }>(
    db,
    sql`
    select count(*)::int as sent,
           count(*) filter (where exists (
             select 1 from bookings b
             where b.client_phone = r.client_phone and b.category = r.category_id and b.status <> 'cancelled'
               and b.starts_at > r.sent_at and b.starts_at < r.due_at + make_interval(days => ${REBOOK_REPORT_DAYS})
           ))::int as booked
    from rebook_reminders r
    where r.sent_at >= ${at} - make_interval(days => ${REBOOK_REPORT_DAYS})
  `,
  )
  return {
    lapsed: { count: lapsedRows[0]?.total ?? 0, clients: lapsedRows.map((row) => ({ name: row.name, phone: row.phone, lastVisit: new Date(row.lastVisit).toISOString() })) },
    reminders: { sent: reminders?.sent ?? 0, booked: reminders?.booked ?? 0 },
  }
}
