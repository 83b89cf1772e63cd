import { readFile } from 'node:fs/promises'
import { eq, inArray, sql } from 'drizzle-orm'
import { messages } from '../../src/contract/messages'
import { nairaToKobo, taxKobo } from '../../src/contract/money'
import { countMessages, stockMessages, type StockBatch } from '../../src/contract/stock'
import { teamMessages } from '../../src/contract/team'
import { testClock } from '../src/clock'
import { products, stockBatches, stockMoves } from '../src/db/schema'
import { lapseExpiredBatches } from '../src/repositories/batches'
import { cancelUnpaidOnlineOrders } from '../src/repositories/orders'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, products as listed, registerUser, sellerCookie, startOnlineOrder, teamMember, type ListedProduct } from './helpers'

// Batches with expiry dates under the shop's one count: deliveries, first expiry first out for online orders and
// counter sales alike, units back to their batch, expired batches never sold, and the migration's opening batches.

const clock = testClock(new Date('2026-12-01T09:00:00Z'))
let shop: TestShop
let owner: string
let desk: string
let stylist: string
let product: ListedProduct
let category: string

const MARCH = '2027-03-31'
const JUNE = '2027-06-30'

const stockOf = async (id: string) => (await shop.database.db.select({ count: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.count
const shown = async (id: string) => (await listed(shop)).find((candidate) => candidate._id === id)

const deliver = (lines: object[], cookie = owner) =>
  shop.app.inject({ method: 'POST', url: '/api/stock/deliveries', headers: { cookie }, payload: { supplier: 'Lagos Beauty Supplies', lines } })
const batch = (expiresOn: string | undefined, quantity: number, batchNumber = `B-${expiresOn ?? 'none'}`) => ({
  productId: product._id,
  quantity,
  batchNumber,
  ...(expiresOn && { expiresOn }),
  unitCost: 1500.5,
})

/** The product's batches still holding units as the owner (or `cookie`) reads them, the first to go first. */
async function batchesOf(id: string, cookie = owner): Promise<StockBatch[]> {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/stock/batches?view=product&product=${id}`, headers: { cookie } })
  expect(answer.statusCode).toBe(200)
  return answer.json().batches
}
/** Units left in each of the product's batches, by expiry date (every batch, emptied ones too). */
async function leftByExpiry(id: string): Promise<Record<string, number>> {
  const rows = await shop.database.db.select().from(stockBatches).where(eq(stockBatches.productId, id))
  return Object.fromEntries(rows.map((row) => [row.expiresOn ?? 'none', row.remaining]))
}

async function shopper() {
  const { cookie } = await registerUser(shop)
  return { cookie, addressId: await addAddress(shop, cookie) }
}
const order = (who: { cookie: string; addressId: string }, quantity: number) =>
  shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: who.cookie }, payload: { items: [{ product: product._id, quantity }], address: who.addressId }, remoteAddress: nextIp() })
const counterSale = (quantity: number) => {
  const subtotal = nairaToKobo(product.offerPrice) * quantity
  const amount = (subtotal + taxKobo(subtotal)) / 100
  return shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: desk }, payload: { lines: [{ product: product._id, quantity }], payments: [{ method: 'cash', amount }] } })
}

beforeAll(async () => {
  shop = await buildTestShop({ clock, env: { ORDERS_PER_MINUTE: '1000' } })
  owner = await sellerCookie(shop)
  desk = (await teamMember(shop, owner, { role: 'front-desk' })).cookie
  stylist = (await teamMember(shop, owner, { role: 'stylist', staffId: 'zainab' })).cookie
  ;[product] = (await listed(shop)).filter((candidate) => candidate.inStock) as [ListedProduct]
  category = (await shop.app.inject({ method: 'GET', url: `/api/product/${product._id}` })).json().product.category
}, 60_000)
afterAll(() => shop.close())

beforeEach(async () => {
  await clock.set(new Date('2026-12-01T09:00:00Z'))
  const { db } = shop.database
  await db.delete(stockMoves).where(eq(stockMoves.productId, product._id))
  await db.delete(stockBatches).where(eq(stockBatches.productId, product._id))
  await db.update(products).set({ stockCount: null, inStock: true, archivedAt: null }).where(eq(products.id, product._id))
})

describe('deliveries and first expiry first out', () => {
  it('a delivery counts its units; an order takes the March batch before the June one; a cancellation puts them back in their batches', async () => {
    // June arrives first: the date decides, not the order they came in.
    const delivered = await deliver([batch(JUNE, 5), batch(MARCH, 5)])
    expect([delivered.statusCode, delivered.json().message]).toEqual([201, stockMessages.deliveryRecorded(10)])
    expect(await stockOf(product._id)).toBe(10)
    expect((await batchesOf(product._id)).map((row) => [row.expiresOn, row.remaining, row.unitCost, row.supplier])).toEqual([
      [MARCH, 5, 1500.5, 'Lagos Beauty Supplies'],
      [JUNE, 5, 1500.5, 'Lagos Beauty Supplies'],
    ])

    const her = await shopper()
    expect((await order(her, 3)).statusCode).toBe(201)
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 2, [JUNE]: 5 })
    const second = await order(her, 4)
    expect(second.statusCode).toBe(201)
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 0, [JUNE]: 3 })
    expect(await stockOf(product._id)).toBe(3)

    // The counter takes from the same batches, first to expire first.
    expect((await counterSale(1)).statusCode).toBe(201)
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 0, [JUNE]: 2 })

    const cancelled = await shop.app.inject({ method: 'POST', url: '/api/order/status', headers: { cookie: owner }, payload: { orderId: second.json().orderId, status: 'Cancelled' } })
    expect(cancelled.statusCode).toBe(200)
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 2, [JUNE]: 4 })
    expect(await stockOf(product._id)).toBe(6)
  })

  it('an online order never paid gives its units back to their batch when its payment lapses, and a voided sale to its own', async () => {
    await deliver([batch(JUNE, 5), batch(MARCH, 2)])
    const her = await shopper()
    await startOnlineOrder(shop, her.cookie, { items: [{ product: product._id, quantity: 3 }], address: her.addressId })
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 0, [JUNE]: 4 })
    const sold = (await counterSale(2)).json().sale._id
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 0, [JUNE]: 2 })

    await cancelUnpaidOnlineOrders(shop.database.db, new Date(clock.nowMs() + 60 * 60_000))
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 2, [JUNE]: 3 })
    await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sold}/void`, headers: { cookie: desk }, payload: { reason: 'Wrong jar' } })
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 2, [JUNE]: 5 })
    expect(await stockOf(product._id)).toBe(7)
  })

  it('a counter line refunded gives its units back to their batches, and a void of the bill after it gives nothing twice', async () => {
    await deliver([batch(JUNE, 5), batch(MARCH, 2)])
    const sale = (await counterSale(3)).json().sale
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 0, [JUNE]: 4 })
    const refunded = await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/refunds`, headers: { cookie: desk }, payload: { line: sale.lines[0]._id, reason: 'Seal broken' } })
    expect(refunded.statusCode).toBe(200)
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 2, [JUNE]: 5 })
    await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/void`, headers: { cookie: desk }, payload: { reason: 'Client changed her mind' } })
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 2, [JUNE]: 5 })
    expect(await stockOf(product._id)).toBe(7)
  })

  it('30 orders and counter sales at once for the last 10 units in two batches sell exactly 10 and leave both batches at 0', async () => {
    await deliver([batch(JUNE, 6), batch(MARCH, 4)])
    const shoppers = await Promise.all(Array.from({ length: 20 }, shopper))
    const answers = await Promise.all([...shoppers.map((who) => order(who, 1)), ...Array.from({ length: 10 }, () => counterSale(1))])
    const sold = answers.filter((answer) => answer.statusCode === 201)
    expect(sold).toHaveLength(10)
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect([refused.statusCode, refused.json().message]).toEqual([409, messages.cart.outOfStock(product.name)])
    }
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 0, [JUNE]: 0 })
    expect(await stockOf(product._id)).toBe(0)
    // Every unit sold is a move out of a batch, each naming its sale.
    const moves = await shop.database.db.select().from(stockMoves).where(eq(stockMoves.productId, product._id))
    const out = moves.filter((move) => move.units < 0)
    expect(out.reduce((sum, move) => sum - move.units, 0)).toBe(10)
    expect(out.every((move) => (move.reason === 'order' && move.orderId) || (move.reason === 'sale' && move.counterSaleId))).toBe(true)
  }, 120_000)

  it('never sells a batch past its date: the sale is refused, the product shows out of stock, and the batch waits to be written off', async () => {
    await deliver([batch('2026-12-05', 2)])
    const her = await shopper()
    await clock.set(new Date('2026-12-05T22:30:00Z')) // 23:30 in Lagos: still its last day
    expect((await order(her, 1)).statusCode).toBe(201)
    await clock.set(new Date('2026-12-05T23:30:00Z')) // 00:30 on the 6th in Lagos
    const refused = await order(her, 1)
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.cart.outOfStock(product.name)])
    expect(await leftByExpiry(product._id)).toEqual({ '2026-12-05': 1 })

    // The expiry round takes it out of the count: the shop shows the product out of stock.
    await lapseExpiredBatches(shop.database.db, '2026-12-06')
    expect(await stockOf(product._id)).toBe(0)
    expect((await shown(product._id))!.inStock).toBe(false)
    const toWriteOff = (await shop.app.inject({ method: 'GET', url: '/api/stock/batches?view=write-off', headers: { cookie: owner } })).json().batches as StockBatch[]
    const expired = toWriteOff.find((row) => row.productId === product._id)!
    expect(expired).toMatchObject({ remaining: 1, expired: true, expiresOn: '2026-12-05' })

    const written = await shop.app.inject({ method: 'POST', url: `/api/stock/batches/${expired._id}/write-off`, headers: { cookie: owner }, payload: { note: 'Past date' } })
    expect([written.statusCode, written.json().message]).toEqual([200, stockMessages.writtenOff(1)])
    expect(await leftByExpiry(product._id)).toEqual({ '2026-12-05': 0 })
    expect(await stockOf(product._id)).toBe(0)
    const again = await shop.app.inject({ method: 'POST', url: `/api/stock/batches/${expired._id}/write-off`, headers: { cookie: owner }, payload: {} })
    expect([again.statusCode, again.json().message]).toEqual([409, stockMessages.nothingToWriteOff])

    // A delivery of a batch already past its date is refused, and nothing is stored.
    const late = await deliver([batch('2026-12-05', 3)])
    expect([late.statusCode, late.json().message]).toEqual([400, stockMessages.expired])
    expect(await stockOf(product._id)).toBe(0)
  })

  it('warns of batches expiring within the days the owner sets (60 unless set)', async () => {
    await deliver([batch('2027-01-20', 2), batch(MARCH, 2)])
    const expiring = async () =>
      ((await shop.app.inject({ method: 'GET', url: '/api/stock/batches?view=expiring', headers: { cookie: owner } })).json().batches as StockBatch[])
        .filter((row) => row.productId === product._id)
        .map((row) => row.expiresOn)
    expect(await expiring()).toEqual(['2027-01-20'])
    const saved = await shop.app.inject({ method: 'PUT', url: '/api/stock/settings', headers: { cookie: owner }, payload: { requireNafdac: false, expiryWarningDays: 130 } })
    expect(saved.statusCode).toBe(200)
    expect(await expiring()).toEqual(['2027-01-20', MARCH])
    await shop.app.inject({ method: 'PUT', url: '/api/stock/settings', headers: { cookie: owner }, payload: { requireNafdac: false, expiryWarningDays: 60 } })
  })
})

describe('stock take', () => {
  it('a counted number becomes a correction with its reason, off the batch that expires first, in the history with its cost', async () => {
    await deliver([batch(JUNE, 6), batch(MARCH, 4)])
    const sheet = (await shop.app.inject({ method: 'GET', url: `/api/stock/sheet?category=${category}`, headers: { cookie: desk } })).json()
    expect(sheet.lines.find((line: { productId: string }) => line.productId === product._id)).toMatchObject({ name: product.name, expected: 10 })

    const count = (counts: object[], cookie = owner) => shop.app.inject({ method: 'POST', url: '/api/stock/counts', headers: { cookie }, payload: { counts } })
    const unexplained = await count([{ productId: product._id, counted: 9 }])
    expect([unexplained.statusCode, unexplained.json().message]).toEqual([400, countMessages.reason])
    expect(await stockOf(product._id)).toBe(10)

    const counted = await count([{ productId: product._id, counted: 9, reason: 'lost' }])
    expect([counted.statusCode, counted.json().message]).toEqual([200, countMessages.saved(1)])
    expect(counted.json().changed).toEqual([{ productId: product._id, name: product.name, expected: 10, counted: 9, reason: 'lost', variance: -1, varianceCost: -1500.5 }])
    expect(await stockOf(product._id)).toBe(9)
    expect(await leftByExpiry(product._id)).toEqual({ [MARCH]: 3, [JUNE]: 6 })
    // The front desk counts too, without the cost.
    expect((await count([{ productId: product._id, counted: 9 }], desk)).json()).toMatchObject({ changed: [] })
    expect((await count([{ productId: product._id, counted: 10, reason: 'found' }], desk)).json().changed[0]).not.toHaveProperty('varianceCost')

    const history = (await shop.app.inject({ method: 'GET', url: `/api/stock/moves?product=${product._id}`, headers: { cookie: owner } })).json().moves
    expect(history.slice(0, 2).map((move: { units: number; reason: string; note: string }) => [move.units, move.reason, move.note])).toEqual([
      [1, 'count', 'found'],
      [-1, 'count', 'lost'],
    ])
  })
})

describe('who may', () => {
  it('the front desk receives deliveries without seeing costs; a stylist may not (403); bad lines are refused with their message', async () => {
    expect((await deliver([batch(MARCH, 2)], desk)).statusCode).toBe(201)
    expect((await batchesOf(product._id, desk))[0]).not.toHaveProperty('unitCost')
    expect((await batchesOf(product._id))[0]!.unitCost).toBe(1500.5)
    const refused = await deliver([batch(MARCH, 2)], stylist)
    expect([refused.statusCode, refused.json().message]).toEqual([403, teamMessages.notForYourRole])
    const zero = await deliver([{ ...batch(MARCH, 2), quantity: 0 }])
    expect([zero.statusCode, zero.json().message]).toEqual([400, stockMessages.quantity])
    const noSupplier = await shop.app.inject({ method: 'POST', url: '/api/stock/deliveries', headers: { cookie: owner }, payload: { supplier: ' ', lines: [batch(MARCH, 1)] } })
    expect([noSupplier.statusCode, noSupplier.json().message]).toEqual([400, stockMessages.supplier])
    expect(await stockOf(product._id)).toBe(2)
  })
})

describe('migration 0039', () => {
  it('turns every typed stock count into an opening batch and changes no count', async () => {
    const { db } = shop.database
    const rows = await db.select({ id: products.id }).from(products).limit(4)
    const counts = [0, 7, null, 12]
    for (const [index, row] of rows.entries()) await db.update(products).set({ stockCount: counts[index] }).where(eq(products.id, row.id))
    await db.delete(stockMoves)
    await db.delete(stockBatches)
    const before = await db.select({ id: products.id, count: products.stockCount }).from(products)

    const migration = await readFile('server/drizzle/0043_stock_batches.sql', 'utf8')
    const handWritten = migration.slice(migration.indexOf('-- hand-written below'))
    for (const statement of handWritten.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))

    const after = await db.select({ id: products.id, count: products.stockCount }).from(products)
    expect(after.sort((a, b) => a.id.localeCompare(b.id))).toEqual(before.sort((a, b) => a.id.localeCompare(b.id)))
    const batches = await db.select().from(stockBatches)
    const held = new Map(batches.map((row) => [row.productId, row.remaining]))
    for (const { id, count } of after) expect(held.get(id) ?? (count === null ? null : 0)).toBe(count)
    expect(batches.every((row) => row.batchNumber === null && row.expiresOn === null && row.remaining === row.received)).toBe(true)
    const opening = await db.select().from(stockMoves).where(inArray(stockMoves.batchId, batches.map((row) => row.id)))
    expect(opening.map((move) => [move.reason, move.units]).sort()).toEqual(batches.map((row) => ['opening', row.remaining]).sort())
  })
})
