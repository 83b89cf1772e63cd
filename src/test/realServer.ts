import sharp from 'sharp'
import { lagosAddress } from '../../fixtures/address'
import type { Address, AddressFields, CartItems, Order, OrderRequest, OrderStatus, Product, User } from '../contract/types'
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
  await signUpShopper(name)
  return { addressId: (await addAddress())._id }
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

// ---- Cart and checkout (branch cart21): what the shopper's pages write, and what the server then holds ----

/** A new shopper with an e-mail of her own, signed in; answers her as the server knows her. */
export async function signUpShopper(name = 'Ada Obi'): Promise<User> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`
  return (await call<{ user: User }>('POST', '/user/register', { name, email, password: 'a-long-password' })).user
}

/** Saves an address for the signed-in shopper (Lagos unless told otherwise); answers it with its id. */
export async function addAddress(changes: Partial<AddressFields> = {}): Promise<Address> {
  return (await call<{ address: Address }>('POST', '/address/add', { address: { ...lagosAddress, ...changes } })).address
}

/** The signed-in shopper as the server knows her now, with the cart it saved for her. */
export const fetchMe = async (): Promise<User> => (await call<{ user: User }>('GET', '/user/is-auth')).user

export const saveCart = (cartItems: CartItems) => call('POST', '/cart/update', { cartItems })

export const fetchMyAddresses = async (): Promise<Address[]> => (await call<{ addresses: Address[] }>('GET', '/address/get')).addresses

/** The signed-in shopper's orders, newest first (the first page). */
export const fetchMyOrders = async (): Promise<Order[]> => (await call<{ orders: Order[] }>('GET', '/order/user')).orders

/** The message with which the server refuses this call. */
export async function refusalOf(method: string, path: string, body: unknown): Promise<string> {
  const response = await fetch(`${apiUrl}/api${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (response.ok) throw new Error(`${method} ${path} was accepted`)
  return ((await response.json()) as { message: string }).message
}

/** What the seller adds through her product form: the product has no weight. Signs the seller in. */
export async function addProductAsSeller(fields: Pick<Product, 'name' | 'category' | 'price' | 'offerPrice'>): Promise<Product> {
  await signInSeller()
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c21d3b' } }).png().toBuffer()
  const form = new FormData()
  form.append('productData', JSON.stringify({ ...fields, description: ['Made for a test'] }))
  form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'product.png')
  const response = await fetch(`${apiUrl}/api/product/add`, { method: 'POST', body: form })
  const answer = (await response.json()) as { product: Product; message?: string }
  if (!response.ok) throw new Error(`POST /product/add answered ${response.status}: ${answer.message}`)
  return answer.product
}

/** The seller takes a product out of stock, or puts it back. */
export const setInStockAsSeller = (id: string, inStock: boolean) => call('POST', '/product/stock', { id, inStock })

/** The seller moves an order along. */
export const moveOrderAsSeller = (orderId: string, status: OrderStatus) => call('POST', '/order/status', { orderId, status })

/**
 * The shopper pays on the sandbox payment page at `authorizationUrl`, as her browser would; answers the page
 * the provider sends her back to.
 */
export async function payAt(authorizationUrl: string): Promise<string> {
  const reference = new URL(authorizationUrl).searchParams.get('reference') ?? ''
  const body = new URLSearchParams({ reference, outcome: 'pay' })
  const paid = await fetch(`${apiUrl}/api/order/paystack/sandbox`, { method: 'POST', body, redirect: 'manual' })
  const verified = await fetch(new URL(paid.headers.get('location') ?? '', apiUrl), { redirect: 'manual' })
  return verified.headers.get('location') ?? ''
}

/** An online order, paid on the sandbox payment page. */
export async function placePaidOnlineOrder(order: OrderRequest): Promise<void> {
  const { authorization_url } = await call<{ authorization_url: string }>('POST', '/order/paystack', order)
  await payAt(authorization_url)
}

/**
 * The requests the page sends to `path` from now on, with the answers it gets, as a browser's network panel
 * lists them. Ends with `jest.restoreAllMocks()`.
 */
export function watchRequests(path: string): { body: unknown; answer?: unknown }[] {
  const network = globalThis.fetch
  const seen: { body: unknown; answer?: unknown }[] = []
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (new URL(request.url).pathname !== `/api${path}`) return network(request)
    const entry: (typeof seen)[number] = { body: await request.clone().json().catch(() => undefined) }
    seen.push(entry)
    const response = await network(request)
    entry.answer = await response.clone().json().catch(() => undefined)
    return response
  })
  return seen
}
