import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import { authSlice } from '../features/auth/authSlice'
import { bookingSlice } from '../features/booking/bookingSlice'
import { addCartListeners } from '../features/cart/cartListeners'
import { cartSlice, persistedCartReducer } from '../features/cart/cartSlice'
import { addCheckoutListeners } from '../features/checkout/checkoutListeners'
import { checkoutSlice } from '../features/checkout/checkoutSlice'
import { searchSlice } from '../features/search/searchSlice'
import { sellerSlice } from '../features/seller/sellerSlice'
import { api } from '../shared/api'
import { addErrorToasts, listenerMiddleware, startAppListening } from '../shared/listeners'
import { sessionSlice } from '../shared/session'
import type { RootState } from '../shared/state'

// The one place that knows every slice. Only the cart survives a reload; the API cache and the rest start fresh.
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [cartSlice.reducerPath]: persistedCartReducer,
  [checkoutSlice.reducerPath]: checkoutSlice.reducer,
  [searchSlice.reducerPath]: searchSlice.reducer,
  [sellerSlice.reducerPath]: sellerSlice.reducer,
  [bookingSlice.reducerPath]: bookingSlice.reducer,
})

// The state the features declare (shared/state.ts) is exactly the state these reducers make, both ways.
type Combined = ReturnType<typeof rootReducer>
const sameState: [Combined, RootState] extends [RootState, Combined] ? true : never = true
void sameState

addErrorToasts(startAppListening)
addCartListeners(startAppListening)
addCheckoutListeners(startAppListening)

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
