import { eq } from 'drizzle-orm'
import type { OrderStatus, PaymentType } from '../../src/contract'
import { DEMO_SELLER_EMAIL, DEMO_SELLER_PASSWORD } from '../src/config'
import { addresses, orderItems, orders, products } from '../src/db/schema'
import { toAddress } from '../src/mappers/addresses'
import { moveOrderStatus } from '../src/repositories/orderStatus'
import { buildTestShop, type TestShop } from './harness'
import { orderState, recordPayment } from './helpers'

let shop: TestShop
let sellerCookie: string
let shopperCookie: string
let userId: string
let address: typeof addresses.$inferSelect
let product: typeof products.$inferSelect

/** The session cookie an answer sets, ready for a Cookie header. */
function cookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies[0]!
  return `${cookie.name}=${cookie.value}`
}

async function placeOrder(paymentType: PaymentType, status: OrderStatus = 'Order Placed', isPaid = false): Promise<string> {
  const [order] = await shop.database.db
    .insert(orders)
    .values({ userId, addressId: address.id, deliveryAddress: toAddress(address), paymentType, status, subtotalKobo: product.offerPriceKobo * 2, taxKobo: 0, amountKobo: product.offerPriceKobo * 2 })
    .returning({ id: orders.id })
  await shop.database.db.insert(orderItems).values({ orderId: order!.id, productId: product.id, productName: product.name, quantity: 2, unitPriceKobo: product.offerPriceKobo })
  if (isPaid) await recordPayment(shop.database.db, { orderId: order!.id, method: paymentType === 'COD' ? 'cash' : 'online', amountKobo: product.offerPriceKobo * 2, at: new Date() })
  return order!.id
}

const post = (url: string, payload: object, cookie?: string) =>
  shop.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} })
const changeStatus = (orderId: string, status: string, cookie = sellerCookie) => post('/api/order/status', { orderId, status }, cookie)
const markPaid = (orderId: string, cookie = sellerCookie) => post('/api/order/mark-paid', { orderId }, cookie)

beforeAll(async () => {
  shop = await buildTestShop()
  const { db } = shop.database
  const registered = await post('/api/user/register', { name: 'Ada Obi', email: 'ada@example.ng', password: 'shopper-pass-1' })
  userId = registered.json().user._id
  shopperCookie = cookieOf(registered)
  sellerCookie = cookieOf(await post('/api/seller/login', { email: DEMO_SELLER_EMAIL, password: DEMO_SELLER_PASSWORD }))
  const [saved] = await db
    .insert(addresses)
    .values({ userId, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng', street: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipcode: '100271', country: 'Nigeria', phone: '+2348012345678' })
    .returning()
  address = saved!
  const [first] = await db.select().from(products).limit(1)
  product = first!
  // A fresh database and a scrypt password hash take more than Jest's 5 s when the machine is busy.
}, 30_000)
afterAll(() => shop.close())

describe('POST /api/order/status', () => {
  it('refuses guests with 401 and shoppers with 403', async () => {
    const orderId = await placeOrder('COD')
    const guest = await changeStatus(orderId, 'Processing', '')
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toEqual({ success: false, message: 'Please log in as the seller to continue.' })
    const shopper = await changeStatus(orderId, 'Processing', shopperCookie)
    expect(shopper.statusCode).toBe(403)
    expect(shopper.json().success).toBe(false)
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row!.status).toBe('Order Placed')
  })

  it('moves an order one step at a time to Delivered and answers with the whole order', async () => {
    const orderId = await placeOrder('COD')
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const response = await changeStatus(orderId, status)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ success: true, message: 'Order status updated', order: { _id: orderId, status } })
    }
    const { order } = (await changeStatus(orderId, 'Delivered')).json() as { order?: unknown }
    expect(order).toBeUndefined()
    const delivered = (await markPaid(orderId)).json()
    expect(delivered.order).toMatchObject({
      _id: orderId,
      status: 'Delivered',
      isPaid: true,
      paymentType: 'COD',
      amount: (product.offerPriceKobo * 2) / 100,
      items: [{ quantity: 2, product: { _id: product.id, name: product.name } }],
      address: { _id: address.id, firstName: 'Ada', city: 'Ikeja', phone: '+2348012345678' },
    })
  })

  it('refuses skipped steps, going back, and any move after Delivered or Cancelled with 409', async () => {
    const orderId = await placeOrder('COD')
    const skipped = await changeStatus(orderId, 'Shipped')
    expect(skipped.statusCode).toBe(409)
    expect(skipped.json()).toEqual({ success: false, message: 'That status change is not allowed for this order' })
    expect((await changeStatus(orderId, 'Order Placed')).statusCode).toBe(409)

    const delivered = await placeOrder('COD', 'Delivered')
    expect((await changeStatus(delivered, 'Cancelled')).statusCode).toBe(409)

    expect((await changeStatus(orderId, 'Cancelled')).statusCode).toBe(200)
    expect((await changeStatus(orderId, 'Processing')).statusCode).toBe(409)
  })

  it('cancels from Shipped, and moves an online order forward only once paid', async () => {
    const shipped = await placeOrder('COD', 'Shipped')
    expect((await changeStatus(shipped, 'Cancelled')).json().order.status).toBe('Cancelled')
    const unpaid = await placeOrder('Online')
    expect((await changeStatus(unpaid, 'Processing')).statusCode).toBe(409)
    const paid = await placeOrder('Online', 'Order Placed', true)
    expect((await changeStatus(paid, 'Processing')).statusCode).toBe(200)
  })

  it('lets only one of two simultaneous identical moves through', async () => {
    const orderId = await placeOrder('COD')
    const answers = await Promise.all([changeStatus(orderId, 'Processing'), changeStatus(orderId, 'Processing')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
  })

  it('never moves an order from a state it has already left', async () => {
    const orderId = await placeOrder('COD')
    await changeStatus(orderId, 'Processing')
    // A request that read the order before the first move still holds the old state.
    expect(await moveOrderStatus(shop.database.db, orderId, 'Order Placed', 'Processing', { actor: 'seller' })).toEqual({ moved: false, restocked: false, refund: null })
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row!.status).toBe('Processing')
  })

  it('answers bad input with 400 and an unknown or malformed id with 404', async () => {
    const orderId = await placeOrder('COD')
    const badStatus = await changeStatus(orderId, 'Lost')
    expect(badStatus.statusCode).toBe(400)
    expect(badStatus.json().message).toBe('Please choose a valid order status')
    expect((await post('/api/order/status', { status: 'Processing' }, sellerCookie)).json().message).toBe('Order id is required')
    expect((await changeStatus('0d6f5bb2-3c1e-4d43-9a4c-9f9c2b0a1e11', 'Processing')).statusCode).toBe(404)
    const malformed = await changeStatus('not-an-id', 'Processing')
    expect(malformed.statusCode).toBe(404)
    expect(malformed.json()).toEqual({ success: false, message: 'Order not found' })
  })
})

describe('POST /api/order/mark-paid', () => {
  it('refuses guests with 401 and shoppers with 403', async () => {
    const orderId = await placeOrder('COD')
    expect((await markPaid(orderId, '')).statusCode).toBe(401)
    expect((await markPaid(orderId, shopperCookie)).statusCode).toBe(403)
  })

  it('marks an unpaid cash order paid once', async () => {
    const orderId = await placeOrder('COD', 'Shipped')
    const first = await markPaid(orderId)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ success: true, message: 'Order marked as paid', order: { _id: orderId, isPaid: true, status: 'Shipped' } })
    const again = await markPaid(orderId)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This order is already paid')
  })

  it('refuses online orders and cancelled orders', async () => {
    const online = await placeOrder('Online')
    expect((await markPaid(online)).json()).toEqual({ success: false, message: 'Only cash on delivery orders are marked paid by hand' })
    const cancelled = await placeOrder('COD', 'Cancelled')
    const answer = await markPaid(cancelled)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().message).toBe('A cancelled order cannot be marked paid')
    const row = await orderState(shop.database.db, { id: cancelled })
    expect(row.isPaid).toBe(false)
  })
})
