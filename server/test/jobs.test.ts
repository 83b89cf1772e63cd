import { eq, inArray, sql } from 'drizzle-orm'
import { orderEvents, payments, products } from '../src/db/schema'
import { cancelUnpaidOnlineOrders } from '../src/repositories/orders'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, paymentStartedAt, products as listed, registerUser, startOnlineOrder } from './helpers'

// The background rounds every instance runs (plugins/expiry.ts): three instances running one at the same moment,
// each on its own connection, do its work once between them.

let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop()
}, 60_000)
afterAll(() => shop.close())

const INSTANCES = 3

it(`cancels each unpaid online order once and puts its units back once when ${INSTANCES} instances sweep at the same moment`, async () => {
  const { db } = shop.database
  const product = (await listed(shop)).find((candidate) => candidate.inStock)!
  await db.update(products).set({ stockCount: 30 }).where(eq(products.id, product._id))
  const { cookie } = await registerUser(shop)
  const address = await addAddress(shop, cookie)
  const references: string[] = []
  for (let n = 0; n < 12; n += 1) references.push(await startOnlineOrder(shop, cookie, { items: [{ product: product._id, quantity: 2 }], address }))
  const stock = async () => (await db.select({ count: products.stockCount }).from(products).where(eq(products.id, product._id)))[0]!.count
  expect(await stock()).toBe(6)
  // Their payment pages were opened yesterday and never paid.
  for (const reference of references) await paymentStartedAt(db, reference, new Date(shop.clock.nowMs() - 24 * 3_600_000))

  const rounds = await Promise.all(Array.from({ length: INSTANCES }, () => cancelUnpaidOnlineOrders(db, new Date(shop.clock.nowMs() - 3_600_000))))
  expect(rounds.reduce((sum, round) => sum + round.cancelled, 0)).toBe(12)
  expect(await stock()).toBe(30)
  const orderIds = (await db.select({ orderId: payments.orderId }).from(payments).where(inArray(payments.reference, references))).map((row) => row.orderId!)
  const cancellations = await db
    .select({ orderId: orderEvents.orderId, count: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(sql`${inArray(orderEvents.orderId, orderIds)} and ${orderEvents.event} = 'Cancelled'`)
    .groupBy(orderEvents.orderId)
  expect(cancellations).toHaveLength(12)
  expect(cancellations.every(({ count }) => count === 1)).toBe(true)
  const failed = await db.select({ state: payments.state }).from(payments).where(inArray(payments.reference, references))
  expect(failed.map(({ state }) => state)).toEqual(Array<string>(12).fill('failed'))
  // A later round finds nothing left to do.
  expect(await cancelUnpaidOnlineOrders(db, new Date(shop.clock.nowMs() - 3_600_000))).toEqual({ cancelled: 0, restocked: false })
})
