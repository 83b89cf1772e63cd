import { api } from '../../../shared/api'
import { cursorPages } from '../../../shared/pages'
import { PRODUCT_LIST } from '../../../shared/productsApi'
import type { ApiResult, PageInfo } from '../../../contract/types'
import type { Customer, SalesSummary } from '../../../contract/dashboard'
import { watchSession } from '../sessionApi'

// What the owner learns from her shop: the sales summary of the dashboard and her customers. The dashboard's
// exports are plain downloads (links to the API), not calls of the app.
export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesSummary: build.query<SalesSummary, void>({
      query: () => '/seller/summary',
      transformResponse: ({ periods, channels, daily, topProducts, lowStock, margin }: ApiResult & SalesSummary) => ({ periods, channels, daily, topProducts, lowStock, ...(margin && { margin }) }),
      // Its low-stock and top products are lists of products.
      providesTags: ['Order', PRODUCT_LIST],
      onQueryStarted: watchSession,
    }),
    /** The customers a page at a time; the argument is the search (empty for everyone). */
    getCustomers: build.infiniteQuery<PageInfo & { customers: Customer[] }, string, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => {
        const query = new URLSearchParams()
        if (queryArg) query.set('q', queryArg)
        if (pageParam) query.set('after', pageParam)
        return `/seller/customers${query.size ? `?${query}` : ''}`
      },
      providesTags: ['User', 'Order'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetSalesSummaryQuery, useGetCustomersInfiniteQuery } = insightsApi
