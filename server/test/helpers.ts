import { like } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { outboxMessages } from '../src/db/schema'
import type { TestShop } from './harness'
import { lagosAddress } from '../../fixtures/address'

let lastHost = 0
/** A client address of its own, so the 10-per-minute login limit throttles only the test about it. */
export const nextIp = () => {
  lastHost += 1
  return `10.1.${Math.floor(lastHost / 250)}.${(lastHost % 250) + 1}`
}

/** `name=value` of a cookie the answer sets, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name)
  if (!cookie) throw new Error(`no ${name} cookie in ${response.statusCode} ${response.body}`)
  return `${name}=${cookie.value}`
}

let lastUser = 0
export async function registerUser(shop: TestShop, fields: Partial<{ name: string; email: string; password: string }> = {}) {
  lastUser += 1
  const payload = { name: 'Ada Obi', email: `ada${lastUser}-${Date.now()}@example.ng`, password: 'correct-horse', ...fields }
  const response = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload, remoteAddress: nextIp() })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`)
  return { cookie: cookieFrom(response, 'glow_session'), user: response.json().user as { _id: string; email: string }, password: payload.password }
}

export async function sellerCookie(shop: TestShop): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: shop.config.sellerEmail, password: shop.config.sellerPassword },
    remoteAddress: nextIp(),
  })
  return cookieFrom(response, 'glow_seller')
}

export { lagosAddress }

export async function addAddress(shop: TestShop, cookie: string): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: lagosAddress } })
  if (response.statusCode !== 201) throw new Error(`address failed: ${response.body}`)
  return response.json().address._id
}

export interface ListedProduct {
  _id: string
  name: string
  offerPrice: number
  price: number
  inStock: boolean
}

export async function products(shop: TestShop): Promise<ListedProduct[]> {
  return (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products
}

export interface Part {
  name: string
  value?: string
  file?: { filename: string; type: string; data: Buffer }
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(parts: readonly Part[]) {
  const form = new FormData()
  for (const part of parts) {
    if (part.file) form.append(part.name, new Blob([new Uint8Array(part.file.data)], { type: part.file.type }), part.file.filename)
    else form.append(part.name, part.value ?? '')
  }
  const request = new Request('http://shop.test/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

/**
 * The shopper's online order, paid on the sandbox checkout page as her browser would (Pay, then back
 * through verify); answers the payment reference.
 */
export async function placePaidOnlineOrder(shop: TestShop, cookie: string, order: { items: { product: string; quantity: number }[]; address: string }): Promise<string> {
  const reference = await startOnlineOrder(shop, cookie, order)
  const pay = await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const verify = await shop.app.inject({ method: 'GET', url: pay.headers.location as string })
  if (!String(verify.headers.location).startsWith('/order-success?order=')) throw new Error(`online payment failed: ${verify.statusCode} ${verify.headers.location}`)
  return reference
}

/** The shopper's online order, left unpaid (she never pays on the provider's page); answers the payment reference. */
export async function startOnlineOrder(shop: TestShop, cookie: string, order: { items: { product: string; quantity: number }[]; address: string }): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: order })
  if (response.statusCode !== 201) throw new Error(`online order failed: ${response.body}`)
  return response.json().reference
}

/**
 * Puts the server's repeating timers (the catalogue's rechecks, the outbox and expiry pollers) on Jest's clock,
 * for a test that moves it on instead of sleeping; timeouts, I/O and Date stay real. Call it before building the shop.
 */
export const fakeRepeatingTimers = () =>
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'],
  })

/** The token of the newest verification link e-mailed to `email`, read off the outbox as she reads her e-mail. */
export async function verificationTokenOf(shop: TestShop, email: string): Promise<string> {
  const mails = await shop.database.db
    .select({ text: outboxMessages.text, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(like(outboxMessages.key, `email-verification:%:${email}`))
  const newest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]
  const link = newest && /\/verify-email\/(\S+)/.exec(newest.text)
  if (!link) throw new Error(`no verification e-mail to ${email}`)
  return decodeURIComponent(link[1]!)
}

/** She opens the verification link e-mailed to her. */
export async function verifyEmailOf(shop: TestShop, email: string): Promise<void> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token: await verificationTokenOf(shop, email) }, remoteAddress: nextIp() })
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`)
}
