import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Icon } from '../../components/Icon'
import { Container } from '../../components/Page'
import { needsScript } from '../../components/WithoutScript'
import { brand } from '../../content/brand'
import { cartLinkLabel, EARLY_CART } from '../../contract/earlyTaps'
import { paths } from '../../contract/routes'
import { useHydrated } from '../../components/useHydrated'

export const mainLinks = [
  { to: paths.home, text: 'Home' },
  { to: paths.products, text: 'All Product' },
  { to: paths.booking, text: 'Booking' },
  { to: paths.about, text: 'About' },
  { to: paths.contact, text: 'Contact' },
] as const

// Opened by a tap, rarely on a first visit: a chunk of its own, kept out of the home page's first JavaScript.
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }))

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.line};
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 64px;
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space.sm}; }
  ${({ theme }) => theme.media.lg} { gap: ${({ theme }) => theme.space.lg}; min-height: 72px; }
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  img { width: 36px; height: 36px; }
  ${({ theme }) => theme.media.lg} { margin-right: 0; img { width: 44px; height: 44px; } }
  /* The narrowest phones keep the logo only; the name stays for screen readers. */
  @media (max-width: 419.98px) {
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  }
`

// Hidden by max-width rather than shown by min-width, so nothing is hidden where media queries don't apply.
const belowLarge = '@media (max-width: 1023.98px)'
const largeOnly = css`
  display: flex;
  ${belowLarge} { display: none; }
`
export const smallOnly = css`
  ${({ theme }) => theme.media.lg} { display: none; }
`

const DesktopNav = styled.nav`
  ${largeOnly}
  flex: 1;
  ul { display: flex; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
`

export const navLink = css`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 500;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
`

const MainLink = styled(NavLink)`
  ${navLink}
  white-space: nowrap;
  ${({ theme }) => theme.media.xl} { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
`

const DesktopSearch = styled.div`
  ${largeOnly}
  width: min(280px, 24vw);
`

export const IconButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primary}; }
`

const SmallIconButton = styled(IconButton)`
  ${smallOnly}
  ${needsScript}
`

/**
 * The phone's menu or search where the browser runs no script (drawn in a noscript): a disclosure that opens by
 * itself, its panel under the bar.
 */
const Disclosure = styled.details`
  ${smallOnly}
  & > summary {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.ink};
    list-style: none;
    cursor: pointer;
  }
  & > summary::-webkit-details-marker { display: none; }
  & > div {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  ul { margin: 0; padding: 0; list-style: none; }
  a { ${navLink} }
`

const CartLink = styled(IconButton).attrs({ as: Link })``

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`

const MobileSearch = styled.div`
  ${smallOnly}
  padding-bottom: ${({ theme }) => theme.space.sm};
`

// On every screen: a phone, too, can call to book without scrolling to the footer.
const CallBar = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  a { color: #fff; font-weight: 700; letter-spacing: 0.02em; text-decoration: none; }
  a:hover { text-decoration: underline; }
`

interface NavbarProps {
  cartCount: number
  /** The search field; called once per place it appears, with a unique id. */
  renderSearch: (id: string) => ReactNode
  /** Login button or profile menu, at the end of the bar. */
  account: ReactNode
  /** The account entries of the mobile menu (Login, or My Orders and Logout). */
  mobileAccount: ReactNode
}

/** The phone's menu without a script: the main links (the home page shows the categories). */
function ScriptlessMenu() {
  return (
    <noscript>
      <Disclosure>
        <summary>
          <Icon name="menu" />
          <span className="visually-hidden">Menu</span>
        </summary>
        <div>
          <Container>
            <nav aria-label="Mobile">
              <ul>
                {mainLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.text}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Container>
        </div>
      </Disclosure>
    </noscript>
  )
}

/** The phone's search without a script: the search form (a GET to /products) in a disclosure. */
function ScriptlessSearch({ renderSearch }: { renderSearch: NavbarProps['renderSearch'] }) {
  return (
    <noscript>
      <Disclosure>
        <summary>
          <Icon name="search" />
          <span className="visually-hidden">Search</span>
        </summary>
        <div>
          <Container>{renderSearch('search-scriptless')}</Container>
        </div>
      </Disclosure>
    </noscript>
  )
}

export function Navbar({ cartCount, renderSearch, account, mobileAccount }: NavbarProps) {
  // The menu belongs to the location it was opened on: any navigation (a link, logout) closes it.
  const { key: locationKey } = useLocation()
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === locationKey
  const [searchOpen, setSearchOpen] = useState(false)
  // A tap before the app runs would be lost: the bar's buttons wait for it (see HydratedControls).
  const hydrated = useHydrated()
  const closeMenu = () => setMenuOpenOn(null)

  return (
    <Header>
      <Container>
        <Row>
          <SmallIconButton type="button" disabled={!hydrated} aria-label="Menu" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpenOn(menuOpen ? null : locationKey)}>
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </SmallIconButton>
          <ScriptlessMenu />
          <Brand to={paths.home}>
            <img src="/art/logo.svg" alt="" width={44} height={44} />
            <span>{brand.name}</span>
          </Brand>
          <DesktopNav aria-label="Main">
            <ul>
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <MainLink to={link.to} end={link.to === paths.home}>
                    {link.text}
                  </MainLink>
                </li>
              ))}
            </ul>
          </DesktopNav>
          <DesktopSearch>{renderSearch('search-desktop')}</DesktopSearch>
          <SmallIconButton type="button" disabled={!hydrated} aria-label="Search" aria-expanded={searchOpen} aria-controls="mobile-search" onClick={() => setSearchOpen((open) => !open)}>
            <Icon name={searchOpen ? 'close' : 'search'} />
          </SmallIconButton>
          <ScriptlessSearch renderSearch={renderSearch} />
          <CartLink to={paths.cart} {...{ [EARLY_CART]: '' }} aria-label={cartLinkLabel(cartCount)}>
            <Icon name="cart" />
            {cartCount > 0 && <Badge aria-hidden="true">{cartCount}</Badge>}
          </CartLink>
          {account}
        </Row>
        {searchOpen && <MobileSearch id="mobile-search">{renderSearch('search-mobile')}</MobileSearch>}
      </Container>
      <CallBar>
        CALL TO BOOK <a href={brand.phoneHref}>{brand.phone}</a>
      </CallBar>
      {menuOpen && (
        <Suspense>
          <MobileMenu onClose={closeMenu} account={mobileAccount} />
        </Suspense>
      )}
    </Header>
  )
}
