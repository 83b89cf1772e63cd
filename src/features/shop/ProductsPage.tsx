import { useEffect, useState } from 'react'
import { SEARCH_DELAY_MS } from '../../contract/limits'
import { messages } from '../../contract/messages'
import { productsHead } from '../../contract/pageHeads'
import { Catalogue } from './Catalogue'
import { SearchResults } from './SearchResults'

/** /products: all in-stock products found by the shared search query, on the server; results after SEARCH_DELAY_MS. */
export function ProductsPage({ query }: { query: string }) {
  // The query the page opened with is asked at once; what the shopper types next waits SEARCH_DELAY_MS.
  const [settledQuery, setSettledQuery] = useState(query)

  useEffect(() => {
    const timer = setTimeout(() => setSettledQuery(query), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [query])

  const trimmed = settledQuery.trim()
  return (
    <Catalogue title={productsHead.title} description={productsHead.description}>
      <SearchResults
        query={{ q: trimmed, inStock: true }}
        settling={settledQuery !== query}
        label="Products"
        matching={trimmed && ` matching “${trimmed}”`}
        empty={messages.empty.search}
        spinnerLabel="Searching products…"
      />
    </Catalogue>
  )
}
