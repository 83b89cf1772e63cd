import { api } from '../../../../shared/api'
import { cursorPages, pagePath } from '../../../../shared/pages'
import type { ApiResult, PageInfo } from '../../../../contract'
import type { WaitingListEntry } from '../../../../contract/waitingList'
import { watchSession } from '../../sessionApi'

/** The desk's waiting list: a page at a time, and a time offered by hand. */
export const deskWaitingListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaitingList: build.infiniteQuery<PageInfo & { wishes: WaitingListEntry[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/booking/seller/waitlist', pageParam),
      providesTags: ['Booking'],
      onQueryStarted: watchSession,
    }),
    offerWaitingTime: build.mutation<ApiResult, { id: string; date: string; startTime: string }>({
      query: ({ id, ...body }) => ({ url: `/booking/seller/waitlist/${encodeURIComponent(id)}/offer`, method: 'POST', body }),
      invalidatesTags: ['Booking'],
    }),
  }),
})

export const { useGetWaitingListInfiniteQuery, useOfferWaitingTimeMutation } = deskWaitingListApi
