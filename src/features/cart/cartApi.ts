import type { ApiResult, CartItems } from '../../contract/types'
import { api } from '../../shared/api'

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves a logged-in shopper's whole cart (the last change wins). */
    updateCart: build.mutation<ApiResult, CartItems>({
      query: (cartItems) => ({ url: '/cart/update', method: 'POST', body: { cartItems } }),
    }),
  }),
})

