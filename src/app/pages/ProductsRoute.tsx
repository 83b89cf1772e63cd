import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { readCatalogueView } from '../../contract/catalogue'
import { searchQueryChanged } from '../../features/search/searchSlice'
import { ProductsPage } from '../../features/shop/ProductsPage'
import { useAppDispatch } from '../../shared/hooks'

/** /products: the shop's list of the search in its address; the search box shows the same words (after Back, a shared link). */
export function ProductsRoute() {
  const [params] = useSearchParams()
  const { q } = readCatalogueView(params)
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(searchQueryChanged(q))
  }, [dispatch, q])
  return <ProductsPage />
}
