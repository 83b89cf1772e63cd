import { api } from '../../../shared/api'
import { cursorPages, pagePath } from '../../../shared/pages'
import type { ContactMessage, PageInfo } from '../../../contract'
import type { OutboxPage } from '../../../contract/outbox'
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
  }),
})

export const { useGetSellerMessagesInfiniteQuery, useGetOutboxInfiniteQuery } = messagesApi
