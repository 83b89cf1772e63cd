import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner'
import { categoryBySlug } from '../../content/categories'
import { SEARCH_DELAY_MS } from '../../contract/limits'
import { messages } from '../../contract/messages'
import type { Product } from '../../contract/types'
import { useProducts } from '../../shared/productsApi'
import { Catalogue, Empty, Summary } from './Catalogue'
import { ProductGrid } from './ProductGrid'

/** Name first, then the category (its path or its shown name). */
function matches(product: Product, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  const categoryText = categoryBySlug(product.category)?.text ?? ''
  return [product.name, product.category, categoryText].some((text) => text.toLowerCase().includes(needle))
}

/** /products: all in-stock products filtered by the shared search query; results after SEARCH_DELAY_MS. */
export function ProductsPage({ query }: { query: string }) {
  const { products, isLoading } = useProducts()
  // The query the page opened with shows at once; what the shopper types next waits SEARCH_DELAY_MS.
  const [settledQuery, setSettledQuery] = useState(query)

  useEffect(() => {
    const timer = setTimeout(() => setSettledQuery(query), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [query])

  const results = products.filter((product) => product.inStock && matches(product, query))
  const searching = isLoading || settledQuery !== query
  const trimmed = query.trim()

  return (
    <Catalogue title="All Products">
      {searching ? (
        <Spinner label="Searching products…" fillsPage />
      ) : results.length === 0 ? (
        <Empty>{messages.empty.search}</Empty>
      ) : (
        <>
          <Summary aria-live="polite">
            {results.length} {results.length === 1 ? 'product' : 'products'}
            {trimmed && ` matching “${trimmed}”`}
          </Summary>
          <ProductGrid products={results} label="Products" headingLevel="h2" />
        </>
      )}
    </Catalogue>
  )
}
