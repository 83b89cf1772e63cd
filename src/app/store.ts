import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist'
import { authSlice } from '../features/auth/authSlice'
import { bookingSlice } from '../features/booking/bookingSlice'
import { cartSlice } from '../features/cart/cartSlice'
import { searchSlice } from '../features/search/searchSlice'
import { sellerSlice } from '../features/seller/sellerSlice'
import { api } from './api'
import { listenerMiddleware } from './listeners'
import { persistStorage } from './persistStorage'

// Only the cart survives a reload; the API cache and everything else start fresh.
const persistedCart = persistReducer({ key: 'glow-cart', version: 1, storage: persistStorage }, cartSlice.reducer)

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [cartSlice.reducerPath]: persistedCart,
  [searchSlice.reducerPath]: searchSlice.reducer,
  [sellerSlice.reducerPath]: sellerSlice.reducer,
  [bookingSlice.reducerPath]: bookingSlice.reducer,
})

export type RootState = ReturnType<typeof rootReducer>

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
export type AppDispatch = AppStore['dispatch']
