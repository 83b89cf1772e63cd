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
}

const initialState: CartState = { items: {} }

const capped = (quantity: number) => Math.min(quantity, MAX_CART_QUANTITY)

/** The guest's cart added into the account's cart: quantities add, each capped. */
export function mergeCarts(guest: CartItems, account: CartItems): CartItems {
  const merged: CartItems = { ...account }
  for (const [productId, quantity] of Object.entries(guest)) merged[productId] = capped((merged[productId] ?? 0) + quantity)
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
  },
  extraReducers: (builder) => {
    builder
      // A fresh login or registration: what the guest picked joins the account's cart.
      .addCase(loggedIn, (state, { payload: user }) => {
        state.items = mergeCarts(state.items, user.cartItems)
      })
      // At start-up the account's cart fills an empty local cart; a local cart not yet sent wins.
      .addCase(sessionRestored, (state, { payload: user }) => {
        if (Object.keys(state.items).length === 0) state.items = { ...user.cartItems }
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

export const { itemAdded, itemRemoved, quantitySet } = cartSlice.actions
export const { selectCartItems, selectCartCount, selectQuantity } = cartSlice.selectors

/** The cart survives a reload (the only state that does): the store mounts this reducer at `cart`. */
export const persistedCartReducer = persistReducer({ key: CART_STORAGE_KEY, version: 1, storage: persistStorage }, cartSlice.reducer)

declare module '../../shared/state' {
  interface RootState {
    [cartSlice.reducerPath]: ReturnType<typeof persistedCartReducer>
  }
}

rootReducer.inject({ reducerPath: cartSlice.reducerPath, reducer: persistedCartReducer })
