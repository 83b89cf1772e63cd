import { api } from '../../shared/api'
import { cursorPages, pagePath } from '../../shared/pages'
import type { OutboxPage } from '../../contract/outbox'
import { watchSession } from './sellerApi'

// GET /api/seller/outbox: every message the shop sent or keeps, newest first.
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.infiniteQuery<OutboxPage, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/seller/outbox', pageParam),
      // Messages change state by themselves (delivered, retrying): every visit reads them afresh.
      keepUnusedDataFor: 0,
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetOutboxInfiniteQuery } = outboxApi
