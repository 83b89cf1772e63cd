import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { catalogueQueryString, readCatalogueView, type CatalogueView } from '../../contract/catalogueView'

/** Changes the view: a new address (Back returns to the one before), or in place (`replace`: typing, more pages). */
export type ChangeView = (changes: Partial<CatalogueView>, options?: { replace?: boolean }) => void

/**
 * What a catalogue page shows, read from its address and changed there: the search, sort, filters and pages
 * are shareable, and survive a reload and Back. A change other than more pages starts again at the first page.
 */
export function useCatalogueView(): [CatalogueView, ChangeView] {
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => readCatalogueView(params), [params])
  const change = useCallback<ChangeView>(
    (changes, { replace = false } = {}) =>
      setParams(new URLSearchParams(catalogueQueryString({ ...view, page: 1, ...changes })), { replace, preventScrollReset: true }),
    [view, setParams],
  )
  return [view, change]
}
