import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { searchQueryChanged, selectSearchQuery } from '../../features/search/searchSlice'
import { ProductsPage } from '../../features/shop/ProductsPage'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'

/**
 * /products: the shop's list of the search in its address, which follows the search box as the shopper types
 * (in place, from the first page); the box follows the address when it changes otherwise (Back, a shared link).
 * Kept here, on the catalogue's own chunk: the search box the home page ships only writes the shared query.
 */
export function ProductsRoute() {
  const typed = useAppSelector(selectSearchQuery)
  const [params, setParams] = useSearchParams()
  const inAddress = params.get('q') ?? ''
  const dispatch = useAppDispatch()
  const last = useRef<{ typed: string; inAddress: string } | null>(null)
  useEffect(() => {
    const before = last.current
    last.current = { typed, inAddress }
    if (typed === inAddress) return
    const addressMoved = before === null ? inAddress !== '' : inAddress !== before.inAddress
    if (addressMoved) {
      dispatch(searchQueryChanged(inAddress))
      return
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('page')
        if (typed.trim()) next.set('q', typed)
        else next.delete('q')
        return next
      },
      { replace: true },
    )
  }, [typed, inAddress, dispatch, setParams])
  return <ProductsPage />
}
