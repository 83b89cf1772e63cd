import type { ApiResult, PageInfo } from '../../../contract'
import type { NewCode } from '../../../contract/promotionSchemas'
import type { DiscountCode } from '../../../contract/promotions'
import { sellerApi } from '../sellerApi'
import { cursorPages, pagePath } from '../../../shared/pages'
import { watchSession } from '../sessionApi'

// The owner's discount codes: the list with their figures, a new code, pause.
export const promotionsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    getDiscountCodes: build.infiniteQuery<PageInfo & { codes: DiscountCode[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/promotions/codes', pageParam),
      providesTags: ['DiscountCode'],
      onQueryStarted: watchSession,
    }),
    addDiscountCode: build.mutation<ApiResult, NewCode>({
      query: (body) => ({ url: '/promotions/codes', method: 'POST', body }),
      invalidatesTags: ['DiscountCode'],
    }),
    pauseDiscountCode: build.mutation<ApiResult, { id: string; paused: boolean }>({
      query: ({ id, paused }) => ({ url: `/promotions/codes/${encodeURIComponent(id)}/pause`, method: 'POST', body: { paused } }),
      invalidatesTags: ['DiscountCode'],
    }),
  }),
})

export const { useGetDiscountCodesInfiniteQuery, useAddDiscountCodeMutation, usePauseDiscountCodeMutation } = promotionsApi
