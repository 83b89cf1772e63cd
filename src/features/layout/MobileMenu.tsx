import { useState, type ReactNode } from 'react'
import { Link, NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../../components/Icon'
import { Container } from '../../components/Page'
import { categories } from '../../content/categories'
import { paths } from '../../contract/routes'
import { mainLinks, navLink, smallOnly } from './Navbar'

const Panel = styled.div`
  ${smallOnly}
  /* Below the bar (64 px) and the call-to-book line. */
  max-height: calc(100vh - 96px);
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  ul { margin: 0; padding: 0; list-style: none; }
`

const PanelLink = styled(NavLink)`
  ${navLink}
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const Disclosure = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: transparent;
  font-weight: 600;
  cursor: pointer;
  svg { transition: transform 0.2s ease; transform: rotate(${({ $open }) => ($open ? '180deg' : '0')}); }
`

const CategoryList = styled.ul`
  && { padding-left: ${({ theme }) => theme.space.md}; }
  a { display: block; padding: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; }
`

/** The phone's menu under the bar: the main links, the categories, the account's entries. Escape or a link closes it. */
export function MobileMenu({ onClose, account }: { onClose: () => void; account: ReactNode }) {
  const [categoriesOpen, setCategoriesOpen] = useState(false)
  return (
    <Panel id="mobile-menu" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <Container>
        <nav aria-label="Mobile">
          <ul onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <PanelLink to={link.to} end={link.to === paths.home}>
                  {link.text}
                </PanelLink>
              </li>
            ))}
            <li>
              <Disclosure type="button" $open={categoriesOpen} aria-expanded={categoriesOpen} aria-controls="menu-categories" onClick={() => setCategoriesOpen((open) => !open)}>
                Browse Categories <Icon name="chevron" size={18} />
              </Disclosure>
              {categoriesOpen && (
                <CategoryList id="menu-categories">
                  {categories.map((category) => (
                    <li key={category.path}>
                      <Link to={paths.category(category.path)}>{category.text}</Link>
                    </li>
                  ))}
                </CategoryList>
              )}
            </li>
            {account}
          </ul>
        </nav>
      </Container>
    </Panel>
  )
}
