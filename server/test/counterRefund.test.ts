import { and, eq, sql } from 'drizzle-orm'
import { openDayFromToday } from '../../fixtures/salonDays'
import { counterMessages, SERVICE_LINE, type CounterSale } from '../../src/contract/counter'
import { formatKobo, nairaToKobo } from '../../src/contract/money'
import { addDays, daysBetween, shopDate } from '../../src/contract/shopClock'
import { teamMessages } from '../../src/contract/team'
import { bookings, counterSales, payments, products } from '../src/db/schema'
import { confirmDeposit } from '../src/repositories/bookings'
import { buildTestShop, type TestShop } from './harness'
import { products as listed, sellerCookie, teamMember, type ListedProduct } from './helpers'

// One line of a paid counter bill given back (issue 52, item 28): its money as refund rows of the bill in the ledger,
// cash first and never more than a method took; a product's units back on the shelf; once, however often it is asked
// and by however many at once; and every figure that reads the bill (its receipt, the day's takings and drawer, the
// dashboard, the client's spending) nets it to the kobo.

let shop: TestShop
let owner: string
let desk: string
let stylist: string
let jar: ListedProduct
let balm: ListedProduct

const cm = counterMessages
const kobo = (naira: number) => nairaToKobo(naira)
const naira = (k: number) => k / 100
const setProduct = (id: string, changes: Partial<typeof products.$inferInsert>) => shop.database.db.update(products).set(changes).where(eq(products.id, id))
const stockOf = async (id: string) => (await shop.database.db.select({ count: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.count

type Bill = { lines?: { product: string; quantity: number }[]; payments: { method: string; amount: number }[] } & Record<string, unknown>
async function sell(bill: Bill): Promise<CounterSale> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: desk }, payload: bill })
  if (response.statusCode !== 201) throw new Error(`sale failed: ${response.body}`)
  return response.json().sale
}
const refund = (sale: string, line: string, reason: unknown = 'Wrong shade', cookie = desk) =>
  shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale}/refunds`, headers: { cookie }, payload: { line, reason } })
const receipt = async (id: string): Promise<CounterSale> => (await shop.app.inject({ method: 'GET', url: `/api/counter/sales/${id}`, headers: { cookie: desk } })).json().sale
const day = async () => (await shop.app.inject({ method: 'GET', url: `/api/counter/day?date=${shopDate()}`, headers: { cookie: desk } })).json().day
const summary = async () => (await shop.app.inject({ method: 'GET', url: '/api/seller/summary', headers: { cookie: owner } })).json()
const refundRows = (sale: string) => shop.database.db.select().from(payments).where(and(eq(payments.saleId, sale), eq(payments.kind, 'refund')))
const lineOf = (sale: CounterSale, productId: string) => sale.lines.find((line) => line.productId === productId)!

beforeAll(async () => {
  shop = await buildTestShop({ env: { ORDERS_PER_MINUTE: '1000', BOOKINGS_PER_HOUR: '1000' } })
  owner = await sellerCookie(shop)
  desk = (await teamMember(shop, owner, { role: 'front-desk' })).cookie
  stylist = (await teamMember(shop, owner, { role: 'stylist', staffId: 'zainab' })).cookie
  ;[jar, balm] = (await listed(shop)).filter((candidate) => candidate.inStock) as [ListedProduct, ListedProduct]
  // Prices of their own, so every figure below is worked out by hand.
  await setProduct(jar._id, { offerPriceKobo: 300_000 })
  await setProduct(balm._id, { offerPriceKobo: 150_000 })
}, 60_000)
afterAll(() => shop.close())

beforeEach(async () => {
  await setProduct(jar._id, { stockCount: 10, inStock: true, archivedAt: null })
  await setProduct(balm._id, { stockCount: 10, inStock: true, archivedAt: null })
})

/**
 * Two jars at ₦3,000 and a balm at ₦1,500 (₦7,500), ₦750 off the bill: products ₦6,750, tax 2 % ₦135, due ₦6,885,
 * paid ₦2,000 in cash and ₦4,885 by card. The jars' line is ₦6,000 of the ₦7,500: ₦5,400 of the products, ₦108 of
 * the tax, ₦5,508; the balm's ₦1,350 and ₦27, ₦1,377. Together exactly what was paid.
 */
const discountedBill = (): Bill => ({
  lines: [
    { product: jar._id, quantity: 2 },
    { product: balm._id, quantity: 1 },
  ],
  billDiscount: { kind: 'naira', value: 750, reason: 'Opening week' },
  payments: [
    { method: 'cash', amount: 2000 },
    { method: 'card', amount: 4885 },
  ],
})

describe('refunding one line of a counter bill', () => {
  it('gives a product line back: cash first, never more than a method took, its units on the shelf; the receipt, the day, the drawer and the dashboard net it to the kobo', async () => {
    const dayBefore = await day()
    const dashBefore = await summary()
    const sale = await sell(discountedBill())
    expect(sale.due).toBe(6885)
    expect(await stockOf(jar._id)).toBe(8)
    const jars = lineOf(sale, jar._id)
    expect([jars.refundable, lineOf(sale, balm._id).refundable, jars.refunded]).toEqual([5508, 1377, null])

    const answer = await refund(sale._id, jars._id)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().message).toBe(cm.refunded(jar.name, formatKobo(550_800)))
    // ₦5,508 back: the ₦2,000 of cash first, the ₦3,508 left on the card.
    const rows = await refundRows(sale._id)
    expect(rows.map(({ method, amountKobo, saleLineId, state, reason }) => ({ method, amountKobo, saleLineId, state, reason })).sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'card', amountKobo: 350_800, saleLineId: jars._id, state: 'succeeded', reason: 'Wrong shade' },
      { method: 'cash', amountKobo: 200_000, saleLineId: jars._id, state: 'succeeded', reason: 'Wrong shade' },
    ])
    // The two jars are back on the shelf; the balm stays sold.
    expect([await stockOf(jar._id), await stockOf(balm._id)]).toEqual([10, 9])

    const after = await receipt(sale._id)
    expect(lineOf(after, jar._id)).toMatchObject({ refundable: 0, refunded: { amount: 5508, reason: 'Wrong shade' } })
    expect(lineOf(after, balm._id)).toMatchObject({ refundable: 1377, refunded: null })
    expect(after.refunds).toEqual([
      { method: 'cash', amount: 2000 },
      { method: 'card', amount: 3508 },
    ])
    expect(after.status).toBe('closed')

    // The day's takings: the card kept ₦1,377 of the bill, the drawer none of its cash; ₦5,508 refunded.
    const dayAfter = await day()
    expect(kobo(dayAfter.byMethod.cash) - kobo(dayBefore.byMethod.cash)).toBe(0)
    expect(kobo(dayAfter.byMethod.card) - kobo(dayBefore.byMethod.card)).toBe(137_700)
    expect(kobo(dayAfter.drawerCash) - kobo(dayBefore.drawerCash)).toBe(0)
    expect(kobo(dayAfter.total) - kobo(dayBefore.total)).toBe(137_700)
    expect(kobo(dayAfter.refunded) - kobo(dayBefore.refunded)).toBe(550_800)
    expect(dayAfter.sales - dayBefore.sales).toBe(1)

    // The dashboard: the counter took ₦1,377 today, all of it products.
    const dashAfter = await summary()
    expect(kobo(dashAfter.periods.today.counter) - kobo(dashBefore.periods.today.counter)).toBe(137_700)
    expect(kobo(dashAfter.periods.today.taken) - kobo(dashBefore.periods.today.taken)).toBe(137_700)
    expect(kobo(dashAfter.channels.today.counterProducts) - kobo(dashBefore.channels.today.counterProducts)).toBe(137_700)
    expect(kobo(dashAfter.channels.today.services) - kobo(dashBefore.channels.today.services)).toBe(0)
    expect(kobo(dashAfter.daily.at(-1).counterRevenue) - kobo(dashBefore.daily.at(-1).counterRevenue)).toBe(137_700)

    // The balm next: the card alone still holds it. Then the whole bill is back, and nothing more.
    expect((await refund(sale._id, lineOf(sale, balm._id)._id, 'Allergy')).statusCode).toBe(200)
    expect((await receipt(sale._id)).refunds).toEqual([
      { method: 'cash', amount: 2000 },
      { method: 'card', amount: 4885 },
    ])
    expect((await refundRows(sale._id)).reduce((sum, row) => sum + row.amountKobo, 0)).toBe(kobo(sale.due))
    expect(kobo((await day()).total) - kobo(dayBefore.total)).toBe(0)
  })

  it('counts a refund on the day it was given: yesterday’s bill keeps its takings, today’s drawer gives the money back', async () => {
    const yesterday = addDays(shopDate(), -1)
    const dayOf = async (date: string) => (await shop.app.inject({ method: 'GET', url: `/api/counter/day?date=${date}`, headers: { cookie: desk } })).json().day
    const sale = await sell(discountedBill())
    // Closed yesterday (its payments with it), refunded today.
    const at = sql`${counterSales.createdAt} - interval '1 day'`
    await shop.database.db.update(counterSales).set({ createdAt: at }).where(eq(counterSales.id, sale._id))
    await shop.database.db.update(payments).set({ createdAt: sql`${payments.createdAt} - interval '1 day'`, settledAt: sql`${payments.settledAt} - interval '1 day'` }).where(eq(payments.saleId, sale._id))
    const [before, todayBefore] = [await dayOf(yesterday), await dayOf(shopDate())]
    expect((await refund(sale._id, lineOf(sale, balm._id)._id)).statusCode).toBe(200)
    const [after, todayAfter] = [await dayOf(yesterday), await dayOf(shopDate())]
    expect(after).toEqual(before)
    // ₦1,377 of the balm: all from the ₦2,000 of cash, out of today's drawer.
    expect(kobo(todayAfter.byMethod.cash) - kobo(todayBefore.byMethod.cash)).toBe(-137_700)
    expect(kobo(todayAfter.drawerCash) - kobo(todayBefore.drawerCash)).toBe(-137_700)
    expect(kobo(todayAfter.total) - kobo(todayBefore.total)).toBe(-137_700)
    expect(kobo(todayAfter.refunded) - kobo(todayBefore.refunded)).toBe(137_700)
    expect(todayAfter.sales).toBe(todayBefore.sales)
  })

  it('refunds a line once when it is asked five times at the same moment (a double tap, two members at once)', async () => {
    const sale = await sell(discountedBill())
    const jars = lineOf(sale, jar._id)
    const answers = await Promise.all([refund(sale._id, jars._id), refund(sale._id, jars._id, 'Again', owner), refund(sale._id, jars._id), refund(sale._id, jars._id, 'Again', owner), refund(sale._id, jars._id)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(Array(4).fill(cm.lineAlreadyRefunded))
    expect((await refundRows(sale._id)).reduce((sum, row) => sum + row.amountKobo, 0)).toBe(550_800)
    expect(await stockOf(jar._id)).toBe(10)
  })

  it('refunds a line or voids the bill at the same moment: one of them, the units back once', async () => {
    const sale = await sell(discountedBill())
    const jars = lineOf(sale, jar._id)
    const [refunded, voided] = await Promise.all([
      refund(sale._id, jars._id),
      shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/void`, headers: { cookie: owner }, payload: { reason: 'Wrong bill' } }),
    ])
    expect(voided.statusCode).toBe(200)
    expect([200, 409]).toContain(refunded.statusCode)
    if (refunded.statusCode === 409) expect(refunded.json().message).toBe(cm.refundOfVoided)
    // Whichever came first, each unit went back once: the jars' two, the balm's one.
    expect([await stockOf(jar._id), await stockOf(balm._id)]).toEqual([10, 10])
  })

  it('bills a visit, refunds its service less the deposit paid ahead online, and her client card spends that much less', async () => {
    const made = await shop.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: '10.7.7.7',
      payload: { category: 'hair', service: 'makeup', preferredEmployee: 'zainab', startTime: '10:00', date: openDayFromToday(6), fullName: 'Amaka Obi', email: 'amaka@example.ng', phone: '08037770011', paymentMethod: 'card' },
    })
    expect(made.statusCode).toBe(201)
    const { booking, reference } = made.json() as { reference: string; booking: { _id: string; price: number; deposit: number } }
    expect(await confirmDeposit(shop.database.db, { reference, amountKobo: kobo(booking.deposit), currency: 'NGN' }, new Date())).toBe('confirmed')
    const [row] = await shop.database.db.select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, booking._id))
    const shift = daysBetween(shopDate(row!.startsAt), shopDate()) * 24 * 60 * 60 * 1000
    await shop.database.db
      .update(bookings)
      .set({ startsAt: new Date(row!.startsAt.getTime() + shift), endsAt: new Date(row!.endsAt.getTime() + shift) })
      .where(eq(bookings.id, booking._id))

    const dueKobo = kobo(booking.price) - kobo(booking.deposit)
    const sale = await sell({ bookingId: booking._id, payments: [{ method: 'transfer', amount: naira(dueKobo) }] })
    expect(sale.service).toMatchObject({ refundable: Math.floor(dueKobo / 100), refunded: null })
    const card = async () => (await shop.app.inject({ method: 'GET', url: '/api/booking/seller/clients?q=0803%20777%200011', headers: { cookie: owner } })).json().clients[0]
    const spentBefore = (await card()).spend
    const dashBefore = await summary()

    const answer = await refund(sale._id, SERVICE_LINE, 'Unhappy with the colour')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().sale.service).toMatchObject({ refundable: 0, refunded: { amount: naira(dueKobo), reason: 'Unhappy with the colour' } })
    expect((await refundRows(sale._id)).map(({ method, amountKobo, saleLineId }) => ({ method, amountKobo, saleLineId }))).toEqual([{ method: 'transfer', amountKobo: dueKobo, saleLineId: null }])
    expect(kobo((await card()).spend) - kobo(spentBefore)).toBe(-dueKobo)
    const dashAfter = await summary()
    expect(kobo(dashAfter.channels.today.services) - kobo(dashBefore.channels.today.services)).toBe(-dueKobo)
    expect(kobo(dashAfter.periods.today.counter) - kobo(dashBefore.periods.today.counter)).toBe(-dueKobo)
    expect((await refund(sale._id, SERVICE_LINE)).json().message).toBe(cm.lineAlreadyRefunded)
  })

  it('counts a product line refunded out of her client card, at its part of the products', async () => {
    const phone = { clientName: 'Chioma Ade', clientPhone: '0805 333 0022' }
    const card = async () => (await shop.app.inject({ method: 'GET', url: '/api/booking/seller/clients?q=0805%20333%200022', headers: { cookie: owner } })).json().clients[0]
    const sale = await sell({ ...discountedBill(), ...phone })
    // What she bought and kept: the products after the discounts, ₦6,750 (the tax apart, as her card counts it).
    expect((await card()).spend).toBe(6750)
    expect((await refund(sale._id, lineOf(sale, jar._id)._id)).statusCode).toBe(200)
    expect((await card()).spend).toBe(1350)
  })

  it('refuses what it may not do, with the reason and nothing stored: no reason, a line not on the bill, a voided bill, a stylist', async () => {
    const sale = await sell(discountedBill())
    const other = await sell({ lines: [{ product: balm._id, quantity: 1 }], payments: [{ method: 'cash', amount: 1530 }] })
    const jars = lineOf(sale, jar._id)._id
    const refused = async (answer: Awaited<ReturnType<typeof refund>>) => [answer.statusCode, answer.json().message]
    expect(await refused(await refund(sale._id, jars, '  '))).toEqual([400, cm.refundReason])
    expect(await refused(await refund(sale._id, other.lines[0]!._id))).toEqual([404, cm.lineNotFound])
    expect(await refused(await refund(sale._id, 'not-a-line'))).toEqual([404, cm.lineNotFound])
    expect(await refused(await refund(sale._id, SERVICE_LINE))).toEqual([404, cm.lineNotFound])
    expect(await refused(await refund('7d2c5a52-1b9e-4d5e-9d55-2b0b6b1f0a11', jars))).toEqual([404, cm.saleNotFound])
    expect(await refused(await refund(sale._id, jars, 'Not mine', stylist))).toEqual([403, teamMessages.notForYourRole])
    expect(await refundRows(sale._id)).toEqual([])

    // The balm refunded, then the bill voided: only the jars go back then, the balm's unit is not given twice.
    expect((await refund(sale._id, lineOf(sale, balm._id)._id)).statusCode).toBe(200)
    expect([await stockOf(jar._id), await stockOf(balm._id)]).toEqual([8, 9])
    expect((await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/void`, headers: { cookie: owner }, payload: { reason: 'Wrong bill' } })).statusCode).toBe(200)
    expect([await stockOf(jar._id), await stockOf(balm._id)]).toEqual([10, 9])
    expect(await refused(await refund(sale._id, jars))).toEqual([409, cm.refundOfVoided])
    expect(lineOf(await receipt(sale._id), jar._id)).toMatchObject({ refundable: 0, refunded: null })
  })
})
