import { createSelector } from '@reduxjs/toolkit'
import { searchPath, type ShopSearchPage, type ShopSearchQuery } from '../contract/catalogue'
import type { Product } from '../contract/types'
import { api } from './api'
import { cursorPages } from './pages'
import type { AppDispatch, RootState } from './state'

// Products are read by the shop, the cart and the seller: their queries live with the API slice. Each page
// asks only for what it shows (a page of a search, a product, the cart's products by id); every product any
// of them brought is found by id through selectProductEntities, the newest answer winning.

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A search of the shop, page by page (infinite scroll): /products, a category, best sellers, related products. */
    searchProducts: build.infiniteQuery<ShopSearchPage, ShopSearchQuery, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => searchPath({ ...queryArg, cursor: pageParam }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/product/${encodeURIComponent(id)}`,
      transformResponse: (response: { product: Product }) => response.product,
      providesTags: ['Product'],
    }),
    /** The products of these ids (the cart's), archived ones too; `ids` comma-separated, sorted so one set is one query. */
    getProductsByIds: build.query<Product[], string>({
      query: (ids) => `/product/by-ids?ids=${ids}`,
      transformResponse: (response: { products: Product[] }) => response.products,
      providesTags: ['Product'],
    }),
  }),
})

export const { useSearchProductsInfiniteQuery, useGetProductQuery, useGetProductsByIdsQuery } = productsApi

/** A product is shown only with a name and at least one image (SPEC §2). */
export const isDisplayable = (product: Product): boolean => Boolean(product.name.trim()) && product.image.length > 0

interface CachedQuery {
  endpointName?: string
  status: string
  data?: unknown
  fulfilledTimeStamp?: number
}

/** The products an answer of one of the queries above holds. */
function productsOf({ endpointName, data }: CachedQuery): readonly Product[] {
  if (!data) return []
  if (endpointName === 'searchProducts') return (data as { pages: ShopSearchPage[] }).pages.flatMap((page) => page.products)
  if (endpointName === 'getProductsByIds') return data as Product[]
  if (endpointName === 'getProduct') return [data as Product]
  return []
}

/** Every product the cached answers hold, by id; a newer answer's copy wins over an older one's. */
export const selectProductEntities = createSelector([(state: RootState) => state[api.reducerPath].queries], (queries): Record<string, Product | undefined> => {
  const answers = (Object.values(queries) as (CachedQuery | undefined)[]).filter((query): query is CachedQuery => query?.data !== undefined)
  answers.sort((a, b) => (a.fulfilledTimeStamp ?? 0) - (b.fulfilledTimeStamp ?? 0))
  const byId: Record<string, Product> = {}
  for (const answer of answers) for (const product of productsOf(answer)) byId[product._id] = product
  return byId
})

/** Changes a product in every cached answer that holds it (the seller's stock switch), or drops it (a deletion). */
export function patchCachedProduct(dispatch: AppDispatch, state: Pick<RootState, 'api'>, id: string, change: Partial<Product> | 'remove') {
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
  return { undo: () => patches.forEach((applied) => applied.undo()) }
}
