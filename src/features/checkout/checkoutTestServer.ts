import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Address, AddressFields, Order, OrderRequest, Product } from '../../contract/types'
import { apiUrl } from '../../shared/env'
import { SIGNED_IN_COOKIE } from '../../contract/session'
import { lagosAddress } from '../../../fixtures/address'

// The account routes of API.md as a stand-in server for page tests; everything else goes to the real shop server.
export interface CheckoutServerState {
  loggedIn: boolean
  addresses: Address[]
  orders: Order[]
  received: { path: string; body: unknown }[]
}

export const checkoutState: CheckoutServerState = { loggedIn: false, addresses: [], orders: [], received: [] }

const guest = () => HttpResponse.json({ success: false, message: 'Please log in' }, { status: 401 })
const url = (path: string) => `${apiUrl}/api${path}`

export const checkoutServer = setupServer(
  // The session the browser's hint points to (see logInShopper), and the cart a logged-in shopper saves.
  http.get(url('/user/is-auth'), () =>
    checkoutState.loggedIn ? HttpResponse.json({ success: true, user: { _id: 'user-1', name: 'Ada Obi', email: lagosAddress.email, cartItems: {} } }) : guest(),
  ),
  http.post(url('/cart/update'), () => (checkoutState.loggedIn ? HttpResponse.json({ success: true, message: 'Cart updated' }) : guest())),
  http.get(url('/address/get'), () => (checkoutState.loggedIn ? HttpResponse.json({ success: true, addresses: checkoutState.addresses }) : guest())),
  http.post(url('/address/add'), async ({ request }) => {
    if (!checkoutState.loggedIn) return guest()
    const body = (await request.json()) as { address: AddressFields }
    checkoutState.received.push({ path: '/address/add', body })
    const address = { _id: `address-${checkoutState.addresses.length + 1}`, ...body.address }
    checkoutState.addresses.push(address)
    return HttpResponse.json({ success: true, message: 'Address added', address }, { status: 201 })
  }),
  http.post(url('/order/cod'), async ({ request }) => {
    if (!checkoutState.loggedIn) return guest()
    checkoutState.received.push({ path: '/order/cod', body: (await request.json()) as OrderRequest })
    return HttpResponse.json({ success: true, message: 'Order placed', orderId: 'order-1' }, { status: 201 })
  }),
  http.post(url('/order/paystack'), async ({ request }) => {
    if (!checkoutState.loggedIn) return guest()
    checkoutState.received.push({ path: '/order/paystack', body: (await request.json()) as OrderRequest })
    return HttpResponse.json(
      { success: true, message: 'Redirecting to payment', reference: 'ref-1', authorization_url: `${apiUrl}/api/order/paystack/sandbox?reference=ref-1` },
      { status: 201 },
    )
  }),
  http.get(url('/order/user'), () => (checkoutState.loggedIn ? HttpResponse.json({ success: true, orders: checkoutState.orders, nextCursor: null }) : guest())),
)

export function resetCheckoutState() {
  Object.assign(checkoutState, { loggedIn: false, addresses: [], orders: [], received: [] })
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`
}

/** A shopper's session on the stand-in routes, with the readable hint a login leaves in the browser. */
export function logInShopper(addresses: Address[] = checkoutState.addresses) {
  Object.assign(checkoutState, { loggedIn: true, addresses })
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`
}

/** The demo catalogue as the real shop server lists it. */
export async function fetchCatalogue(): Promise<Product[]> {
  const response = await fetch(url('/product/list'))
  return ((await response.json()) as { products: Product[] }).products
}

export { lagosAddress }

/** Starts the stand-in routes for a test file and forgets every test's requests and handlers after it. */
export function serveCheckoutRoutes() {
  beforeAll(() => checkoutServer.listen({ onUnhandledRequest: 'bypass' }))
  afterEach(() => {
    checkoutServer.resetHandlers()
    resetCheckoutState()
  })
  afterAll(() => checkoutServer.close())
}
