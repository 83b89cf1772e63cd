import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../../components/Icon'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { SEARCH_PARAMETER, searchQueryChanged, selectSearchQuery } from './searchSlice'

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
 * Typing sends the shopper to /products, where the shared query filters the list (SPEC §2). A plain GET form
 * too: before the app runs, or with no script at all, submitting it opens /products?q= drawn by the server.
 */
export function SearchBox({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  const query = useAppSelector(selectSearchQuery)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const showResults = () => pathname !== paths.products && navigate(paths.products)
  // Words typed before the app ran stay in the field, unseen by React: taken up as if typed now.
  const field = useRef<HTMLInputElement>(null)
  const takeUpTyped = useEffectEvent(() => {
    const typed = field.current!.value
    if (typed === query) return
    dispatch(searchQueryChanged(typed))
    showResults()
  })
  useEffect(() => takeUpTyped(), [])

  return (
    <Form
      role="search"
      method="get"
      action={paths.products}
      onSubmit={(event) => {
        event.preventDefault()
        showResults()
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <Icon name="search" size={18} />
      <Field
        ref={field}
        id={id}
        name={SEARCH_PARAMETER}
        type="search"
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        value={query}
        onChange={(event) => {
          dispatch(searchQueryChanged(event.target.value))
          showResults()
        }}
      />
    </Form>
  )
}
