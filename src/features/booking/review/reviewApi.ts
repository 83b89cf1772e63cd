import { api } from '../../../shared/api'
import type { ApiResult } from '../../../contract'
import type { ReviewFields, ReviewRequest } from '../../../contract/reviews'

const url = (token: string) => `/reviews/request/${encodeURIComponent(token)}`

/** The review a client is asked for, through its link's token. */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A link unknown or used is this page's to say (no toast): its answer, with the shop's words, not an error.
    getReviewRequest: build.query<{ request: ReviewRequest | null; message?: string }, string>({
      queryFn: async (token, _api, _options, baseQuery) => {
        const answer = await baseQuery(url(token))
        if (!answer.error) return { data: answer.data as { request: ReviewRequest } }
        const { status, data } = answer.error as { status: unknown; data?: { message?: string } }
        return status === 404 || status === 409 ? { data: { request: null, message: data?.message } } : { error: answer.error }
      },
    }),
    leaveReview: build.mutation<ApiResult, { token: string; review: ReviewFields }>({
      query: ({ token, review }) => ({ url: url(token), method: 'POST', body: review }),
    }),
  }),
})

export const { useGetReviewRequestQuery, useLeaveReviewMutation } = reviewApi
