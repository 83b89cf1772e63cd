import { eq, inArray, sql } from 'drizzle-orm'
import { nairaToKobo, taxKobo } from '../../src/contract/money'
import { shopMoment } from '../../src/contract/shopClock'
import { stockMessages, type MarginReport, type ProductMargin, type StockBatch } from '../../src/contract/stock'
import { teamMessages } from '../../src/contract/team'
import { testClock } from '../src/clock'
import { products, stockBatches, stockMoves, visitSupplies } from '../src/db/schema'
import { insertBooking } from '../src/repositories/bookings'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, oneServiceVisit, products as listed, registerUser, sellerCookie, teamMember, type ListedProduct } from './helpers'

// Products the salon's services use, taken from the stock kept for the salon when a visit is done; and what every sale's
// units cost, from their batches, with the margin by product that follows.

const clock = testClock(new Date('2026-12-01T09:00:00Z'))
let shop: TestShop
let owner: string
let desk: string
let catalogue: ListedProduct[]

const MARCH = '2027-03-31'
const JUNE = '2027-06-30'
/** Every sale of this file is in it (their stamps are the database's own now()). */
const ALL_TIME = 'from=2000-01-01&to=2099-12-31'

const stockOf = async (id: string) => (await shop.database.db.select({ count: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.count
const deliver = (lines: { product: ListedProduct; quantity: number; expiresOn: string; unitCost: number }[]) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/stock/deliveries',
    headers: { cookie: owner },
    payload: { supplier: 'Lagos Beauty Supplies', lines: lines.map(({ product, ...line }) => ({ productId: product._id, batchNumber: `B-${line.expiresOn}`, ...line })) },
  })
async function batchesOf(id: string): Promise<StockBatch[]> {
  return (await shop.app.inject({ method: 'GET', url: `/api/stock/batches?view=product&product=${id}`, headers: { cookie: owner } })).json().batches
}
const keepForSalon = (batchId: string, salonUse: boolean, cookie = owner) => shop.app.inject({ method: 'POST', url: `/api/stock/batches/${batchId}/salon-use`, headers: { cookie }, payload: { salonUse } })
const useInService = (service: string, lines: { productId: string; amount: number }[], cookie = owner) =>
  shop.app.inject({ method: 'PUT', url: `/api/stock/services/${service}/products`, headers: { cookie }, payload: { products: lines } })
/** Units left in each of the product's batches, by expiry date. */
async function leftByExpiry(id: string): Promise<Record<string, number>> {
  const rows = await shop.database.db.select().from(stockBatches).where(eq(stockBatches.productId, id))
  return Object.fromEntries(rows.map((row) => [`${row.expiresOn}${row.salonUse ? ' salon' : ''}`, row.remaining]))
}

let visitHour = 0
/** A pedicure (or `service`) with Amaka that took place before now, one hour after the last one made here. */
async function pastVisit(service = 'pedicure'): Promise<string> {
  visitHour += 1
  const startsAt = shopMoment('2026-11-01', 8 * 60 + visitHour * 60)
  const made = await insertBooking(
    shop.database.db,
    { category: 'nails', fullName: 'Ngozi Okafor', email: 'ngozi@example.ng', phone: '08031234567', paymentMethod: 'pay-on-visit' },
    oneServiceVisit(service, 'amaka', startsAt, new Date(startsAt.getTime() + 60 * 60_000), 1200000),
    clock.now(),
  )
  return made!.row.id
}
const complete = (bookingId: string) => shop.app.inject({ method: 'POST', url: `/api/booking/seller/${bookingId}/status`, headers: { cookie: owner }, payload: { status: 'completed' } })

const counterSale = (product: ListedProduct, quantity: number) => {
  const subtotal = nairaToKobo(product.offerPrice) * quantity
  return shop.app.inject({
    method: 'POST',
    url: '/api/counter/sales',
    headers: { cookie: desk },
    payload: { lines: [{ product: product._id, quantity }], payments: [{ method: 'cash', amount: (subtotal + taxKobo(subtotal)) / 100 }] },
  })
}
async function codOrder(product: ListedProduct, quantity: number): Promise<string> {
  const { cookie } = await registerUser(shop)
  const address = await addAddress(shop, cookie)
  const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product._id, quantity }], address }, remoteAddress: nextIp() })
  expect(placed.statusCode).toBe(201)
  return placed.json().orderId
}
async function marginOf(productId: string): Promise<ProductMargin | undefined> {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/stock/margin?${ALL_TIME}`, headers: { cookie: owner } })
  expect(answer.statusCode).toBe(200)
  return (answer.json() as MarginReport).products.find((row) => row.productId === productId)
}

beforeAll(async () => {
  shop = await buildTestShop({ clock, env: { ORDERS_PER_MINUTE: '1000' } })
  owner = await sellerCookie(shop)
  desk = (await teamMember(shop, owner, { role: 'front-desk' })).cookie
  catalogue = (await listed(shop)).filter((candidate) => candidate.inStock)
  const { db } = shop.database
  await db.delete(stockMoves).where(inArray(stockMoves.productId, catalogue.map((product) => product._id)))
  await db.delete(stockBatches).where(inArray(stockBatches.productId, catalogue.map((product) => product._id)))
  await db.update(products).set({ stockCount: null }).where(inArray(products.id, catalogue.map((product) => product._id)))
}, 60_000)
afterAll(() => shop.close())

describe('products used in services', () => {
  it("a completed visit takes its service's products from the salon's batches, first expiry first, never from stock for sale; a fraction of a unit opens one", async () => {
    const [colour, developer] = catalogue as [ListedProduct, ListedProduct]
    expect(
      (
        await deliver([
          { product: colour, quantity: 4, expiresOn: JUNE, unitCost: 900 },
          { product: colour, quantity: 3, expiresOn: JUNE, unitCost: 1200 },
          { product: colour, quantity: 2, expiresOn: MARCH, unitCost: 1000 },
          { product: developer, quantity: 2, expiresOn: JUNE, unitCost: 3000 },
        ])
      ).statusCode,
    ).toBe(201)
    // Colour's March batch and one of its June batches, and the developer, are kept for the salon; the rest stays for sale.
    const colourBatches = await batchesOf(colour._id)
    const forSalon = colourBatches.filter((row) => row.unitCost !== 900)
    for (const row of [...forSalon, ...(await batchesOf(developer._id))]) expect((await keepForSalon(row._id, true)).statusCode).toBe(200)
    expect(await stockOf(colour._id)).toBe(4)
    expect(await stockOf(developer._id)).toBe(0)
    expect((await batchesOf(colour._id)).map((row) => [row.expiresOn, row.remaining, row.salonUse]).sort()).toEqual([
      [MARCH, 2, true],
      [JUNE, 3, true],
      [JUNE, 4, false],
    ])

    // A tube of colour and 30 ml of a litre of developer a visit.
    const saved = await useInService('pedicure', [
      { productId: colour._id, amount: 1 },
      { productId: developer._id, amount: 0.3 },
    ])
    expect([saved.statusCode, saved.json().message]).toEqual([200, stockMessages.serviceProductsSaved])
    const listedUses = (await shop.app.inject({ method: 'GET', url: '/api/stock/services/pedicure/products', headers: { cookie: owner } })).json().products
    expect(listedUses.map((row: { amount: number; salonStock: number }) => [row.amount, row.salonStock])).toEqual(
      expect.arrayContaining([
        [1, 5],
        [0.3, 2],
      ]),
    )

    const visits = [await pastVisit(), await pastVisit(), await pastVisit(), await pastVisit(), await pastVisit(), await pastVisit()]
    expect((await complete(visits[0]!)).statusCode).toBe(200)
    // March first; the developer's first unit opened, 0.7 of it left open.
    expect(await leftByExpiry(colour._id)).toEqual({ [`${MARCH} salon`]: 1, [JUNE]: 4, [`${JUNE} salon`]: 3 })
    expect(await leftByExpiry(developer._id)).toEqual({ [`${JUNE} salon`]: 1 })
    for (const visit of visits.slice(1, 4)) expect((await complete(visit)).statusCode).toBe(200)
    // Four visits: 1.2 of a litre, so the second unit opened on the fourth.
    expect(await leftByExpiry(colour._id)).toEqual({ [`${MARCH} salon`]: 0, [JUNE]: 4, [`${JUNE} salon`]: 1 })
    expect(await leftByExpiry(developer._id)).toEqual({ [`${JUNE} salon`]: 0 })
    expect((await complete(visits[4]!)).statusCode).toBe(200)
    expect(await leftByExpiry(colour._id)).toEqual({ [`${MARCH} salon`]: 0, [JUNE]: 4, [`${JUNE} salon`]: 0 })

    // No colour left for the salon: the visit is not marked done, and the colour for sale is not touched.
    const short = await complete(visits[5]!)
    expect([short.statusCode, short.json().message]).toEqual([409, stockMessages.salonShort(colour.name, 0)])
    expect(await stockOf(colour._id)).toBe(4)
    expect(await leftByExpiry(colour._id)).toEqual({ [`${MARCH} salon`]: 0, [JUNE]: 4, [`${JUNE} salon`]: 0 })

    // Completed again (after a change of mind) it takes nothing twice.
    await shop.app.inject({ method: 'POST', url: `/api/booking/seller/${visits[0]}/status`, headers: { cookie: owner }, payload: { status: 'no-show' } })
    expect((await complete(visits[0]!)).statusCode).toBe(200)
    expect(await leftByExpiry(developer._id)).toEqual({ [`${JUNE} salon`]: 0 })

    // What the salon used, at cost: colour 2 × ₦1,000 + 3 × ₦1,200, the developer 2 × ₦3,000.
    expect(await marginOf(colour._id)).toMatchObject({ units: 0, revenue: 0, salonUnits: 5, salonCost: 5600 })
    expect(await marginOf(developer._id)).toMatchObject({ salonUnits: 2, salonCost: 6000 })
  })

  it('parallel completions of visits take exactly the units the salon keeps, never more', async () => {
    const product = catalogue[2]!
    await deliver([{ product, quantity: 5, expiresOn: JUNE, unitCost: 500 }])
    await keepForSalon((await batchesOf(product._id))[0]!._id, true)
    await useInService('nail-art', [{ productId: product._id, amount: 1 }])
    const visits: string[] = []
    for (let index = 0; index < 8; index += 1) visits.push(await pastVisit('nail-art'))
    const answers = await Promise.all(visits.map(complete))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409])
    expect(await leftByExpiry(product._id)).toEqual({ [`${JUNE} salon`]: 0 })
    expect(await shop.database.db.select().from(visitSupplies).where(eq(visitSupplies.productId, product._id))).toHaveLength(5)
    const used = await shop.database.db.execute(sql`select coalesce(-sum(units), 0)::integer as units from stock_moves where product_id = ${product._id}::uuid and reason = 'salon'`)
    expect((used as unknown as { rows: { units: number }[] }).rows[0]!.units).toBe(5)
  })

  it('a bill that closes a visit at the counter takes its products too, once', async () => {
    const product = catalogue[6]!
    await deliver([{ product, quantity: 2, expiresOn: JUNE, unitCost: 400 }])
    await keepForSalon((await batchesOf(product._id))[0]!._id, true)
    await useInService('pedicure', [{ productId: product._id, amount: 1 }])
    const visit = await pastVisit()
    const billed = await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: owner }, payload: { bookingId: visit, lines: [], payments: [{ method: 'cash', amount: 12000 }], otherDay: true } })
    expect(billed.statusCode).toBe(201)
    expect(await leftByExpiry(product._id)).toEqual({ [`${JUNE} salon`]: 1 })
    expect((await complete(visit)).statusCode).toBe(200)
    expect(await leftByExpiry(product._id)).toEqual({ [`${JUNE} salon`]: 1 })
  })

  it('only the owner keeps stock for the salon or names the products of a service; bad input is refused with its words', async () => {
    const product = catalogue[3]!
    await deliver([{ product, quantity: 2, expiresOn: JUNE, unitCost: 100 }])
    const [row] = await batchesOf(product._id)
    const refused = await keepForSalon(row!._id, true, desk)
    expect([refused.statusCode, refused.json().message]).toEqual([403, teamMessages.notForYourRole])
    expect((await useInService('pedicure', [], desk)).statusCode).toBe(403)
    expect((await useInService('no-such-service', [])).json().message).toBe(stockMessages.serviceNotFound)
    const bad = await useInService('pedicure', [{ productId: product._id, amount: 0.0005 }])
    expect([bad.statusCode, bad.json().message]).toEqual([400, stockMessages.serviceProductAmount])
    const twice = await useInService('pedicure', [
      { productId: product._id, amount: 1 },
      { productId: product._id, amount: 2 },
    ])
    expect([twice.statusCode, twice.json().message]).toEqual([400, stockMessages.serviceProductTwice])
    expect((await keepForSalon('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404)
  })
})

describe('cost and margin', () => {
  it('a sale keeps the cost of the units it took from two batches of different costs, to the kobo; a cancelled order counts nowhere', async () => {
    const product = catalogue[4]!
    await deliver([
      { product, quantity: 2, expiresOn: MARCH, unitCost: 1234.56 },
      { product, quantity: 5, expiresOn: JUNE, unitCost: 2000.01 },
    ])
    expect((await counterSale(product, 3)).statusCode).toBe(201)
    const orderId = await codOrder(product, 2)
    const price = nairaToKobo(product.offerPrice)
    // The counter: 2 × ₦1,234.56 + 1 × ₦2,000.01; the order: 2 × ₦2,000.01.
    const costKobo = 2 * 123456 + 200001 + 2 * 200001
    expect(await marginOf(product._id)).toEqual({
      productId: product._id,
      name: product.name,
      units: 5,
      revenue: (5 * price) / 100,
      cost: costKobo / 100,
      margin: (5 * price - costKobo) / 100,
      unknownCostUnits: 0,
      salonUnits: 0,
      salonCost: 0,
    })
    const cancelled = await shop.app.inject({ method: 'POST', url: '/api/order/status', headers: { cookie: owner }, payload: { orderId, status: 'Cancelled' } })
    expect(cancelled.statusCode).toBe(200)
    expect(await marginOf(product._id)).toMatchObject({ units: 3, revenue: (3 * price) / 100, cost: 4469.13, margin: (3 * price - 446913) / 100 })

    // The product list shows the next unit's cost (the June batch) and the margin at the selling price.
    const list = (await shop.app.inject({ method: 'GET', url: `/api/product/seller?q=${encodeURIComponent(product.name)}`, headers: { cookie: owner } })).json().products
    expect(list.find((row: { _id: string }) => row._id === product._id)).toMatchObject({ unitCost: 2000.01, margin: (price - 200001) / 100 })
  })

  it('a refunded counter line gives its cost back; units from stock of unknown cost are counted as such; the dashboard shows the month', async () => {
    const product = catalogue[5]!
    await deliver([{ product, quantity: 3, expiresOn: JUNE, unitCost: 700 }])
    // Two units found in a stock take: of unknown cost, sold after the delivered ones.
    await shop.app.inject({ method: 'POST', url: '/api/stock/counts', headers: { cookie: owner }, payload: { counts: [{ productId: product._id, counted: 5, reason: 'found' }] } })
    expect(await stockOf(product._id)).toBe(5)
    const sale = (await counterSale(product, 4)).json().sale
    const price = nairaToKobo(product.offerPrice)
    expect(await marginOf(product._id)).toMatchObject({ units: 4, revenue: (4 * price) / 100, cost: 2100, unknownCostUnits: 1 })
    const refund = await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/refunds`, headers: { cookie: owner }, payload: { line: sale.lines[0]._id, reason: 'Wrong shade' } })
    expect(refund.statusCode).toBe(200)
    expect(await marginOf(product._id)).toBeUndefined()

    // The month's figures are the margin report's totals (every sale of this file is of this month).
    const all = (await shop.app.inject({ method: 'GET', url: `/api/stock/margin?${ALL_TIME}`, headers: { cookie: owner } })).json() as MarginReport
    const summary = (await shop.app.inject({ method: 'GET', url: '/api/seller/summary', headers: { cookie: owner } })).json()
    expect(summary.margin.month).toEqual(all.totals)
    expect(all.totals.margin).toBe(Math.round((all.totals.revenue - all.totals.cost) * 100) / 100)
  })

  it('a role without stock.costs gets no cost figures', async () => {
    for (const url of [`/api/stock/margin?${ALL_TIME}`, '/api/seller/summary']) expect((await shop.app.inject({ method: 'GET', url, headers: { cookie: desk } })).statusCode).toBe(403)
    const batches = (await shop.app.inject({ method: 'GET', url: `/api/stock/batches?view=product&product=${catalogue[4]!._id}`, headers: { cookie: desk } })).json().batches
    expect(batches.length).toBeGreaterThan(0)
    for (const row of batches) expect(row).not.toHaveProperty('unitCost')
    const bad = await shop.app.inject({ method: 'GET', url: '/api/stock/margin?from=2026-12-02&to=2026-12-01', headers: { cookie: owner } })
    expect([bad.statusCode, bad.json().message]).toEqual([400, stockMessages.marginRange])
  })
})
