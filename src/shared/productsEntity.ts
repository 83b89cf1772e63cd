import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Product } from '../contract/types'
import { productsApi } from './productsApi'
import { rootReducer, type AppDispatch, type RootState } from './state'

// The products entity: every product the shop's product queries brought, by id, the newest answer's copy
// winning (the cart's lines read theirs here, whichever page brought them). Injected with the first module
// that reads it (the cart, the seller's product admin), before any of their queries is asked.

const productsAdapter = createEntityAdapter<Product, string>({ selectId: (product) => product._id })

export const productsSlice = createSlice({
  name: 'products',
  initialState: productsAdapter.getInitialState(),
  reducers: {
    /** A product changed where no answer brought it (the seller's stock switch), or such a change was undone. */
    productChanged: (state, { payload }: PayloadAction<{ id: string; changes: Partial<Product> }>) => void productsAdapter.updateOne(state, payload),
    /** The seller deleted a product. */
    productRemoved: (state, { payload }: PayloadAction<string>) => void productsAdapter.removeOne(state, payload),
  },
  extraReducers: (builder) =>
    builder
      .addMatcher(productsApi.endpoints.searchProducts.matchFulfilled, (state, { payload }) => void productsAdapter.setMany(state, payload.pages.flatMap((page) => page.products)))
      .addMatcher(productsApi.endpoints.getProduct.matchFulfilled, (state, { payload }) => void productsAdapter.setOne(state, payload))
      .addMatcher(productsApi.endpoints.getProductsByIds.matchFulfilled, (state, { payload }) => void productsAdapter.setMany(state, payload)),
  selectors: {
    /** Every product brought so far, by id. */
    selectProductEntities: (state) => state.entities,
  },
})

const { productChanged, productRemoved } = productsSlice.actions
export const { selectProductEntities } = productsSlice.injectInto(rootReducer).selectors

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
      .filter((productId) => productId === id && change !== 'remove')
      .map((productId) => dispatch(productsApi.util.updateQueryData('getProduct', productId, (draft) => void patch(draft)))),
  ]
  return {
    undo: () => {
      patches.forEach((applied) => applied.undo())
      if (before) dispatch(productChanged({ id, changes: before }))
    },
  }
}
