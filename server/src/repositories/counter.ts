import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { PageInfo } from '../../../src/contract'
import { PAYMENT_METHODS, type CounterPaymentMethod, type CounterTotals } from '../../../src/contract/counter'
import type { Db } from '../db/client'
import { bookings, counterSaleLines, counterSales, products, salonSettings, salonStaff, staffAccounts } from '../db/schema'
import { containsPattern } from '../tools/search'
import { dayStart } from './shopTime'
import { findProductRows } from './products'
import { returnToBatches } from './batches'
import { giveBack, linesStillSold, lockCountedProducts, takeStock, unitsTaken } from './stock'
import { counterLineRefund, counterRefundsSince, counterSalePayments, depositPaidKobo, paymentsOfSale, refundsOfSale, type SaleRefundRow } from './payments'
import { giveBackGiftCards } from './giftCards'
import { cashDrawerKobo } from '../../../src/contract/payments'
import { tipsOfDay, tipsOfSale } from './earnings'

/** A visit's services as the bill names them, in order ('Brow Tint + Lash Lift'), as toBooking (mappers/bookings) names them. */
const visitServiceNames = sql<string>`(select string_agg(s.name, ' + ' order by l.position) from booking_lines l join salon_services s on s.id = l.service where l.booking_id = "bookings"."id")`

// The counter's sales: one statement stores a bill and takes its units under the shelf's one rule (stock.ts, as
// an online order does); one statement voids it and gives them back.

/** A product line of a bill, priced from its row. */
export interface CounterLine {
  productId: string
  name: string
  quantity: number
  unitKobo: number
  discountKobo: number
  discountReason: string | null
}

export interface NewCounterSale {
  bookingId: string | null
  clientName: string
  clientPhone: string | null
  clientEmail: string | null
  service: { name: string; priceKobo: number; discountKobo: number; discountReason: string | null } | null
  billDiscountReason: string | null
  lines: CounterLine[]
  totals: CounterTotals
  payments: { method: CounterPaymentMethod; amountKobo: number }[]
  tenderedKobo: number | null
  changeKobo: number
  staffAccountId: string
  /** The visit's Lagos day when it is not the bill's (the owner's override, billed by staffAccountId); null otherwise. */
  otherDayVisit: string | null
  request?: { key: string; hash: string }
}

/** Whether the counter's prices include the tax (the owner's setting). */
export async function counterTaxIncluded(db: Db): Promise<boolean> {
  const [row] = await db.select({ included: salonSettings.counterTaxIncluded }).from(salonSettings).limit(1)
  return row?.included ?? false
}

export async function saveCounterTaxIncluded(db: Db, included: boolean): Promise<boolean> {
  await db.insert(salonSettings).values({ counterTaxIncluded: included }).onConflictDoUpdate({ target: salonSettings.id, set: { counterTaxIncluded: included } })
  return included
}

/** A product the counter may sell, with its full name (a shade's or size's with its values). */
export interface CounterProductRow {
  id: string
  fullName: string
  sku: string | null
  offerPriceKobo: number
  stockCount: number | null
  images: string[]
}

/** Products the counter may sell that a search names: the one whose SKU it is (a scanned barcode) first, then by name. */
export async function searchCounterProducts(db: Db, search: string, limit: number): Promise<CounterProductRow[]> {
  const exactSku = sql`lower(${products.sku}) = lower(${search})`
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.archivedAt), eq(products.inStock, true), or(exactSku, ilike(products.name, containsPattern(search)))))
    .orderBy(desc(sql`coalesce(${exactSku}, false)`), asc(sql`lower(${products.name})`), asc(products.id))
    .limit(limit)
  const named = new Map((await findProductRows(db, rows.map((row) => row.id))).map((row) => [row.id, row]))
  return rows.map(({ id }) => {
    const row = named.get(id)!
    return { id, fullName: row.fullName, sku: row.sku, offerPriceKobo: row.offerPriceKobo, stockCount: row.stockCount, images: row.images }
  })
}

/** A visit the counter may bill, and whether a closed sale billed it. */
export interface CounterVisitRow {
  id: string
  reference: string
  clientName: string
  serviceName: string
  employeeName: string
  startsAt: Date
  status: (typeof bookings.$inferSelect)['status']
  priceKobo: number
  depositPaidKobo: number
  billed: boolean
}

/** The bookings of a Lagos day that the counter may bill (confirmed or completed), by start, each saying whether it is paid. */
export async function counterVisitsOf(db: Db, day: string, limit: number): Promise<CounterVisitRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      clientName: bookings.fullName,
      serviceName: visitServiceNames,
      employeeName: salonStaff.name,
      startsAt: bookings.startsAt,
      status: bookings.status,
      priceKobo: bookings.priceKobo,
      depositPaidKobo: depositPaidKobo(),
      saleId: counterSales.id,
    })
    .from(bookings)
    .innerJoin(salonStaff, eq(salonStaff.id, bookings.employeeId))
    .leftJoin(counterSales, and(eq(counterSales.bookingId, bookings.id), eq(counterSales.status, 'closed')))
    .where(and(gte(bookings.startsAt, dayStart(day)), lt(bookings.startsAt, dayStart(day, 1)), inArray(bookings.status, ['confirmed', 'completed'])))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit)
  return rows.map(({ saleId, ...row }) => ({ ...row, billed: saleId !== null }))
}

/** The visit a bill is made from, locked for the bill's transaction: its service, price, deposit paid and contacts. */
export async function lockVisit(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      /** When her visit begins: the counter bills today's. */
      startsAt: bookings.startsAt,
      priceKobo: bookings.priceKobo,
      depositKobo: bookings.depositKobo,
      depositPaidKobo: depositPaidKobo(),
      clientName: bookings.fullName,
      email: bookings.email,
      /** Her phone as clients are found by it (phoneKey): the sale is counted in her spending by it. */
      phone: bookings.clientPhone,
      serviceName: visitServiceNames,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings })
  if (!row) return undefined
  const [paid] = await db.select({ id: counterSales.id }).from(counterSales).where(and(eq(counterSales.bookingId, bookingId), eq(counterSales.status, 'closed')))
  return { ...row, paid: paid !== undefined }
}

/** The visit billed is done: marked completed (a visit already completed stays so). */
export async function completeVisit(db: Db, bookingId: string): Promise<void> {
  await db.update(bookings).set({ status: 'completed' }).where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
}

/** The sale a counter's Idempotency-Key closed, with the hash of what it asked for. */
export async function findRequestedSale(db: Db, key: string) {
  const [made] = await db.select({ id: counterSales.id, requestHash: counterSales.requestHash }).from(counterSales).where(eq(counterSales.requestKey, key))
  return made
}

/**
 * The bill's single statement: stores the sale, its lines and payments and takes its units, only if every product
 * is still sold at its price with its units on the shelf (locked and read at their latest rows, as an order does).
 * Undefined when it wrote nothing.
 */
export async function storeCounterSale(db: Db, sale: NewCounterSale): Promise<{ id: string; tookStock: boolean } | undefined> {
  const { totals } = sale
  const items = JSON.stringify(
    sale.lines.map((line) => ({
      product_id: line.productId,
      product_name: line.name,
      quantity: line.quantity,
      unit_price_kobo: line.unitKobo,
      discount_kobo: line.discountKobo,
      discount_reason: line.discountReason,
    })),
  )
  const { rows } = (await db.execute(sql`
    with lines as (
      select * from jsonb_to_recordset(${items}::jsonb)
        as line(product_id uuid, product_name text, quantity integer, unit_price_kobo integer, discount_kobo integer, discount_reason text)
    ), counted as materialized (${lockCountedProducts('lines')}
    ), unchanged as (
      select ${linesStillSold('lines', 'counted', sale.lines.length)} as sold
    ), made as (
      insert into counter_sales (booking_id, client_name, client_phone, client_email, service_name, service_price_kobo, service_discount_kobo,
                                 service_discount_reason, bill_discount_kobo, bill_discount_reason, products_kobo, services_kobo, tax_kobo,
                                 tax_included, total_kobo, deposit_kobo, due_kobo, tendered_kobo, change_kobo, staff_account_id, other_day_visit,
                                 other_day_by, request_key, request_hash)
      select ${sale.bookingId}::uuid, ${sale.clientName}::text, ${sale.clientPhone}::text, ${sale.clientEmail}::text, ${sale.service?.name ?? null}::text,
             ${sale.service?.priceKobo ?? 0}::integer, ${sale.service?.discountKobo ?? 0}::integer, ${sale.service?.discountReason ?? null}::text,
             ${totals.billDiscountKobo}::integer, ${sale.billDiscountReason}::text, ${totals.productsKobo}::integer, ${totals.servicesKobo}::integer,
             ${totals.taxKobo}::integer, ${totals.taxIncluded}::boolean, ${totals.totalKobo}::integer, ${totals.depositKobo}::integer,
             ${totals.dueKobo}::integer, ${sale.tenderedKobo}::integer, ${sale.changeKobo}::integer, ${sale.staffAccountId}::uuid,
             ${sale.otherDayVisit}::date, ${sale.otherDayVisit === null ? null : sale.staffAccountId}::uuid,
             ${sale.request?.key ?? null}::text, ${sale.request?.hash ?? null}::text
      from unchanged where sold
      returning id, created_at
    ), sold_lines as (
      insert into counter_sale_lines (sale_id, product_id, product_name, quantity, unit_price_kobo, discount_kobo, discount_reason, stock_taken)
      select made.id, lines.product_id, lines.product_name, lines.quantity, lines.unit_price_kobo, lines.discount_kobo, lines.discount_reason,
             ${unitsTaken('lines', 'counted')}
      from made, lines left join counted on counted.id = lines.product_id
    ), paid as (${counterSalePayments('made', sale.payments, sale.staffAccountId)}
    ), taken as (${takeStock('lines', 'made')})
    select id, (select count(*) from taken)::integer as taken from made
  `)) as unknown as { rows: { id: string; taken: number }[] }
  return rows[0] ? { id: rows[0].id, tookStock: rows[0].taken > 0 } : undefined
}

/**
 * Locks a sale for the caller's transaction (a void or a line's refund: one at a time per bill, each reading what
 * the other wrote); its status, or undefined when there is none.
 */
export async function lockCounterSale(db: Db, id: string): Promise<'closed' | 'voided' | undefined> {
  const [row] = await db.select({ status: counterSales.status }).from(counterSales).where(eq(counterSales.id, id)).for('update')
  return row?.status
}

/**
 * Refunds one line of a sale locked by the caller (lockCounterSale): its refund rows in the ledger and, for a
 * product line, the units it took back on the shelf (as a void gives them back), in one statement.
 */
export async function storeLineRefund(db: Db, refund: Parameters<typeof counterLineRefund>[0]): Promise<{ restocked: boolean }> {
  const { rows } = (await db.execute(sql`
    with refund as (${counterLineRefund(refund)}
    ), restocked as (${giveBack(sql`select product_id, stock_taken from counter_sale_lines where id = ${refund.lineId}::uuid and stock_taken > 0 and exists (select 1 from refund)`)})
    select (select count(*) from restocked)::integer as restocked, (select product_id from counter_sale_lines where id = ${refund.lineId}::uuid) as product_id
  `)) as unknown as { rows: { restocked: number; product_id: string | null }[] }
  const [{ restocked, product_id: productId }] = rows as [{ restocked: number; product_id: string | null }]
  // Its units go back to the batches they came from, as a void's do.
  if (restocked > 0 && productId) await returnToBatches(db, { counterSaleIds: [refund.saleId], productIds: [productId] })
  return { restocked: restocked > 0 }
}

/**
 * Voids a closed sale and gives back exactly the units its lines took, in one statement (a line refunded before gave
 * its units back then); false when it was not closed.
 */
export async function voidCounterSale(db: Db, id: string, reason: string): Promise<{ voided: boolean; restocked: boolean }> {
  const { rows } = (await db.execute(sql`
    with voided as (
      update counter_sales set status = 'voided', voided_at = now(), void_reason = ${reason}::text
      where id = ${id}::uuid and status = 'closed'
      returning id
    ), ${giveBackGiftCards('voided', 'sale')}, restocked as (${giveBack(sql`select l.product_id, l.stock_taken from counter_sale_lines l where l.sale_id in (select id from voided) and l.stock_taken > 0
                                    and not exists (select 1 from payments r where r.sale_id = l.sale_id and r.sale_line_id = l.id and r.kind = 'refund')`)})
    select (select count(*) from voided)::integer as voided, (select count(*) from restocked)::integer as restocked
  `)) as unknown as { rows: { voided: number; restocked: number }[] }
  if (rows[0]!.restocked > 0) await returnToBatches(db, { counterSaleIds: [id] })
  return { voided: rows[0]!.voided > 0, restocked: rows[0]!.restocked > 0 }
}

/** A sale's row with its lines, its payments, its lines' refunds and the names of who billed it and who allowed another day's visit. */
export interface CounterSaleRecord {
  sale: typeof counterSales.$inferSelect
  /** Each with its product's NAFDAC number, for the receipt. */
  lines: (typeof counterSaleLines.$inferSelect & { nafdacNumber: string | null })[]
  payments: { method: string; amountKobo: number }[]
  refunds: SaleRefundRow[]
  /** Tips beside the bill, each to a member: not its takings. */
  tips: { member: string; name: string; method: string; amountKobo: number }[]
  staffName: string | null
  otherDayByName: string | null
}

/** One sale, as its receipt needs it. */
export async function findCounterSale(db: Db, id: string): Promise<CounterSaleRecord | undefined> {
  const overrider = alias(staffAccounts, 'other_day_staff')
  const [row] = await db
    .select({ sale: counterSales, staffName: staffAccounts.name, otherDayByName: overrider.name })
    .from(counterSales)
    .leftJoin(staffAccounts, eq(staffAccounts.id, counterSales.staffAccountId))
    .leftJoin(overrider, eq(overrider.id, counterSales.otherDayBy))
    .where(eq(counterSales.id, id))
  if (!row) return undefined
  const [lines, payments, refunds, tips] = await Promise.all([
    db
      .select({ line: counterSaleLines, nafdacNumber: products.nafdacNumber })
      .from(counterSaleLines)
      .leftJoin(products, eq(products.id, counterSaleLines.productId))
      .where(eq(counterSaleLines.saleId, id))
      .orderBy(asc(counterSaleLines.productName), asc(counterSaleLines.id)),
    paymentsOfSale(db, id),
    refundsOfSale(db, id),
    tipsOfSale(db, id),
  ])
  return { sale: row.sale, lines: lines.map(({ line, nafdacNumber }) => ({ ...line, nafdacNumber })), payments, refunds, tips, staffName: row.staffName, otherDayByName: row.otherDayByName }
}

/**
 * A Lagos day at the counter in kobo: its closed sales' payments by method less the refunds given that day, their
 * sum, the cash the drawer should hold, the refunds together, and how many sales closed and were voided.
 */
export interface CounterDayFigures {
  date: string
  byMethodKobo: Record<CounterPaymentMethod, number>
  refundedKobo: number
  drawerCashKobo: number
  totalKobo: number
  /** Tips beside the day's bills: in the drawer when cash, never in the takings. */
  tipsKobo: number
  sales: number
  voided: number
}

/**
 * A Lagos day at the counter: its closed sales' payments by method and the cash the drawer should hold, less the
 * refunds given that day (of any day's sale not voided: the money left the drawer that day).
 */
export async function counterDay(db: Db, day: string): Promise<CounterDayFigures> {
  const { rows } = (await db.execute(sql`
    with sales as (
      select id, status, change_kobo from counter_sales where created_at >= ${dayStart(day)} and created_at < ${dayStart(day, 1)}
    ), moved as (
      select p.method, p.amount_kobo as kobo, 0 as back from payments p join sales on sales.id = p.sale_id and sales.status = 'closed' and p.kind = 'payment' and p.state = 'succeeded'
      union all
      select refunds.method, -refunds.amount_kobo, refunds.amount_kobo from (${counterRefundsSince(dayStart(day))}) refunds where refunds.refunded_at < ${dayStart(day, 1)}
    )
    select coalesce(moved.method, '') as method, coalesce(sum(moved.kobo), 0)::bigint as kobo, coalesce(sum(moved.back), 0)::bigint as back,
           (select count(*) from sales where status = 'closed')::integer as closed,
           (select count(*) from sales where status = 'voided')::integer as voided
    from (select 1) one left join moved on true
    group by moved.method`)) as unknown as { rows: { method: string; kobo: string; back: string; closed: number; voided: number }[] }
  const tips = await tipsOfDay(db, day)
  const byMethodKobo = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, Number(rows.find((row) => row.method === method)?.kobo ?? 0)])) as Record<CounterPaymentMethod, number>
  return {
    date: day,
    byMethodKobo,
    refundedKobo: rows.reduce((sum, row) => sum + Number(row.back), 0),
    // The cash payments are what the bills took in cash: the change handed back came out of what was tendered.
    // Cash tips are in the drawer too, though not the takings.
    drawerCashKobo: cashDrawerKobo([...PAYMENT_METHODS.map((method) => ({ method, amountKobo: byMethodKobo[method] })), ...(tips as { method: CounterPaymentMethod; amountKobo: number }[])]),
    totalKobo: PAYMENT_METHODS.reduce((sum, method) => sum + byMethodKobo[method], 0),
    tipsKobo: tips.reduce((sum, tip) => sum + tip.amountKobo, 0),
    sales: rows[0]?.closed ?? 0,
    voided: rows[0]?.voided ?? 0,
  }
}

/** A page of a Lagos day's sales, newest first. */
export async function counterSalesOf(db: Db, day: string, { limit, after }: { limit: number; after?: string }): Promise<{ sales: CounterSaleRecord[] } & PageInfo> {
  const olderThanCursor = after ? sql`(${counterSales.createdAt}, ${counterSales.id}) < (select created_at, id from counter_sales where id = ${after}::uuid)` : undefined
  const found = await db
    .select({ id: counterSales.id })
    .from(counterSales)
    .where(and(gte(counterSales.createdAt, dayStart(day)), lt(counterSales.createdAt, dayStart(day, 1)), olderThanCursor))
    .orderBy(desc(counterSales.createdAt), desc(counterSales.id))
    .limit(limit + 1)
  const page = found.slice(0, limit)
  const sales = await Promise.all(page.map((row) => findCounterSale(db, row.id)))
  return { sales: sales.filter((sale): sale is CounterSaleRecord => sale !== undefined), nextCursor: found.length > limit ? page[page.length - 1]!.id : null }
}
