import { parse } from 'csv-parse/sync'
import { eq, inArray } from 'drizzle-orm'
import { lagosAddress } from '../../fixtures/address'
import { cartTotals, orderNumber, type RefundStatus } from '../../src/contract'
import { orderItems, orders, products } from '../src/db/schema'
import { exportOrders } from '../src/repositories/exports'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, orderState, placePaidOnlineOrder, recordPayment, registerUser, sellerCookie, startOnlineOrder } from './helpers'
import { refundStateOf } from '../src/repositories/payments'

// The seller's dashboard on a real server and database: orders placed through the API (cash, paid
// online on the sandbox page, cancelled, never paid) and rows written at chosen times, every figure
// recomputed here from what was ordered.

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** The Lagos calendar day of a moment (Lagos is UTC+1 all year). */
const lagosDay = (at: Date | number) => new Date(new Date(at).getTime() + HOUR).toISOString().slice(0, 10)
/** The moment a Lagos day starts. */
const lagosMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - HOUR
/** A moment as a Lagos wall clock reads it, to the minute: 2026-11-26 14:05. */
const lagosClock = (at: Date) => new Date(at.getTime() + HOUR).toISOString().slice(0, 16).replace('T', ' ')
const dayBefore = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10)

type ProductRow = typeof products.$inferSelect
interface Line {
  product: ProductRow
  quantity: number
}
/** An order as this test knows it: what it holds and when it was placed and paid, read back from the database. */
interface Known {
  id: string
  userId: string
  lines: Line[]
  amountKobo: number
  createdAt: Date
  paidAt: Date | null
  real: boolean
  cancelled: boolean
}

let shop: TestShop
let seller: string
let catalogue: ProductRow[]
const known: Known[] = []
let ada: { cookie: string; id: string; addressId: string }
let formula: { cookie: string; id: string; addressId: string }
let chief: { cookie: string; id: string; addressId: string }
/** The products ordered: the first eight by name. */
let p: ProductRow[]
let boundaryDay: string
let boundaryOrder: string
const today = () => lagosDay(Date.now())

const amountOf = (lines: Line[]) => cartTotals(lines.map((line) => ({ unitKobo: line.product.offerPriceKobo, quantity: line.quantity }))).totalKobo
const get = (url: string, cookie = seller) => shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const post = (url: string, payload: object, cookie = seller) => shop.app.inject({ method: 'POST', url, payload, headers: { cookie } })

async function shopper(name: string) {
  const { cookie, user } = await registerUser(shop, { name })
  return { cookie, id: user._id, addressId: await addAddress(shop, cookie) }
}

/** Reads back what the database stored for an order this test made through the API. */
async function remember(id: string, userId: string, lines: Line[], real: boolean) {
  const row = await orderState(shop.database.db, { id })
  known.push({ id, userId, lines, amountKobo: amountOf(lines), createdAt: row!.createdAt, paidAt: row!.paidAt, real, cancelled: row!.status === 'Cancelled' })
  return id
}

async function placeCash(who: typeof ada, lines: Line[]) {
  const response = await post('/api/order/cod', { items: lines.map((line) => ({ product: line.product.id, quantity: line.quantity })), address: who.addressId }, who.cookie)
  expect(response.statusCode).toBe(201)
  return response.json().orderId as string
}

const itemsOf = (lines: Line[]) => lines.map((line) => ({ product: line.product.id, quantity: line.quantity }))
const idOfReference = async (reference: string) => (await orderState(shop.database.db, { reference })).id

/** An order written straight into the database at a chosen time, as the API would have stored it. */
async function insertOrder(who: typeof ada, lines: Line[], at: { createdAt: Date; paidAt?: Date; paymentType?: 'COD' | 'Online'; status?: 'Cancelled'; refund?: RefundStatus }) {
  const { subtotalKobo, taxKobo, totalKobo } = cartTotals(lines.map((line) => ({ unitKobo: line.product.offerPriceKobo, quantity: line.quantity })))
  const paymentType = at.paymentType ?? 'COD'
  const [row] = await shop.database.db
    .insert(orders)
    .values({ userId: who.id, addressId: who.addressId, deliveryAddress: { _id: who.addressId, ...lagosAddress }, paymentType, status: at.status ?? 'Order Placed', subtotalKobo, taxKobo, amountKobo: totalKobo, createdAt: at.createdAt })
    .returning({ id: orders.id })
  const method = paymentType === 'COD' ? 'cash' : 'online'
  if (at.paidAt) await recordPayment(shop.database.db, { orderId: row!.id, method, amountKobo: totalKobo, at: at.paidAt, reference: method === 'online' ? `glow_${row!.id}` : undefined })
  if (at.refund) await recordPayment(shop.database.db, { orderId: row!.id, method, amountKobo: totalKobo, at: at.paidAt!, kind: 'refund', state: refundStateOf(at.refund), reference: `glow_${row!.id}` })
  await shop.database.db.insert(orderItems).values(lines.map((line) => ({ orderId: row!.id, productId: line.product.id, productName: line.product.name, quantity: line.quantity, unitPriceKobo: line.product.offerPriceKobo })))
  const real = paymentType === 'COD' || at.paidAt !== undefined
  known.push({ id: row!.id, userId: who.id, lines, amountKobo: totalKobo, createdAt: at.createdAt, paidAt: at.paidAt ?? null, real, cancelled: at.status === 'Cancelled' })
  return row!.id
}

/** The figures of the orders since `start`, counted here the slow way. */
function expectedFigures(start: number) {
  const live = known.filter((order) => !order.cancelled)
  const placed = live.filter((order) => order.real && order.createdAt.getTime() >= start)
  const placedKobo = placed.reduce((sum, order) => sum + order.amountKobo, 0)
  const paidKobo = live.filter((order) => order.paidAt && order.paidAt.getTime() >= start).reduce((sum, order) => sum + order.amountKobo, 0)
  // No counter bill nor deposit in this shop (counter.test.ts counts theirs): the money taken is the orders paid.
  const money = { taken: paidKobo / 100, counter: 0, deposits: 0 }
  return { ...money, paidRevenue: paidKobo / 100, placedRevenue: placedKobo / 100, orders: placed.length, averageOrder: placed.length ? Math.round(placedKobo / placed.length) / 100 : 0, deliveryFees: 0 }
}

function periodStarts() {
  const day = today()
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7 // Monday 0
  return { today: lagosMidnight(day), week: lagosMidnight(dayBefore(day, weekday)), month: lagosMidnight(`${day.slice(0, 8)}01`) }
}

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
  catalogue = await shop.database.db.select().from(products).orderBy(products.name)
  ada = await shopper('Ada Obi')
  formula = await shopper('=HYPERLINK("http://evil.example","Click")')
  chief = await shopper('Obi, "Chief" Ade')
  // The newest shopper has ordered nothing.
  await registerUser(shop, { name: 'Zainab Bello' })
  p = catalogue.slice(0, 8)
  // Through the API, now: a cash order marked paid, a cash order unpaid, an online order paid on the
  // sandbox page, a cash order then cancelled, an online order never paid.
  const paidCash = await placeCash(ada, [{ product: p[0]!, quantity: 2 }, { product: p[1]!, quantity: 1 }])
  expect((await post('/api/order/mark-paid', { orderId: paidCash })).statusCode).toBe(200)
  await remember(paidCash, ada.id, [{ product: p[0]!, quantity: 2 }, { product: p[1]!, quantity: 1 }], true)
  await remember(await placeCash(ada, [{ product: p[1]!, quantity: 3 }]), ada.id, [{ product: p[1]!, quantity: 3 }], true)
  const onlineLines = [{ product: p[2]!, quantity: 4 }]
  const paidOnline = await idOfReference(await placePaidOnlineOrder(shop, formula.cookie, { items: itemsOf(onlineLines), address: formula.addressId }))
  await remember(paidOnline, formula.id, onlineLines, true)
  const cancelled = await placeCash(chief, [{ product: p[0]!, quantity: 5 }])
  expect((await post('/api/order/status', { orderId: cancelled, status: 'Cancelled' })).statusCode).toBe(200)
  await remember(cancelled, chief.id, [{ product: p[0]!, quantity: 5 }], true)
  const unpaidLines = [{ product: p[3]!, quantity: 9 }]
  await remember(await idOfReference(await startOnlineOrder(shop, chief.cookie, { items: itemsOf(unpaidLines), address: chief.addressId })), chief.id, unpaidLines, false)

  // At chosen times: half an hour before today began in Lagos; 23:30 UTC, which is already the next Lagos
  // day; placed 40 days ago and paid now (paid revenue today, placed nowhere in the month); 40 days ago
  // and unpaid (nowhere); and spread over the month for the chart and the top products.
  const now = Date.now()
  await insertOrder(chief, [{ product: p[4]!, quantity: 1 }], { createdAt: new Date(lagosMidnight(today()) - 30 * 60 * 1000) })
  boundaryDay = dayBefore(today(), 2)
  boundaryOrder = await insertOrder(chief, [{ product: p[5]!, quantity: 6 }], { createdAt: new Date(`${dayBefore(boundaryDay)}T23:30:00Z`) })
  await insertOrder(ada, [{ product: p[6]!, quantity: 1 }], { createdAt: new Date(now - 40 * DAY), paidAt: new Date(now - 1000) })
  await insertOrder(ada, [{ product: p[7]!, quantity: 20 }], { createdAt: new Date(now - 40 * DAY) })
  await insertOrder(formula, [{ product: p[4]!, quantity: 2 }], { createdAt: new Date(now - 10 * DAY), paidAt: new Date(now - 9 * DAY), paymentType: 'Online' })
  await insertOrder(formula, [{ product: p[6]!, quantity: 7 }], { createdAt: new Date(now - 20 * DAY), status: 'Cancelled' })
  await insertOrder(chief, [{ product: p[7]!, quantity: 2 }, { product: p[2]!, quantity: 1 }], { createdAt: new Date(now - 29 * DAY + HOUR) })
  // Paid online, then cancelled (refunded): its payment counts nowhere either.
  await insertOrder(formula, [{ product: p[3]!, quantity: 1 }], { createdAt: new Date(now - 2 * DAY), paidAt: new Date(now - 2 * DAY + HOUR), paymentType: 'Online', status: 'Cancelled', refund: 'Refunded' })
}, 60_000)
afterAll(() => shop.close())

describe('the seller dashboard', () => {
  it('adds up today, this week and this month from the real orders of each period', async () => {
    const response = await get('/api/seller/summary')
    expect(response.statusCode).toBe(200)
    const { success, periods } = response.json()
    expect(success).toBe(true)
    const starts = periodStarts()
    expect(periods).toEqual({ today: expectedFigures(starts.today), week: expectedFigures(starts.week), month: expectedFigures(starts.month) })
    // Spelled out for today: the paid cash order, the unpaid cash order and the paid online order were placed;
    // the paid ones and the order placed 40 days ago but paid now were paid. Cancelled and unpaid online: nowhere.
    const [paidCash, unpaidCash, paidOnline, , , , , paidLate] = known
    const placedKobo = paidCash!.amountKobo + unpaidCash!.amountKobo + paidOnline!.amountKobo
    const paidKobo = paidCash!.amountKobo + paidOnline!.amountKobo + paidLate!.amountKobo
    expect(periods.today).toEqual({
      taken: paidKobo / 100,
      counter: 0,
      deposits: 0,
      placedRevenue: placedKobo / 100,
      paidRevenue: paidKobo / 100,
      orders: 3,
      averageOrder: Math.round(placedKobo / 3) / 100,
      // A new shop delivers everywhere for free.
      deliveryFees: 0,
    })
  })

  it('draws the last 30 Lagos days, every day present, an order at 23:30 UTC on the next day', async () => {
    const { daily } = (await get('/api/seller/summary')).json() as { daily: { date: string; paidRevenue: number; placedRevenue: number }[] }
    expect(daily).toHaveLength(30)
    expect(daily.map((point) => point.date)).toEqual(Array.from({ length: 30 }, (_, index) => dayBefore(today(), 29 - index)))
    const first = lagosMidnight(daily[0]!.date)
    for (const point of daily) {
      const live = known.filter((order) => !order.cancelled)
      const placed = live.filter((order) => order.real && order.createdAt.getTime() >= first && lagosDay(order.createdAt) === point.date)
      const paid = live.filter((order) => order.paidAt && lagosDay(order.paidAt) === point.date)
      expect(point).toEqual({ date: point.date, placedRevenue: placed.reduce((sum, order) => sum + order.amountKobo, 0) / 100, paidRevenue: paid.reduce((sum, order) => sum + order.amountKobo, 0) / 100, counterRevenue: 0, bookings: 0 })
    }
    const boundary = known.find((order) => order.id === boundaryOrder)!
    expect(daily.find((point) => point.date === boundaryDay)!.placedRevenue).toBe(boundary.amountKobo / 100)
    expect(daily.find((point) => point.date === dayBefore(boundaryDay))!.placedRevenue).toBe(0)
    expect(daily.some((point) => point.placedRevenue === 0 && point.paidRevenue === 0)).toBe(true)
  })

  it('names the five products sold most in units over the 30 days, as ordered', async () => {
    const { topProducts } = (await get('/api/seller/summary')).json()
    const first = lagosMidnight(dayBefore(today(), 29))
    const sold = new Map<string, { productId: string; name: string; units: number; revenueKobo: number }>()
    for (const order of known.filter((candidate) => candidate.real && !candidate.cancelled && candidate.createdAt.getTime() >= first)) {
      for (const line of order.lines) {
        const entry = sold.get(line.product.id) ?? { productId: line.product.id, name: line.product.name, units: 0, revenueKobo: 0 }
        entry.units += line.quantity
        entry.revenueKobo += line.quantity * line.product.offerPriceKobo
        sold.set(line.product.id, entry)
      }
    }
    const expected = [...sold.values()]
      .sort((a, b) => b.units - a.units || b.revenueKobo - a.revenueKobo || a.productId.localeCompare(b.productId))
      .slice(0, 5)
      .map(({ revenueKobo, ...entry }) => ({ ...entry, revenue: revenueKobo / 100 }))
    expect(sold.size).toBeGreaterThan(5)
    expect(topProducts).toEqual(expected)
    // The cancelled 5 and 7 units and the unpaid 9 and the 20 of 40 days ago are not sales.
    expect(topProducts[0]).toMatchObject({ productId: p[5]!.id, units: 6 })
  })

  it('lists counted, live products at or below their alert, fewest first, at most 10', async () => {
    const db = shop.database.db
    const [zero, three, atAlert, above, archived] = catalogue.slice(-5)
    await db.update(products).set({ stockCount: 0 }).where(eq(products.id, zero!.id))
    await db.update(products).set({ stockCount: 3 }).where(eq(products.id, three!.id))
    await db.update(products).set({ stockCount: 5, lowStockThreshold: 5 }).where(eq(products.id, atAlert!.id))
    await db.update(products).set({ stockCount: 6, lowStockThreshold: 5 }).where(eq(products.id, above!.id))
    await db.update(products).set({ stockCount: 1, archivedAt: new Date() }).where(eq(products.id, archived!.id))
    const { lowStock } = (await get('/api/seller/summary')).json()
    expect(lowStock).toEqual(
      [
        [zero!, 0],
        [three!, 3],
        [atAlert!, 5],
      ].map(([product, stockCount]) => ({ _id: (product as ProductRow).id, name: (product as ProductRow).name, image: (product as ProductRow).images, stockCount, lowStockThreshold: 5 })),
    )
    // Nine more at 4 units: ten rows, fewest first, the one at its alert of 5 left out.
    const more = catalogue.slice(-14, -5)
    await db.update(products).set({ stockCount: 4 }).where(inArray(products.id, more.map((product) => product.id)))
    const { lowStock: ten } = (await get('/api/seller/summary')).json()
    expect(ten).toHaveLength(10)
    expect(ten.map((row: { stockCount: number }) => row.stockCount)).toEqual([0, 3, 4, 4, 4, 4, 4, 4, 4, 4])
    expect(ten.map((row: { _id: string }) => row._id)).not.toContain(atAlert!.id)
  })
})

describe('the customers', () => {
  const page = async (query: string) => {
    const response = await get(`/api/seller/customers${query}`)
    expect(response.statusCode).toBe(200)
    return response.json() as { customers: { _id: string; name: string; email: string; createdAt: string; orders: number; totalSpent: number }[]; nextCursor: string | null }
  }
  const totals = (userId: string) => {
    const mine = known.filter((order) => order.userId === userId && order.real && !order.cancelled)
    return { orders: mine.length, totalSpent: mine.reduce((sum, order) => sum + order.amountKobo, 0) / 100 }
  }

  it('pages registered shoppers newest first with their real orders and spending', async () => {
    const first = await page('?limit=2')
    expect(first.customers.map((customer) => customer.name)).toEqual(['Zainab Bello', 'Obi, "Chief" Ade'])
    expect(first.customers[0]).toMatchObject({ orders: 0, totalSpent: 0 })
    expect(first.customers[1]).toMatchObject({ _id: chief.id, ...totals(chief.id) })
    expect(first.customers[1]!.email).toMatch(/@example\.ng$/)
    expect(new Date(first.customers[1]!.createdAt).toISOString()).toBe(first.customers[1]!.createdAt)
    const second = await page(`?limit=2&after=${first.nextCursor}`)
    expect(second.customers.map((customer) => customer._id)).toEqual([formula.id, ada.id])
    expect(second.customers[0]).toMatchObject(totals(formula.id))
    expect(second.customers[1]).toMatchObject(totals(ada.id))
    expect(totals(ada.id).orders).toBe(4)
    expect(second.nextCursor).toBeNull()
  })

  it('finds shoppers by any part of the name or e-mail, in any case, trimmed', async () => {
    expect((await page('?q=%20%20oBI%20')).customers.map((customer) => customer._id)).toEqual([chief.id, ada.id])
    const adaEmail = (await page('?limit=50')).customers.find((customer) => customer._id === ada.id)!.email
    expect((await page(`?q=${encodeURIComponent(adaEmail.slice(2, 10).toUpperCase())}`)).customers.map((customer) => customer._id)).toEqual([ada.id])
    // LIKE's wildcards are plain characters here.
    expect((await page('?q=%25')).customers).toEqual([])
    expect((await page('?q=_')).customers).toEqual([])
    expect((await page(`?q=${'a'.repeat(100)}`)).customers).toEqual([])
  })

  it('refuses a search over 100 characters and a bad page', async () => {
    for (const query of [`?q=${'a'.repeat(101)}`, '?limit=0', '?limit=51', '?after=nope', '?q=a&q=b']) {
      const response = await get(`/api/seller/customers${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().success).toBe(false)
    }
    expect((await get(`/api/seller/customers?q=${'a'.repeat(101)}`)).json().message).toBe('Search for at most 100 characters')
  })
})

describe('the spreadsheets', () => {
  const csvOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[]

  it('exports the real orders of the chosen Lagos days, oldest first, in Lagos time, with the refund and where each goes', async () => {
    const from = dayBefore(today(), 45)
    const response = await get(`/api/seller/export/orders.csv?from=${from}&to=${today()}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-${from}-to-${today()}.csv"`)
    expect(response.body.startsWith('\uFEFFOrder number,Placed at (Lagos time),')).toBe(true)
    const rows = csvOf(response.body)
    const exported = known.filter((order) => order.real).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    expect(rows.map((row) => row['Order number'])).toEqual(exported.map((order) => orderNumber(order.id)))
    expect(Object.keys(rows[0]!)).toEqual([
      'Order number',
      'Placed at (Lagos time)',
      'Customer name',
      'Customer email',
      'Status',
      'Payment type',
      'Paid',
      'Paid at (Lagos time)',
      'Refund',
      'Items',
      'Delivery',
      'Discount code',
      'Discount (NGN)',
      'Delivery fee (NGN)',
      'Amount (NGN)',
      'Deliver to',
      'Delivery address',
      'Phone',
    ])

    const byNumber = (id: string) => rows.find((row) => row['Order number'] === orderNumber(id))!
    const [paidCash, , paidOnline, cancelled] = known
    expect(byNumber(paidCash!.id)).toEqual({
      'Order number': orderNumber(paidCash!.id),
      'Placed at (Lagos time)': lagosClock(paidCash!.createdAt),
      'Customer name': 'Ada Obi',
      'Customer email': expect.stringMatching(/^ada.*@example\.ng$/),
      Status: 'Order Placed',
      'Payment type': 'COD',
      Paid: 'yes',
      'Paid at (Lagos time)': lagosClock(paidCash!.paidAt!),
      Refund: '',
      Items: `2 × ${p[0]!.name}; 1 × ${p[1]!.name}`,
      Delivery: 'Nigeria',
      'Discount code': '',
      'Discount (NGN)': '0.00',
      'Delivery fee (NGN)': '0.00',
      'Amount (NGN)': (paidCash!.amountKobo / 100).toFixed(2),
      'Deliver to': 'Ada Obi',
      'Delivery address': '12 Admiralty Way, Lekki, Lagos, 105102, Nigeria',
      Phone: '0803 000 0000',
    })
    // A name that a spreadsheet would run as a formula is text; a comma and quotes survive the round trip.
    expect(byNumber(paidOnline!.id)).toMatchObject({ 'Customer name': `'=HYPERLINK("http://evil.example","Click")`, 'Payment type': 'Online', Paid: 'yes', Refund: '' })
    expect(byNumber(cancelled!.id)).toMatchObject({ 'Customer name': 'Obi, "Chief" Ade', Status: 'Cancelled', Paid: 'no', 'Paid at (Lagos time)': '' })
    expect(response.body).toContain('"Obi, ""Chief"" Ade"')
    // Paid online, cancelled and refunded: the money is back with the customer.
    const refunded = known[known.length - 1]!
    expect(byNumber(refunded.id)).toMatchObject({ Status: 'Cancelled', 'Payment type': 'Online', Paid: 'refunded', Refund: 'Refunded', 'Paid at (Lagos time)': lagosClock(refunded.paidAt!) })
  })

  it('takes the days in Lagos time: 23:30 UTC belongs to the next day', async () => {
    const boundary = known[6]!
    const day = lagosDay(boundary.createdAt)
    expect(boundary.createdAt.toISOString().slice(0, 10)).not.toBe(day)
    const on = csvOf((await get(`/api/seller/export/orders.csv?from=${day}&to=${day}`)).body)
    expect(on.map((row) => row['Order number'])).toContain(orderNumber(boundary.id))
    const before = csvOf((await get(`/api/seller/export/orders.csv?from=${dayBefore(day)}&to=${dayBefore(day)}`)).body)
    expect(before.map((row) => row['Order number'])).not.toContain(orderNumber(boundary.id))
  })

  it('reads the orders in keyset batches that miss and repeat nothing', async () => {
    const from = dayBefore(today(), 45)
    const all: string[] = []
    for await (const order of exportOrders(shop.database.db, from, today())) all.push(order.id)
    const inTwos: string[] = []
    for await (const order of exportOrders(shop.database.db, from, today(), 2)) inTwos.push(order.id)
    expect(all).toHaveLength(known.filter((order) => order.real).length)
    expect(inTwos).toEqual(all)
  })

  it('exports every product, archived ones too, with their stock', async () => {
    const response = await get('/api/seller/export/products.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/)
    const rows = csvOf(response.body)
    const stored = await shop.database.db.select().from(products)
    expect(rows.map((row) => row['Product id']).sort()).toEqual(stored.map((product) => product.id).sort())
    const archived = stored.find((product) => product.archivedAt)!
    expect(rows.find((row) => row['Product id'] === archived.id)).toMatchObject({ Name: archived.name, 'Stock count': '1', 'Stock state': 'archived', 'Archived at': archived.archivedAt!.toISOString() })
    const uncounted = stored.find((product) => product.stockCount === null && product.inStock && !product.archivedAt)!
    expect(rows.find((row) => row['Product id'] === uncounted.id)).toMatchObject({
      'Stock count': '',
      'Stock state': 'in-stock',
      'Stock switch': 'on',
      'Low-stock alert': '5',
      'Price (NGN)': (uncounted.priceKobo / 100).toFixed(2),
      'Offer price (NGN)': (uncounted.offerPriceKobo / 100).toFixed(2),
      'Archived at': '',
    })
    expect(rows.filter((row) => row['Stock state'] === 'low').length).toBeGreaterThan(0)
  })

  it('refuses missing, impossible, reversed and too long date ranges with a clear message', async () => {
    const cases: [string, string][] = [
      ['', 'Choose the first and the last day of the orders to export, as YYYY-MM-DD'],
      ['?from=2026-01-01', 'Choose the first and the last day of the orders to export, as YYYY-MM-DD'],
      ['?to=2026-01-01', 'Choose the first and the last day of the orders to export, as YYYY-MM-DD'],
      ['?from=2026-02-30&to=2026-03-01', '2026-02-30 is not a date: write it as YYYY-MM-DD'],
      ['?from=01/02/2026&to=2026-03-01', '01/02/2026 is not a date: write it as YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'The last day must be the first day or after it'],
      ['?from=2025-01-01&to=2026-01-02', 'Export at most 366 days of orders at a time'],
      ['?from=2026-01-01&from=2026-01-02&to=2026-03-01', 'Choose the first and the last day of the orders to export, as YYYY-MM-DD'],
    ]
    for (const [query, message] of cases) {
      const response = await get(`/api/seller/export/orders.csv${query}`)
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, { success: false, message }])
    }
    // 366 days, first and last included, is allowed (2024 was a leap year).
    expect((await get('/api/seller/export/orders.csv?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200)
  })
})

describe('who may ask', () => {
  it.each(['/api/seller/summary', '/api/seller/customers', `/api/seller/export/orders.csv?from=2026-01-01&to=2026-01-31`, '/api/seller/export/products.csv'])('%s: 401 for a guest, 403 for a shopper', async (url) => {
    const guest = await get(url, '')
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toEqual({ success: false, message: 'Please log in as the seller to continue.' })
    const shopperAnswer = await get(url, ada.cookie)
    expect(shopperAnswer.statusCode).toBe(403)
    expect(shopperAnswer.headers['content-disposition']).toBeUndefined()
  })
})

