import type { ApiResult } from '../../../contract'
import type { ReturningClients, ReviewStatus, SellerReview } from '../../../contract/reviews'
import { api } from '../../../shared/api'
import { watchSession } from '../sessionApi'

/** The owner's reviews (a change refreshes the lists) and the dashboard's returning clients. */
export const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  endpoints: (build) => ({
    getSellerReviews: build.query<{ reviews: SellerReview[]; nextCursor: string | null }, { status?: ReviewStatus; after?: string }>({
      query: ({ status, after }) => `/reviews/seller?${new URLSearchParams({ ...(status && { status }), ...(after && { after }) })}`,
      providesTags: ['Review'],
      onQueryStarted: watchSession,
    }),
    changeReview: build.mutation<ApiResult, { id: string; status?: ReviewStatus; reply?: string }>({
      query: ({ id, ...change }) => ({ url: `/reviews/seller/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      invalidatesTags: ['Review'],
      onQueryStarted: watchSession,
    }),
    getReturningClients: build.query<ReturningClients, void>({
      query: () => '/reviews/seller/returning-clients',
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetSellerReviewsQuery, useChangeReviewMutation, useGetReturningClientsQuery } = reviewsApi
