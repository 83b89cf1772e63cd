import { api } from '../../shared/api'
import type { ApiResult } from '../../contract/types'
import type { SalesSummary } from '../../contract/dashboard'
import { watchSession } from './sellerApi'

export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesSummary: build.query<SalesSummary, void>({
      query: () => '/seller/summary',
      transformResponse: ({ periods, daily, topProducts, lowStock }: ApiResult & SalesSummary) => ({ periods, daily, topProducts, lowStock }),
      providesTags: ['Order', 'Product'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetSalesSummaryQuery } = salesApi
