import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit'
import type { Product } from '../contract'
import { api } from './api'
import type { RootState } from './state'

// Products are read by the shop, the cart and the seller: their query lives with the API slice.
export const productsAdapter = createEntityAdapter<Product, string>({ selectId: (product) => product._id })

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<EntityState<Product, string>, void>({
      query: () => '/product/list',
      transformResponse: (response: { products: Product[] }) => productsAdapter.setAll(productsAdapter.getInitialState(), response.products),
      providesTags: ['Product'],
    }),
  }),
})

export const { useGetProductsQuery } = productsApi

const emptyProducts = productsAdapter.getInitialState()
export const { selectAll: selectAllProducts, selectById: selectProductById } = productsAdapter.getSelectors()

const selectProductsResult = productsApi.endpoints.getProducts.select()
/** The product entities in the store, for selectors that read products by id; none before the list has loaded. */
export const selectProductEntities = (state: RootState): EntityState<Product, string> => selectProductsResult(state).data ?? emptyProducts

/** A product is shown only with a name and at least one image (SPEC §2). */
export const isDisplayable = (product: Product): boolean => Boolean(product.name.trim()) && product.image.length > 0

/** The displayable products of one cached list, the same array for as long as the list is the same. */
const selectDisplayable = createSelector([(products: EntityState<Product, string>) => products], (products) => selectAllProducts(products).filter(isDisplayable))

/** The product list in shop order (newest first), from the cache or empty. */
export function useProducts() {
  const result = useGetProductsQuery()
  return { ...result, products: selectDisplayable(result.data ?? emptyProducts) }
}
