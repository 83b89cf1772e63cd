import { eq } from 'drizzle-orm'
import { aftercareMessages, formatKobo, orderNumber, sellerMessages, type OrderStatus } from '../../src/contract'
import { testClock } from '../src/clock'
import { products as productRows } from '../src/db/schema'
import { SANDBOX_WEBHOOK_MS } from '../src/payments/sandbox'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, orderState, placePaidOnlineOrder, products, registerUser, sellerCookie } from './helpers'

/** The shop's clock: the sandbox's refunds and transfers are reported when it has moved on by SANDBOX_WEBHOOK_MS. */
const clock = testClock()
let shop: TestShop
let productId: string
let seller: string

beforeAll(async () => {
  shop = await buildTestShop({ clock })
  productId = (await products(shop)).find((p) => p.inStock)!._id
  seller = await sellerCookie(shop)
}, 30_000)
afterAll(() => shop.close())

const post = (url: string, cookie: string, payload: object) => shop.app.inject({ method: 'POST', url, headers: { cookie }, payload })
const cancel = (cookie: string, orderId: string) => post('/api/order/cancel', cookie, { orderId })
const stockOf = async () => (await shop.database.db.select({ count: productRows.stockCount }).from(productRows).where(eq(productRows.id, productId)))[0]!.count
const orderRow = (id: string) => orderState(shop.database.db, { id })

async function shopperWithOrder(quantity = 2) {
  const { cookie } = await registerUser(shop)
  const address = await addAddress(shop, cookie)
  const placed = await post('/api/order/cod', cookie, { items: [{ product: productId, quantity }], address })
  expect(placed.statusCode).toBe(201)
  return { cookie, address, orderId: placed.json().orderId as string }
}

async function moveTo(orderId: string, ...statuses: OrderStatus[]) {
  for (const status of statuses) expect((await post('/api/order/status', seller, { orderId, status })).statusCode).toBe(200)
}

describe('the shopper cancels', () => {
  it('her order before it ships, and its counted units go back on the shelf', async () => {
    await shop.database.db.update(productRows).set({ stockCount: 10 }).where(eq(productRows.id, productId))
    const { cookie, orderId } = await shopperWithOrder(3)
    expect(await stockOf()).toBe(7)
    const response = await cancel(cookie, orderId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, message: aftercareMessages.orders.cancelled, order: { _id: orderId, status: 'Cancelled', refund: null } })
    expect(await stockOf()).toBe(10)
    // Once: a second try is refused and gives nothing back twice.
    expect([(await cancel(cookie, orderId)).statusCode, await stockOf()]).toEqual([409, 10])
    await shop.database.db.update(productRows).set({ stockCount: null }).where(eq(productRows.id, productId))
  })

  it.each([
    ['Processing', ['Processing'], 200],
    ['Shipped', ['Processing', 'Shipped'], 409],
    ['Delivered', ['Processing', 'Shipped', 'Delivered'], 409],
  ] as const)('an order that is %s: %s', async (_status, moves, expected) => {
    const { cookie, orderId } = await shopperWithOrder()
    await moveTo(orderId, ...moves)
    const response = await cancel(cookie, orderId)
    expect(response.statusCode).toBe(expected)
    if (expected === 409) expect(response.json().message).toBe(aftercareMessages.orders.tooLateToCancel)
    expect((await orderRow(orderId)).status).toBe(expected === 200 ? 'Cancelled' : moves.at(-1))
  })

  it('never another shopper’s order, an unknown one, or as a guest or the seller', async () => {
    const { orderId } = await shopperWithOrder()
    const other = await registerUser(shop)
    expect((await cancel(other.cookie, orderId)).json()).toEqual({ success: false, message: aftercareMessages.orders.notFound })
    expect((await cancel(other.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await cancel(other.cookie, 'nope')).statusCode).toBe(404)
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/cancel', payload: { orderId } })).statusCode).toBe(401)
    expect((await cancel(seller, orderId)).statusCode).toBe(401)
    expect((await cancel(other.cookie, '')).statusCode).toBe(400)
    expect((await orderRow(orderId)).status).toBe('Order Placed')
  })
})

describe('the owner cancels', () => {
  it('any order before delivery, a shipped one too, but not a delivered one', async () => {
    const shipped = await shopperWithOrder()
    await moveTo(shipped.orderId, 'Processing', 'Shipped', 'Cancelled')
    const delivered = await shopperWithOrder()
    await moveTo(delivered.orderId, 'Processing', 'Shipped', 'Delivered')
    expect((await post('/api/order/status', seller, { orderId: delivered.orderId, status: 'Cancelled' })).statusCode).toBe(409)
  })

  it('is told what she did: the units back in stock, and the refund of a paid online order with its amount', async () => {
    const cash = await shopperWithOrder()
    const cashCancelled = await post('/api/order/status', seller, { orderId: cash.orderId, status: 'Cancelled' })
    expect(cashCancelled.json()).toMatchObject({ success: true, message: sellerMessages.orderCancel.done(orderNumber(cash.orderId)), order: { status: 'Cancelled', refund: null } })

    const { cookie } = await registerUser(shop)
    const reference = await placePaidOnlineOrder(shop, cookie, { items: [{ product: productId, quantity: 1 }], address: await addAddress(shop, cookie) })
    const paid = await orderState(shop.database.db, { reference })
    const refunded = await post('/api/order/status', seller, { orderId: paid.id, status: 'Cancelled' })
    expect(refunded.json()).toMatchObject({
      success: true,
      message: sellerMessages.orderCancel.doneWithRefund(orderNumber(paid.id), formatKobo(paid.amountKobo)),
      order: { status: 'Cancelled', refund: 'Refund pending' },
    })
  })
})

describe('the sandbox refunds like Paystack', () => {
  it('a cancelled paid online order shows Refund pending, then Refunded when its signed refund.processed arrives', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const reference = await placePaidOnlineOrder(shop, cookie, { items: [{ product: productId, quantity: 1 }], address })
    const order = await orderState(shop.database.db, { reference })
    const cancelled = await cancel(cookie, order!.id)
    expect(cancelled.json()).toMatchObject({ message: aftercareMessages.orders.cancelledWithRefund, order: { status: 'Cancelled', refund: 'Refund pending' } })
    await clock.advance(SANDBOX_WEBHOOK_MS / 2)
    expect((await orderRow(order!.id)).refundStatus).toBe('Refund pending')
    await clock.advance(SANDBOX_WEBHOOK_MS / 2)
    expect((await orderRow(order!.id)).refundStatus).toBe('Refunded')
  })
})

describe('a payment that settles later', () => {
  it('leaves the order awaiting payment on return, then paid when the sandbox’s charge.success arrives', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const started = await post('/api/order/paystack', cookie, { items: [{ product: productId, quantity: 1 }], address })
    const { reference } = started.json()
    const transfer = await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=transfer`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const back = await shop.app.inject({ method: 'GET', url: transfer.headers.location as string })
    expect([back.statusCode, back.headers.location]).toEqual([302, expect.stringMatching(new RegExp(`^/order-success\\?order=[0-9A-F]{8}&reference=${reference}$`))])
    const state = async (as = cookie) => (await shop.app.inject({ method: 'GET', url: `/api/order/payment-status?reference=${reference}`, headers: { cookie: as } })).json()
    expect(await state()).toEqual({ success: true, payment: 'awaiting' })
    const [awaiting] = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie } })).json().orders
    expect(awaiting).toMatchObject({ isPaid: false, awaitingPayment: true, status: 'Order Placed' })
    // Nobody else learns anything of it.
    expect((await state((await registerUser(shop)).cookie)).success).toBe(false)
    expect((await shop.app.inject({ method: 'GET', url: `/api/order/payment-status?reference=${reference}` })).statusCode).toBe(401)

    await clock.advance(SANDBOX_WEBHOOK_MS / 2)
    expect(await state()).toEqual({ success: true, payment: 'awaiting' })
    await clock.advance(SANDBOX_WEBHOOK_MS / 2)
    expect(await state()).toEqual({ success: true, payment: 'paid' })
    const [paid] = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie } })).json().orders
    expect(paid).toMatchObject({ isPaid: true, awaitingPayment: false })
  })

  it('says failed for a payment the shopper abandoned', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const { reference } = (await post('/api/order/paystack', cookie, { items: [{ product: productId, quantity: 1 }], address })).json()
    await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect((await shop.app.inject({ method: 'GET', url: `/api/order/payment-status?reference=${reference}`, headers: { cookie } })).json().payment).toBe('failed')
  })
})
