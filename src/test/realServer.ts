import { lagosAddress } from '../../fixtures/address'
import { apiUrl } from '../shared/env'

// What a shopper or the seller does through the real server before a test looks at a page. The test
// "browser" keeps the session cookies these set (cookieJar.ts), so the page then sees that user.

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as T & { message?: string }
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`)
  return answer
}

/** A new shopper, signed in, with one Lagos address; answers the address id. */
export async function signUpShopperWithAddress(name = 'Ada Obi'): Promise<{ addressId: string }> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`
  await call('POST', '/user/register', { name, email, password: 'a-long-password' })
  const { address } = await call<{ address: { _id: string } }>('POST', '/address/add', { address: lagosAddress })
  return { addressId: address._id }
}

/** Cash orders of one unit of `productId` each, placed one after the other (newest last); answers their ids. */
export async function placeCashOrders(count: number, productId: string, addressId: string): Promise<string[]> {
  const ids: string[] = []
  for (let placed = 0; placed < count; placed += 1) {
    ids.push((await call<{ orderId: string }>('POST', '/order/cod', { items: [{ product: productId, quantity: 1 }], address: addressId })).orderId)
  }
  return ids
}

/** The seller signed in, with the test server's credentials. */
export async function signInSeller(): Promise<void> {
  await call('POST', '/seller/login', { email: process.env.GLOW_TEST_SELLER_EMAIL, password: process.env.GLOW_TEST_SELLER_PASSWORD })
}

/** The first page of the seller's contact inbox, newest first (the seller must be signed in). */
export async function sellerInbox(): Promise<{ name: string; email: string; subject: string; message: string }[]> {
  return (await call<{ messages: { name: string; email: string; subject: string; message: string }[] }>('GET', '/contact/seller')).messages
}
