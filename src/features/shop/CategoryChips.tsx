import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { categories } from '../../content/categories'
import { catalogueQueryString, readCatalogueView } from '../../contract/catalogueView'
import { paths } from '../../contract/routes'

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`

const Chip = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`

/** Quick links between all products and each category; the current one is scrolled into a phone's view. */
export function CategoryChips() {
  const list = useRef<HTMLUListElement>(null)
  const { pathname, search } = useLocation()
  // Another category keeps the sort and filters; the search words and the pages are this list's own.
  const kept = catalogueQueryString({ ...readCatalogueView(new URLSearchParams(search)), q: '', page: 1 })
  useEffect(() => {
    const row = list.current
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (row && active) row.scrollLeft = active.offsetLeft - row.offsetLeft - (row.clientWidth - active.offsetWidth) / 2
  }, [pathname])
  return (
    <nav aria-label="Categories">
      <List ref={list}>
        <li>
          <Chip to={`${paths.products}${kept}`} end>
            All
          </Chip>
        </li>
        {categories.map((category) => (
          <li key={category.path}>
            <Chip to={`${paths.category(category.path)}${kept}`}>{category.text}</Chip>
          </li>
        ))}
      </List>
    </nav>
  )
}
