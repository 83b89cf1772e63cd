import { useDeferredValue, useEffect } from 'react'
import styled from 'styled-components'
import { LoadMore } from '../../components/LoadMore'
import { Spinner } from '../../components/Spinner'
import type { ShopSearchPage, ShopSearchQuery } from '../../contract/catalogue'
import { usePagedRows } from '../../shared/pages'
import { isDisplayable, useSearchProductsInfiniteQuery } from '../../shared/productsApi'
import { Empty, Summary } from './Catalogue'
import { ProductGrid } from './ProductGrid'

const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s;
`

const Pending = styled.div`
  position: sticky;
  top: 50vh;
  z-index: 1;
  height: 0;
  & > div { transform: translateY(-50%); }
`

const shownOf = (page: ShopSearchPage) => page.products.filter(isDisplayable)

interface Props {
  query: ShopSearchQuery
  /** The shopper's words are still settling (SPEC's half second): what is shown is the last search's. */
  settling?: boolean
  /** The grid's name, and what the summary says it holds. */
  label: string
  /** The summary's words after the count, e.g. ` matching “serum”`. */
  matching?: string
  empty: string
  spinnerLabel?: string
  /** How many pages to show (the address's `page`): more are fetched, one after another, until they are there. */
  pages?: number
  /** The shopper asked for one more page: the page count it makes. */
  onMore?: (pages: number) => void
}

/**
 * A search of the shop, a page at a time: the first page, then the next as the shopper scrolls (or presses
 * the button). While a new search is pending, the last results stay on screen, dimmed, under the spinner:
 * the grid is never taken down and drawn again for a keystroke.
 */
export function SearchResults({ query, settling = false, label, matching = '', empty, spinnerLabel, pages = 1, onMore }: Props) {
  const list = useSearchProductsInfiniteQuery(query)
  const { rows, more } = usePagedRows(list, shownOf)
  const loaded = list.data?.pages.length ?? 0
  const { hasNextPage, isFetching, fetchNextPage } = list
  useEffect(() => {
    if (loaded > 0 && loaded < pages && hasNextPage && !isFetching) void fetchNextPage()
  }, [loaded, pages, hasNextPage, isFetching, fetchNextPage])
  const loadMore = { ...more, load: () => (onMore ? onMore(loaded + 1) : more.load()) }
  // New results are drawn in the background, a few milliseconds at a time: typing never waits for 20 cards.
  const drawn = useDeferredValue(rows)
  // A new search (not the next page of this one) is on its way.
  const refreshing = list.isFetching && !list.isFetchingNextPage
  const pending = settling || (refreshing && list.currentData === undefined)
  const first = list.data?.pages[0]

  if (!rows) return list.isError ? <Empty>{empty}</Empty> : <Spinner label={spinnerLabel} fillsPage />
  return (
    <>
      {pending && (
        <Pending>
          <Spinner label={spinnerLabel} />
        </Pending>
      )}
      {!pending && rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Results $stale={pending} aria-busy={pending}>
          <Summary aria-live="polite">
            {first?.total ?? rows.length} {(first?.total ?? rows.length) === 1 ? 'product' : 'products'}
            {matching}
          </Summary>
          <ProductGrid products={drawn ?? rows} label={label} headingLevel="h2" />
          <LoadMore {...loadMore} label="Load more products" auto />
        </Results>
      )}
    </>
  )
}
