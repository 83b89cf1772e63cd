import { waitFor } from '@testing-library/react'
import { itemAdded } from '../features/cart/cartSlice'
import { makeStore, persistCart } from './store'

describe('the saved cart', () => {
  it('is written as the page hides: a tap just before a reload is not lost', async () => {
    const store = makeStore()
    persistCart(store)
    await waitFor(() => expect(store.getState().cart._persist.rehydrated).toBe(true))
    store.dispatch(itemAdded('balm'))
    window.dispatchEvent(new Event('pagehide'))
    // Now, not on a later tick: the page may be gone by then.
    expect(window.localStorage.getItem('persist:glow-cart')).toContain('balm')
  })
})
