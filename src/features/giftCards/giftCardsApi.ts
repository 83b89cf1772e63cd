import { api } from '../../shared/api'
import type { BuyGiftCardRequest, GiftCardMonth, GiftCardTerms, GiftCardView } from '../../contract/giftCards'
import type { ApiResult } from '../../contract/types'

// Loaded with the gift card pages and My Account's wallet only.
export const giftCardsApi = api
  .enhanceEndpoints({ addTagTypes: ['GiftCard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getGiftCardTerms: build.query<GiftCardTerms, void>({
        query: () => '/gift-cards/terms',
        transformResponse: (answer: { terms: GiftCardTerms }) => answer.terms,
      }),
      /** Starts a card's payment: the browser goes to the provider's page. */
      buyGiftCard: build.mutation<ApiResult & { authorization_url: string; reference: string }, BuyGiftCardRequest>({
        query: (body) => ({ url: '/gift-cards', method: 'POST', body }),
      }),
      getWallet: build.query<GiftCardView[], void>({
        query: () => '/gift-cards/wallet',
        transformResponse: (answer: { cards: GiftCardView[] }) => answer.cards,
        providesTags: ['GiftCard'],
      }),
      addToWallet: build.mutation<ApiResult & { cards: GiftCardView[] }, { code: string }>({
        query: (body) => ({ url: '/gift-cards/wallet', method: 'POST', body }),
        invalidatesTags: ['GiftCard'],
      }),
      getGiftCardMonths: build.query<GiftCardMonth[], void>({
        query: () => '/gift-cards/seller/summary?months=12',
        transformResponse: (answer: { months: GiftCardMonth[] }) => answer.months,
        providesTags: ['GiftCard'],
      }),
      getSoldGiftCards: build.query<{ cards: GiftCardView[]; nextCursor: string | null }, string | undefined>({
        query: (after) => `/gift-cards/seller/cards?limit=20${after ? `&after=${after}` : ''}`,
        providesTags: ['GiftCard'],
      }),
      voidGiftCard: build.mutation<ApiResult & { card: GiftCardView }, { id: string; reason: string }>({
        query: ({ id, reason }) => ({ url: `/gift-cards/seller/${id}/void`, method: 'POST', body: { reason } }),
        invalidatesTags: ['GiftCard'],
      }),
    }),
  })

export const {
  useGetGiftCardTermsQuery,
  useBuyGiftCardMutation,
  useGetWalletQuery,
  useAddToWalletMutation,
  useGetGiftCardMonthsQuery,
  useGetSoldGiftCardsQuery,
  useVoidGiftCardMutation,
} = giftCardsApi
