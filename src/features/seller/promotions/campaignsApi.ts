import type { ApiResult, PageInfo } from '../../../contract'
import type { Campaign, CampaignPreview } from '../../../contract/campaigns'
import { sellerApi } from '../sellerApi'
import { cursorPages, pagePath } from '../../../shared/pages'
import { watchSession } from '../sessionApi'

/** What the owner's form sends: whom, the words, and when ('' now). */
export interface CampaignRequest {
  audience: Campaign['audience']
  category: string
  service: string
  text: string
  sendAt: string
}

// The owner's campaigns: the count and cost before sending, a new one, cancelling one still waiting, and their results.
export const campaignsApi = sellerApi.enhanceEndpoints({ addTagTypes: ['Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.infiniteQuery<PageInfo & { campaigns: Campaign[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/campaigns', pageParam),
      providesTags: ['Campaign'],
      onQueryStarted: watchSession,
    }),
    previewCampaign: build.mutation<{ preview: CampaignPreview }, Omit<CampaignRequest, 'sendAt'>>({
      query: (body) => ({ url: '/campaigns/preview', method: 'POST', body }),
    }),
    addCampaign: build.mutation<ApiResult & { campaign: Campaign }, CampaignRequest>({
      query: (body) => ({ url: '/campaigns', method: 'POST', body }),
      invalidatesTags: ['Campaign'],
    }),
    cancelCampaign: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/campaigns/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['Campaign'],
    }),
  }),
})

export const { useGetCampaignsInfiniteQuery, usePreviewCampaignMutation, useAddCampaignMutation, useCancelCampaignMutation } = campaignsApi
