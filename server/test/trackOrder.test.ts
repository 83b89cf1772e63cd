import { aftercareMessages, orderNumber, TRACK_ORDER_LOOKUPS_PER_MINUTE } from '../../src/contract'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, orderState, products, registerUser, sellerCookie, startOnlineOrder } from './helpers'

let shop: TestShop
let productId: string

beforeAll(async () => {
  shop = await buildTestShop()
  productId = (await products(shop)).find((p) => p.inStock)!._id
}, 30_000)
afterAll(() => shop.close())

// Each look-up comes from its own address unless a test is about the limit: it allows a few a minute per address.
const track = (payload: object, remoteAddress = nextIp()) => shop.app.inject({ method: 'POST', url: '/api/order/track', remoteAddress, payload })

async function placedOrder() {
  const { cookie, user } = await registerUser(shop)
  const address = await addAddress(shop, cookie)
  const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: productId, quantity: 1 }], address } })
  expect(placed.statusCode).toBe(201)
  return { email: user.email, orderId: placed.json().orderId as string }
}

const notFound = { success: false, message: aftercareMessages.track.notFound }

describe('POST /api/order/track', () => {
  it('answers the timeline of the order the number and e-mail name, and nothing of the customer', async () => {
    const { orderId, email } = await placedOrder()
    const seller = await sellerCookie(shop)
    await shop.app.inject({ method: 'POST', url: '/api/order/status', headers: { cookie: seller }, payload: { orderId, status: 'Processing' } })
    // As the shopper reads it off her e-mail: any case, a leading #, spaces around, the e-mail in capitals.
    const response = await track({ reference: ` #${orderNumber(orderId).toLowerCase()} `, email: email.toUpperCase() })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      order: {
        reference: orderNumber(orderId),
        timeline: [expect.objectContaining({ event: 'Order Placed' }), expect.objectContaining({ event: 'Processing' })],
        // What was promised: the days of its zone (no address, no zone's name).
        status: 'Processing',
        delivery: { method: 'delivery', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        pickup: null,
      },
    })
    // Nothing else: no name, e-mail, address, phone, items or amounts anywhere in the answer.
    for (const step of body.order.timeline) expect(Object.keys(step).sort()).toEqual(['at', 'event'])
    expect(response.body).not.toContain(email)
    expect(response.body).not.toMatch(/Ada|Obi|Lagos|phone|street|amount|items/i)
  })

  it('answers the same 404 for a wrong e-mail, an unknown number and another shopper’s order', async () => {
    const { orderId } = await placedOrder()
    const other = await placedOrder()
    const reference = orderNumber(orderId)
    const unknown = reference === '00000000' ? '11111111' : '00000000'
    const answers = await Promise.all([
      track({ reference, email: 'nobody@example.ng' }),
      track({ reference: unknown, email: other.email }),
      track({ reference, email: other.email }),
    ])
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual(notFound)
    }
  })

  it('does not track an online order that was never paid', async () => {
    const { cookie, user } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const reference = await startOnlineOrder(shop, cookie, { items: [{ product: productId, quantity: 1 }], address })
    const unpaid = await orderState(shop.database.db, { reference })
    const response = await track({ reference: orderNumber(unpaid.id), email: user.email })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual(notFound)
  })

  it.each([
    ['no number', { email: 'ada@example.ng' }, aftercareMessages.track.referenceRequired],
    ['a number that is not 8 hex digits', { reference: 'ABCD123Z', email: 'ada@example.ng' }, aftercareMessages.track.referenceInvalid],
    ['a whole order id', { reference: '3f9a0c1b-0000-4000-8000-000000000000', email: 'ada@example.ng' }, aftercareMessages.track.referenceInvalid],
    ['no e-mail', { reference: 'ABCD1234' }, aftercareMessages.track.emailRequired],
    ['an e-mail without @', { reference: 'ABCD1234', email: 'ada.example.ng' }, aftercareMessages.track.emailInvalid],
    ['a number that is not text', { reference: { $ne: '' }, email: 'ada@example.ng' }, 'reference must be text.'],
  ])('refuses %s with a 400 and its message', async (_, payload, message) => {
    const response = await track(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
  })

  it(`answers 429 after ${TRACK_ORDER_LOOKUPS_PER_MINUTE} look-ups a minute from one address`, async () => {
    const remoteAddress = nextIp()
    for (let i = 0; i < TRACK_ORDER_LOOKUPS_PER_MINUTE; i += 1) expect((await track({ reference: 'ABCD1234', email: 'ada@example.ng' }, remoteAddress)).statusCode).toBe(404)
    const throttled = await track({ reference: 'ABCD1234', email: 'ada@example.ng' }, remoteAddress)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json()).toEqual({ success: false, message: aftercareMessages.track.tooMany })
    expect(throttled.headers['retry-after']).toBeDefined()
    // Another address is not held back.
    expect((await track({ reference: 'ABCD1234', email: 'ada@example.ng' })).statusCode).toBe(404)
  })
})
