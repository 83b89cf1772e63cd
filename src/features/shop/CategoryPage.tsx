import { useParams } from 'react-router-dom'
import { Spinner } from '../../components/Spinner'
import { categoryBySlug } from '../../content/categories'
import { messages } from '../../contract/messages'
import { useProducts } from '../../app/productsApi'
import { Catalogue, Empty, Summary } from './Catalogue'
import { ProductGrid } from './ProductGrid'

/** /products/{category}: the in-stock products of one category, headed by its name from the category list. */
export function CategoryPage() {
  const { category = '' } = useParams()
  const { products, isLoading } = useProducts()
  const heading = categoryBySlug(category)?.text ?? category
  const inCategory = products.filter((product) => product.inStock && product.category.toLowerCase() === category.toLowerCase())
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
