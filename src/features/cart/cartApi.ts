import type { ApiResult, CartItems, Product } from '../../contract/types'
import { api } from '../../shared/api'

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves a logged-in shopper's whole cart (the last change wins). */
    updateCart: build.mutation<ApiResult, CartItems>({
      query: (cartItems) => ({ url: '/cart/update', method: 'POST', body: { cartItems } }),
    }),
    /** A product the shop no longer lists, as it was (archived), or null when it is gone altogether: a 404 is an answer here. */
    getRetiredProduct: build.query<Product | null, string>({
      query: (id) => ({ url: `/product/${encodeURIComponent(id)}`, validateStatus: (response) => response.status === 200 || response.status === 404 }),
      transformResponse: (answer: { product?: Product }) => answer.product ?? null,
    }),
  }),
})

export const { useGetRetiredProductQuery } = cartApi
