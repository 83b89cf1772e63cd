import { api } from '../../../shared/api'
import { cursorPages, pagePath } from '../../../shared/pages'
import type { ApiResult, ContactMessage, PageInfo } from '../../../contract'
import type { OutboxPage } from '../../../contract/outbox'
import type { MessageSettings } from '../../../contract/phoneMessages'
import { watchSession } from '../sessionApi'

// The shop's messages both ways: what customers wrote through the contact form, and what the shop sent or keeps.
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerMessages: build.infiniteQuery<PageInfo & { messages: ContactMessage[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/contact/seller', pageParam),
      providesTags: ['Message'],
      onQueryStarted: watchSession,
    }),
    // GET /api/seller/outbox: every message the shop sent or keeps, newest first.
    getOutbox: build.infiniteQuery<OutboxPage, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/seller/outbox', pageParam),
      // Messages change state by themselves (delivered, retrying): every visit reads them afresh.
      keepUnusedDataFor: 0,
      onQueryStarted: watchSession,
    }),
    /** The owner's phone-message settings and the bank account transfers are paid into. */
    getMessageSettings: build.query<{ settings: MessageSettings }, void>({
      query: () => '/messages/settings',
      providesTags: ['Salon'],
      onQueryStarted: watchSession,
    }),
    saveMessageSettings: build.mutation<ApiResult & { settings: MessageSettings }, Record<string, string>>({
      query: (body) => ({ url: '/messages/settings', method: 'PUT', body }),
      invalidatesTags: ['Salon'],
    }),
  }),
})

export const { useGetSellerMessagesInfiniteQuery, useGetOutboxInfiniteQuery, useGetMessageSettingsQuery, useSaveMessageSettingsMutation } = messagesApi
