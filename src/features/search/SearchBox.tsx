import { useLocation, useNavigate } from 'react-router-dom'
import { catalogueQueryString, readCatalogueView } from '../../contract/catalogue'
import { KEEP_SCROLL } from '../../shared/pages'
import styled from 'styled-components'
import { Icon } from '../../components/Icon'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { searchQueryChanged, selectSearchQuery } from './searchSlice'
import { useHydrated } from '../../components/useHydrated'

const Form = styled.form`
  position: relative;
  width: 100%;
  svg { position: absolute; left: 14px; top: 50%; transform: translateY(-50%); color: ${({ theme }) => theme.colors.muted}; pointer-events: none; }
`

const Field = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md} 0 44px;
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  &:focus { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surface}; }
  /* Chromium draws its clear button in its own blue: grey, like the search icon beside it. */
  &::-webkit-search-cancel-button { filter: grayscale(1); cursor: pointer; }
`

/**
 * Typing sends the shopper to /products with the words in its address (SPEC §2), where they filter the list;
 * on /products each keystroke changes the address in place, keeping the sort and filters.
 */
export function SearchBox({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  const query = useAppSelector(selectSearchQuery)
  const dispatch = useAppDispatch()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const onResults = pathname === paths.products
  const showResults = (words: string) => {
    const view = onResults ? readCatalogueView(new URLSearchParams(search)) : readCatalogueView(new URLSearchParams())
    navigate(`${paths.products}${catalogueQueryString({ ...view, q: words, page: 1 })}`, onResults ? { replace: true, state: KEEP_SCROLL } : undefined)
  }

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        if (!onResults) showResults(query)
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <Icon name="search" size={18} />
      <Field
        id={id}
        type="search"
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        // What is typed before the app runs would be unknown to it (see HydratedControls).
        disabled={!hydrated}
        value={query}
        onChange={(event) => {
          dispatch(searchQueryChanged(event.target.value))
          showResults(event.target.value)
        }}
      />
    </Form>
  )
}
