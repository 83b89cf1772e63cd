import os from 'node:os'
import type { BookingFields } from '../../src/contract'
import { openDayFromToday } from '../../fixtures/salonDays'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, products, registerUser } from './helpers'

// Without PUBLIC_URL, a shopper who opened the shop at 127.0.0.1 or the machine's Wi-Fi address comes back there
// after paying (her session lives there), never to an address a Host header made up.

let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop({ env: { PORT: '3000' } })
})
afterAll(() => shop.close())

/** Where an online order's payment sends the shopper, and her way back, when she opened the shop at `host`. */
async function payFrom(on: TestShop, host: string, headers: Record<string, string> = {}) {
  const { cookie } = await registerUser(on)
  const address = await addAddress(on, cookie)
  const [product] = await products(on)
  const started = await on.app.inject({
    method: 'POST',
    url: '/api/order/paystack',
    headers: { cookie, host, ...headers },
    payload: { items: [{ product: product!._id, quantity: 1 }], address },
  })
  expect(started.statusCode).toBe(201)
  const payPage = new URL(started.json().authorization_url)
  const paid = await on.app.inject({
    method: 'POST',
    url: '/api/order/paystack/sandbox',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ reference: payPage.searchParams.get('reference')!, outcome: 'pay' }).toString(),
  })
  return { payPage: payPage.origin, back: new URL(paid.headers.location as string, payPage).origin }
}

const lanAddress = Object.values(os.networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .find((entry) => entry.family === 'IPv4' && !entry.internal)?.address

it('brings the shopper back to the shop’s own address she paid from', async () => {
  expect(await payFrom(shop, '127.0.0.1:3000')).toEqual({ payPage: 'http://127.0.0.1:3000', back: 'http://127.0.0.1:3000' })
  expect(await payFrom(shop, 'localhost:3000')).toEqual({ payPage: 'http://localhost:3000', back: 'http://localhost:3000' })
  if (lanAddress) expect(await payFrom(shop, `${lanAddress}:3000`)).toEqual({ payPage: `http://${lanAddress}:3000`, back: `http://${lanAddress}:3000` })
})

it('never follows a Host header that is not one of the shop’s addresses', async () => {
  const home = { payPage: 'http://localhost:3000', back: 'http://localhost:3000' }
  expect(await payFrom(shop, 'evil.example:3000')).toEqual(home)
  expect(await payFrom(shop, 'evil.example')).toEqual(home)
  expect(await payFrom(shop, '127.0.0.1:4000')).toEqual(home)
  expect(await payFrom(shop, '127.0.0.1:3000', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toEqual({
    payPage: 'http://127.0.0.1:3000',
    back: 'http://127.0.0.1:3000',
  })
})

it('brings a card booking’s client back to the address she booked from', async () => {
  const fields: BookingFields = {
    category: 'hair',
    preferredEmployee: 'tolu',
    date: openDayFromToday(6),
    startTime: '11:00',
    service: 'makeup',
    fullName: 'Kemi Ajayi',
    email: 'kemi@example.ng',
    phone: '08035550111',
    paymentMethod: 'card',
  }
  const booked = await shop.app.inject({ method: 'POST', url: '/api/booking', headers: { host: '127.0.0.1:3000' }, payload: fields, remoteAddress: nextIp() })
  expect(booked.statusCode).toBe(201)
  expect(new URL(booked.json().authorization_url).origin).toBe('http://127.0.0.1:3000')
})

it('always uses PUBLIC_URL when it is set', async () => {
  const named = await buildTestShop({ env: { PORT: '3000', PUBLIC_URL: 'http://shop.example.ng:3000' } })
  try {
    expect(await payFrom(named, '127.0.0.1:3000')).toEqual({ payPage: 'http://shop.example.ng:3000', back: 'http://shop.example.ng:3000' })
  } finally {
    await named.close()
  }
})
