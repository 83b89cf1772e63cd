import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { CreditKind } from '../../../src/contract/earnings'
import type { Db } from '../db/client'
import { bookingLines, commissionRules, payrollPeriods, saleCredits, salonServices, salonStaff } from '../db/schema'
import { dayStart, SHOP_ZONE } from './shopTime'

// What each member earned: the credits written with a counter bill, her tips (ledger rows of kind 'tip'), the owner's
// dated commission rules and the payroll periods closed. Every figure of a period is read from dated events: a bill
// closed in it credits, a void or a refund in it takes back (so a later refund lands in the period it happens in).

/** The salon team's members in the salon's order. */
export const salonMembers = (db: Db): Promise<{ id: string; name: string }[]> =>
  db.select({ id: salonStaff.id, name: salonStaff.name }).from(salonStaff).orderBy(asc(salonStaff.position), asc(salonStaff.id))

/** A visit's services in order: who did each, its booked price and its category. */
export const visitLinesOf = (db: Db, bookingId: string): Promise<{ employeeId: string; priceKobo: number; categoryId: string }[]> =>
  db
    .select({ employeeId: bookingLines.employeeId, priceKobo: bookingLines.priceKobo, categoryId: salonServices.categoryId })
    .from(bookingLines)
    .innerJoin(salonServices, eq(salonServices.id, bookingLines.service))
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(bookingLines.position))

export interface NewCredit {
  staffId: string
  kind: CreditKind
  categoryId: string | null
  productId: string | null
  valueKobo: number
}

/** Who earned a bill: written in the bill's transaction, never changed. */
export async function recordCredits(db: Db, saleId: string, credits: NewCredit[]): Promise<void> {
  if (credits.length === 0) return
  await db.insert(saleCredits).values(credits.map((credit) => ({ saleId, ...credit })))
}

/** A bill's tips: ledger rows of kind 'tip', taken when and by whom the bill was closed. */
export async function recordTips(db: Db, saleId: string, tips: { staffId: string; method: string; amountKobo: number }[], staffAccountId: string): Promise<void> {
  if (tips.length === 0) return
  await db.execute(sql`
    insert into payments (sale_id, kind, method, amount_kobo, state, settled_at, staff_account_id, created_at, tip_for)
    select bill.id, 'tip', tip.method, tip.amount_kobo, 'succeeded', bill.created_at, ${staffAccountId}::uuid, bill.created_at, tip.staff_id
    from counter_sales bill, jsonb_to_recordset(${JSON.stringify(tips.map((tip) => ({ staff_id: tip.staffId, method: tip.method, amount_kobo: tip.amountKobo })))}::jsonb)
      as tip(staff_id text, method text, amount_kobo integer)
    where bill.id = ${saleId}::uuid`)
}

/** A bill's tips with their members' names, for its receipt. */
export async function tipsOfSale(db: Db, saleId: string): Promise<{ member: string; name: string; method: string; amountKobo: number }[]> {
  const { rows } = (await db.execute(sql`
    select p.tip_for as member, s.name, p.method, p.amount_kobo from payments p join salon_staff s on s.id = p.tip_for
    where p.sale_id = ${saleId}::uuid and p.kind = 'tip' and p.state = 'succeeded' order by p.created_at, p.id`)) as unknown as {
    rows: { member: string; name: string; method: string; amount_kobo: number }[]
  }
  return rows.map((row) => ({ member: row.member, name: row.name, method: row.method, amountKobo: row.amount_kobo }))
}

/** A Lagos day's tips of bills not voided, by method: the drawer holds the cash ones, the takings none. */
export async function tipsOfDay(db: Db, day: string): Promise<{ method: string; amountKobo: number }[]> {
  const { rows } = (await db.execute(sql`
    select p.method, sum(p.amount_kobo)::bigint as kobo from payments p join counter_sales s on s.id = p.sale_id and s.status = 'closed'
    where p.kind = 'tip' and p.state = 'succeeded' and s.created_at >= ${dayStart(day)} and s.created_at < ${dayStart(day, 1)}
    group by p.method`)) as unknown as { rows: { method: string; kobo: string }[] }
  return rows.map((row) => ({ method: row.method, amountKobo: Number(row.kobo) }))
}

export type RuleRow = typeof commissionRules.$inferSelect

/** Every rule of these members (all members without a list), newest first. */
export const rulesOf = (db: Db, staffIds?: string[]): Promise<RuleRow[]> =>
  db
    .select()
    .from(commissionRules)
    .where(staffIds ? inArray(commissionRules.staffId, staffIds) : undefined)
    .orderBy(desc(commissionRules.startsOn), desc(commissionRules.createdAt))

/** Rules in force on or before `day`, and a member's later history, newest first, at most `limit` per member. */
export async function rulesHistory(db: Db, limit: number): Promise<RuleRow[]> {
  const { rows } = (await db.execute(sql`
    select id from (select id, row_number() over (partition by staff_id order by starts_on desc, created_at desc) as n from commission_rules) r where n <= ${limit}`)) as unknown as {
    rows: { id: string }[]
  }
  if (rows.length === 0) return []
  return db
    .select()
    .from(commissionRules)
    .where(inArray(commissionRules.id, rows.map((row) => row.id)))
    .orderBy(asc(commissionRules.staffId), desc(commissionRules.startsOn), desc(commissionRules.createdAt))
}

export async function insertRule(db: Db, rule: typeof commissionRules.$inferInsert): Promise<RuleRow> {
  const [row] = await db.insert(commissionRules).values(rule).returning()
  return row!
}

/** Closing a period and adding a rule take turns, so a rule never reaches back into a period while it closes. */
export async function lockPayroll(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('glow.payroll'))`)
}

/** The last day of the latest closed period, or null. */
export async function lastClosedDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ endsOn: payrollPeriods.endsOn }).from(payrollPeriods).orderBy(desc(payrollPeriods.endsOn)).limit(1)
  return row?.endsOn ?? null
}

export type PeriodRow = typeof payrollPeriods.$inferSelect

/** The closed period of exactly these days. */
export async function closedPeriodOf(db: Db, from: string, to: string): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(payrollPeriods).where(and(eq(payrollPeriods.startsOn, from), eq(payrollPeriods.endsOn, to)))
  return row
}

/** Whether a closed period shares a day with these. */
export async function overlapsClosedPeriod(db: Db, from: string, to: string): Promise<boolean> {
  const [row] = await db.select({ id: payrollPeriods.id }).from(payrollPeriods).where(and(lte(payrollPeriods.startsOn, to), sql`${payrollPeriods.endsOn} >= ${from}::date`)).limit(1)
  return row !== undefined
}

/** Stores a closed period; false when one closed meanwhile overlaps it (the exclusion constraint decided). */
export async function insertClosedPeriod(db: Db, period: { from: string; to: string; figures: unknown; closedBy: string }): Promise<boolean> {
  const rows = await db
    .insert(payrollPeriods)
    .values({ startsOn: period.from, endsOn: period.to, figures: period.figures, closedBy: period.closedBy })
    .onConflictDoNothing()
    .returning({ id: payrollPeriods.id })
  return rows.length > 0
}

/** The latest closed periods, newest first. */
export const closedPeriods = (db: Db, limit: number): Promise<PeriodRow[]> => db.select().from(payrollPeriods).orderBy(desc(payrollPeriods.endsOn)).limit(limit)

/**
 * One credit's movement in a period: a bill closed (+, one service), voided (−, one service; what refunds of it had
 * taken back given back, so nothing is taken twice) or refunded (−).
 */
export interface CreditEvent {
  staffId: string
  /** The Lagos day of the bill: its rule is the one in force then. */
  saleDay: string
  kind: CreditKind
  categoryId: string | null
  valueKobo: number
  /** +1, −1 or 0: services done. */
  count: number
  refund: boolean
}

/**
 * Every movement of members' credits and tips in these Lagos days (one member's, when named). What a refund takes
 * back (`taken`, one row per credit and refund): a product line's refund (its rows name the line, one per method)
 * the credit of that line's product in full, once; a refund of the service (no line, on a bill with a service) the
 * bill's service credits in full, once; any other refund row of a bill its share of each credit (the row's part of
 * the bill's total). A void takes back every credit of the bill and gives back what refunds of it took.
 */
export async function earningsEvents(db: Db, from: string, to: string, staffId?: string): Promise<{ credits: CreditEvent[]; tips: { staffId: string; amountKobo: number }[] }> {
  const start = dayStart(from)
  const end = dayStart(to, 1)
  const member = staffId === undefined ? sql`true` : sql`c.staff_id = ${staffId}::text`
  const tipMember = staffId === undefined ? sql`true` : sql`p.tip_for = ${staffId}::text`
  const saleDay = sql`to_char(s.created_at at time zone ${SHOP_ZONE}, 'YYYY-MM-DD')`
  // The refunds that matter here: given in the period, or of a bill voided in it.
  const refundOfPeriod = sql`p.kind = 'refund' and p.state = 'succeeded' and ${member}
    and ((p.settled_at >= ${start} and p.settled_at < ${end}) or (s.status = 'voided' and s.voided_at >= ${start} and s.voided_at < ${end}))`
  const [credits, tips] = await Promise.all([
    db.execute(sql`
      with taken as (
        select c.id as credit_id, min(p.settled_at) as at, c.value_kobo as value_kobo
        from payments p join counter_sales s on s.id = p.sale_id join sale_credits c on c.sale_id = s.id
          left join counter_sale_lines l on l.id = p.sale_line_id
        where ${refundOfPeriod}
          and ((l.id is not null and c.kind = 'product' and c.product_id = l.product_id) or (p.sale_line_id is null and s.service_name is not null and c.kind = 'service'))
        group by c.id, c.value_kobo
        union all
        select c.id, p.settled_at, floor(c.value_kobo::numeric * p.amount_kobo / s.total_kobo)::integer
        from payments p join counter_sales s on s.id = p.sale_id join sale_credits c on c.sale_id = s.id
        where ${refundOfPeriod} and p.sale_line_id is null and s.service_name is null and s.total_kobo > 0
      )
      select c.staff_id, ${saleDay} as sale_day, c.kind, c.category_id, c.value_kobo as value_kobo, 1 as count, false as refund
      from sale_credits c join counter_sales s on s.id = c.sale_id
      where s.created_at >= ${start} and s.created_at < ${end} and ${member}
      union all
      select c.staff_id, ${saleDay}, c.kind, c.category_id, -c.value_kobo, -1, true
      from sale_credits c join counter_sales s on s.id = c.sale_id
      where s.status = 'voided' and s.voided_at >= ${start} and s.voided_at < ${end} and ${member}
      union all
      select c.staff_id, ${saleDay}, c.kind, c.category_id, t.value_kobo, 0, true
      from taken t join sale_credits c on c.id = t.credit_id join counter_sales s on s.id = c.sale_id
      where s.status = 'voided' and s.voided_at >= ${start} and s.voided_at < ${end}
      union all
      select c.staff_id, ${saleDay}, c.kind, c.category_id, -t.value_kobo, 0, true
      from taken t join sale_credits c on c.id = t.credit_id join counter_sales s on s.id = c.sale_id
      where t.at >= ${start} and t.at < ${end}`),
    db.execute(sql`
      select p.tip_for as staff_id, p.amount_kobo from payments p
      where p.kind = 'tip' and p.state = 'succeeded' and p.settled_at >= ${start} and p.settled_at < ${end} and ${tipMember}
      union all
      select p.tip_for, -p.amount_kobo from payments p join counter_sales s on s.id = p.sale_id
      where p.kind = 'tip' and p.state = 'succeeded' and s.status = 'voided' and s.voided_at >= ${start} and s.voided_at < ${end} and ${tipMember}`),
  ])
  const creditRows = (credits as unknown as { rows: { staff_id: string; sale_day: string; kind: CreditKind; category_id: string | null; value_kobo: number; count: number; refund: boolean }[] }).rows
  const tipRows = (tips as unknown as { rows: { staff_id: string; amount_kobo: number }[] }).rows
  return {
    credits: creditRows.map((row) => ({
      staffId: row.staff_id,
      saleDay: row.sale_day,
      kind: row.kind,
      categoryId: row.category_id,
      valueKobo: Number(row.value_kobo),
      count: Number(row.count),
      refund: row.refund,
    })),
    tips: tipRows.map((row) => ({ staffId: row.staff_id, amountKobo: Number(row.amount_kobo) })),
  }
}
