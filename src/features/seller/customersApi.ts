import { api } from '../../shared/api'
import { cursorPages } from '../../shared/pages'
import type { PageInfo } from '../../contract/types'
import type { Customer } from '../../contract/dashboard'
import { watchSession } from './sellerApi'

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The customers a page at a time; the argument is the search (empty for everyone). */
    getCustomers: build.infiniteQuery<PageInfo & { customers: Customer[] }, string, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => {
        const query = new URLSearchParams()
        if (queryArg) query.set('q', queryArg)
        if (pageParam) query.set('after', pageParam)
        return `/seller/customers${query.size ? `?${query}` : ''}`
      },
      providesTags: ['User', 'Order'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetCustomersInfiniteQuery } = customersApi
