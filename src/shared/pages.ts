import { useMemo } from 'react'
import type { PageInfo } from '../contract/types'

/** RTK Query's infinite-query options for the API's lists: each page names the last id, the next starts after it. */
export const cursorPages = {
  initialPageParam: '',
  getNextPageParam: (lastPage: PageInfo) => lastPage.nextCursor ?? undefined,
}

/** A list's address for one page: the first has no cursor. */
export const pagePath = (path: string, after: string) => (after ? `${path}?after=${encodeURIComponent(after)}` : path)

export interface InfiniteList<P> {
  data?: { pages: P[] }
  hasNextPage: boolean
  isFetching: boolean
  fetchNextPage(): unknown
}

/** The rows of every page loaded so far, and the control for the next page. `rowsOf`: a function defined once, outside render. */
export function usePagedRows<P, T>(list: InfiniteList<P>, rowsOf: (page: P) => T[]) {
  const { data, hasNextPage, isFetching, fetchNextPage } = list
  const rows = useMemo(() => data?.pages.flatMap(rowsOf), [data, rowsOf])
  // While the list is being fetched (the next page, or a refresh after a change) the next page waits.
  return { rows, more: { hasMore: hasNextPage, loading: isFetching, load: () => void fetchNextPage() } }
}

