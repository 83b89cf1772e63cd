import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { CartItems, User } from '../../contract/types'
import { apiUrl } from '../../shared/env'
import { loggedIn, loggedOut, sessionRestored } from '../../shared/events'
import { renderWithProviders } from '../../test/render'
import { CART_SYNC_DELAY_MS } from './cartListeners'
import { itemAdded, itemRemoved, quantitySet, selectCartItems } from './cartSlice'

// The account routes answer as API.md says; every push the "server" receives is recorded.
const pushes: CartItems[] = []
let failuresLeft = 0
const server = setupServer(
  http.post(`${apiUrl}/api/cart/update`, async ({ request }) => {
    const { cartItems } = (await request.json()) as { cartItems: CartItems }
    if (failuresLeft > 0) {
      failuresLeft -= 1
      return HttpResponse.json({ success: false, message: 'Something failed on our side. Please try again.' }, { status: 503 })
    }
    pushes.push(cartItems)
    return HttpResponse.json({ success: true, message: 'Cart updated' })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  server.resetHandlers()
  pushes.length = 0
  failuresLeft = 0
})
afterAll(() => server.close())

const ada = (cartItems: CartItems = {}): User => ({ _id: 'u1', name: 'Ada', email: 'ada@example.ng', cartItems })
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

function renderShop() {
  return renderWithProviders(<p>shop</p>)
}

describe('cart toasts', () => {
  it('tells the shopper what each change did', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded('soap')))
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument()
    act(() => void store.dispatch(quantitySet({ productId: 'soap', quantity: 4 })))
    expect(await screen.findByText('Cart Updated')).toBeInTheDocument()
    act(() => void store.dispatch(itemRemoved('soap')))
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument()
  })

  it('says so when one more would pass the limit', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(quantitySet({ productId: 'soap', quantity: 99 })))
    act(() => void store.dispatch(itemAdded('soap')))
    expect(await screen.findByText('You can order at most 99 of one product')).toBeInTheDocument()
  })
})

describe('saving a logged-in shopper’s cart', () => {
  it('keeps a guest cart on this device only', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded('soap')))
    await settle(CART_SYNC_DELAY_MS + 300)
    expect(pushes).toEqual([])
  })

  it('sends quick changes once, with the last state of the cart', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(ada())))
    act(() => {
      store.dispatch(itemAdded('soap'))
      store.dispatch(itemAdded('soap'))
      store.dispatch(quantitySet({ productId: 'oil', quantity: 3 }))
      store.dispatch(itemRemoved('soap'))
    })
    await waitFor(() => expect(pushes).toEqual([{ soap: 1, oil: 3 }]))
    await settle(CART_SYNC_DELAY_MS + 200)
    expect(pushes).toHaveLength(1)
  })

  it('saves the merged cart at login, and nothing when the account cart is already right', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded('soap')))
    act(() => void store.dispatch(loggedIn(ada({ soap: 1, serum: 2 }))))
    await waitFor(() => expect(pushes).toEqual([{ soap: 2, serum: 2 }]))

    act(() => void store.dispatch(loggedOut()))
    act(() => void store.dispatch(loggedIn(ada({ serum: 2 }))))
    await settle(CART_SYNC_DELAY_MS + 200)
    expect(pushes).toHaveLength(1)
    expect(selectCartItems(store.getState())).toEqual({ serum: 2 })
  })

  it('sends a cart changed on this device before the session was restored', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(itemAdded('oil')))
    act(() => void store.dispatch(sessionRestored(ada({ serum: 2 }))))
    await waitFor(() => expect(pushes).toEqual([{ oil: 1 }]))
  })

  it('retries a failed push and never loses the cart', async () => {
    failuresLeft = 1
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(ada())))
    act(() => void store.dispatch(quantitySet({ productId: 'soap', quantity: 2 })))
    await settle(CART_SYNC_DELAY_MS + 200)
    expect(failuresLeft).toBe(0)
    expect(pushes).toEqual([])
    expect(selectCartItems(store.getState())).toEqual({ soap: 2 })
    expect(screen.queryByText('Something failed on our side. Please try again.')).not.toBeInTheDocument()
    await waitFor(() => expect(pushes).toEqual([{ soap: 2 }]), { timeout: 3000 })
  })

  it('stops pushing at logout', async () => {
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(ada())))
    act(() => void store.dispatch(itemAdded('soap')))
    act(() => void store.dispatch(loggedOut()))
    await settle(CART_SYNC_DELAY_MS + 200)
    expect(pushes).toEqual([])
  })

  it('shows the server’s reason when it refuses the cart, and keeps the cart', async () => {
    server.use(http.post(`${apiUrl}/api/cart/update`, () => HttpResponse.json({ success: false, message: 'Quantity must be 1 to 99' }, { status: 400 })))
    const { store } = renderShop()
    act(() => void store.dispatch(sessionRestored(ada())))
    act(() => void store.dispatch(itemAdded('soap')))
    expect(await screen.findByText('Quantity must be 1 to 99')).toBeInTheDocument()
    expect(selectCartItems(store.getState())).toEqual({ soap: 1 })
  })
})
