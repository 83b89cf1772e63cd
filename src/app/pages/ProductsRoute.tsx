import { selectSearchQuery } from '../../features/search/searchSlice'
import { ProductsPage } from '../../features/shop/ProductsPage'
import { useAppSelector } from '../../shared/hooks'

/** /products: the shop's list filtered by the search feature's query. */
export function ProductsRoute() {
  return <ProductsPage query={useAppSelector(selectSearchQuery)} />
}
