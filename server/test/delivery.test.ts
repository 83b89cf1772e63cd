import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { like } from 'drizzle-orm'
import { cartTotals, nairaToKobo, NIGERIAN_STATES, orderNumber, shopDate } from '../../src/contract'
import { deliveryMessages, deliveryWindow, type DeliveryZone } from '../../src/contract/delivery'
import { outboxMessages } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { lagosAddress, products, registerUser, sellerCookie, type ListedProduct } from './helpers'

// Delivery priced by the owner's zones: the fee of the zone of the address's state, free at its threshold, the days
// it promises; collection at the salon; and the orders keeping what they were placed with.

const zm = deliveryMessages.zones
const NORTH = ['Kano', 'Kaduna', 'Katsina', 'Jigawa', 'Sokoto', 'Kebbi', 'Zamfara']

/** A stand-in for api.paystack.co that answers initialize and remembers the amounts it was asked to charge. */
const charged = new Map<string, number>()
let paystack: Server
let shop: TestShop
let seller: string
let product: ListedProduct

beforeAll(async () => {
  paystack = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { reference, amount } = JSON.parse(body)
      charged.set(reference, amount)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, data: { authorization_url: `https://checkout.paystack.test/${reference}`, reference } }))
    })
  })
  await new Promise<void>((resolve) => paystack.listen(0, '127.0.0.1', resolve))
  shop = await buildTestShop({ env: { PAYSTACK_SECRET_KEY: 'sk_test_delivery', PAYSTACK_BASE_URL: `http://127.0.0.1:${(paystack.address() as AddressInfo).port}` } })
  seller = await sellerCookie(shop)
  product = (await products(shop)).find((p) => p.inStock && Number.isInteger(p.offerPrice))!
})
afterAll(async () => {
  await shop.close()
  await new Promise((resolve) => paystack.close(resolve))
})

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => shop.app.inject({ method, url, headers: { cookie }, payload })
const zones = async (): Promise<DeliveryZone[]> => (await inject('GET', '/api/delivery/seller', seller)).json().zones

async function shopperIn(state: string) {
  const { cookie } = await registerUser(shop)
  const response = await inject('POST', '/api/address/add', cookie, { address: { ...lagosAddress, state, city: state, landmark: 'Opposite First Bank', area: 'Nassarawa LGA' } })
  return { cookie, address: response.json().address._id as string }
}

const items = (quantity: number) => [{ product: product._id, quantity }]
const quote = async (cookie: string, body: object) => (await inject('POST', '/api/order/quote', cookie, body)).json().quote

describe('a new shop', () => {
  it('starts with one zone of every state, free, so every order shows Free delivery', async () => {
    expect(await zones()).toEqual([{ _id: expect.any(String), name: 'Nigeria', states: [...NIGERIAN_STATES], fee: 0, freeFrom: null, minDays: 1, maxDays: 5 }])
    const guest = await quote('', { items: items(1) })
    expect(guest.shipping).toBe(0)
    const kano = await shopperIn('Kano')
    const placed = await inject('POST', '/api/order/cod', kano.cookie, { items: items(1), address: kano.address })
    expect(placed.statusCode).toBe(201)
    const [order] = (await inject('GET', '/api/order/user', kano.cookie)).json().orders
    const { totalKobo } = cartTotals([{ unitKobo: nairaToKobo(product.offerPrice), quantity: 1 }])
    expect(order).toMatchObject({ shipping: 0, amount: totalKobo / 100, delivery: { method: 'delivery', zone: 'Nigeria', ...deliveryWindow(shopDate(), { minDays: 1, maxDays: 5 }) } })
    expect(order.address).toMatchObject({ landmark: 'Opposite First Bank', area: 'Nassarawa LGA' })
  })
})

describe('zones the owner sets', () => {
  let lagos: DeliveryZone
  let north: DeliveryZone

  beforeAll(async () => {
    const [nigeria] = await zones()
    const rest = nigeria!.states.filter((state) => state !== 'Lagos' && !NORTH.includes(state))
    expect((await inject('PUT', `/api/delivery/seller/zones/${nigeria!._id}`, seller, { ...nigeria, _id: undefined, name: 'Rest of Nigeria', states: rest, fee: 3000, minDays: 2, maxDays: 5 })).statusCode).toBe(200)
    const addedLagos = await inject('POST', '/api/delivery/seller/zones', seller, { name: 'Lagos', states: ['Lagos'], fee: 1500, freeFrom: product.offerPrice * 2, minDays: 1, maxDays: 1 })
    expect(addedLagos.statusCode).toBe(201)
    lagos = addedLagos.json().zone
    north = (await inject('POST', '/api/delivery/seller/zones', seller, { name: 'North', states: NORTH, fee: 4000, freeFrom: null, minDays: 3, maxDays: 5 })).json().zone
  })

  it('keeps each state in one zone, and refuses bad zones with the reason', async () => {
    const taken = await inject('POST', '/api/delivery/seller/zones', seller, { name: 'Kano again', states: ['Kano'], fee: 100, freeFrom: null, minDays: 1, maxDays: 2 })
    expect([taken.statusCode, taken.json().message]).toEqual([409, zm.stateTaken('Kano', 'North')])
    const bad = (payload: object) => inject('POST', '/api/delivery/seller/zones', seller, { name: 'X', states: ['Ogun'], fee: 100, freeFrom: null, minDays: 1, maxDays: 2, ...payload })
    expect((await bad({ states: ['Wakanda'] })).json().message).toBe(zm.unknownState('Wakanda'))
    expect((await bad({ fee: -1 })).json().message).toBe(zm.fee)
    expect((await bad({ fee: 10.005 })).json().message).toBe(zm.fee)
    expect((await bad({ minDays: 4, maxDays: 2 })).json().message).toBe(zm.daysOrder)
    expect((await bad({ freeFrom: 0 })).json().message).toBe(zm.freeFrom)
    expect((await bad({ states: [] })).statusCode).toBe(400)
    expect((await inject('PUT', '/api/delivery/seller/zones/not-a-zone', seller, { name: 'X', states: ['Ogun'], fee: 1, freeFrom: null, minDays: 1, maxDays: 1 })).statusCode).toBe(404)
  })

  it('moves a state another zone has to a zone saved with moveStates, in one step, and refuses a moveStates that is not true or false', async () => {
    const zone = { name: 'Kano city', states: ['Kano'], fee: 3500, freeFrom: null, minDays: 1, maxDays: 4 }
    const unclear = await inject('POST', '/api/delivery/seller/zones', seller, { ...zone, moveStates: 'yes' })
    expect([unclear.statusCode, unclear.json().message]).toEqual([400, 'moveStates must be true or false.'])
    const moved = await inject('POST', '/api/delivery/seller/zones', seller, { ...zone, moveStates: true })
    expect(moved.statusCode).toBe(201)
    const after = await zones()
    expect(after.find((candidate) => candidate._id === north._id)!.states).toEqual(NORTH.filter((state) => state !== 'Kano').sort())
    expect(after.find((candidate) => candidate._id === moved.json().zone._id)!.states).toEqual(['Kano'])
    const kano = await shopperIn('Kano')
    expect((await quote(kano.cookie, { items: items(1), address: kano.address })).shipping).toBe(3500)
    // Back to the North, for the tests after this one.
    expect((await inject('PUT', `/api/delivery/seller/zones/${north._id}`, seller, { ...north, _id: undefined, moveStates: true })).statusCode).toBe(200)
    expect((await zones()).find((candidate) => candidate._id === moved.json().zone._id)!.states).toEqual([])
    expect((await inject('POST', `/api/delivery/seller/zones/${moved.json().zone._id}/delete`, seller)).statusCode).toBe(200)
  })

  it('prices the fee from the zone of the address state, never from the request', async () => {
    const kano = await shopperIn('Kano')
    const shown = await quote(kano.cookie, { items: items(1), address: kano.address })
    const { subtotalKobo, taxKobo } = cartTotals([{ unitKobo: nairaToKobo(product.offerPrice), quantity: 1 }])
    expect(shown).toEqual({ subtotal: subtotalKobo / 100, discount: null, tax: taxKobo / 100, shipping: 4000, total: (subtotalKobo + taxKobo) / 100 + 4000, delivery: { method: 'delivery', zone: 'North', ...deliveryWindow(shopDate(), north) } })

    const cheat = await inject('POST', '/api/order/cod', kano.cookie, { items: items(1), address: kano.address, shipping: 0 })
    expect([cheat.statusCode, cheat.json().message]).toEqual([400, 'Unknown field: shipping'])
    expect((await inject('POST', '/api/order/cod', kano.cookie, { items: items(1), address: kano.address })).statusCode).toBe(201)
    const [order] = (await inject('GET', '/api/order/user', kano.cookie)).json().orders
    expect(order).toMatchObject({ shipping: 4000, amount: shown.total, delivery: shown.delivery })
  })

  it('makes delivery free at and above the threshold, to the kobo', async () => {
    const shopper = await shopperIn('Lagos')
    const at = await quote(shopper.cookie, { items: items(2), address: shopper.address })
    expect(at.shipping).toBe(0)
    expect(at.delivery.zone).toBe('Lagos')
    expect((await quote(shopper.cookie, { items: items(1), address: shopper.address })).shipping).toBe(1500)
    // One kobo above the products' price: the fee again.
    await inject('PUT', `/api/delivery/seller/zones/${lagos._id}`, seller, { ...lagos, _id: undefined, freeFrom: product.offerPrice * 2 + 0.01 })
    expect((await quote(shopper.cookie, { items: items(2), address: shopper.address })).shipping).toBe(1500)
    await inject('PUT', `/api/delivery/seller/zones/${lagos._id}`, seller, { ...lagos, _id: undefined })
    expect((await quote(shopper.cookie, { items: items(3), address: shopper.address })).shipping).toBe(0)
  })

  it('leaves a placed order as it was when its zone changes or goes', async () => {
    const kano = await shopperIn('Kano')
    await inject('POST', '/api/order/cod', kano.cookie, { items: items(1), address: kano.address })
    const [before] = (await inject('GET', '/api/order/user', kano.cookie)).json().orders
    await inject('PUT', `/api/delivery/seller/zones/${north._id}`, seller, { ...north, _id: undefined, fee: 9000, minDays: 10, maxDays: 20 })
    const [after] = (await inject('GET', '/api/order/user', kano.cookie)).json().orders
    expect(after).toMatchObject({ shipping: before.shipping, amount: before.amount, delivery: before.delivery })
    expect((await quote(kano.cookie, { items: items(1), address: kano.address })).shipping).toBe(9000)
    await inject('PUT', `/api/delivery/seller/zones/${north._id}`, seller, { ...north, _id: undefined })
  })

  it('refuses an address no zone delivers to, saying so', async () => {
    const { cookie } = await registerUser(shop)
    const abroad = (await inject('POST', '/api/address/add', cookie, { address: { ...lagosAddress, country: 'Ghana', state: 'Greater Accra', phone: '+233 20 123 4567' } })).json().address._id
    const refused = await inject('POST', '/api/order/cod', cookie, { items: items(1), address: abroad })
    expect([refused.statusCode, refused.json().message]).toEqual([409, deliveryMessages.noZone('Greater Accra')])
  })

  it('charges online exactly the total the cart showed, fee included', async () => {
    const kano = await shopperIn('Kano')
    const shown = await quote(kano.cookie, { items: items(2), address: kano.address })
    const started = await inject('POST', '/api/order/paystack', kano.cookie, { items: items(2), address: kano.address })
    expect(started.statusCode).toBe(201)
    expect(charged.get(started.json().reference)).toBe(nairaToKobo(shown.total))
    expect(shown.shipping).toBe(4000)
  })
})

describe('the owner\'s books', () => {
  it('count the delivery fees in the dashboard and the orders spreadsheet', async () => {
    const { periods } = (await inject('GET', '/api/seller/summary', seller)).json()
    // Two cash orders to Kano at ₦4,000 so far (the online one is unpaid: no order yet).
    expect(periods.today.deliveryFees).toBe(8000)
    const csv = (await inject('GET', `/api/seller/export/orders.csv?from=${shopDate()}&to=${shopDate()}`, seller)).body
    expect(csv).toContain(',North,,0.00,4000.00,')
  })
})

describe('collecting at the salon', () => {
  it('needs no address, only a phone, and costs nothing', async () => {
    const { cookie } = await registerUser(shop)
    const noPhone = await inject('POST', '/api/order/cod', cookie, { items: items(1), delivery: 'pickup' })
    expect([noPhone.statusCode, noPhone.json().message]).toEqual([400, deliveryMessages.pickupPhone])
    expect((await inject('POST', '/api/order/cod', cookie, { items: items(1), delivery: 'pickup', phone: '12' })).json().message).toBe(deliveryMessages.pickupPhoneInvalid)
    expect((await inject('POST', '/api/order/cod', cookie, { items: items(1) })).statusCode).toBe(400)

    const shown = await quote(cookie, { items: items(1), delivery: 'pickup', phone: '0803 123 4567' })
    expect(shown).toMatchObject({ shipping: 0, delivery: { method: 'pickup', zone: null, from: null, by: null } })
    const placed = await inject('POST', '/api/order/cod', cookie, { items: items(1), delivery: 'pickup', phone: '0803 123 4567' })
    expect(placed.statusCode).toBe(201)
    const [order] = (await inject('GET', '/api/order/user', cookie)).json().orders
    expect(order).toMatchObject({ shipping: 0, amount: shown.total, delivery: { method: 'pickup' }, address: { firstName: 'Ada Obi', phone: '+2348031234567', street: '' } })

    // Ready to collect where a delivery is Shipped; she is told.
    const move = (status: string) => inject('POST', '/api/order/status', seller, { orderId: order._id, status })
    expect((await move('Processing')).statusCode).toBe(200)
    expect((await move('Shipped')).statusCode).toBe(409)
    expect((await move('Ready to collect')).json().order.status).toBe('Ready to collect')
    const told = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `order:${order._id}:Ready to collect:%`))
    expect(told.map((message) => message.subject)).toEqual([`Your order ${orderNumber(order._id)} is ready to collect`])
    expect((await move('Delivered')).statusCode).toBe(200)
  })

  it('is refused while the owner has switched it off', async () => {
    const { cookie } = await registerUser(shop)
    const pickup = (await inject('GET', '/api/delivery/options', '')).json().pickup
    expect(pickup).toEqual({ enabled: true, address: '14 Admiralty Way, Lekki Phase 1, Lagos', hours: 'Monday to Saturday, 8:00 to 18:00' })
    expect((await inject('PUT', '/api/delivery/seller/pickup', seller, { ...pickup, enabled: false })).statusCode).toBe(200)
    const refused = await inject('POST', '/api/order/cod', cookie, { items: items(1), delivery: 'pickup', phone: '08031234567' })
    expect([refused.statusCode, refused.json().message]).toEqual([409, deliveryMessages.pickupOff])
    await inject('PUT', '/api/delivery/seller/pickup', seller, pickup)
  })
})

describe('the dispatch list', () => {
  it('lists the orders to send, grouped by zone, for the owner only', async () => {
    const { orders } = (await inject('GET', '/api/order/seller/dispatch', seller)).json()
    const groups = orders.map((order: { delivery: { method: string; zone: string | null } }) => order.delivery.zone ?? order.delivery.method)
    expect(groups).toEqual([...groups].sort((a: string, b: string) => (a === 'pickup' ? 1 : b === 'pickup' ? -1 : a.localeCompare(b))))
    expect(groups).toEqual(expect.arrayContaining(['North', 'Nigeria']))
    expect((await inject('GET', '/api/order/seller/dispatch?date=2026-13-01', seller)).statusCode).toBe(400)
    const { cookie } = await registerUser(shop)
    expect((await inject('GET', '/api/order/seller/dispatch', cookie)).statusCode).toBe(403)
    expect((await inject('GET', '/api/delivery/seller', cookie)).statusCode).toBe(403)
    expect((await inject('GET', '/api/delivery/seller', '')).statusCode).toBe(401)
  })
})
