import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { lastBookableDay } from '../../src/contract/salon'
import { addDays } from '../../src/contract/shopClock'
import { IMAGE_WIDTHS } from '../../src/contract/images'
import { openDayFromToday } from '../../fixtures/salonDays'
import Fastify from 'fastify'
import { app, serverOptions } from '../src/app'
import { addresses, orders } from '../src/db/schema'
import { cancelUnpaidOnlineOrders } from '../src/repositories/orders'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, cookieFrom, orderState, paymentStartedAt, lagosAddress, multipart, nextIp, products, registerUser, sellerCookie, teamMember } from './helpers'

// What an attacker found against the running shop in production mode (issue 20), each kept fixed.

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const contactMessage = { name: 'Bola Ade', email: 'bola@example.ng', subject: 'Hello', message: 'Do you deliver to Ibadan?' }

/** How many of the answers had each status, e.g. `{ 401: 10, 429: 30 }`. */
const tally = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {}
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1
  return counts
}

let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop()
})
afterAll(() => shop.close())

describe('client addresses behind proxies', () => {
  /** Six contact messages from one connection, each naming another client in X-Forwarded-For. */
  const sixMessages = async (target: TestShop, remoteAddress: string, firstForwarded: number) => {
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${firstForwarded + attempt}` }
      statuses.push((await target.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, headers, payload: contactMessage })).statusCode)
    }
    return statuses
  }

  it('ignores a forged X-Forwarded-For in production: rotating it does not reset a limit', async () => {
    const production = await buildTestShop({ seed: false, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SELLER_PASSWORD: 'a-long-secret', ONLINE_PAYMENT: 'off', PUBLIC_URL: 'https://glowbeauty.ng' } })
    try {
      expect(await sixMessages(production, '198.51.100.3', 1)).toEqual([201, 201, 201, 201, 201, 429])
    } finally {
      await production.close()
    }
  })

  it('counts the address the trusted proxy names when TRUST_PROXY is set', async () => {
    const behindProxy = await buildTestShop({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } })
    try {
      expect(await sixMessages(behindProxy, '127.0.0.1', 1)).toEqual(Array<number>(6).fill(201))
      // A request that did not come through the trusted proxy is counted by its own address.
      expect(await sixMessages(behindProxy, '198.51.100.7', 100)).toEqual([201, 201, 201, 201, 201, 429])
    } finally {
      await behindProxy.close()
    }
  })
})

describe('online payment in production', () => {
  it('has no sandbox and refuses online orders when online payment is off', async () => {
    const production = await buildTestShop({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SELLER_PASSWORD: 'a-long-secret', ONLINE_PAYMENT: 'off', PUBLIC_URL: 'https://glowbeauty.ng' } })
    try {
      const { cookie } = await registerUser(production)
      const address = await addAddress(production, cookie)
      const [product] = await products(production)
      expect((await production.app.inject({ method: 'GET', url: '/api/order/payment-methods' })).json()).toEqual({ success: true, online: false })
      const online = await production.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: { items: [{ product: product!._id, quantity: 1 }], address } })
      expect(online.statusCode).toBe(400)
      expect(online.json().message).toBe('Online payment is not offered. Please choose cash on delivery.')
      const reference = 'glow_000000000000000000000000'
      expect((await production.app.inject({ method: 'GET', url: `/api/order/paystack/sandbox?reference=${reference}` })).statusCode).toBe(404)
      const pay = await production.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: { reference, outcome: 'pay' } })
      expect(pay.statusCode).toBe(404)
      expect(await production.database.db.select().from(orders)).toEqual([])
    } finally {
      await production.close()
    }
  })

  it('offers online payment where a gateway is configured', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/payment-methods' })).json()).toEqual({ success: true, online: true })
  })
})

describe('logins: attackers meet the limit, shoppers do not', () => {
  it('lets a shopper log in again and again: right passwords spend nothing', async () => {
    const { user, password } = await registerUser(shop)
    const from = nextIp()
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: from, payload: { email: user.email, password } })
      expect(response.statusCode).toBe(200)
    }
  })

  it('stops guesses at one account from any address after 10 failures, with Retry-After', async () => {
    const { user, password } = await registerUser(shop)
    const guess = () => shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextIp(), payload: { email: user.email, password: 'wrong-guess-1' } })
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess()).statusCode).toBe(401)
    const refused = await guess()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({ success: false, message: 'Too many failed attempts. Please wait 15 minutes and try again.' })
    // Even the right password waits: the attacker cannot tell a hit from a miss.
    const right = await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextIp(), payload: { email: user.email, password } })
    expect(right.statusCode).toBe(429)
  })

  it('stops one address after 100 failures over many accounts, and other shoppers behind it meet nothing before', async () => {
    const carrier = nextIp()
    const { user, password } = await registerUser(shop)
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const miss = await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: carrier, payload: { email: `nobody${attempt}@example.ng`, password: 'wrong-guess-1' } })
      expect(miss.statusCode).toBe(401)
      if (attempt === 50) {
        const shopper = await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: carrier, payload: { email: user.email, password } })
        expect(shopper.statusCode).toBe(200)
      }
    }
    const after = await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: carrier, payload: { email: user.email, password } })
    expect(after.statusCode).toBe(429)
  }, 60_000)

  it('counts failed seller logins per team account, as a shopper\'s: a guessed-at owner waits, her receptionist logs in', async () => {
    const sellerShop = await buildTestShop({ seed: false })
    try {
      const owner = await sellerCookie(sellerShop)
      const frontDesk = await teamMember(sellerShop, owner, { role: 'front-desk' })
      const login = (email: string, password: string) => sellerShop.app.inject({ method: 'POST', url: '/api/seller/login', remoteAddress: nextIp(), payload: { email, password } })
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(sellerShop.config.sellerEmail, 'not-the-password')).statusCode).toBe(401)
      expect((await login(sellerShop.config.sellerEmail.toUpperCase(), sellerShop.config.sellerPassword)).statusCode).toBe(429)
      expect((await login(frontDesk.email, frontDesk.password)).statusCode).toBe(200)
    } finally {
      await sellerShop.close()
    }
  })

  // Issue 32: the limit was checked before the slow password check and counted after it, so parallel guesses all passed.
  it('stops 40 parallel guesses at one account from 40 addresses at 10, and lets the right password in afterwards no sooner', async () => {
    const { user, password } = await registerUser(shop)
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextIp(), payload: { email: user.email, password: 'wrong-guess-1' } })),
    )
    expect(tally(guesses)).toEqual({ 401: 10, 429: 30 })
    expect((await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextIp(), payload: { email: user.email, password } })).statusCode).toBe(429)
  })

  it('holds the seller account and one address to their allowances under parallel guesses too', async () => {
    const sellerShop = await buildTestShop({ seed: false, env: { LOGIN_FAILURES_PER_ADDRESS: '5' } })
    try {
      const sellerGuesses = await Promise.all(
        Array.from({ length: 40 }, () => sellerShop.app.inject({ method: 'POST', url: '/api/seller/login', remoteAddress: nextIp(), payload: { email: sellerShop.config.sellerEmail, password: 'not-the-password' } })),
      )
      expect(tally(sellerGuesses)).toEqual({ 401: 10, 429: 30 })
      const carrier = nextIp()
      const addressGuesses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          sellerShop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: carrier, payload: { email: `nobody${index}@example.ng`, password: 'wrong-guess-1' } }),
        ),
      )
      expect(tally(addressGuesses)).toEqual({ 401: 5, 429: 15 })
    } finally {
      await sellerShop.close()
    }
  })
})

describe('limits a real shopper never meets', () => {
  it('lets a shopper place 20 orders in a minute and refuses the 21st with Retry-After; refused requests cost nothing', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const [product] = (await products(shop)).filter((listed) => listed.inStock)
    const place = (quantity = 1) => shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product!._id, quantity }], address } })
    for (let refused = 0; refused < 5; refused += 1) expect((await place(0)).statusCode).toBe(400)
    for (let order = 0; order < 20; order += 1) expect((await place()).statusCode).toBe(201)
    const refused = await place()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toBe('You have placed several orders in the last minute. Please wait a minute before placing another.')
    // Another shopper is not held up by the first one's orders.
    const other = await registerUser(shop)
    const otherAddress = await addAddress(shop, other.cookie)
    const theirs = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: other.cookie }, payload: { items: [{ product: product!._id, quantity: 1 }], address: otherAddress } })
    expect(theirs.statusCode).toBe(201)
  })

  it('stores at most 20 of 50 parallel cash orders from one shopper', async () => {
    const { cookie, user } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const [product] = (await products(shop)).filter((listed) => listed.inStock)
    const placed = await Promise.all(
      Array.from({ length: 50 }, () => shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product!._id, quantity: 1 }], address } })),
    )
    expect(tally(placed)).toEqual({ 201: 20, 429: 30 })
    expect(await shop.database.db.$count(orders, eq(orders.userId, user._id))).toBe(20)
  })

  const booking = (date: string, startTime: string) => ({
    category: 'nails',
    preferredEmployee: 'any',
    date,
    startTime,
    service: 'pedicure',
    fullName: 'Funmi Ade',
    email: 'funmi@example.ng',
    phone: '08031234567',
    paymentMethod: 'pay-on-visit',
  })

  it('takes 10 bookings an hour from one address, counting only those made, then 429 with Retry-After', async () => {
    const from = nextIp()
    const date = openDayFromToday(3)
    const book = (day: string, startTime: string) => shop.app.inject({ method: 'POST', url: '/api/booking', remoteAddress: from, payload: booking(day, startTime) })
    // One nail technician: the second booking of 08:00 is refused (409) and costs nothing.
    const statuses = []
    // The demo team works 08:00 to 18:00: ten one-hour start times.
    for (const slot of ['08:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']) statuses.push((await book(date, slot)).statusCode)
    expect(statuses).toEqual([201, 409, ...Array<number>(9).fill(201)])
    const refused = await book(openDayFromToday(4), '08:00')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().message).toBe('Several bookings have been made from your network in the last hour. Please call us to book more.')
  })

  it('makes at most 10 of 20 parallel bookings from one address', async () => {
    const from = nextIp()
    const slots = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']
    const asked = [openDayFromToday(20), openDayFromToday(21)].flatMap((date) => slots.map((startTime) => booking(date, startTime)))
    const made = await Promise.all(asked.map((payload) => shop.app.inject({ method: 'POST', url: '/api/booking', remoteAddress: from, payload })))
    expect(tally(made)).toEqual({ 201: 10, 429: 10 })
  })

  it(`takes bookings up to the horizon, not years ahead`, async () => {
    const far = await shop.app.inject({ method: 'POST', url: '/api/booking', remoteAddress: nextIp(), payload: booking('2999-12-31', '10:00') })
    expect(far.statusCode).toBe(400)
    expect(far.json().message).toBe('We take bookings up to 90 days ahead. Please choose an earlier date.')
    const dayAfter = addDays(lastBookableDay(), 1)
    const justPast = await shop.app.inject({ method: 'GET', url: `/api/booking/availability?category=hair&date=${dayAfter}` })
    expect(justPast.statusCode).toBe(400)
  })
})

describe('pages of every list', () => {
  it('pages a shopper’s orders newest first with a bounded size and a cursor', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const listed = (await products(shop)).filter((product) => product.inStock)
    const placed: string[] = []
    for (let order = 0; order < 5; order += 1) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: listed[order]!._id, quantity: 1 }], address } })
      placed.unshift(response.json().orderId)
    }
    const page = async (query: string) => (await shop.app.inject({ method: 'GET', url: `/api/order/user${query}`, headers: { cookie } })).json()
    const first = await page('?limit=2')
    expect(first.orders.map((order: { _id: string }) => order._id)).toEqual(placed.slice(0, 2))
    const second = await page(`?limit=2&after=${first.nextCursor}`)
    expect(second.orders.map((order: { _id: string }) => order._id)).toEqual(placed.slice(2, 4))
    const third = await page(`?limit=2&after=${second.nextCursor}`)
    expect(third.orders.map((order: { _id: string }) => order._id)).toEqual(placed.slice(4))
    expect(third.nextCursor).toBeNull()
    // Items stay with their own order.
    expect(third.orders[0].items).toEqual([expect.objectContaining({ product: expect.objectContaining({ _id: listed[0]!._id }), quantity: 1 })])
  })

  it('keeps at most 20 addresses per shopper', async () => {
    const { cookie } = await registerUser(shop)
    for (let saved = 0; saved < 20; saved += 1) await addAddress(shop, cookie)
    const refused = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: lagosAddress } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ success: false, message: 'You can keep at most 20 addresses.' })
    expect((await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie } })).json().addresses).toHaveLength(20)
  })

  it('keeps at most 20 of 50 addresses added at once', async () => {
    const { cookie, user } = await registerUser(shop)
    const added = await Promise.all(Array.from({ length: 50 }, () => shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: lagosAddress } })))
    expect(tally(added)).toEqual({ 201: 20, 409: 30 })
    expect(await shop.database.db.$count(addresses, eq(addresses.userId, user._id))).toBe(20)
  })

  it.each(['/api/order/user', '/api/order/seller', '/api/booking/seller', '/api/contact/seller'])('%s refuses a page size over 50 or a cursor that is no id', async (url) => {
    const { cookie } = await registerUser(shop)
    const headers = { cookie: url.endsWith('/user') ? cookie : await sellerCookie(shop) }
    for (const query of ['?limit=51', '?limit=0', '?limit=abc', '?after=1;drop']) {
      const response = await shop.app.inject({ method: 'GET', url: `${url}${query}`, headers })
      expect(response.statusCode).toBe(400)
    }
    const ok = await shop.app.inject({ method: 'GET', url: `${url}?limit=50`, headers })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toHaveProperty('nextCursor')
  })
})

describe('cross-site requests', () => {
  const login = async (headers: Record<string, string>, payload: string | object) =>
    shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextIp(), headers, payload })

  it('reads form-encoded bodies only on the contact form and the sandbox page', async () => {
    const { user, password } = await registerUser(shop)
    const form = await login({ 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ email: user.email, password }).toString())
    expect(form.statusCode).toBe(415)
    expect(form.json()).toEqual({ success: false, message: 'This content type is not accepted here.' })
  })

  it('refuses a write another site (or another port of this host) sends with the visitor’s cookies', async () => {
    const { user, password, cookie } = await registerUser(shop)
    expect((await login({ 'sec-fetch-site': 'cross-site' }, { email: user.email, password })).statusCode).toBe(403)
    expect((await login({ 'sec-fetch-site': 'same-site' }, { email: user.email, password })).statusCode).toBe(403)
    expect((await login({ origin: 'http://localhost:4444' }, { email: user.email, password })).statusCode).toBe(403)
    expect((await login({ origin: 'null' }, { email: user.email, password })).statusCode).toBe(403)
    const seller = await sellerCookie(shop)
    const [product] = await products(shop)
    const stock = await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie: seller, 'sec-fetch-site': 'same-site' }, payload: { id: product!._id, inStock: false } })
    expect(stock.statusCode).toBe(403)
    expect(stock.json()).toEqual({ success: false, message: 'This request came from another site and was refused.' })
    const address = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie, origin: 'http://evil.example' }, payload: { address: lagosAddress } })
    expect(address.statusCode).toBe(403)
  })

  it('takes writes from the shop’s own pages and from clients that are no browser', async () => {
    const { user, password } = await registerUser(shop)
    expect((await login({ 'sec-fetch-site': 'same-origin' }, { email: user.email, password })).statusCode).toBe(200)
    expect((await login({ origin: shop.config.publicUrl }, { email: user.email, password })).statusCode).toBe(200)
    // The shop's pages served on another host of the same site than the API (VITE_API_URL).
    expect((await login({ origin: shop.config.publicUrl, 'sec-fetch-site': 'same-site' }, { email: user.email, password })).statusCode).toBe(200)
    expect((await login({}, { email: user.email, password })).statusCode).toBe(200)
  })

  it('gives every login a new session and ends the one the browser brought', async () => {
    const { user, password, cookie } = await registerUser(shop)
    const again = await login({ cookie }, { email: user.email, password })
    expect(cookieFrom(again, 'glow_session')).not.toBe(cookie)
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie } })).statusCode).toBe(401)
  })
})

describe('smaller findings', () => {
  const addProduct = async (productData: object) => {
    const seller = await sellerCookie(shop)
    const body = await multipart([
      { name: 'productData', value: JSON.stringify(productData) },
      { name: 'images', file: { filename: 'dot.png', type: 'image/png', data: PNG_1x1 } },
    ])
    return shop.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...body.headers, cookie: seller }, payload: body.payload })
  }
  const uploads = () => {
    const directory = path.join(shop.config.dataDir, 'uploads')
    return existsSync(directory) ? readdirSync(directory).length : 0
  }

  it('refuses a price that rounds to nothing, and writes no image for it', async () => {
    const before = uploads()
    const response = await addProduct({ name: 'Dust', category: 'Skincare', price: 1e-9, offerPrice: 1e-9 })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Prices can have at most 2 decimal places')
    expect(uploads()).toBe(before)
  })

  it('stores the image files of a product it keeps', async () => {
    const before = uploads()
    const response = await addProduct({ name: 'Shea butter', category: 'Skincare', price: 2500, offerPrice: 2000 })
    expect(response.statusCode).toBe(201)
    // The picture and each of its widths.
    expect(uploads()).toBe(before + 1 + IMAGE_WIDTHS.length)
  })

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="productData"\r\n\r\n{}\r\n--x--\r\n'],
    ['a body cut off', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="productData"\r\n\r\n{"name":'],
    ['a broken part header', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition\r\n\r\n{}\r\n--x--\r\n'],
  ])('answers 400 to malformed multipart: %s', async (_case, contentType, payload) => {
    const seller = await sellerCookie(shop)
    const response = await shop.app.inject({ method: 'POST', url: '/api/product/add', headers: { cookie: seller, 'content-type': contentType }, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })

  it('leaves the catalogue version alone when the stock of an unknown product is set', async () => {
    const version = async () => (await shop.database.db.execute(sql`select version from catalogue_version`)) as unknown as { rows: { version: number }[] }
    const before = (await version()).rows[0]!.version
    const seller = await sellerCookie(shop)
    const response = await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie: seller }, payload: { id: '00000000-0000-4000-8000-000000000000', inStock: false } })
    expect(response.statusCode).toBe(404)
    expect((await version()).rows[0]!.version).toBe(before)
  })

  it('refuses numbers where text belongs and text where numbers belong', async () => {
    const { cookie } = await registerUser(shop)
    const address = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: { ...lagosAddress, firstName: 1e308 } } })
    expect(address.statusCode).toBe(400)
    expect(address.json().message).toBe('address.firstName must be text.')
    const product = await addProduct({ name: 'Hex cream', category: 'Skincare', price: 20, offerPrice: '0x10' })
    expect(product.statusCode).toBe(400)
    expect(product.json().message).toBe('offerPrice must be a number.')
  })

  it('refuses an e-mail address carrying a query that would land in the seller’s reply links', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: nextIp(), payload: { ...contactMessage, email: 'client@example.ng?bcc=all@example.ng&body=hi' } })
    expect(response.statusCode).toBe(400)
  })

  it('sends personal answers with Cache-Control: no-store', async () => {
    const { cookie } = await registerUser(shop)
    for (const url of ['/api/user/is-auth', '/api/address/get', '/api/order/user']) {
      const response = await shop.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(response.headers['cache-control']).toBe('no-store')
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).headers['cache-control']).toBe('no-cache')
  })

  it('logs a shopper out on every device when she asks', async () => {
    const { user, password } = await registerUser(shop)
    const sign = async () => cookieFrom(await shop.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextIp(), payload: { email: user.email, password } }), 'glow_session')
    const [phone, laptop] = [await sign(), await sign()]
    const other = await registerUser(shop)
    const out = await shop.app.inject({ method: 'POST', url: '/api/user/logout-everywhere', headers: { cookie: phone } })
    expect(out.json()).toEqual({ success: true, message: 'Logged out on every device' })
    for (const cookie of [phone, laptop]) expect((await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie } })).statusCode).toBe(401)
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie: other.cookie } })).statusCode).toBe(200)
  })

  it('cancels online orders left unpaid past the payment session, and no other order', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const [product] = (await products(shop)).filter((listed) => listed.inStock)
    const items = [{ product: product!._id, quantity: 1 }]
    const started = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: { items, address } })
    const fresh = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: { items, address } })
    const cash = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items, address } })
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000)
    const db = shop.database.db
    await paymentStartedAt(db, started.json().reference, threeHoursAgo)
    await db.update(orders).set({ createdAt: threeHoursAgo }).where(eq(orders.id, cash.json().orderId))
    // The job runs when an instance starts (and every ten minutes after): start a second one on this database.
    const instance = Fastify(serverOptions(shop.config))
    await instance.register(app, { config: shop.config, database: shop.database })
    await instance.ready()
    await instance.close()
    const status = async (reference: string) => (await orderState(db, { reference })).status
    expect(await status(started.json().reference)).toBe('Cancelled')
    expect(await status(fresh.json().reference)).toBe('Order Placed')
    expect((await orderState(db, { id: cash.json().orderId })).status).toBe('Order Placed')
    expect(await cancelUnpaidOnlineOrders(db, new Date())).toEqual({ cancelled: 1, restocked: false })
  })

  it('answers requests Node itself refuses in the shop’s shape', async () => {
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(request))
        let answer = ''
        socket.on('data', (chunk) => (answer += chunk.toString()))
        socket.on('end', () => resolve(answer))
        socket.on('error', reject)
      })
    const malformed = await raw('GET / HTTP/1.1\r\nHost: shop\r\nBroken header\r\n\r\n')
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /)
    expect(malformed.split('\r\n\r\n')[1]).toBe('{"success":false,"message":"This request is not valid."}')
    const huge = await raw(`GET / HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(huge).toMatch(/^HTTP\/1\.1 431 /)
    expect(huge.split('\r\n\r\n')[1]).toBe('{"success":false,"message":"The request headers are too large."}')
  })
})
