import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import type { HTTPMethods, InjectOptions } from 'fastify'
import { openDayFromToday } from '../../fixtures/salonDays'
import { nairaToKobo, taxKobo } from '../../src/contract/money'
import { NIGERIAN_STATES } from '../../src/contract/nigeria'
import { desc, like } from 'drizzle-orm'
import { outboxMessages, stockBatches } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, cookieFrom, lagosAddress, multipart, nextIp, phoneCodeSentTo, products, registerUser, sellerCookie, staffCookie, teamMember } from './helpers'

// Every endpoint as a guest, shopper A, shopper B (tampering with A's ids), the owner, a front-desk member, a
// stylist (Zainab) and a member disabled since she logged in: the statuses must be the README's 'Access matrix',
// cell for cell.

type Role = 'guest' | 'user A' | 'user B' | 'owner' | 'front desk' | 'stylist' | 'disabled'
const ROLES: Role[] = ['guest', 'user A', 'user B', 'owner', 'front desk', 'stylist', 'disabled']
type StaffRole = 'owner' | 'front desk' | 'stylist' | 'disabled'
const isStaff = (role: Role): role is StaffRole => ['owner', 'front desk', 'stylist', 'disabled'].includes(role)

let shop: TestShop
let a: { cookie: string; email: string; password: string; addressId: string; spareAddressId: string; orderId: string; spareOrderId: string; reference: string }
let b: { cookie: string; email: string; password: string; addressId: string }
let seller: string
/** Each member's login and her session for the table. */
const staff = {} as Record<StaffRole, { email: string; password: string; cookie: string; id: string }>
let productId: string
let image: Buffer

async function signUp(fields: { password?: string } = {}) {
  const { cookie, user, password } = await registerUser(shop, fields)
  return { cookie, email: user.email, password, addressId: await addAddress(shop, cookie) }
}

/** Every API route the shop registers, as 'METHOD /api/…' (HEAD twins of GET routes left out): its real route table. */
const registered = new Set<string>()

beforeAll(async () => {
  shop = await buildTestShop({
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) if (url.startsWith('/api/')) registered.add(`${one} ${url}`)
    },
  })
  for (const route of registered) if (route.startsWith('HEAD ') && registered.has(route.replace('HEAD', 'GET'))) registered.delete(route)
  productId = (await products(shop)).find((p) => p.inStock)!._id
  seller = await sellerCookie(shop)
  // A's password is hers alone: B sending it from B's session must not pass for B's own.
  const signedUp = await signUp({ password: 'a-password-of-her-own' })
  const order = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: signedUp.cookie }, payload: { items: [{ product: productId, quantity: 1 }], address: signedUp.addressId } })
  const online = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie: signedUp.cookie }, payload: { items: [{ product: productId, quantity: 2 }], address: signedUp.addressId } })
  const spare = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: signedUp.cookie }, payload: { items: [{ product: productId, quantity: 1 }], address: signedUp.addressId } })
  a = { ...signedUp, spareAddressId: await addAddress(shop, signedUp.cookie), orderId: order.json().orderId, spareOrderId: spare.json().orderId, reference: online.json().reference }
  b = await signUp()
  expect(b.password).not.toBe(a.password)
  staff.owner = { email: shop.config.sellerEmail, password: shop.config.sellerPassword, cookie: seller, id: '' }
  staff['front desk'] = await teamMember(shop, seller, { role: 'front-desk' })
  staff.stylist = await teamMember(shop, seller, { role: 'stylist', staffId: 'zainab' })
  staff.disabled = await teamMember(shop, seller, { role: 'front-desk' })
  await shop.app.inject({ method: 'POST', url: `/api/seller/team/${staff.disabled.id}/disable`, headers: { cookie: seller } })
  image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b0476b' } }).png().toBuffer()
}, 60_000)
afterAll(() => shop.close())

/** A fresh session of that role, for requests that end it (logout); a disabled member's old one (she can log in no more). */
async function freshCookie(role: Role): Promise<string | undefined> {
  if (role === 'guest') return undefined
  if (role === 'disabled') return staff.disabled.cookie
  if (isStaff(role)) return staffCookie(shop, staff[role].email, staff[role].password)
  const { email, password } = role === 'user A' ? a : { email: (await registerUser(shop)).user.email, password: 'correct-horse' }
  const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: nextIp() })
  return cookieFrom(login, 'glow_session')
}

const cookieOf = (role: Role) => (isStaff(role) ? staff[role].cookie : { guest: undefined, 'user A': a.cookie, 'user B': b.cookie }[role])
const headersOf = (role: Role) => (cookieOf(role) ? { cookie: cookieOf(role)! } : {})
const json = (method: HTTPMethods, url: string, payload?: object) => async (role: Role): Promise<InjectOptions> => ({ method, url, payload, headers: headersOf(role) })
const booking = () => ({ category: 'nails', preferredEmployee: 'any', date: openDayFromToday(5), startTime: '09:00', service: 'pedicure', fullName: 'Ada', email: 'ada@example.ng', phone: '08012345678', paymentMethod: 'card' })
let bookingHour = 8

/** Something the seller makes for a cell to act on: the id (or the `key` object's id) the answer names. */
async function sellerCreates(url: string, payload: object, key: string): Promise<string> {
  const answer = (await shop.app.inject({ method: 'POST', url, payload, headers: { cookie: seller } })).json()
  return typeof answer[key] === 'string' ? answer[key] : answer[key].id
}

const freshHours: Record<string, number> = {}
let moveHour = 8
let deskDay = 0
/** A booking of its own (Zainab's unless named; `days` ahead), as a client makes it: its id and her manage link's token. */
async function bookVisit(member = 'zainab', days = 8): Promise<{ id: string; token: string }> {
  const hour = (freshHours[`${member}${days}`] ??= 8)
  freshHours[`${member}${days}`] = hour + 1
  // Paid on the visit: booked at once (a card booking would await its deposit, which the owner cannot confirm).
  const payload = { ...booking(), category: 'hair', service: 'makeup', preferredEmployee: member, date: openDayFromToday(days), startTime: `${String(hour).padStart(2, '0')}:00`, paymentMethod: 'pay-on-visit' }
  const made = (await shop.app.inject({ method: 'POST', url: '/api/booking', payload, remoteAddress: nextIp() })).json()
  return { id: made.booking._id, token: made.manageToken }
}

/** A booking of its own for each cell, which the cell marks or moves. */
const freshBooking = async (member = 'zainab', days = 8): Promise<string> => (await bookVisit(member, days)).id

let manageLink: Promise<string> | undefined
/** One client's manage link, which the cells only read. */
const clientsLink = () => (manageLink ??= bookVisit('zainab', 20).then(({ token }) => token))
let rescheduleHour = 8
let waitingPhone = 0
/** The manage link is the client's key, whoever's browser sends it: no cookie plays a part, and each cell comes from an address of its own. */
const manageRequest = (method: HTTPMethods, url: string, payload?: object) => async (role: Role): Promise<InjectOptions> => ({ ...(await json(method, url, payload)(role)), remoteAddress: nextIp() })

let nobodysService: Promise<{ category: string; service: string }> | undefined
/** A category and service nobody on the team does: a walk-in for it is refused (409) whatever the time of day. */
const serviceNobodyDoes = () =>
  (nobodysService ??= (async () => {
    const category = await sellerCreates('/api/booking/seller/categories', { name: 'Henna', anyLabel: 'Any henna artist' }, 'category')
    const service = await sellerCreates('/api/booking/seller/services', { categoryId: category, name: 'Henna Hands', durationMinutes: 60, price: 5000 }, 'service')
    return { category, service }
  })())

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

/** A walk-in's bill of one unit of the product, paid in cash to the kobo. */
async function walkInSale(): Promise<object> {
  const { offerPrice } = (await products(shop)).find((p) => p._id === productId)!
  const subtotal = nairaToKobo(offerPrice)
  return { lines: [{ product: productId, quantity: 1 }], payments: [{ method: 'cash', amount: (subtotal + taxKobo(subtotal)) / 100 }] }
}

/** A gift card of its own for each cell, bought by another shopper and paid in the sandbox: its id and code (from her message). */
async function paidGiftCard(): Promise<{ id: string; code: string }> {
  const { cookie } = await registerUser(shop)
  const bought = await shop.app.inject({ method: 'POST', url: '/api/gift-cards', headers: { cookie }, payload: { amount: 10_000, recipientName: 'Ngozi', recipientEmail: 'ngozi@example.ng' } })
  const { reference } = bought.json()
  await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  await shop.app.inject({ method: 'GET', url: `/api/gift-cards/paystack/verify?reference=${reference}` })
  const [sent] = await shop.database.db.select({ key: outboxMessages.key, text: outboxMessages.text }).from(outboxMessages).where(like(outboxMessages.key, 'gift-card:%:delivery:ngozi@example.ng')).orderBy(desc(outboxMessages.createdAt)).limit(1)
  return { id: sent!.key.split(':')[1]!, code: /Your code: ([0-9A-Z-]{19})/.exec(sent!.text)![1]! }
}

let stockedProduct: Promise<string> | undefined
/** The product deliveries bring units of: not the one the orders' cells buy, whose count they would start. */
const deliveredProduct = () => (stockedProduct ??= products(shop).then((listed) => listed.filter((p) => p._id !== productId).at(-1)!._id))

/** A batch past its date for each cell to write off (out of its product's count already). */
async function expiredBatch(): Promise<string> {
  const [row] = await shop.database.db
    .insert(stockBatches)
    .values({ productId: await deliveredProduct(), received: 1, remaining: 1, expiresOn: '2020-01-01', lapsed: true })
    .returning({ id: stockBatches.id })
  return row!.id
}

/** A batch on sale, not past its date, for each cell to keep for the salon. */
async function batchOnSale(): Promise<string> {
  const [row] = await shop.database.db.insert(stockBatches).values({ productId: await deliveredProduct(), received: 1, remaining: 1 }).returning({ id: stockBatches.id })
  return row!.id
}

/** A sale of its own for each cell, closed by the owner. */
const counterSale = async (): Promise<string> => (await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: seller }, payload: await walkInSale() })).json().sale._id

let aPhone: Promise<string> | undefined
/** A asks for a number of her own in My Account once: the code the SMS sent to it carries. */
const aPhoneCode = () =>
  (aPhone ??= (async () => {
    const asked = await shop.app.inject({ method: 'PUT', url: '/api/messages/preferences', headers: { cookie: a.cookie }, payload: { phone: '0805 555 0145', channel: 'sms', consent: true } })
    return phoneCodeSentTo(shop, asked.json().pending.phone)
  })())

let codes = 0
/** A discount code of its own for each request that makes one. */
const newCode = () => ({ code: `ACCESS${(codes += 1)}X${Math.floor(Math.random() * 1e6)}`, kind: 'percent', value: 10, appliesTo: 'order', from: '2026-01-01T00:00', channel: 'both' })

/** A campaign for next year, so it waits (the owner's cells cancel or read it). */
const scheduledCampaign = { audience: 'all', text: 'Braids 20% off', sendAt: `${new Date().getFullYear() + 1}-03-02T10:00` }
/** A waiting campaign of its own for each cell: its id. */
const waitingCampaign = async (): Promise<string> => (await shop.app.inject({ method: 'POST', url: '/api/campaigns', payload: scheduledCampaign, headers: { cookie: seller } })).json().campaign._id

/** How to send each row of the README's table. */
const requests: Record<string, (role: Role) => Promise<InjectOptions>> = {
  'GET /api/health': json('GET', '/api/health'),
  'GET /api/health/ready': json('GET', '/api/health/ready'),
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
  'POST /api/user/logout': async (role) => ({ method: 'POST', url: '/api/user/logout', headers: { cookie: isStaff(role) ? (cookieOf(role) ?? '') : ((await freshCookie(role)) ?? '') } }),
  'GET /api/user/logout': json('GET', '/api/user/logout'),
  "POST /api/seller/login (seller's credentials)": async (role) => ({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: shop.config.sellerEmail, password: staff.owner.password },
    remoteAddress: nextIp(),
    headers: isStaff(role) ? { cookie: (await freshCookie(role))! } : headersOf(role),
  }),
  'GET /api/seller/is-auth': json('GET', '/api/seller/is-auth'),
  'GET /api/seller/summary': json('GET', '/api/seller/summary'),
  'GET /api/seller/customers': json('GET', '/api/seller/customers'),
  'GET /api/seller/export/orders.csv': json('GET', '/api/seller/export/orders.csv?from=2026-01-01&to=2026-01-31'),
  'GET /api/seller/export/products.csv': json('GET', '/api/seller/export/products.csv'),
  'POST /api/seller/logout': async (role) => ({ method: 'POST', url: '/api/seller/logout', headers: { cookie: isStaff(role) ? ((await freshCookie(role)) ?? '') : (cookieOf(role) ?? '') } }),
  'GET /api/seller/logout': json('GET', '/api/seller/logout'),
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
  'DELETE /api/product/:id': async (role) => json('DELETE', `/api/product/${await spareProduct()}`)(role),
  // Shades: a product of its own becomes a group, or a group of its own gets a shade or is saved as it is.
  'POST /api/product/group': async (role) => json('POST', '/api/product/group', { id: await spareProduct(), options: ['Shade'], values: ['Ebony 540'] })(role),
  'POST /api/product/group/:id/variants': async (role) => {
    const { group } = await spareGroup()
    return json('POST', `/api/product/group/${group}/variants`, { values: ['Ivory 120'], price: 500, offerPrice: 400 })(role)
  },
  'PUT /api/product/group/:id': async (role) => {
    const { group, id } = await spareGroup()
    return json('PUT', `/api/product/group/${group}`, { options: ['Shade'], rows: [{ id, values: ['Ebony 540'], price: 500, offerPrice: 400 }] })(role)
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
  "POST /api/order/status (A's order)": async (role) => json('POST', '/api/order/status', { orderId: await freshOrder(), status: 'Processing' })(role),
  "POST /api/order/mark-paid (A's order)": async (role) => json('POST', '/api/order/mark-paid', { orderId: await freshOrder() })(role),
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
    categories: ['nails'],
    hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
  }),
  // Chidi's photo and the massage's: no other cell shows them.
  'PUT /api/booking/seller/services/:id/photo': async (role) => photo('/api/booking/seller/services/massage/photo', role),
  'DELETE /api/booking/seller/services/:id/photo': json('DELETE', '/api/booking/seller/services/massage/photo'),
  'PUT /api/booking/seller/team/:id/photo': async (role) => photo('/api/booking/seller/team/chidi/photo', role),
  'DELETE /api/booking/seller/team/:id/photo': json('DELETE', '/api/booking/seller/team/chidi/photo'),
  'POST /api/booking/seller/team/:id/delete': async (role) => json('POST', `/api/booking/seller/team/${await sellerCreates('/api/booking/seller/team', { name: 'Spare', role: 'Trainee' }, 'id')}/delete`)(role),
  'POST /api/booking/seller/time-off': json('POST', '/api/booking/seller/time-off', { staffId: 'chidi', date: '2030-01-07', from: '10:00', to: '11:00' }),
  'POST /api/booking/seller/time-off/:id/delete': async (role) =>
    json('POST', `/api/booking/seller/time-off/${await sellerCreates('/api/booking/seller/time-off', { staffId: 'chidi', date: '2030-01-08' }, 'timeOff')}/delete`)(role),
  'GET /api/booking/deposit': async (role) => json('GET', `/api/booking/deposit?reference=${await heldDeposit()}`)(role),
  'GET /api/booking/deposit/verify': async (role) => json('GET', `/api/booking/deposit/verify?reference=${await heldDeposit()}`)(role),
  'GET /api/booking/policy': json('GET', '/api/booking/policy?category=hair&service=makeup'),
  // A wizard's hold is no desk link: its page says so, and its card is refused.
  'GET /api/booking/deposit/pay/:reference': async (role) => json('GET', `/api/booking/deposit/pay/${await heldDeposit()}`)(role),
  'GET /api/booking/deposit/pay/:reference/card': async (role) => json('GET', `/api/booking/deposit/pay/${await heldDeposit()}/card`)(role),
  'GET /api/booking/seller/policy': json('GET', '/api/booking/seller/policy?category=hair&service=makeup'),
  'GET /api/booking/seller/policies': json('GET', '/api/booking/seller/policies'),
  // The settings' card deposit, as a policy of its own: nothing else changes for the other cells.
  'PUT /api/booking/seller/policies': json('PUT', '/api/booking/seller/policies', { service: 'makeup', depositKind: 'percent', depositValue: 30, feeKind: 'none' }),
  'DELETE /api/booking/seller/policies/:service': async (role) => {
    await shop.app.inject({ method: 'PUT', url: '/api/booking/seller/policies', headers: { cookie: seller }, payload: { service: 'pedicure', depositKind: 'percent', depositValue: 30, feeKind: 'none' } })
    return json('DELETE', '/api/booking/seller/policies/pedicure')(role)
  },
  // A booking that owes no fee: the owner is told so, the others may not ask.
  'GET /api/booking/seller/:id/fee': async (role) => json('GET', `/api/booking/seller/${await freshBooking('zainab', 31)}/fee`)(role),
  'POST /api/booking/seller/:id/fee/charge': async (role) => json('POST', `/api/booking/seller/${await freshBooking('zainab', 32)}/fee/charge`)(role),
  'POST /api/booking/seller/:id/fee/waive': async (role) => json('POST', `/api/booking/seller/${await freshBooking('zainab', 33)}/fee/waive`)(role),
  'GET /api/booking/seller/settings': json('GET', '/api/booking/seller/settings'),
  'PATCH /api/booking/seller/settings': json('PATCH', '/api/booking/seller/settings', { depositPercent: 30 }),
  'GET /api/booking/seller/calendar': json('GET', '/api/booking/seller/calendar?from=2030-01-07&days=7'),
  "POST /api/booking/seller/:id/status (Zainab's booking)": async (role) => json('POST', `/api/booking/seller/${await freshBooking()}/status`, { status: 'completed', early: true })(role),
  "POST /api/booking/seller/:id/status (Tolu's booking)": async (role) => json('POST', `/api/booking/seller/${await freshBooking('tolu')}/status`, { status: 'completed', early: true })(role),
  'GET /api/booking/seller/:id/move-times': async (role) => json('GET', `/api/booking/seller/${await freshBooking('zainab', 12)}/move-times?employeeId=tolu&date=${openDayFromToday(9)}`)(role),
  'POST /api/booking/seller/:id/move': async (role) => json('POST', `/api/booking/seller/${await freshBooking('zainab', 10)}/move`, { employeeId: 'tolu', date: openDayFromToday(9), startTime: `${String(moveHour++).padStart(2, '0')}:00` })(role),
  // The pedicure at 09:00 on a day of its own for each cell.
  'POST /api/booking/seller/new': async (role) => json('POST', '/api/booking/seller/new', { ...booking(), paymentMethod: undefined, date: openDayFromToday(11 + deskDay++) })(role),
  'POST /api/booking/seller/walk-in (a service nobody does)': async (role) => json('POST', '/api/booking/seller/walk-in', { ...(await serviceNobodyDoes()), fullName: 'Ada', phone: '08012345678' })(role),
  'GET /api/booking/seller/clients': json('GET', '/api/booking/seller/clients?q=ada'),
  'GET /api/booking/seller/clients/visits': json('GET', '/api/booking/seller/clients/visits?phone=08012345678&when=past'),
  'PUT /api/booking/seller/clients/:phone/record': json('PUT', '/api/booking/seller/clients/08012345678/record', { notes: 'Prefers mornings', lastPatchTest: null }),
  'GET /api/booking/seller/clients/patch-test': json('GET', `/api/booking/seller/clients/patch-test?phone=08012345678&service=pedicure&date=${openDayFromToday(5)}`),
  'POST /api/contact': async (role) => ({ ...(await json('POST', '/api/contact', { name: role, email: 'ada@example.ng', subject: 'Hello', message: 'Are you open on Sunday?' })(role)), remoteAddress: nextIp() }),
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
  'POST /api/seller/logout-everywhere': async (role) => ({ method: 'POST', url: '/api/seller/logout-everywhere', headers: isStaff(role) ? { cookie: (await freshCookie(role))! } : headersOf(role) }),
  "POST /api/user/forgot-password (a shopper's e-mail)": async (role) => ({ ...(await json('POST', '/api/user/forgot-password', { email: (await registerUser(shop)).user.email })(role)), remoteAddress: nextIp() }),
  'POST /api/user/reset-password (an unknown link)': async (role) => json('POST', '/api/user/reset-password', { token: 'x'.repeat(43), password: 'a-new-password' })(role),
  'GET /api/seller/outbox': json('GET', '/api/seller/outbox'),
  'GET /api/messages/options': json('GET', '/api/messages/options'),
  'GET /api/messages/preferences': json('GET', '/api/messages/preferences'),
  // A number is hers only once the code sent to it comes back: saving one is 202, the code sent, nothing hers yet.
  'PUT /api/messages/preferences (a number not yet hers)': json('PUT', '/api/messages/preferences', { phone: '0803 123 4567', channel: 'sms', consent: true }),
  // The code sent for a number A asked for: A's cell makes the number hers; B's session sends it against B's own code.
  "POST /api/messages/preferences/confirm (the code sent for A's number)": async (role) => json('POST', '/api/messages/preferences/confirm', { code: await aPhoneCode() })(role),
  'DELETE /api/messages/preferences': json('DELETE', '/api/messages/preferences'),
  'GET /api/messages/settings': json('GET', '/api/messages/settings'),
  'PUT /api/messages/settings': json('PUT', '/api/messages/settings', { defaultChannel: 'whatsapp', ownerPhone: '', ownerChannel: 'whatsapp', bank: '', accountNumber: '', accountName: '' }),
  'POST /api/messages/termii/webhook (unsigned)': json('POST', '/api/messages/termii/webhook', { message_id: '1', status: 'DELIVERED' }),
  'POST /api/messages/whatsapp/webhook (unsigned)': json('POST', '/api/messages/whatsapp/webhook', { object: 'whatsapp_business_account', entry: [] }),
  'GET /api/messages/whatsapp/webhook (a wrong verify token)': json('GET', '/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1'),
  'GET /api/messages/stop/:token': json('GET', '/api/messages/stop/abcdefghijklmnop'),
  'POST /api/messages/stop/:token (an unknown link)': async (role) => ({ method: 'POST', url: '/api/messages/stop/abcdefghijklmnop', payload: '', headers: { ...headersOf(role), 'content-type': 'application/x-www-form-urlencoded' } }),
  // Her session stays; only the roles it succeeds for learn their new password.
  'POST /api/seller/change-password': async (role) => {
    const member = isStaff(role) ? staff[role] : undefined
    const currentPassword = member?.password ?? 'whatever-1'
    const newPassword = `${currentPassword}+`
    if (member && role !== 'disabled') member.password = newPassword
    return json('POST', '/api/seller/change-password', { currentPassword, newPassword })(role)
  },
  'GET /api/seller/invitation (an unknown link)': json('GET', `/api/seller/invitation?token=${'x'.repeat(43)}`),
  'POST /api/seller/join (an unknown link)': json('POST', '/api/seller/join', { token: 'x'.repeat(43), password: 'a-new-password' }),
  'GET /api/seller/team': json('GET', '/api/seller/team'),
  'POST /api/seller/team (a new e-mail)': async (role) => json('POST', '/api/seller/team', { name: 'Bisi', email: `bisi-${role.replace(' ', '-')}-${Date.now()}@glowbeauty.ng`, role: 'front-desk' })(role),
  'PATCH /api/seller/team/:id (the front-desk member, as she is)': async (role) => json('PATCH', `/api/seller/team/${staff['front desk'].id}`, { role: 'front-desk' })(role),
  'POST /api/seller/team/:id/resend (a member invited)': async (role) => json('POST', `/api/seller/team/${await invitedMember()}/resend`)(role),
  'POST /api/seller/team/:id/disable (a member invited)': async (role) => json('POST', `/api/seller/team/${await invitedMember()}/disable`)(role),
  'POST /api/seller/team/:id/enable (a member disabled)': async (role) => {
    const id = await invitedMember()
    await shop.app.inject({ method: 'POST', url: `/api/seller/team/${id}/disable`, headers: { cookie: seller } })
    return json('POST', `/api/seller/team/${id}/enable`)(role)
  },
  // The owner's cell asks the whole team for new passwords: the next cell first lifts that, so the later rows find them as they were.
  'POST /api/seller/team/new-passwords': async (role) => {
    if (role === 'front desk') await liftPasswordRequests()
    return json('POST', '/api/seller/team/new-passwords')(role)
  },
  'POST /api/seller/team/:id/logout-everywhere (a member invited)': async (role) => json('POST', `/api/seller/team/${await invitedMember()}/logout-everywhere`)(role),
  'GET /api/seller/activity': json('GET', '/api/seller/activity'),
  'POST /api/user/send-verification': json('POST', '/api/user/send-verification'),
  'GET /api/user/open-orders': json('GET', '/api/user/open-orders'),
  // Her own file, whoever asks: B gets B's (the test below reads it for anything of A's).
  'GET /api/user/data': json('GET', '/api/user/data'),
  // A changes her password (the table goes on with the new one); B sends A's from B's session and is refused: the account is the session's.
  "POST /api/user/change-password (A's current password)": async (role) => {
    const currentPassword = a.password
    const newPassword = `${currentPassword}+`
    if (role === 'user A') a.password = newPassword
    return { ...(await json('POST', '/api/user/change-password', { currentPassword, newPassword })(role)), remoteAddress: nextIp() }
  },
  // A's cell deletes a shopper of her own who has A's password, so the table's A lives on; B sends A's password from B's session.
  "POST /api/user/delete-account (A's password)": async (role) => {
    const cookie = role === 'user A' ? (await registerUser(shop, { password: a.password })).cookie : cookieOf(role)
    return { method: 'POST', url: '/api/user/delete-account', payload: { password: a.password }, headers: cookie ? { cookie } : {}, remoteAddress: nextIp() }
  },
  // Track Order: the number with the e-mail that placed it is the key, whoever asks; another e-mail learns nothing.
  "POST /api/order/track (A's number and e-mail)": async (role) => ({ ...(await json('POST', '/api/order/track', { reference: a.orderId.slice(0, 8), email: a.email })(role)), remoteAddress: nextIp() }),
  "POST /api/order/track (A's number, B's e-mail)": async (role) => ({ ...(await json('POST', '/api/order/track', { reference: a.orderId.slice(0, 8), email: b.email })(role)), remoteAddress: nextIp() }),
  "GET /api/booking/manage/:token (the client's link)": async (role) => manageRequest('GET', `/api/booking/manage/${await clientsLink()}`)(role),
  'GET /api/booking/manage/:token (an unknown link)': manageRequest('GET', `/api/booking/manage/${'x'.repeat(43)}`),
  "GET /api/booking/manage/:token/availability (the client's link)": async (role) => manageRequest('GET', `/api/booking/manage/${await clientsLink()}/availability?date=${openDayFromToday(22)}`)(role),
  // A booking of its own for each cell: cancelled, or moved to a free hour of Zainab's on another day.
  "POST /api/booking/manage/:token/cancel (the client's link)": async (role) => manageRequest('POST', `/api/booking/manage/${(await bookVisit('zainab', 21)).token}/cancel`)(role),
  'POST /api/booking/manage/:token/cancel (an unknown link)': manageRequest('POST', `/api/booking/manage/${'x'.repeat(43)}/cancel`),
  "POST /api/booking/manage/:token/reschedule (the client's link)": async (role) =>
    manageRequest('POST', `/api/booking/manage/${(await bookVisit('zainab', 23)).token}/reschedule`, { date: openDayFromToday(24), startTime: `${String(rescheduleHour++).padStart(2, '0')}:00` })(role),
  // A wish of its own for each cell (a number of its own: a client keeps a few at most), from an address of its own.
  'POST /api/booking/waitlist': async (role) => {
    const { category, preferredEmployee, service, fullName, email } = booking()
    const day = openDayFromToday(30)
    return manageRequest('POST', '/api/booking/waitlist', { category, preferredEmployee, service, fullName, email, phone: `0803555${String((waitingPhone += 1)).padStart(4, '0')}`, fromDate: day, untilDate: day, weekdays: [0, 1, 2, 3, 4, 5, 6], fromTime: '09:00', untilTime: '12:00' })(role)
  },
  'GET /api/booking/waitlist/offers/:token (an unknown link)': manageRequest('GET', `/api/booking/waitlist/offers/${'x'.repeat(43)}`),
  'POST /api/booking/waitlist/offers/:token/accept (an unknown link)': manageRequest('POST', `/api/booking/waitlist/offers/${'x'.repeat(43)}/accept`, { paymentMethod: 'pay-on-visit' }),
  'GET /api/booking/seller/waitlist': json('GET', '/api/booking/seller/waitlist'),
  'POST /api/booking/seller/waitlist/:id/offer (an unknown entry)': json('POST', `/api/booking/seller/waitlist/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/offer`, { date: openDayFromToday(30), startTime: '10:00' }),
  'POST /api/user/verify-email (an unknown link)': json('POST', '/api/user/verify-email', { token: 'x'.repeat(43) }),
  'GET /api/counter/products': json('GET', '/api/counter/products?q=a'),
  'GET /api/counter/visits': json('GET', '/api/counter/visits'),
  'POST /api/counter/sales': async (role) => json('POST', '/api/counter/sales', await walkInSale())(role),
  'GET /api/counter/sales/:id': async (role) => json('GET', `/api/counter/sales/${await counterSale()}`)(role),
  'POST /api/counter/sales/:id/void': async (role) => json('POST', `/api/counter/sales/${await counterSale()}/void`, { reason: 'Wrong item' })(role),
  'POST /api/counter/sales/:id/refunds': async (role) => {
    const made = (await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: seller }, payload: await walkInSale() })).json().sale
    return json('POST', `/api/counter/sales/${made._id}/refunds`, { line: made.lines[0]._id, reason: 'Wrong shade' })(role)
  },
  'GET /api/counter/day': json('GET', '/api/counter/day'),
  'GET /api/counter/settings': json('GET', '/api/counter/settings'),
  'PUT /api/counter/settings': json('PUT', '/api/counter/settings', { taxIncluded: false }),
  'GET /api/promotions/codes': json('GET', '/api/promotions/codes'),
  'POST /api/promotions/codes': async (role) => json('POST', '/api/promotions/codes', newCode())(role),
  'POST /api/promotions/codes/:id/pause': async (role) => json('POST', `/api/promotions/codes/${await sellerCreates('/api/promotions/codes', newCode(), 'id')}/pause`, { paused: true })(role),
  'GET /api/promotions/codes.csv': json('GET', '/api/promotions/codes.csv'),
  'POST /api/campaigns/preview': json('POST', '/api/campaigns/preview', { audience: 'all', text: 'Braids 20% off' }),
  'POST /api/campaigns': json('POST', '/api/campaigns', scheduledCampaign),
  'GET /api/campaigns': json('GET', '/api/campaigns'),
  'GET /api/campaigns/:id': async (role) => json('GET', `/api/campaigns/${await waitingCampaign()}`)(role),
  'POST /api/campaigns/:id/cancel': async (role) => json('POST', `/api/campaigns/${await waitingCampaign()}/cancel`)(role),
  'GET /api/campaigns/consent': json('GET', '/api/campaigns/consent'),
  'PUT /api/campaigns/consent (no number of her own)': json('PUT', '/api/campaigns/consent', { offers: true }),
  'POST /api/campaigns/back-in-stock/:id (a product in stock)': async (role) => ({ ...(await json('POST', `/api/campaigns/back-in-stock/${productId}`, { contact: '0803 123 4567' })(role)), remoteAddress: nextIp() }),
  'GET /api/c/:token': json('GET', '/api/c/abcdefghijklmnop'),
  'GET /api/c/:token/stop': json('GET', '/api/c/abcdefghijklmnop/stop'),
  'POST /api/c/:token/stop (an unknown link)': async (role) => ({ method: 'POST', url: '/api/c/abcdefghijklmnop/stop', payload: '', headers: { ...headersOf(role), 'content-type': 'application/x-www-form-urlencoded' } }),
  'GET /api/earnings/rules': json('GET', '/api/earnings/rules'),
  "POST /api/earnings/rules (a rule for Zainab)": json('POST', '/api/earnings/rules', { member: 'zainab', from: '2099-01-01', services: 30, products: 10 }),
  'GET /api/earnings/payroll': json('GET', '/api/earnings/payroll?from=2026-10-01&to=2026-10-31'),
  'GET /api/earnings/payroll.csv': json('GET', '/api/earnings/payroll.csv?from=2026-10-01&to=2026-10-31'),
  'POST /api/earnings/payroll/close (a period not over yet)': json('POST', '/api/earnings/payroll/close', { from: '2099-01-01', to: '2099-01-31' }),
  "GET /api/earnings/member (Zainab's figures)": json('GET', '/api/earnings/member?period=month&member=zainab'),
  "GET /api/earnings/member (Tolu's figures)": json('GET', '/api/earnings/member?period=month&member=tolu'),
  'GET /api/reports/period': json('GET', '/api/reports/period?from=2026-10-01&to=2026-10-31'),
  'GET /api/gift-cards/terms': json('GET', '/api/gift-cards/terms'),
  'POST /api/gift-cards': json('POST', '/api/gift-cards', { amount: 10_000, recipientName: 'Ngozi', recipientEmail: 'ngozi@example.ng' }),
  'GET /api/gift-cards/paystack/verify (a reference)': json('GET', `/api/gift-cards/paystack/verify?reference=glow_${'0'.repeat(24)}`),
  'GET /api/gift-cards/wallet': json('GET', '/api/gift-cards/wallet'),
  'POST /api/gift-cards/wallet (a card given to her)': async (role) => json('POST', '/api/gift-cards/wallet', { code: (await paidGiftCard()).code })(role),
  'GET /api/gift-cards/card/:token (a card\'s code)': async (role) => ({ ...(await json('GET', `/api/gift-cards/card/${(await paidGiftCard()).code}`)(role)), remoteAddress: nextIp() }),
  'GET /api/gift-cards/seller/summary': json('GET', '/api/gift-cards/seller/summary'),
  'GET /api/gift-cards/seller/cards': json('GET', '/api/gift-cards/seller/cards'),
  'GET /api/gift-cards/seller/gift-cards.csv': json('GET', '/api/gift-cards/seller/gift-cards.csv'),
  'POST /api/gift-cards/seller/:id/void': async (role) => json('POST', `/api/gift-cards/seller/${(await paidGiftCard()).id}/void`, { reason: 'Refunded by hand' })(role),
  'PUT /api/gift-cards/seller/terms': json('PUT', '/api/gift-cards/seller/terms', { amounts: [10_000, 20_000, 25_000, 50_000], minimumAnyAmount: 5_000, validityMonths: 12 }),
  'GET /api/stock/products': json('GET', '/api/stock/products?q=a'),
  'POST /api/stock/deliveries': async (role) =>
    json('POST', '/api/stock/deliveries', { supplier: 'Access Supplies', lines: [{ productId: await deliveredProduct(), quantity: 1, unitCost: 100 }] })(role),
  'GET /api/stock/batches': json('GET', '/api/stock/batches?view=expiring'),
  'POST /api/stock/batches/:id/write-off': async (role) => json('POST', `/api/stock/batches/${await expiredBatch()}/write-off`, {})(role),
  'GET /api/stock/sheet': json('GET', '/api/stock/sheet?category=Skincare'),
  'POST /api/stock/counts': async (role) => json('POST', '/api/stock/counts', { counts: [{ productId: await deliveredProduct(), counted: 5, reason: 'found' }] })(role),
  'GET /api/stock/moves': async (role) => json('GET', `/api/stock/moves?product=${await deliveredProduct()}`)(role),
  'GET /api/stock/settings': json('GET', '/api/stock/settings'),
  'POST /api/stock/batches/:id/salon-use': async (role) => json('POST', `/api/stock/batches/${await batchOnSale()}/salon-use`, { salonUse: true })(role),
  'GET /api/stock/services/:id/products': json('GET', '/api/stock/services/pedicure/products'),
  'PUT /api/stock/services/:id/products': json('PUT', '/api/stock/services/pedicure/products', { products: [] }),
  'GET /api/stock/margin': json('GET', '/api/stock/margin'),
  'PUT /api/stock/settings': json('PUT', '/api/stock/settings', { requireNafdac: false, expiryWarningDays: 60 }),
  'GET /api/reviews': json('GET', '/api/reviews'),
  'GET /api/reviews/request/:token (an unknown link)': json('GET', `/api/reviews/request/${'x'.repeat(43)}`),
  'POST /api/reviews/request/:token (an unknown link)': json('POST', `/api/reviews/request/${'x'.repeat(43)}`, { rating: 5, words: 'Lovely' }),
  'GET /api/reviews/seller': json('GET', '/api/reviews/seller'),
  'PATCH /api/reviews/seller/:id (an unknown review)': json('PATCH', '/api/reviews/seller/00000000-0000-4000-8000-000000000000', { status: 'published' }),
  'GET /api/reviews/seller/returning-clients': json('GET', '/api/reviews/seller/returning-clients'),
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

/** A photo uploaded as the owner's page sends it. */
async function photo(url: string, role: Role): Promise<InjectOptions> {
  const body = await multipart([{ name: 'image', file: { filename: 'photo.png', type: 'image/png', data: image } }])
  return { method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...headersOf(role) } }
}

/** A cash order of A's of its own for each cell, which the cell moves or marks paid. */
async function freshOrder(): Promise<string> {
  const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: a.cookie }, payload: { items: [{ product: productId, quantity: 1 }], address: a.addressId } })
  return placed.json().orderId
}

/** Every member asked for a new password is no longer asked. */
async function liftPasswordRequests(): Promise<void> {
  const { accounts } = (await shop.app.inject({ method: 'GET', url: '/api/seller/team', headers: { cookie: seller } })).json() as { accounts: { _id: string; mustChangePassword: boolean }[] }
  for (const account of accounts.filter((one) => one.mustChangePassword)) {
    await shop.app.inject({ method: 'PATCH', url: `/api/seller/team/${account._id}`, headers: { cookie: seller }, payload: { mustChangePassword: false } })
  }
}

/** A product the seller adds for one cell, which no order names. */
async function spareProduct(): Promise<string> {
  const body = await multipart([
    { name: 'productData', value: JSON.stringify({ name: 'Spare Comb', category: 'Hair', price: 500, offerPrice: 400 }) },
    { name: 'images', file: { filename: 'comb.png', type: 'image/png', data: image } },
  ])
  const added = await shop.app.inject({ method: 'POST', url: '/api/product/add', payload: body.payload, headers: { ...body.headers, cookie: seller } })
  return added.json().product._id
}

/** A spare product made the first shade of a group of its own. */
async function spareGroup(): Promise<{ group: string; id: string }> {
  const id = await spareProduct()
  const grouped = await shop.app.inject({ method: 'POST', url: '/api/product/group', headers: { cookie: seller }, payload: { id, options: ['Shade'], values: ['Ebony 540'] } })
  return { group: grouped.json().product.variant.group, id }
}

/** A member invited for one cell, who has not joined. */
const invitedMember = async () => (await teamMember(shop, seller, { role: 'front-desk', join: false })).id

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

/** The route a row of the table names: its method and address pattern, without the words in brackets. */
const routeOf = (label: string) => label.split(' ').slice(0, 2).join(' ')

describe('the access matrix', () => {
  const matrix = readMatrix()

  // The routes come from the server's own table, not from this file's requests: a route nobody wrote a row for is named here.
  it('has a row for every API route the server registers, and no row for a route it lacks', () => {
    expect(registered.size).toBeGreaterThanOrEqual(20)
    const rowed = new Set([...matrix.keys()].map(routeOf))
    expect({
      routesWithoutRow: [...registered].filter((route) => !rowed.has(route)).sort(),
      rowsWithoutRoute: [...matrix.keys()].filter((label) => !registered.has(routeOf(label))),
      rowsWithoutRequest: [...matrix.keys()].filter((label) => !(label in requests)),
      requestsWithoutRow: Object.keys(requests).filter((label) => !matrix.has(label)),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [], rowsWithoutRequest: [], requestsWithoutRow: [] })
  })

  it('answers every cell with the README status', async () => {
    const answered: string[] = []
    for (const [label, expected] of matrix) {
      for (const role of ROLES) {
        const response = await shop.app.inject(await requests[label]!(role))
        answered.push(`${label} | ${role} | ${response.statusCode}${response.statusCode === expected[role] ? '' : ` (README: ${expected[role]})`}`)
      }
    }
    seller = await staffCookie(shop, staff.owner.email, staff.owner.password)
    expect(answered.filter((line) => line.includes('README'))).toEqual([])
    console.log(`access matrix: ${answered.length} cells (${matrix.size} requests × ${ROLES.length} roles) match the README`)
  }, 180_000)
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

  it("B's session with A's password changes and deletes nothing of A's, and B's download holds B's data alone", async () => {
    const { user } = (await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie: a.cookie } })).json()
    const asB = (url: string, payload: object) => shop.app.inject({ method: 'POST', url, payload, headers: { cookie: b.cookie }, remoteAddress: nextIp() })
    expect((await asB('/api/user/change-password', { currentPassword: a.password, newPassword: 'taken-over-by-b' })).statusCode).toBe(403)
    expect((await asB('/api/user/delete-account', { password: a.password })).statusCode).toBe(403)
    const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: a.email, password: a.password }, remoteAddress: nextIp() })
    expect(login.statusCode).toBe(200)
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie: a.cookie } })).statusCode).toBe(200)

    const file = await shop.app.inject({ method: 'GET', url: `/api/user/data?userId=${user._id}`, headers: { cookie: b.cookie } })
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain(b.email)
    for (const aIs of [user._id, a.email, a.addressId, a.orderId]) expect(file.body).not.toContain(aIs)
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
