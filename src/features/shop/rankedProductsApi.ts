import type { ProductPage } from '../../contract/offers'
import { api } from '../../shared/api'
import { cursorPages, pagePath } from '../../shared/pages'
import { productListTags } from '../../shared/productsApi'

// Offers and Deals and Best Sellers: each a list the server ranks and pages (the product list is not read).
export const rankedProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.infiniteQuery<ProductPage, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/product/offers', pageParam),
      providesTags: (result) => productListTags(result?.pages.flatMap((page) => page.products) ?? []),
    }),
    getBestSellers: build.infiniteQuery<ProductPage, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/product/best-sellers', pageParam),
      // An order placed changes the ranking as much as a product changed.
      providesTags: (result) => [...productListTags(result?.pages.flatMap((page) => page.products) ?? []), 'Order'],
    }),
  }),
})

export const { useGetOffersInfiniteQuery, useGetBestSellersInfiniteQuery } = rankedProductsApi
