import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Product } from '../contract/types'
import { productsApi, type ProductAnswer } from './productsApi'
import type { ShopSearchPage } from '../contract/catalogue'
import { rootReducer, type AppDispatch, type RootState } from './state'

// The products entity: every product the shop's product queries brought, by id, the newest answer's copy
// winning (the cart's lines read theirs here, whichever page brought them). Injected with the first module
// that reads it (the cart, the seller's product admin), before any of their queries is asked.

// A record by id rather than createEntityAdapter: the adapter's code would ship in the home page's first
// bundle with the rest of Redux Toolkit (+1.6 kB gzip, over its 140 kB budget), and nothing here needs its id order.
interface ProductsState {
  entities: Record<string, Product>
}

/** Each product's newest copy replaces the one before. */
const byId = (state: ProductsState, products: readonly Product[]) => {
  for (const product of products) state.entities[product._id] = product
}

export const productsSlice = createSlice({
  name: 'products',
  initialState: { entities: {} } as ProductsState,
  reducers: {
    /** The seller changed a product without asking for it again (her stock switch), or that change was undone. */
    productChanged: (state, { payload: { id, changes } }: PayloadAction<{ id: string; changes: Partial<Product> }>) => {
      const product = state.entities[id]
      if (product) Object.assign(product, changes)
    },
    /** Products this phone kept (the cart's, shown offline): each only where no answer brought it. */
    productsKept: (state, { payload }: PayloadAction<Product[]>) => {
      for (const product of payload) state.entities[product._id] ??= product
    },
    /** The seller deleted a product. */
    productRemoved: (state, { payload }: PayloadAction<string>) => {
      delete state.entities[payload]
    },
  },
  extraReducers: (builder) =>
    builder
      .addMatcher(productsApi.endpoints.searchProducts.matchFulfilled, (state, { payload }) => byId(state, payload.pages.flatMap((page) => page.products)))
      .addMatcher(productsApi.endpoints.getProduct.matchFulfilled, (state, { payload }) => byId(state, [payload.product, ...(payload.variants ?? [])]))
      .addMatcher(productsApi.endpoints.getProductsByIds.matchFulfilled, (state, { payload }) => byId(state, payload)),
  selectors: {
    /** Every product brought so far, by id. */
    selectProductEntities: (state): Record<string, Product | undefined> => state.entities,
  },
})

const { productChanged, productRemoved } = productsSlice.actions
export const { productsKept } = productsSlice.actions
export const { selectProductEntities } = productsSlice.injectInto(rootReducer).selectors

/** The products of one cached answer of the product queries; none of another query's. */
function productsOf(endpointName: string | undefined, data: unknown): readonly Product[] {
  if (endpointName === 'getProduct') return [(data as ProductAnswer).product, ...((data as ProductAnswer).variants ?? [])]
  if (endpointName === 'getProductsByIds') return data as Product[]
  if (endpointName === 'searchProducts') return (data as { pages: ShopSearchPage[] }).pages.flatMap((page) => page.products)
  return []
}

/**
 * Every product known by id: the entity's, and those of the answers cached before it was injected (a page drawn by
 * the server brings its answers with it, no query fulfilled), which without signal are all the cart can show.
 */
export const selectKnownProducts = createSelector([(state: RootState) => state.api.queries, selectProductEntities], (queries, entities) => {
  const known: Record<string, Product | undefined> = {}
  for (const query of Object.values(queries)) if (query?.status === 'fulfilled') for (const product of productsOf(query.endpointName, query.data)) known[product._id] = product
  return { ...known, ...entities }
})

declare module './state' {
  interface RootState {
    [productsSlice.reducerPath]: ReturnType<typeof productsSlice.reducer>
  }
}

/** Changes a product in the entity and in every cached answer that holds it (the seller's stock switch), or drops it (a deletion). */
export function patchCachedProduct(dispatch: AppDispatch, state: RootState, id: string, change: Partial<Product> | 'remove') {
  const before = selectProductEntities(state)[id]
  dispatch(change === 'remove' ? productRemoved(id) : productChanged({ id, changes: change }))
  const patch = (product: Product) => (change === 'remove' ? undefined : Object.assign(product, change))
  const keep = (product: Product) => !(change === 'remove' && product._id === id)
  const patches = [
    ...productsApi.util.selectCachedArgsForQuery(state, 'searchProducts').map((query) =>
      dispatch(
        productsApi.util.updateQueryData('searchProducts', query, (draft) => {
          for (const page of draft.pages) {
            page.products.filter((product) => product._id === id).forEach(patch)
            page.products = page.products.filter(keep)
          }
        }),
      ),
    ),
    ...productsApi.util.selectCachedArgsForQuery(state, 'getProductsByIds').map((ids) =>
      dispatch(
        productsApi.util.updateQueryData('getProductsByIds', ids, (draft) => {
          draft.filter((product) => product._id === id).forEach(patch)
          return draft.filter(keep)
        }),
      ),
    ),
    ...productsApi.util
      .selectCachedArgsForQuery(state, 'getProduct')
      .filter(() => change !== 'remove')
      .map((productId) =>
        dispatch(
          productsApi.util.updateQueryData('getProduct', productId, (draft) => {
            ;[draft.product, ...(draft.variants ?? [])].filter((product) => product._id === id).forEach(patch)
          }),
        ),
      ),
  ]
  return {
    undo: () => {
      patches.forEach((applied) => applied.undo())
      if (before) dispatch(productChanged({ id, changes: before }))
    },
  }
}
