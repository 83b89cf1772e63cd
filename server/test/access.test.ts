import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import type { HTTPMethods, InjectOptions } from 'fastify'
import { openDayFromToday } from '../../fixtures/salonDays'
import { NIGERIAN_STATES } from '../../src/contract/nigeria'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, cookieFrom, lagosAddress, multipart, nextIp, products, registerUser, sellerCookie } from './helpers'

// Every endpoint as a guest, shopper A, shopper B (tampering with A's ids) and the seller: the
// statuses must be the README's 'Access matrix', cell for cell.

type Role = 'guest' | 'user A' | 'user B' | 'seller'
const ROLES: Role[] = ['guest', 'user A', 'user B', 'seller']

let shop: TestShop
let a: { cookie: string; email: string; password: string; addressId: string; spareAddressId: string; orderId: string; spareOrderId: string; reference: string }
let b: { cookie: string; addressId: string }
let seller: string
let productId: string
let image: Buffer

async function signUp() {
  const { cookie, user, password } = await registerUser(shop)
  return { cookie, email: user.email, password, addressId: await addAddress(shop, cookie) }
}

beforeAll(async () => {
  shop = await buildTestShop()
  productId = (await products(shop)).find((p) => p.inStock)!._id
  seller = await sellerCookie(shop)
  const signedUp = await signUp()
  const order = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: signedUp.cookie }, payload: { items: [{ product: productId, quantity: 1 }], address: signedUp.addressId } })
  const online = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie: signedUp.cookie }, payload: { items: [{ product: productId, quantity: 2 }], address: signedUp.addressId } })
  const spare = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: signedUp.cookie }, payload: { items: [{ product: productId, quantity: 1 }], address: signedUp.addressId } })
  a = { ...signedUp, spareAddressId: await addAddress(shop, signedUp.cookie), orderId: order.json().orderId, spareOrderId: spare.json().orderId, reference: online.json().reference }
  b = await signUp()
  image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b0476b' } }).png().toBuffer()
}, 60_000)
afterAll(() => shop.close())

/** A fresh session of that role, for requests that end it (logout). */
async function freshCookie(role: Role): Promise<string | undefined> {
  if (role === 'guest') return undefined
  if (role === 'seller') return sellerCookie(shop)
  const { email, password } = role === 'user A' ? a : { email: (await registerUser(shop)).user.email, password: 'correct-horse' }
  const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: nextIp() })
  return cookieFrom(login, 'glow_session')
}

const cookieOf = (role: Role) => ({ guest: undefined, 'user A': a.cookie, 'user B': b.cookie, seller })[role]
const headersOf = (role: Role) => (cookieOf(role) ? { cookie: cookieOf(role)! } : {})
const json = (method: HTTPMethods, url: string, payload?: object) => async (role: Role): Promise<InjectOptions> => ({ method, url, payload, headers: headersOf(role) })
const booking = () => ({ category: 'nails', preferredEmployee: 'any', date: openDayFromToday(5), startTime: '09:00', service: 'pedicure', fullName: 'Ada', email: 'ada@example.ng', phone: '08012345678', paymentMethod: 'card' })
let bookingHour = 8

/** Something the seller makes for a cell to act on: the id (or the `key` object's id) the answer names. */
async function sellerCreates(url: string, payload: object, key: string): Promise<string> {
  const answer = (await shop.app.inject({ method: 'POST', url, payload, headers: { cookie: seller } })).json()
  return typeof answer[key] === 'string' ? answer[key] : answer[key].id
}

let freshHour = 8
let moveHour = 8
/** A booking of its own for each cell, which the cell marks or moves. */
async function freshBooking(): Promise<string> {
  // Paid on the visit: booked at once (a card booking would await its deposit, which the owner cannot confirm).
  const payload = { ...booking(), category: 'hair', service: 'makeup', preferredEmployee: 'zainab', date: openDayFromToday(8), startTime: `${String(freshHour++).padStart(2, '0')}:00`, paymentMethod: 'pay-on-visit' }
  return (await shop.app.inject({ method: 'POST', url: '/api/booking', payload, remoteAddress: nextIp() })).json().booking._id
}

let heldHour = 8
/** A card booking awaiting its deposit: its payment reference, known to the client alone. */
async function heldDeposit(): Promise<string> {
  const payload = { ...booking(), category: 'massage', service: 'facial', preferredEmployee: 'chidi', date: openDayFromToday(8), startTime: `${String(heldHour++).padStart(2, '0')}:00` }
  return (await shop.app.inject({ method: 'POST', url: '/api/booking', payload, remoteAddress: nextIp() })).json().reference
}

/** The seller's delivery zones now. */
const deliveryZones = async (): Promise<{ _id: string; name: string; states: string[]; fee: number; freeFrom: number | null; minDays: number; maxDays: number }[]> =>
  (await shop.app.inject({ method: 'GET', url: '/api/delivery/seller', headers: { cookie: seller } })).json().zones

/** Takes a state out of whichever zone holds it, for a cell's new zone to take. */
async function freeState(state: string): Promise<void> {
  for (const { _id, ...zone } of await deliveryZones()) {
    if (!zone.states.includes(state)) continue
    await shop.app.inject({ method: 'PUT', url: `/api/delivery/seller/zones/${_id}`, headers: { cookie: seller }, payload: { ...zone, states: zone.states.filter((held) => held !== state) } })
  }
}

let zoneCell = 0
/** A zone of its own for each cell (a state of its own, from the end of the list): made by the seller, or only asked for. */
async function newZone(): Promise<object> {
  const state = NIGERIAN_STATES[NIGERIAN_STATES.length - 1 - zoneCell++]!
  await freeState(state)
  return { name: `Zone ${state}`, states: [state], fee: 1000, freeFrom: null, minDays: 2, maxDays: 4 }
}

/** How to send each row of the README's table. */
const requests: Record<string, (role: Role) => Promise<InjectOptions>> = {
  'GET /api/health': json('GET', '/api/health'),
  'POST /api/user/register (a new e-mail)': async (role) => ({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'New', email: `new-${Math.random()}@example.ng`, password: 'correct-horse' },
    remoteAddress: nextIp(),
    headers: role.startsWith('user') ? { cookie: (await freshCookie(role))! } : headersOf(role),
  }),
  // Registering or logging in ends the session the browser brought: shoppers bring a fresh one, so A's and B's cookies live on.
  "POST /api/user/login (A's credentials)": async (role) => ({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: a.email, password: a.password },
    remoteAddress: nextIp(),
    headers: role.startsWith('user') ? { cookie: (await freshCookie(role))! } : headersOf(role),
  }),
  'GET /api/user/is-auth': json('GET', '/api/user/is-auth'),
  'GET /api/user/logout': async (role) => ({ method: 'GET', url: '/api/user/logout', headers: { cookie: role === 'seller' ? seller : ((await freshCookie(role)) ?? '') } }),
  "POST /api/seller/login (seller's credentials)": async (role) => ({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: shop.config.sellerEmail, password: shop.config.sellerPassword },
    remoteAddress: nextIp(),
    headers: role === 'seller' ? { cookie: (await freshCookie(role))! } : headersOf(role),
  }),
  'GET /api/seller/is-auth': json('GET', '/api/seller/is-auth'),
  'GET /api/seller/summary': json('GET', '/api/seller/summary'),
  'GET /api/seller/customers': json('GET', '/api/seller/customers'),
  'GET /api/seller/export/orders.csv': json('GET', '/api/seller/export/orders.csv?from=2026-01-01&to=2026-01-31'),
  'GET /api/seller/export/products.csv': json('GET', '/api/seller/export/products.csv'),
  'GET /api/seller/logout': async (role) => ({ method: 'GET', url: '/api/seller/logout', headers: { cookie: role === 'seller' ? ((await freshCookie(role)) ?? '') : (cookieOf(role) ?? '') } }),
  'GET /api/product/list': json('GET', '/api/product/list'),
  'GET /api/product/search': json('GET', '/api/product/search?q=serum'),
  'GET /api/product/by-ids': async (role) => json('GET', `/api/product/by-ids?ids=${productId}`)(role),
  'GET /api/product/:id': async (role) => json('GET', `/api/product/${productId}`)(role),
  'POST /api/product/add': async (role) => {
    const body = await multipart([
      { name: 'productData', value: JSON.stringify({ name: 'Shea Butter', description: ['Raw'], category: 'Skincare', price: 3000, offerPrice: 2500 }) },
      { name: 'images', file: { filename: 'shea.png', type: 'image/png', data: image } },
    ])
    return { method: 'POST', url: '/api/product/add', payload: body.payload, headers: { ...body.headers, ...headersOf(role) } }
  },
  'POST /api/product/stock': async (role) => json('POST', '/api/product/stock', { id: productId, inStock: true })(role),
  'GET /api/product/seller': json('GET', '/api/product/seller?stock=low&sort=name'),
  'GET /api/product/seller/:id': async (role) => json('GET', `/api/product/seller/${productId}`)(role),
  // The product as it is: the seller's edit changes nothing the other cells rely on.
  'PUT /api/product/:id': async (role) => {
    const { name, description, category, price, offerPrice, weight, image } = (await shop.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json().product
    const body = await multipart([{ name: 'productData', value: JSON.stringify({ name, description, category, price, offerPrice, weight, images: image }) }])
    return { method: 'PUT', url: `/api/product/${productId}`, payload: body.payload, headers: { ...body.headers, ...headersOf(role) } }
  },
  'POST /api/product/archive': async (role) => json('POST', '/api/product/archive', { id: productId, archived: false })(role),
  // A product of its own each time, which no order names.
  'DELETE /api/product/:id': async (role) => {
    const body = await multipart([
      { name: 'productData', value: JSON.stringify({ name: 'Spare Comb', category: 'Hair', price: 500, offerPrice: 400 }) },
      { name: 'images', file: { filename: 'comb.png', type: 'image/png', data: image } },
    ])
    const added = await shop.app.inject({ method: 'POST', url: '/api/product/add', payload: body.payload, headers: { ...body.headers, cookie: seller } })
    return json('DELETE', `/api/product/${added.json().product._id}`)(role)
  },
  'POST /api/cart/update': async (role) => json('POST', '/api/cart/update', { cartItems: { [productId]: role === 'user B' ? 7 : 2 } })(role),
  'GET /api/address/get': json('GET', '/api/address/get'),
  'POST /api/address/add': async (role) => json('POST', '/api/address/add', { address: { ...lagosAddress, street: `${role} street` } })(role),
  "PUT /api/address/:id (A's address)": async (role) => json('PUT', `/api/address/${a.addressId}`, { address: lagosAddress })(role),
  "DELETE /api/address/:id (A's address)": async (role) => json('DELETE', `/api/address/${a.spareAddressId}`)(role),
  "POST /api/order/cod (A's address)": async (role) => json('POST', '/api/order/cod', { items: [{ product: productId, quantity: 1 }], address: a.addressId })(role),
  "POST /api/order/paystack (A's address)": async (role) => json('POST', '/api/order/paystack', { items: [{ product: productId, quantity: 1 }], address: a.addressId })(role),
  'GET /api/order/user': json('GET', '/api/order/user'),
  'GET /api/order/seller': json('GET', '/api/order/seller'),
  "GET /api/order/seller/:id (A's order)": async (role) => json('GET', `/api/order/seller/${a.orderId}`)(role),
  "GET /api/order/paystack/verify (A's reference)": async (role) => json('GET', `/api/order/paystack/verify?reference=${a.reference}`)(role),
  'POST /api/order/paystack/webhook (unsigned)': async (role) => json('POST', '/api/order/paystack/webhook', { event: 'charge.success', data: { reference: a.reference, amount: 1, currency: 'NGN', status: 'success' } })(role),
  "GET /api/order/paystack/sandbox (A's reference)": async (role) => json('GET', `/api/order/paystack/sandbox?reference=${a.reference}`)(role),
  "POST /api/order/paystack/sandbox (A's reference, cancel)": async (role) => json('POST', '/api/order/paystack/sandbox', { reference: a.reference, outcome: 'cancel' })(role),
  "GET /api/order/payment-status (A's payment)": async (role) => json('GET', `/api/order/payment-status?reference=${a.reference}`)(role),
  "POST /api/order/cancel (A's order)": async (role) => json('POST', '/api/order/cancel', { orderId: a.spareOrderId })(role),
  "POST /api/order/status (A's order)": async (role) => json('POST', '/api/order/status', { orderId: a.orderId, status: 'Processing' })(role),
  "POST /api/order/mark-paid (A's order)": async (role) => json('POST', '/api/order/mark-paid', { orderId: a.orderId })(role),
  'POST /api/booking': async (role) => json('POST', '/api/booking', { ...booking(), startTime: `${String(bookingHour++).padStart(2, '0')}:00`, preferredEmployee: 'any', fullName: role })(role),
  'GET /api/booking/availability': async (role) => json('GET', `/api/booking/availability?date=${booking().date}&category=hair`)(role),
  'GET /api/booking/seller': json('GET', '/api/booking/seller'),
  'GET /api/booking/salon': json('GET', '/api/booking/salon'),
  'GET /api/booking/seller/salon': json('GET', '/api/booking/seller/salon'),
  'POST /api/booking/seller/categories': json('POST', '/api/booking/seller/categories', { name: 'Lashes', anyLabel: 'Any lash artist' }),
  'POST /api/booking/seller/services': json('POST', '/api/booking/seller/services', { categoryId: 'hair', name: 'Trim', durationMinutes: 30, price: 5000 }),
  // The pedicure and Amaka as they are: the seller's edit changes nothing the other cells rely on.
  'PUT /api/booking/seller/services/:id': json('PUT', '/api/booking/seller/services/pedicure', { categoryId: 'nails', name: 'Pedicure', description: 'Foot soak, scrub, nail care and polish.', durationMinutes: 60, price: 12000, active: true, onHomePage: false }),
  'POST /api/booking/seller/services/:id/delete': async (role) => json('POST', `/api/booking/seller/services/${await sellerCreates('/api/booking/seller/services', { categoryId: 'hair', name: 'Spare', durationMinutes: 30, price: 1 }, 'service')}/delete`)(role),
  'POST /api/booking/seller/team': json('POST', '/api/booking/seller/team', { name: 'Temp', role: 'Trainee' }),
  'PUT /api/booking/seller/team/:id': json('PUT', '/api/booking/seller/team/amaka', {
    name: 'Amaka Nwosu',
    role: 'Nail Technician',
    image: '/art/team/amaka.svg',
    categories: ['nails'],
    hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
  }),
  'POST /api/booking/seller/team/:id/delete': async (role) => json('POST', `/api/booking/seller/team/${await sellerCreates('/api/booking/seller/team', { name: 'Spare', role: 'Trainee' }, 'id')}/delete`)(role),
  'POST /api/booking/seller/time-off': json('POST', '/api/booking/seller/time-off', { staffId: 'chidi', date: '2030-01-07', from: '10:00', to: '11:00' }),
  'POST /api/booking/seller/time-off/:id/delete': async (role) =>
    json('POST', `/api/booking/seller/time-off/${await sellerCreates('/api/booking/seller/time-off', { staffId: 'chidi', date: '2030-01-08' }, 'timeOff')}/delete`)(role),
  'GET /api/booking/deposit': async (role) => json('GET', `/api/booking/deposit?reference=${await heldDeposit()}`)(role),
  'GET /api/booking/deposit/verify': async (role) => json('GET', `/api/booking/deposit/verify?reference=${await heldDeposit()}`)(role),
  'GET /api/booking/seller/settings': json('GET', '/api/booking/seller/settings'),
  'PATCH /api/booking/seller/settings': json('PATCH', '/api/booking/seller/settings', { depositPercent: 30 }),
  'GET /api/booking/seller/calendar': json('GET', '/api/booking/seller/calendar?from=2030-01-07&days=7'),
  'POST /api/booking/seller/:id/status': async (role) => json('POST', `/api/booking/seller/${await freshBooking()}/status`, { status: 'completed' })(role),
  'POST /api/booking/seller/:id/move': async (role) => json('POST', `/api/booking/seller/${await freshBooking()}/move`, { employeeId: 'tolu', date: openDayFromToday(9), startTime: `${String(moveHour++).padStart(2, '0')}:00` })(role),
  'POST /api/contact': async (role) => json('POST', '/api/contact', { name: role, email: 'ada@example.ng', subject: 'Hello', message: 'Are you open on Sunday?' })(role),
  'GET /api/contact/seller': json('GET', '/api/contact/seller'),
  'POST /api/newsletter': async (role) => json('POST', '/api/newsletter', { email: `${role.replace(' ', '-')}@example.ng` })(role),
  'GET /api/order/payment-methods': json('GET', '/api/order/payment-methods'),
  'GET /api/product/offers': json('GET', '/api/product/offers'),
  'GET /api/product/best-sellers': json('GET', '/api/product/best-sellers'),
  'GET /api/help/:slug': json('GET', '/api/help/faqs'),
  'PUT /api/help/:slug': json('PUT', '/api/help/payment-methods', { title: 'Payment Methods', body: 'Cash or Paystack.' }),
  'POST /api/help/preview': json('POST', '/api/help/preview', { body: '**Cash**' }),
  // These end every session of the account: shoppers use one of their own, and the seller signs in again after the table.
  'POST /api/user/logout-everywhere': async (role) => ({
    method: 'POST',
    url: '/api/user/logout-everywhere',
    headers: role.startsWith('user') ? { cookie: (await freshCookie('user B'))! } : headersOf(role),
  }),
  'POST /api/seller/logout-everywhere': json('POST', '/api/seller/logout-everywhere'),
  "POST /api/user/forgot-password (A's e-mail)": async (role) => json('POST', '/api/user/forgot-password', { email: a.email })(role),
  'POST /api/user/reset-password (an unknown link)': async (role) => json('POST', '/api/user/reset-password', { token: 'x'.repeat(43), password: 'a-new-password' })(role),
  'GET /api/seller/outbox': json('GET', '/api/seller/outbox'),
  'GET /api/delivery/options': json('GET', '/api/delivery/options'),
  'POST /api/order/quote': async (role) => json('POST', '/api/order/quote', { items: [{ product: productId, quantity: 1 }] })(role),
  'GET /api/delivery/seller': json('GET', '/api/delivery/seller'),
  'POST /api/delivery/seller/zones': async (role) => json('POST', '/api/delivery/seller/zones', await newZone())(role),
  'PUT /api/delivery/seller/zones/:id': async (role) => {
    const [{ _id, ...zone }] = (await deliveryZones()) as [Awaited<ReturnType<typeof deliveryZones>>[number]]
    return json('PUT', `/api/delivery/seller/zones/${_id}`, zone)(role)
  },
  'POST /api/delivery/seller/zones/:id/delete': async (role) => {
    const zone = (await shop.app.inject({ method: 'POST', url: '/api/delivery/seller/zones', headers: { cookie: seller }, payload: await newZone() })).json().zone
    return json('POST', `/api/delivery/seller/zones/${zone._id}/delete`)(role)
  },
  'PUT /api/delivery/seller/pickup': json('PUT', '/api/delivery/seller/pickup', { enabled: true, address: '14 Admiralty Way, Lekki Phase 1, Lagos', hours: 'Monday to Saturday, 8:00 to 18:00' }),
  'GET /api/order/seller/dispatch': json('GET', '/api/order/seller/dispatch'),
}

/** The README's 'Access matrix': request label → expected status per role. */
function readMatrix(): Map<string, Record<Role, number>> {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf('## Access matrix'), readme.indexOf('\n## ', readme.indexOf('## Access matrix') + 1))
  const rows = section.split('\n').filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) /.test(line))
  return new Map(
    rows.map((line) => {
      const [label, ...cells] = line.split('|').slice(1, -1).map((cell) => cell.trim())
      return [label!, Object.fromEntries(ROLES.map((role, index) => [role, Number(cells[index])])) as Record<Role, number>]
    }),
  )
}

const routeOf = (label: string) => {
  const [method, url] = label.split(' ') as [HTTPMethods, string]
  return { method, url }
}

describe('the access matrix', () => {
  const matrix = readMatrix()

  it('lists every route the shop has, and nothing it lacks', () => {
    expect(matrix.size).toBeGreaterThanOrEqual(20)
    for (const label of matrix.keys()) {
      expect({ label, known: label in requests, routed: shop.app.hasRoute(routeOf(label)) }).toEqual({ label, known: true, routed: true })
    }
    const missing = Object.keys(requests).filter((label) => shop.app.hasRoute(routeOf(label)) && !matrix.has(label))
    expect(missing).toEqual([])
  })

  it('answers every cell with the README status', async () => {
    const answered: string[] = []
    for (const [label, expected] of matrix) {
      for (const role of ROLES) {
        const response = await shop.app.inject(await requests[label]!(role))
        answered.push(`${label} | ${role} | ${response.statusCode}${response.statusCode === expected[role] ? '' : ` (README: ${expected[role]})`}`)
      }
    }
    seller = await sellerCookie(shop)
    expect(answered.filter((line) => line.includes('README'))).toEqual([])
    console.log(`access matrix: ${answered.length} cells (${matrix.size} requests × ${ROLES.length} roles) match the README`)
  })
})

describe("B and A's data", () => {
  it("B's lists never hold A's addresses or orders, and B's cart never touches A's", async () => {
    const get = async (url: string, cookie: string) => (await shop.app.inject({ method: 'GET', url, headers: { cookie } })).json()
    const aCart = (await get('/api/user/is-auth', a.cookie)).user.cartItems
    await shop.app.inject({ method: 'POST', url: '/api/cart/update', headers: { cookie: b.cookie }, payload: { cartItems: { [productId]: 9 } } })
    expect((await get('/api/user/is-auth', a.cookie)).user.cartItems).toEqual(aCart)

    const bAddresses = (await get('/api/address/get', b.cookie)).addresses.map((x: { _id: string }) => x._id)
    expect(bAddresses).toContain(b.addressId)
    expect(bAddresses).not.toContain(a.addressId)
    const bOrders = (await get('/api/order/user', b.cookie)).orders.map((x: { _id: string }) => x._id)
    expect(bOrders).not.toContain(a.orderId)
  })

  it("B naming A as the owner (userId) still writes only B's own address and order", async () => {
    const { user } = (await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie: a.cookie } })).json()
    const before = (await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie: a.cookie } })).json().addresses
    const added = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie: b.cookie }, payload: { address: { ...lagosAddress, street: 'Tampered' }, userId: user._id } })
    expect(added.statusCode).toBe(201)
    expect((await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie: a.cookie } })).json().addresses).toEqual(before)

    const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: b.cookie }, payload: { items: [{ product: productId, quantity: 1 }], address: b.addressId, userId: user._id } })
    expect(placed.statusCode).toBe(201)
    const aOrders = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: a.cookie } })).json().orders.map((x: { _id: string }) => x._id)
    expect(aOrders).not.toContain(placed.json().orderId)
  })
})
