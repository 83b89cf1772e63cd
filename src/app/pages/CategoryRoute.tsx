import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { categoryBySlug } from '../../content/categories'
import { searchQueryChanged } from '../../features/search/searchSlice'
import { CategoryPage } from '../../features/shop/CategoryPage'
import { useAppDispatch } from '../../shared/hooks'
import { NotFoundPage } from './NotFoundPage'

/** /products/{category}: a category of the list (SPEC §2), or the 404 page for any other word. */
export function CategoryRoute() {
  const { category = '' } = useParams()
  const dispatch = useAppDispatch()
  // A category page shows the whole category: a search typed elsewhere would sit in the box, ignored.
  useEffect(() => {
    dispatch(searchQueryChanged(''))
  }, [dispatch, category])
  const known = categoryBySlug(category)
  return known ? <CategoryPage category={known} /> : <NotFoundPage />
}
