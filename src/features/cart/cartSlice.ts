import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { persistReducer } from 'redux-persist'
import { CART_STORAGE_KEY } from '../../contract/earlyTaps'
import { MAX_CART_QUANTITY } from '../../contract/limits'
import type { CartItems } from '../../contract/types'
import { loggedIn, loggedOut, orderPlaced, sessionRestored } from '../../shared/events'
import { persistStorage } from '../../shared/persistStorage'
import { rootReducer } from '../../shared/state'

export interface CartState {
  items: CartItems
  /**
   * The account's cart as the server last held it for this device (empty for a guest). After a session that
   * ended elsewhere, the cart still shows these items: at the next login only what changed since is merged.
   * Absent from carts persisted before it existed.
   */
  saved?: CartItems
}

const initialState: CartState = { items: {}, saved: {} }

const capped = (quantity: number) => Math.min(quantity, MAX_CART_QUANTITY)

/**
 * The cart on this device merged into the account's cart at login: what changed here since the account's cart
 * was last saved from this device (`saved`, empty for a guest's cart) is applied to the account's cart as the
 * server holds it now, so the account's own items are never added to themselves. Quantities add, each capped.
 */
export function mergeCarts(local: CartItems, account: CartItems, saved: CartItems = {}): CartItems {
  const merged: CartItems = { ...account }
  for (const productId of new Set([...Object.keys(local), ...Object.keys(saved)])) {
    const quantity = capped((merged[productId] ?? 0) + (local[productId] ?? 0) - (saved[productId] ?? 0))
    if (quantity > 0) merged[productId] = quantity
    else delete merged[productId]
  }
  return merged
}

export const sameCart = (a: CartItems, b: CartItems): boolean => {
  const entries = Object.entries(a)
  return entries.length === Object.keys(b).length && entries.every(([productId, quantity]) => b[productId] === quantity)
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded: (state, { payload: productId }: PayloadAction<string>) => {
      state.items[productId] = capped((state.items[productId] ?? 0) + 1)
    },
    itemRemoved: (state, { payload: productId }: PayloadAction<string>) => {
      const quantity = (state.items[productId] ?? 0) - 1
      if (quantity > 0) state.items[productId] = quantity
      else delete state.items[productId]
    },
    quantitySet: (state, { payload }: PayloadAction<{ productId: string; quantity: number }>) => {
      if (payload.quantity > 0) state.items[payload.productId] = capped(payload.quantity)
      else delete state.items[payload.productId]
    },
    /** The server now holds this cart for the signed-in account. */
    saved: (state, { payload }: PayloadAction<CartItems>) => {
      state.saved = payload
    },
  },
  extraReducers: (builder) => {
    builder
      // A fresh login or registration: what the guest picked joins the account's cart.
      .addCase(loggedIn, (state, { payload: user }) => {
        state.items = mergeCarts(state.items, user.cartItems, state.saved ?? {})
        state.saved = user.cartItems
      })
      // At start-up the account's cart fills an empty local cart; a local cart not yet sent wins.
      .addCase(sessionRestored, (state, { payload: user }) => {
        if (Object.keys(state.items).length === 0) state.items = { ...user.cartItems }
        state.saved = user.cartItems
      })
      .addCase(loggedOut, () => initialState)
      .addCase(orderPlaced, () => initialState)
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => Object.values(state.items).reduce((sum, quantity) => sum + quantity, 0),
    selectQuantity: (state, productId: string) => state.items[productId] ?? 0,
  },
})

export const { itemAdded, itemRemoved, quantitySet, saved: cartSaved } = cartSlice.actions
export const { selectCartItems, selectCartCount, selectQuantity } = cartSlice.selectors

/** The cart survives a reload (the only state that does): the store mounts this reducer at `cart`. */
export const persistedCartReducer = persistReducer({ key: CART_STORAGE_KEY, version: 1, storage: persistStorage }, cartSlice.reducer)

declare module '../../shared/state' {
  interface RootState {
    [cartSlice.reducerPath]: ReturnType<typeof persistedCartReducer>
  }
}

rootReducer.inject({ reducerPath: cartSlice.reducerPath, reducer: persistedCartReducer })
