import { act, screen } from '@testing-library/react'
import { http, HttpResponse, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import type { CartItems } from '../../contract/types'
import { apiUrl } from '../../shared/env'
import { loggedIn, loggedOut, sessionMissing, sessionRestored } from '../../shared/events'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { advancePageClock, fakePageTimer, untilPasses } from '../../test/pageClock'
import { pendingRequests, renderWithProviders } from '../../test/render'
import { endSessionsElsewhere, fetchMe, logInShopper, refusalOf, saveCart, signUpShopper, watchRequests } from '../../test/realServer'
import { CART_SYNC_DELAY_MS, retryDelayMs } from './cartListeners'
import { itemAdded, itemRemoved, quantitySet, selectCartItems } from './cartSlice'

// A logged-in shopper's cart is saved on the real shop server; `faults` only makes it fail once.
const faults = setupServer()
let soap: string, oil: string, serum: string

beforeAll(async () => {
  faults.listen({ onUnhandledRequest: 'bypass' })
  // Seeded products by name: the newest of the shared catalogue may be another test's, out of stock or archived.
  const catalogue = await fetchCatalogue()
  ;[soap, oil, serum] = ['Shea Butter Edge Pomade', 'Chebe Hair Growth Oil', 'Vitamin C Brightening Serum'].map((name) => productNamed(catalogue, name)._id) as [string, string, string]
})
afterEach(() => {
  faults.resetHandlers()
  jest.restoreAllMocks()
})
afterAll(() => faults.close())

/** The carts the page sends to the server from now on. */
const watchPushes = () => {
  const requests = watchRequests('/cart/update')
  return () => requests.map(({ body }) => (body as { cartItems: CartItems }).cartItems)
}
/** What the server holds for the signed-in shopper. */
const savedCart = async () => (await fetchMe()).cartItems

function renderShop() {
  return renderWithProviders(<p>shop</p>)
}

describe('cart toasts', () => {
  it('tells the shopper what each change did', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded(soap)))
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument()
    act(() => void store.dispatch(quantitySet({ productId: soap, quantity: 4 })))
    expect(await screen.findByText('Cart Updated')).toBeInTheDocument()
    act(() => void store.dispatch(itemRemoved(soap)))
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument()
  })

  it('says so when one more would pass the limit', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(quantitySet({ productId: soap, quantity: 99 })))
    act(() => void store.dispatch(itemAdded(soap)))
    expect(await screen.findByText('You can order at most 99 of one product')).toBeInTheDocument()
  })
})

describe('saving a logged-in shopper’s cart', () => {
  // The page's debounce waits on the test's clock; the pushes themselves go to the real server.
  beforeEach(() => fakePageTimer('setTimeout'))

  it('keeps a guest cart on this device only', async () => {
    const pushes = watchPushes()
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded(soap)))
    await advancePageClock(CART_SYNC_DELAY_MS)
    expect(pushes()).toEqual([])
  })

  it('sends quick changes once, with the last state of the cart', async () => {
    const shopper = await signUpShopper()
    const pushes = watchPushes()
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(shopper)))
    act(() => {
      store.dispatch(itemAdded(soap))
      store.dispatch(itemAdded(soap))
      store.dispatch(quantitySet({ productId: oil, quantity: 3 }))
      store.dispatch(itemRemoved(soap))
    })
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(async () => expect(await savedCart()).toEqual({ [soap]: 1, [oil]: 3 }))
    await advancePageClock(CART_SYNC_DELAY_MS)
    expect(pushes()).toEqual([{ [soap]: 1, [oil]: 3 }])
  })

  it('saves the merged cart at login, and nothing when the account cart is already right', async () => {
    await signUpShopper()
    await saveCart({ [soap]: 1, [serum]: 2 })
    const pushes = watchPushes()
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded(soap)))
    // The toast the change raises is on screen before the server is asked anything else.
    await untilPasses(() => expect(screen.getByText('Added to Cart')).toBeInTheDocument())
    const atLogin = await fetchMe()
    act(() => void store.dispatch(loggedIn(atLogin)))
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(async () => expect(await savedCart()).toEqual({ [soap]: 2, [serum]: 2 }))

    act(() => void store.dispatch(loggedOut()))
    const atNextLogin = await fetchMe()
    act(() => void store.dispatch(loggedIn(atNextLogin)))
    await advancePageClock(CART_SYNC_DELAY_MS)
    expect(pushes()).toHaveLength(1)
    expect(selectCartItems(store.getState())).toEqual({ [soap]: 2, [serum]: 2 })
  })

  it('does not add the account’s own items to themselves after its session ended elsewhere', async () => {
    const shopper = await signUpShopper()
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(shopper)))
    act(() => void store.dispatch(itemAdded(oil)))
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(async () => expect(await savedCart()).toEqual({ [oil]: 1 }))
    // The page has taken the server's answer in: it knows the account holds the oil.
    await untilPasses(() => expect(pendingRequests(store)).toEqual([]))

    // A password reset elsewhere ends the session; the next visit finds it gone, the account's oil still shown.
    await endSessionsElsewhere()
    act(() => void store.dispatch(sessionMissing()))
    act(() => void store.dispatch(itemAdded(soap)))
    const atLogin = await logInShopper(shopper.email)
    act(() => void store.dispatch(loggedIn(atLogin)))
    expect(selectCartItems(store.getState())).toEqual({ [oil]: 1, [soap]: 1 })
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(async () => expect(await savedCart()).toEqual({ [oil]: 1, [soap]: 1 }))
  })

  it('sends a cart changed on this device before the session was restored', async () => {
    await signUpShopper()
    await saveCart({ [serum]: 2 })
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded(oil)))
    await untilPasses(() => expect(screen.getByText('Added to Cart')).toBeInTheDocument())
    const shopper = await fetchMe()
    act(() => void store.dispatch(sessionRestored(shopper)))
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(async () => expect(await savedCart()).toEqual({ [oil]: 1 }))
  })

  it('stops pushing at logout', async () => {
    const shopper = await signUpShopper()
    const pushes = watchPushes()
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(shopper)))
    act(() => void store.dispatch(itemAdded(soap)))
    act(() => void store.dispatch(loggedOut()))
    await advancePageClock(CART_SYNC_DELAY_MS)
    expect(pushes()).toEqual([])
    expect(await savedCart()).toEqual({})
  })

  it('shows the server’s reason when it refuses the cart, and keeps the cart', async () => {
    const shopper = await signUpShopper()
    const retired = '7f3c2a10-0000-4000-8000-00000000dead'
    const reason = await refusalOf('POST', '/cart/update', { cartItems: { [retired]: 1 } })
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(shopper)))
    act(() => void store.dispatch(itemAdded(retired)))
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(() => expect(screen.getByText(reason)).toBeInTheDocument())
    expect(selectCartItems(store.getState())).toEqual({ [retired]: 1 })
    expect(await savedCart()).toEqual({})
  })
})

describe('fault injection: a server that fails once', () => {
  it('retries a failed push and never loses the cart', async () => {
    fakePageTimer('setTimeout')
    const shopper = await signUpShopper()
    let failures = 0
    faults.use(
      http.post(`${apiUrl}/api/cart/update`, () => {
        if (failures > 0) return passthrough()
        failures += 1
        return HttpResponse.json({ success: false, message: 'Something failed on our side. Please try again.' }, { status: 503 })
      }),
    )
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(shopper)))
    act(() => void store.dispatch(quantitySet({ productId: soap, quantity: 2 })))
    await advancePageClock(CART_SYNC_DELAY_MS)
    await untilPasses(() => expect(failures).toBe(1))
    expect(await savedCart()).toEqual({})
    expect(selectCartItems(store.getState())).toEqual({ [soap]: 2 })
    expect(screen.queryByText('Something failed on our side. Please try again.')).not.toBeInTheDocument()
    // The first retry's wait, on the test's clock: the cart reaches the server then.
    await advancePageClock(retryDelayMs(0))
    await untilPasses(async () => expect(await savedCart()).toEqual({ [soap]: 2 }))
  })
})
