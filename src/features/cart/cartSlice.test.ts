import { waitFor } from '@testing-library/react'
import { persistStore } from 'redux-persist'
import { MAX_CART_QUANTITY } from '../../contract/limits'
import type { User } from '../../contract/types'
import { loggedIn, loggedOut, orderPlaced, sessionRestored } from '../../shared/events'
import { makeStore } from '../../test/render'
import { itemAdded, itemRemoved, quantitySet, selectCartCount, selectCartItems } from './cartSlice'

const user = (cartItems: User['cartItems']): User => ({ _id: 'u1', name: 'Ada', email: 'ada@example.ng', emailVerified: true, cartItems })

describe('the cart', () => {
  it('adds one, sets an exact quantity, removes one and deletes a line at zero', () => {
    const store = makeStore()
    store.dispatch(itemAdded('soap'))
    store.dispatch(itemAdded('soap'))
    store.dispatch(itemAdded('oil'))
    expect(selectCartItems(store.getState())).toEqual({ soap: 2, oil: 1 })
    store.dispatch(quantitySet({ productId: 'soap', quantity: 7 }))
    expect(selectCartItems(store.getState())).toEqual({ soap: 7, oil: 1 })
    store.dispatch(itemRemoved('soap'))
    store.dispatch(itemRemoved('oil'))
    expect(selectCartItems(store.getState())).toEqual({ soap: 6 })
    store.dispatch(quantitySet({ productId: 'soap', quantity: 0 }))
    expect(selectCartItems(store.getState())).toEqual({})
    store.dispatch(itemRemoved('never-added'))
    expect(selectCartItems(store.getState())).toEqual({})
  })

  it('never holds more than the most one may order', () => {
    const store = makeStore({ cart: { items: { soap: MAX_CART_QUANTITY } } } as never)
    store.dispatch(itemAdded('soap'))
    store.dispatch(quantitySet({ productId: 'oil', quantity: 500 }))
    expect(selectCartItems(store.getState())).toEqual({ soap: MAX_CART_QUANTITY, oil: MAX_CART_QUANTITY })
    expect(selectCartCount(store.getState())).toBe(2 * MAX_CART_QUANTITY)
  })

  it('is emptied by a logout and by a placed order', () => {
    const store = makeStore()
    store.dispatch(itemAdded('soap'))
    store.dispatch(loggedOut())
    expect(selectCartItems(store.getState())).toEqual({})
    store.dispatch(itemAdded('soap'))
    store.dispatch(orderPlaced())
    expect(selectCartItems(store.getState())).toEqual({})
  })

  it('adds the guest cart into the account cart at login', () => {
    const store = makeStore()
    store.dispatch(itemAdded('soap'))
    store.dispatch(itemAdded('oil'))
    store.dispatch(quantitySet({ productId: 'balm', quantity: 98 }))
    store.dispatch(loggedIn(user({ soap: 2, serum: 1, balm: 5 })))
    expect(selectCartItems(store.getState())).toEqual({ soap: 3, oil: 1, serum: 1, balm: MAX_CART_QUANTITY })
  })

  it('merges at login only what changed on this device since the account’s cart was saved from it', () => {
    const store = makeStore()
    store.dispatch(sessionRestored(user({ soap: 2, oil: 1 })))
    store.dispatch(itemAdded('serum'))
    store.dispatch(itemRemoved('oil'))
    // Meanwhile the account's cart changed on another device.
    store.dispatch(loggedIn(user({ soap: 2, oil: 1, balm: 1 })))
    expect(selectCartItems(store.getState())).toEqual({ soap: 2, serum: 1, balm: 1 })
  })

  it('takes the account cart at start-up only when the cart on this device is empty', () => {
    const empty = makeStore()
    empty.dispatch(sessionRestored(user({ serum: 2 })))
    expect(selectCartItems(empty.getState())).toEqual({ serum: 2 })

    const local = makeStore()
    local.dispatch(itemAdded('soap'))
    local.dispatch(sessionRestored(user({ serum: 2 })))
    expect(selectCartItems(local.getState())).toEqual({ soap: 1 })
  })

  it('survives a reload in localStorage and comes back when the shop opens again', async () => {
    const first = makeStore()
    persistStore(first)
    first.dispatch(itemAdded('soap'))
    first.dispatch(quantitySet({ productId: 'oil', quantity: 3 }))
    await waitFor(() => expect(window.localStorage.getItem('persist:glow-cart')).toContain('oil'))

    const reopened = makeStore()
    expect(selectCartItems(reopened.getState())).toEqual({})
    persistStore(reopened)
    await waitFor(() => expect(selectCartItems(reopened.getState())).toEqual({ soap: 1, oil: 3 }))
    expect(reopened.getState().cart._persist.rehydrated).toBe(true)
  })
})
