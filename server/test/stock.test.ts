import { eq } from 'drizzle-orm'
import { messages } from '../../src/contract/messages'
import { nairaToKobo } from '../../src/contract/money'
import type { OrderDetail } from '../../src/contract/seller'
import { products } from '../src/db/schema'
import { toOrderDetail } from '../src/mappers/orders'
import { cancelUnpaidOnlineOrders, findOrderDetail, markOnlineOrderPaid } from '../src/repositories/orders'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, orderState, paymentStartedAt, products as listed, registerUser, sellerCookie, type ListedProduct } from './helpers'

// Counted stock, archived products and the order history, through the real routes on the embedded database.

let shop: TestShop
let seller: string
let shopper: { cookie: string; addressId: string }
let product: ListedProduct
let other: ListedProduct

/** A change made behind the routes' back; the seller's stock switch, set as it is, makes this instance's product list read it at once. */
async function setProduct(id: string, changes: Partial<typeof products.$inferInsert>) {
  const [row] = await shop.database.db.update(products).set(changes).where(eq(products.id, id)).returning({ inStock: products.inStock })
  await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie: seller }, payload: { id, inStock: row!.inStock } })
}
const stockOf = async (id: string) => (await shop.database.db.select({ count: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.count
const shown = async (id: string) => (await listed(shop)).find((candidate) => candidate._id === id)

function order(items: { product: string; quantity: number }[], url = '/api/order/cod') {
  return shop.app.inject({ method: 'POST', url, headers: { cookie: shopper.cookie }, payload: { items, address: shopper.addressId } })
}

const move = (orderId: string, status: string) =>
  shop.app.inject({ method: 'POST', url: '/api/order/status', headers: { cookie: seller }, payload: { orderId, status } })

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
  const { cookie } = await registerUser(shop)
  shopper = { cookie, addressId: await addAddress(shop, cookie) }
  ;[product, other] = (await listed(shop)).filter((candidate) => candidate.inStock) as [ListedProduct, ListedProduct]
}, 60_000)
afterAll(() => shop.close())

beforeEach(async () => {
  await setProduct(product._id, { stockCount: null, inStock: true, archivedAt: null })
})

describe('counted stock', () => {
  it('takes the units an order names, refuses one that would overdraw naming what is left, and shows the product sold out at zero', async () => {
    await setProduct(product._id, { stockCount: 3 })
    expect((await order([{ product: product._id, quantity: 2 }])).statusCode).toBe(201)
    expect(await stockOf(product._id)).toBe(1)
    expect((await shown(product._id))!.inStock).toBe(true)

    const overdraw = await order([{ product: other._id, quantity: 1 }, { product: product._id, quantity: 2 }])
    expect([overdraw.statusCode, overdraw.json().message]).toEqual([409, messages.cart.fewLeft(product.name, 1)])
    expect(await stockOf(product._id)).toBe(1)

    expect((await order([{ product: product._id, quantity: 1 }])).statusCode).toBe(201)
    expect(await stockOf(product._id)).toBe(0)
    expect((await shown(product._id))!.inStock).toBe(false)
    const soldOut = await order([{ product: product._id, quantity: 1 }])
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([409, messages.cart.outOfStock(product.name)])
    expect(await stockOf(product._id)).toBe(0)
  })

  it('gives the units back when the seller cancels the order, and only once', async () => {
    await setProduct(product._id, { stockCount: 2 })
    const placed = await order([{ product: product._id, quantity: 2 }, { product: other._id, quantity: 1 }])
    expect(await stockOf(product._id)).toBe(0)
    expect((await shown(product._id))!.inStock).toBe(false)

    expect((await move(placed.json().orderId, 'Cancelled')).statusCode).toBe(200)
    expect(await stockOf(product._id)).toBe(2)
    expect((await shown(product._id))!.inStock).toBe(true)
    expect((await move(placed.json().orderId, 'Cancelled')).statusCode).toBe(409)
    expect(await stockOf(product._id)).toBe(2)
    // A product nobody counts stays uncounted.
    expect(await stockOf(other._id)).toBeNull()
  })

  it('gives back the units of an online order whose payment never came', async () => {
    await setProduct(product._id, { stockCount: 4 })
    const started = await order([{ product: product._id, quantity: 3 }], '/api/order/paystack')
    expect(started.statusCode).toBe(201)
    expect(await stockOf(product._id)).toBe(1)
    await paymentStartedAt(shop.database.db, started.json().reference, new Date(Date.now() - 24 * 3600_000))
    expect(await cancelUnpaidOnlineOrders(shop.database.db, new Date(Date.now() - 3600_000))).toEqual({ cancelled: 1, restocked: true })
    expect(await stockOf(product._id)).toBe(4)
  })

  it('gives back only what an order took: a product counted after the order was placed keeps its count', async () => {
    const placed = await order([{ product: product._id, quantity: 2 }])
    await setProduct(product._id, { stockCount: 6 })
    expect((await move(placed.json().orderId, 'Cancelled')).statusCode).toBe(200)
    expect(await stockOf(product._id)).toBe(6)
  })

  it('does not mark paid an online order already cancelled for want of payment (its units are back on sale)', async () => {
    await setProduct(product._id, { stockCount: 2 })
    const started = await order([{ product: product._id, quantity: 2 }], '/api/order/paystack')
    const reference = started.json().reference as string
    await paymentStartedAt(shop.database.db, reference, new Date(Date.now() - 24 * 3600_000))
    await cancelUnpaidOnlineOrders(shop.database.db, new Date(Date.now() - 3600_000))
    const row = await orderState(shop.database.db, { reference })
    expect(await markOnlineOrderPaid(shop.database.db, { reference, amountKobo: row.amountKobo, currency: 'NGN' }, new Date())).toBe(false)
    expect((await orderState(shop.database.db, { reference })).isPaid).toBe(false)
    expect(await stockOf(product._id)).toBe(2)
  })

  it('keeps the in-stock switch above the count: off means not sold, whatever is on the shelf', async () => {
    await setProduct(product._id, { stockCount: 5 })
    expect((await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie: seller }, payload: { id: product._id, inStock: false } })).statusCode).toBe(200)
    expect((await shown(product._id))!.inStock).toBe(false)
    const refused = await order([{ product: product._id, quantity: 1 }])
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.cart.outOfStock(product.name)])
    expect(await stockOf(product._id)).toBe(5)
  })
})

describe('archived products', () => {
  it('leave the shop and new orders but still answer by id for the carts and orders that name them', async () => {
    await setProduct(product._id, { archivedAt: new Date() })
    expect(await shown(product._id)).toBeUndefined()
    const byId = await shop.app.inject({ method: 'GET', url: `/api/product/${product._id}` })
    expect(byId.json().product).toMatchObject({ _id: product._id, name: product.name, archived: true, inStock: false })
    const refused = await order([{ product: product._id, quantity: 1 }])
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.cart.noLongerSoldNamed(product.name)])
  })
})

describe('placed orders', () => {
  it('keep the name and price they were placed with, and their history says who moved them and when', async () => {
    const placed = await order([{ product: product._id, quantity: 1 }])
    const orderId = placed.json().orderId as string
    await setProduct(product._id, { name: 'Renamed later', priceKobo: 99_999_900, offerPriceKobo: 99_999_900 })
    expect((await move(orderId, 'Processing')).statusCode).toBe(200)
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/mark-paid', headers: { cookie: seller }, payload: { orderId } })).statusCode).toBe(200)

    const detail: OrderDetail = toOrderDetail((await findOrderDetail(shop.database.db, orderId))!)
    expect(detail.items[0]!.product).toMatchObject({ name: product.name, offerPrice: product.offerPrice })
    expect(nairaToKobo(detail.amount)).toBeGreaterThan(0)
    expect(detail.history.map(({ event, actor }) => [event, actor])).toEqual([
      ['Order Placed', 'customer'],
      ['Processing', 'seller'],
      ['Paid', 'seller'],
    ])
    expect(detail.paidAt).not.toBeNull()
    const mine = await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: shopper.cookie } })
    expect(mine.json().orders.find((candidate: { _id: string }) => candidate._id === orderId).items[0].product.name).toBe(product.name)
    await setProduct(product._id, { name: product.name, priceKobo: nairaToKobo(product.price), offerPriceKobo: nairaToKobo(product.offerPrice) })
  })
})
