import { useEffect, useState } from 'react'
import { SEARCH_DELAY_MS } from '../../contract/limits'
import { viewSearch } from '../../contract/catalogueView'
import { messages } from '../../contract/messages'
import { productsHead } from '../../contract/pageHeads'
import { Catalogue } from './Catalogue'
import { CatalogueFilters } from './CatalogueFilters'
import { useCatalogueView } from './catalogueView'
import { SearchResults } from './SearchResults'

/**
 * /products: the in-stock products found by the search in its address (the search box writes it there), sorted
 * and filtered as the address says, on the server; results after SEARCH_DELAY_MS.
 */
export function ProductsPage() {
  const [view, change] = useCatalogueView()
  // The query the page opened with is asked at once; what the shopper types next waits SEARCH_DELAY_MS.
  const [settledQuery, setSettledQuery] = useState(view.q)

  useEffect(() => {
    const timer = setTimeout(() => setSettledQuery(view.q), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [view.q])

  const trimmed = settledQuery.trim()
  return (
    <Catalogue title={productsHead.title} description={productsHead.description}>
      <CatalogueFilters view={view} change={change} searching={Boolean(view.q.trim())} />
      <SearchResults
        query={viewSearch({ ...view, q: trimmed })}
        settling={settledQuery !== view.q}
        label="Products"
        matching={trimmed && ` matching “${trimmed}”`}
        empty={messages.empty.search}
        spinnerLabel="Searching products…"
        pages={view.page}
        onMore={(page) => change({ page }, { replace: true })}
      />
    </Catalogue>
  )
}
