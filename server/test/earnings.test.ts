import { and, eq, sql } from 'drizzle-orm'
import { openDayFromToday } from '../../fixtures/salonDays'
import { counterTotals, SERVICE_LINE, type CounterSale, type Discount } from '../../src/contract/counter'
import { earningsMessages } from '../../src/contract/earnings'
import { daysBetween, shopDate } from '../../src/contract/shopClock'
import { teamMessages } from '../../src/contract/team'
import { bookings, counterSales, payments } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, placePaidOnlineOrder, products as listed, registerUser, sellerCookie, teamMember, type ListedProduct } from './helpers'

// What each member earned, through the real routes: a month of bills at the counter (visits, products sold by a chosen
// member, tips, a void, a refund), an online order, and a rule changed mid-month, against a hand calculation in kobo;
// a closed period that keeps its figures when a refund comes later; who may read whose figures.
//
// The counter stamps a bill with the database's own now(), which no test clock moves: the bills are closed today and
// then dated back into October 2026 (their rows and their ledger rows), as if closed on those days.

let shop: TestShop
let owner: string
let desk: string
let stylist: string
/** Two products of the shop and their prices in kobo. */
let p: ListedProduct
let q: ListedProduct
let pKobo: number
let qKobo: number

const MONTH = { from: '2026-10-01', to: '2026-10-31' }

/** A Lagos day and hour as the instant it is (Lagos is UTC+1 all year). */
const lagos = (day: string, hour = 12) => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:00:00Z`)

async function bookVisit(fields: Record<string, unknown>) {
  const payload = { category: 'hair', service: 'makeup', preferredEmployee: 'zainab', startTime: '10:00', fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '08031234567', paymentMethod: 'pay-on-visit', ...fields }
  const made = await shop.app.inject({ method: 'POST', url: '/api/booking', remoteAddress: nextIp(), payload })
  if (made.statusCode !== 201) throw new Error(`booking failed: ${made.body}`)
  const id = (made.json() as { booking: { _id: string } }).booking._id
  // Billed today: the visit is moved to today at its hour, as the counter would find it.
  const [row] = await shop.database.db.select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, id))
  const shift = daysBetween(shopDate(row!.startsAt), shopDate()) * 24 * 60 * 60 * 1000
  await shop.database.db.update(bookings).set({ startsAt: new Date(row!.startsAt.getTime() + shift), endsAt: new Date(row!.endsAt.getTime() + shift) }).where(eq(bookings.id, id))
  return id
}

interface Bill {
  bookingId?: string
  servicePriceKobo?: number
  serviceDiscount?: Discount
  lines?: { product: ListedProduct; quantity: number; discount?: Discount; soldBy?: string }[]
  tips?: { member: string; amount: number; method: string }[]
  /** How much of what is due is paid in cash (naira); the rest by card. All of it in cash when not said. */
  cashNaira?: number
  cookie?: string
}

/** Closes a bill paid in cash to the kobo (what is due, the counter's own sum, is only how much she hands over). */
async function closeBill(bill: Bill) {
  const lines = bill.lines ?? []
  const { dueKobo } = counterTotals(
    lines.map((line) => ({ unitKobo: Math.round(line.product.offerPrice * 100), quantity: line.quantity, discount: line.discount ?? null })),
    bill.bookingId ? { priceKobo: bill.servicePriceKobo!, discount: bill.serviceDiscount ?? null, depositKobo: 0 } : null,
    null,
    false,
  )
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/counter/sales',
    headers: { cookie: bill.cookie ?? desk },
    payload: {
      bookingId: bill.bookingId ?? null,
      lines: lines.map((line) => ({ product: line.product._id, quantity: line.quantity, discount: line.discount ?? null, ...(line.soldBy && { soldBy: line.soldBy }) })),
      serviceDiscount: bill.serviceDiscount ?? null,
      payments: bill.cashNaira === undefined ? [{ method: 'cash', amount: dueKobo / 100 }] : [{ method: 'cash', amount: bill.cashNaira }, { method: 'card', amount: dueKobo / 100 - bill.cashNaira }],
      tips: bill.tips ?? [],
    },
  })
  if (response.statusCode !== 201) throw new Error(`bill failed: ${response.body}`)
  return response.json().sale as CounterSale & { tips: { member: string; amount: number }[] }
}

/** Refunds one line of a bill (a product line's id, or SERVICE_LINE) through the counter's route. */
async function refundLine(saleId: string, line: string) {
  const response = await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${saleId}/refunds`, headers: { cookie: desk }, payload: { line, reason: 'Client unhappy' } })
  if (response.statusCode !== 200) throw new Error(`refund failed: ${response.body}`)
}

/** Dates a bill's refund rows in the ledger to `at`, as if given then. */
const refundedOn = (saleId: string, at: Date) => shop.database.db.update(payments).set({ createdAt: at, settledAt: at }).where(and(eq(payments.saleId, saleId), eq(payments.kind, 'refund')))

/** Dates a bill (and its payments and tips in the ledger) back to `at`, as if closed then. */
async function closedOn(saleId: string, at: Date) {
  await shop.database.db.update(counterSales).set({ createdAt: at }).where(eq(counterSales.id, saleId))
  await shop.database.db.update(payments).set({ createdAt: at, settledAt: at }).where(eq(payments.saleId, saleId))
}

const payroll = async (period: { from: string; to: string }, cookie = owner) => shop.app.inject({ method: 'GET', url: `/api/earnings/payroll?from=${period.from}&to=${period.to}`, headers: { cookie } })
const figuresOf = async (period: { from: string; to: string }, member: string) =>
  ((await payroll(period)).json().payroll.members as { member: string }[]).find((row) => row.member === member) as Record<string, number | string>
const addRule = (rule: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/api/earnings/rules', headers: { cookie: owner }, payload: rule })

/** What a stylist's figures are, in naira, from kobo computed here. */
const inNaira = (kobo: Record<string, number>) => Object.fromEntries(Object.entries(kobo).map(([key, value]) => [key, key === 'services' ? value : value / 100]))

let zainabOctober: Record<string, number>
let amakaOctober: Record<string, number>
let s1: string
let s2: string

beforeAll(async () => {
  shop = await buildTestShop({ env: { ORDERS_PER_MINUTE: '1000', BOOKINGS_PER_HOUR: '1000' } })
  owner = await sellerCookie(shop)
  desk = (await teamMember(shop, owner, { role: 'front-desk' })).cookie
  stylist = (await teamMember(shop, owner, { role: 'stylist', staffId: 'zainab' })).cookie
  ;[p, q] = (await listed(shop)).filter((candidate) => candidate.inStock) as [ListedProduct, ListedProduct]
  pKobo = Math.round(p.offerPrice * 100)
  qKobo = Math.round(q.offerPrice * 100)
}, 60_000)
afterAll(() => shop.close())

describe('a month of sales gives each member what a hand calculation gives', () => {
  it('commission by the rule of each bill’s day, per category, less a void and a refund; tips apart; online sales credit nobody', async () => {
    // The rules: Zainab 30 % of services and 10 % of products from 1 October; from 16 October 40 % of services,
    // 50 % of hair services and 15 % of products. Amaka 20 % of services, 25 % of nails, 5 % of products all month.
    expect((await addRule({ member: 'zainab', from: '2026-10-01', services: 30, products: 10 })).statusCode).toBe(201)
    expect((await addRule({ member: 'zainab', from: '2026-10-16', services: 40, products: 15, categories: [{ category: 'hair', percent: 50 }] })).statusCode).toBe(201)
    expect((await addRule({ member: 'amaka', from: '2026-10-01', services: 20, products: 5, categories: [{ category: 'nails', percent: 25 }] })).statusCode).toBe(201)

    // 5 Oct: Zainab's make-up (₦35,000), two of p she sold, a ₦2,000 cash tip to her.
    const first = await closeBill({ bookingId: await bookVisit({ date: openDayFromToday(2) }), servicePriceKobo: 3_500_000, lines: [{ product: p, quantity: 2, soldBy: 'zainab' }], tips: [{ member: 'zainab', amount: 2000, method: 'cash' }] })
    expect(first.tips).toEqual([expect.objectContaining({ member: 'zainab', amount: 2000 })])
    await closedOn(first._id, lagos('2026-10-05'))
    s1 = first._id
    // 10 Oct: Zainab's make-up again; its service refunded (all of it: a line is refunded whole) on 28 Oct, at the counter.
    const tenth = await closeBill({ bookingId: await bookVisit({ date: openDayFromToday(3) }), servicePriceKobo: 3_500_000 })
    await closedOn(tenth._id, lagos('2026-10-10'))
    await refundLine(tenth._id, SERVICE_LINE)
    await refundedOn(tenth._id, lagos('2026-10-28'))
    // 20 Oct: a visit of Zainab's make-up and Amaka's pedicure (₦35,000 + ₦12,000), 10 % off the service; tips ₦500 cash to Zainab, ₦1,500 by transfer to Amaka.
    const both = await closeBill({
      bookingId: await bookVisit({ date: openDayFromToday(4), moreServices: ['pedicure@amaka'] }),
      servicePriceKobo: 4_700_000,
      serviceDiscount: { kind: 'percent', value: 10, reason: 'Loyal client' },
      tips: [
        { member: 'zainab', amount: 500, method: 'cash' },
        { member: 'amaka', amount: 1500, method: 'transfer' },
      ],
    })
    await closedOn(both._id, lagos('2026-10-20'))
    s2 = both._id
    // 22 Oct: a walk-in at the front desk: one q Amaka sold (₦100 off it), one p nobody on the salon team sold (the desk's login is no member).
    const walkIn = await closeBill({ lines: [{ product: q, quantity: 1, soldBy: 'amaka', discount: { kind: 'naira', value: 100, reason: 'Scuffed box' } }, { product: p, quantity: 1 }] })
    await closedOn(walkIn._id, lagos('2026-10-22'))
    // 29 Oct: ₦1,000 of the walk-in given back by a refund row that names no line (as rows were written before one
    // line could be refunded): it takes back its share of each credit, the row's part of the bill's total.
    const [walkInRow] = await shop.database.db.select({ total: counterSales.totalKobo }).from(counterSales).where(eq(counterSales.id, walkIn._id))
    await shop.database.db.insert(payments).values({ saleId: walkIn._id, kind: 'refund', method: 'cash', amountKobo: 100_000, state: 'succeeded', settledAt: lagos('2026-10-29'), createdAt: lagos('2026-10-29') })
    // 25 Oct: one p Zainab sold with a ₦1,000 cash tip, voided the next day: it counts for nothing.
    const voided = await closeBill({ lines: [{ product: p, quantity: 1, soldBy: 'zainab' }], tips: [{ member: 'zainab', amount: 1000, method: 'cash' }] })
    expect((await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${voided._id}/void`, headers: { cookie: desk }, payload: { reason: 'Rung up twice' } })).statusCode).toBe(200)
    await closedOn(voided._id, lagos('2026-10-25'))
    await shop.database.db.update(counterSales).set({ voidedAt: lagos('2026-10-26') }).where(eq(counterSales.id, voided._id))
    // 27 Oct: an online order of p, paid: nobody's.
    const shopper = await registerUser(shop)
    const reference = await placePaidOnlineOrder(shop, shopper.cookie, { items: [{ product: p._id, quantity: 1 }], address: await addAddress(shop, shopper.cookie) })
    await shop.database.db.execute(sql`update orders set created_at = ${lagos('2026-10-27').toISOString()}::timestamptz where id = (select order_id from payments where reference = ${reference}::text and kind = 'payment')`)
    await shop.database.db.update(payments).set({ createdAt: lagos('2026-10-27'), settledAt: lagos('2026-10-27') }).where(eq(payments.reference, reference))

    // By hand, in kobo. The 20 Oct visit: ₦47,000 less 10 % is 4,230,000, shared 35:12 → Zainab 3,150,000, Amaka 1,080,000.
    zainabOctober = {
      services: 3,
      servicesValue: 3_500_000 + 3_500_000 + 3_150_000,
      productsValue: 2 * pKobo + pKobo,
      // The void took back p; the refund of the 10 Oct make-up all of its 3,500,000.
      refunds: pKobo + 3_500_000,
      commission:
        1_050_000 + Math.floor((2 * pKobo * 10) / 100) + // 5 Oct at 30 % and 10 %
        1_050_000 - 1_050_000 + // 10 Oct at 30 %, its service refunded: all 30 % of it back
        1_575_000 + // 20 Oct at 50 % (hair) from the rule of 16 Oct
        0, // 25 Oct at 15 %, voided: given and taken back
      tips: 200_000 + 50_000,
    }
    zainabOctober.total = zainabOctober.commission! + zainabOctober.tips!
    // The 29 Oct refund row: 100,000 of the walk-in's total; Amaka's q (qKobo - 10,000) loses that part of it, rounded
    // down, and 5 % of that, rounded down, of her commission.
    const amakaTaken = Math.floor(((qKobo - 10_000) * 100_000) / walkInRow!.total)
    amakaOctober = {
      services: 1,
      servicesValue: 1_080_000,
      productsValue: qKobo - 10_000,
      refunds: amakaTaken,
      commission: 270_000 + Math.floor(((qKobo - 10_000) * 5) / 100) - Math.floor((amakaTaken * 5) / 100),
      tips: 150_000,
    }
    amakaOctober.total = amakaOctober.commission! + amakaOctober.tips!

    expect(await figuresOf(MONTH, 'zainab')).toEqual({ member: 'zainab', name: 'Zainab Bello', ...inNaira(zainabOctober) })
    expect(await figuresOf(MONTH, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira(amakaOctober) })
    expect(await figuresOf(MONTH, 'tolu')).toEqual({ member: 'tolu', name: 'Tolulope Adeyemi', services: 0, servicesValue: 0, productsValue: 0, refunds: 0, commission: 0, tips: 0, total: 0 })

    // The same month as a spreadsheet, through the shop's CSV writer.
    const csv = await shop.app.inject({ method: 'GET', url: `/api/earnings/payroll.csv?from=${MONTH.from}&to=${MONTH.to}`, headers: { cookie: owner } })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain(`Zainab Bello,3,${(zainabOctober.servicesValue! / 100).toFixed(2)},${(zainabOctober.productsValue! / 100).toFixed(2)},${(zainabOctober.refunds! / 100).toFixed(2)},${(zainabOctober.commission! / 100).toFixed(2)},2500.00,`)
  })

  it('a tip is in the drawer when cash, never in the day’s takings or the dashboard’s money taken', async () => {
    const day = async () => (await shop.app.inject({ method: 'GET', url: `/api/counter/day?date=${shopDate()}`, headers: { cookie: desk } })).json().day
    const taken = async () => (await shop.app.inject({ method: 'GET', url: '/api/seller/summary', headers: { cookie: owner } })).json().periods.today.counter as number
    const [before, takenBefore] = [await day(), await taken()]
    const sale = await closeBill({ lines: [{ product: q, quantity: 1, soldBy: 'zainab' }], tips: [{ member: 'zainab', amount: 700, method: 'cash' }] })
    const after = await day()
    expect(after.total).toBeCloseTo(before.total + sale.total, 2)
    expect(after.byMethod.cash).toBeCloseTo(before.byMethod.cash + sale.total, 2)
    expect(after.drawerCash).toBeCloseTo(before.drawerCash + sale.total + 700, 2)
    expect(after.tips).toBeCloseTo(before.tips + 700, 2)
    expect(await taken()).toBeCloseTo(takenBefore + sale.total, 2)
  })
})

describe('a line refunded takes back the credit of that line alone', () => {
  it('a product sold by one member refunded: she loses its commission, the member who did the service keeps hers; a void after it takes nothing twice', async () => {
    // July, a month of its own: Amaka 25 % of nails, Tolu 10 % of products, from 1 July.
    const JULY = { from: '2026-07-01', to: '2026-07-31' }
    const AUGUST = { from: '2026-08-01', to: '2026-08-31' }
    expect((await addRule({ member: 'amaka', from: '2026-07-01', services: 20, products: 5, categories: [{ category: 'nails', percent: 25 }] })).statusCode).toBe(201)
    expect((await addRule({ member: 'tolu', from: '2026-07-01', services: 10, products: 10 })).statusCode).toBe(201)
    // 10 Jul: Amaka's pedicure (₦12,000), one q Tolu sold and one p Chidi sold (no rule: no commission), ₦100 of it
    // paid in cash and the rest by card.
    const sale = await closeBill({
      bookingId: await bookVisit({ category: 'nails', service: 'pedicure', preferredEmployee: 'amaka', startTime: '14:00', date: openDayFromToday(5) }),
      servicePriceKobo: 1_200_000,
      lines: [
        { product: q, quantity: 1, soldBy: 'tolu' },
        { product: p, quantity: 1, soldBy: 'chidi' },
      ],
      cashNaira: 100,
    })
    await closedOn(sale._id, lagos('2026-07-10'))
    // 15 Jul: the q line refunded at the counter: ₦100 cash first, the rest to the card, two rows naming the line.
    await refundLine(sale._id, sale.lines.find((line) => line.productId === q._id)!._id)
    await refundedOn(sale._id, lagos('2026-07-15'))
    const rows = await shop.database.db.select({ line: payments.saleLineId }).from(payments).where(and(eq(payments.saleId, sale._id), eq(payments.kind, 'refund')))
    expect(rows).toHaveLength(2)

    // By hand: Amaka's pedicure 1,200,000 at 25 % is 300,000, hers whole; Tolu's q (qKobo) at 10 % is given and taken
    // back whole, once (not once per row); Chidi's p (pKobo) is not refunded.
    const zero = { services: 0, servicesValue: 0, productsValue: 0, refunds: 0, commission: 0, tips: 0, total: 0 }
    const amakaJuly = { ...zero, services: 1, servicesValue: 1_200_000, commission: 300_000, total: 300_000 }
    const toluJuly = { ...zero, productsValue: qKobo, refunds: qKobo, commission: Math.floor((qKobo * 10) / 100) - Math.floor((qKobo * 10) / 100) }
    expect(await figuresOf(JULY, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira(amakaJuly) })
    expect(await figuresOf(JULY, 'tolu')).toEqual({ member: 'tolu', name: 'Tolulope Adeyemi', ...inNaira(toluJuly) })
    expect(await figuresOf(JULY, 'chidi')).toMatchObject(inNaira({ productsValue: pKobo, refunds: 0 }))

    // 5 Aug: the bill voided. It takes back Amaka's pedicure (one service, 1,200,000, 300,000 of commission) and
    // nothing more of Tolu's: her q went back on 15 Jul (the void takes qKobo and gives back the qKobo the refund took).
    expect((await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/void`, headers: { cookie: desk }, payload: { reason: 'Rung up twice' } })).statusCode).toBe(200)
    await shop.database.db.update(counterSales).set({ voidedAt: lagos('2026-08-05') }).where(eq(counterSales.id, sale._id))
    expect(await figuresOf(JULY, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira(amakaJuly) })
    expect(await figuresOf(AUGUST, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira({ ...zero, services: -1, refunds: 1_200_000, commission: -300_000, total: -300_000 }) })
    expect(await figuresOf(AUGUST, 'tolu')).toEqual({ member: 'tolu', name: 'Tolulope Adeyemi', ...inNaira(zero) })
    // July and August together: both earned nothing from the bill, and nothing was taken twice.
    const both = { from: JULY.from, to: AUGUST.to }
    expect(await figuresOf(both, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira({ ...zero, servicesValue: 1_200_000, refunds: 1_200_000 }) })
    expect(await figuresOf(both, 'tolu')).toEqual({ member: 'tolu', name: 'Tolulope Adeyemi', ...inNaira({ ...zero, productsValue: qKobo, refunds: qKobo }) })
    expect(await figuresOf(both, 'chidi')).toMatchObject(inNaira({ productsValue: pKobo, refunds: pKobo }))
  })

  it('the service refunded: the members who did it lose all of it, the member who sold a product on the bill keeps hers', async () => {
    // June, a month of its own, at the same percents as July: Amaka 25 % of nails and 5 % of products, Tolu 10 % of products.
    const JUNE = { from: '2026-06-01', to: '2026-06-30' }
    expect((await addRule({ member: 'amaka', from: '2026-06-01', services: 20, products: 5, categories: [{ category: 'nails', percent: 25 }] })).statusCode).toBe(201)
    expect((await addRule({ member: 'tolu', from: '2026-06-01', services: 10, products: 10 })).statusCode).toBe(201)
    // 10 Jun: Amaka's pedicure (₦12,000) and one q Tolu sold; the service refunded on 12 Jun, at the counter.
    const sale = await closeBill({
      bookingId: await bookVisit({ category: 'nails', service: 'pedicure', preferredEmployee: 'amaka', startTime: '14:00', date: openDayFromToday(6) }),
      servicePriceKobo: 1_200_000,
      lines: [{ product: q, quantity: 1, soldBy: 'tolu' }],
    })
    await closedOn(sale._id, lagos('2026-06-10'))
    await refundLine(sale._id, SERVICE_LINE)
    await refundedOn(sale._id, lagos('2026-06-12'))
    // By hand: Amaka's 1,200,000 given and taken back whole (25 %: 300,000 and −300,000); Tolu's q at 10 %, hers whole.
    const zero = { services: 0, servicesValue: 0, productsValue: 0, refunds: 0, commission: 0, tips: 0, total: 0 }
    expect(await figuresOf(JUNE, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira({ ...zero, services: 1, servicesValue: 1_200_000, refunds: 1_200_000, commission: 300_000 - 300_000 }) })
    const toluCommission = Math.floor((qKobo * 10) / 100)
    expect(await figuresOf(JUNE, 'tolu')).toEqual({ member: 'tolu', name: 'Tolulope Adeyemi', ...inNaira({ ...zero, productsValue: qKobo, commission: toluCommission, total: toluCommission }) })
  })
})

describe('a closed period keeps its figures', () => {
  it('a void and a refund after October closed land in November; October reads as it was paid', async () => {
    const today = shopDate()
    expect((await shop.app.inject({ method: 'POST', url: '/api/earnings/payroll/close', headers: { cookie: owner }, payload: { from: '2026-11-01', to: today } })).json()).toMatchObject({ message: earningsMessages.notEnded })
    const closed = await shop.app.inject({ method: 'POST', url: '/api/earnings/payroll/close', headers: { cookie: owner }, payload: MONTH })
    expect(closed.statusCode).toBe(200)
    expect(closed.json().payroll.closed).not.toBeNull()
    // A rule may no longer reach back into October.
    const late = await addRule({ member: 'zainab', from: '2026-10-20', services: 90, products: 90 })
    expect([late.statusCode, late.json().message]).toEqual([409, earningsMessages.ruleInClosedPeriod('2026-10-31')])

    const novemberBefore = { from: '2026-11-01', to: today }
    const zainabNovBefore = await figuresOf(novemberBefore, 'zainab')
    // Now: the 5 Oct bill is voided (its service, products and tip go back), and the 20 Oct visit's service refunded.
    expect((await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${s1}/void`, headers: { cookie: desk }, payload: { reason: 'Complaint' } })).statusCode).toBe(200)
    await refundLine(s2, SERVICE_LINE)

    expect(await figuresOf(MONTH, 'zainab')).toEqual({ member: 'zainab', name: 'Zainab Bello', ...inNaira(zainabOctober) })
    expect(await figuresOf(MONTH, 'amaka')).toEqual({ member: 'amaka', name: 'Amaka Nwosu', ...inNaira(amakaOctober) })
    // November takes them: the 5 Oct bill back at October's 30 % and 10 %; the 20 Oct service back whole, each member's
    // share at the rule of 20 Oct: Zainab 3,150,000 at 50 % (1,575,000), Amaka 1,080,000 at 25 % (270,000).
    const zainabNov = await figuresOf(novemberBefore, 'zainab')
    const back = { refunds: 3_500_000 + 2 * pKobo + 3_150_000, commission: -(1_050_000 + Math.floor((2 * pKobo * 10) / 100)) - 1_575_000, tips: -200_000 }
    expect(zainabNov.services).toBe((zainabNovBefore.services as number) - 1)
    expect(zainabNov.refunds).toBeCloseTo((zainabNovBefore.refunds as number) + back.refunds / 100, 2)
    expect(zainabNov.commission).toBeCloseTo((zainabNovBefore.commission as number) + back.commission / 100, 2)
    expect(zainabNov.tips).toBeCloseTo((zainabNovBefore.tips as number) + back.tips / 100, 2)
    expect(await figuresOf(novemberBefore, 'amaka')).toMatchObject({ refunds: 10_800, commission: -2_700 })
  })

  it('two owners closing overlapping periods at the same moment: one closes, the other is told (409)', async () => {
    const answers = await Promise.all(
      [
        { from: '2026-09-01', to: '2026-09-30' },
        { from: '2026-09-10', to: '2026-09-20' },
        { from: '2026-09-15', to: '2026-09-25' },
      ].map((period) => shop.app.inject({ method: 'POST', url: '/api/earnings/payroll/close', headers: { cookie: owner }, payload: period })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json().message).toBe(earningsMessages.overlapsClosed)
  })
})

describe('who reads whose figures', () => {
  it('a stylist reads her own today, this week and this month; another member’s is a 403; the front desk reads none', async () => {
    for (const period of ['today', 'week', 'month']) {
      const mine = await shop.app.inject({ method: 'GET', url: `/api/earnings/member?period=${period}`, headers: { cookie: stylist } })
      expect(mine.statusCode).toBe(200)
      expect(mine.json().earnings).toMatchObject({ period, figures: { member: 'zainab' } })
    }
    // Her own today: the q she sold (at November's rule: none after 16 Oct's 15 %) and the ₦700 tip, less the void's giving back.
    const today = (await shop.app.inject({ method: 'GET', url: '/api/earnings/member?period=today', headers: { cookie: stylist } })).json().earnings.figures
    expect(today.productsValue).toBeCloseTo(q.offerPrice, 2)
    expect(today.commission).toBeCloseTo((Math.floor((qKobo * 15) / 100) - 1_050_000 - Math.floor((2 * pKobo * 10) / 100) - 1_575_000) / 100, 2)

    const others = await shop.app.inject({ method: 'GET', url: '/api/earnings/member?period=month&member=amaka', headers: { cookie: stylist } })
    expect([others.statusCode, others.json().message]).toEqual([403, earningsMessages.notYourFigures])
    expect((await payroll(MONTH, stylist)).statusCode).toBe(403)
    expect((await shop.app.inject({ method: 'GET', url: '/api/earnings/member?period=month&member=zainab', headers: { cookie: desk } })).json()).toMatchObject({ message: teamMessages.notForYourRole })
    expect((await payroll(MONTH, desk)).statusCode).toBe(403)
    expect((await shop.app.inject({ method: 'GET', url: '/api/earnings/member?period=month&member=amaka', headers: { cookie: owner } })).statusCode).toBe(200)
  })

  it('bad input is a 400 naming it, and nothing is stored', async () => {
    expect((await addRule({ member: 'nobody', from: '2026-12-01', services: 10, products: 10 })).json()).toMatchObject({ message: earningsMessages.unknownMember })
    expect((await addRule({ member: 'zainab', from: '2026-12-01', services: 101, products: 10 })).json()).toMatchObject({ message: earningsMessages.percent })
    expect((await payroll({ from: '2026-10-31', to: '2026-10-01' })).json()).toMatchObject({ message: earningsMessages.periodOrder })
    const tipToNobody = await shop.app.inject({
      method: 'POST',
      url: '/api/counter/sales',
      headers: { cookie: desk },
      payload: { lines: [{ product: q._id, quantity: 1 }], payments: [{ method: 'cash', amount: 1 }], tips: [{ member: 'nobody', amount: 500, method: 'cash' }] },
    })
    expect([tipToNobody.statusCode, tipToNobody.json().message]).toEqual([400, earningsMessages.tipMember])
  })
})
