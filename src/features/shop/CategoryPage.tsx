import { Spinner } from '../../components/Spinner'
import type { Category } from '../../content/categories'
import { messages } from '../../contract/messages'
import { useProducts } from '../../shared/productsApi'
import { Catalogue, Empty, Summary } from './Catalogue'
import { ProductGrid } from './ProductGrid'

/** The in-stock products of one category, headed by its name from the category list. */
export function CategoryPage({ category }: { category: Category }) {
  const { products, isLoading } = useProducts()
  const heading = category.text
  const inCategory = products.filter((product) => product.inStock && product.category === category.path)
  return (
    <Catalogue title={heading}>
      {isLoading ? (
        <Spinner fillsPage />
      ) : inCategory.length === 0 ? (
        <Empty>{messages.empty.category}</Empty>
      ) : (
        <>
          <Summary>
            {inCategory.length} {inCategory.length === 1 ? 'product' : 'products'}
          </Summary>
          <ProductGrid products={inCategory} label={heading} headingLevel="h2" />
        </>
      )}
    </Catalogue>
  )
}
