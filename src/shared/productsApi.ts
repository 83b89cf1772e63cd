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

/** The shown products in shop order (newest first): the same array until the list changes. */
const selectShownProducts = createSelector([(products: EntityState<Product, string> | undefined) => products ?? emptyProducts], (products) =>
  selectAllProducts(products).filter(isDisplayable),
)

/** The product list in shop order (newest first), from the cache or empty. */
export function useProducts() {
  const result = useGetProductsQuery()
  return { ...result, products: selectShownProducts(result.data) }
}

/** One shown product by id, looked up in the list's entities; undefined while loading or when there is none. */
export function useProduct(id: string) {
  return useGetProductsQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => {
      const product = data ? selectProductById(data, id) : undefined
      return { isLoading, product: product && isDisplayable(product) ? product : undefined }
    },
  })
}
