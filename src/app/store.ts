import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist'
import { addCartListeners } from '../features/cart/cartListeners'
import { addCheckoutListeners } from '../features/checkout/checkoutListeners'
import { SEARCH_PARAMETER } from '../features/search/searchSlice'
import { paths } from '../contract/routes'
import { api } from '../shared/api'
import { addErrorToasts, listenerMiddleware, startAppListening } from '../shared/listeners'
import { rootReducer, type RootState } from '../shared/state'

// Feature slices join the reducer as their modules load (the shop's frame brings auth, cart, search and
// seller; the lazy pages bring theirs). Only the cart survives a reload; the API cache and the rest start fresh.
addErrorToasts(startAppListening)
addCartListeners(startAppListening)
addCheckoutListeners(startAppListening)

// Every view and listener reads a slice only once its module, which injects it, has loaded: to them the state is whole.
const reducer = rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

/** What a page's address says of the state it opens with: /products?q= opens with that query. */
export function stateAtAddress({ pathname, searchParams }: URL): Partial<RootState> {
  const query = pathname === paths.products ? searchParams.get(SEARCH_PARAMETER) : null
  return query === null ? {} : { search: { query } }
}

export type AppStore = ReturnType<typeof makeStore>

/**
 * Keeps the cart across reloads (read from storage now, written as it changes). A change made just before the page
 * goes (a tap on Add, then a reload or a link out) is written as the page hides, not on a next tick the page may not
 * get.
 */
export function persistCart(store: AppStore): Persistor {
  const persistor = persistStore(store)
  addEventListener('pagehide', () => void persistor.flush())
  return persistor
}
