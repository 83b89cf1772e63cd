import { lazy, memo, Suspense, useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import styled from 'styled-components'
import { AccountMenu } from '../features/auth/AccountMenu'
import { AuthDialogHost } from '../features/auth/AuthDialogHost'
import { useRestoreSession } from '../features/auth/session'
import { AddToCart, useCartQuantity } from '../features/cart/AddToCart'
import { itemAdded, selectCartCount } from '../features/cart/cartSlice'
import { useEarlyTaps } from '../features/cart/earlyTaps'
import { Navbar } from '../features/layout/Navbar'
import { SearchBox } from '../features/search/SearchBox'
import { CartSlotProvider, type CartSlot } from '../features/shop/cartSlot'
import { useAppDispatch, useAppSelector } from '../shared/hooks'
import { useHydrated } from '../components/useHydrated'
import { useScrollToTop } from './useScrollToTop'
import { useKeepPagesOffline } from './keepOffline'
import { useOnline } from '../shared/online'
import { OfflineNotice } from '../features/layout/OfflineNotice'

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  main { flex: 1; }
  /* main takes focus from the skip link and from a dialog whose opener has gone; it is no control to outline. */
  main:focus { outline: none; }
`

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 200;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  &:focus { top: ${({ theme }) => theme.space.sm}; }
`

// Below every page: a chunk of its own, so the home page's first JavaScript stays within its budget. On a page the
// server drew, its HTML is there from the start and comes to life when the chunk has come.
const Footer = lazy(async () => ({ default: (await import('../features/layout/Footer')).Footer }))

/**
 * The footer's boundary, passed the same (no) props on every render of the layout: a new element would be an update
 * to a part React has not yet brought to life, which it then throws away and draws again once the chunk has come.
 */
const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense>
      <Footer />
    </Suspense>
  )
})

// Shown only inside the phone's menu, itself loaded on its first tap.
const MobileAccountLinks = lazy(async () => ({ default: (await import('../features/auth/MobileAccountLinks')).MobileAccountLinks }))

const renderSearch = (id: string) => <SearchBox id={id} autoFocus={id === 'search-mobile'} />

/** The shop's frame: navigation (with cart, search and account composed in), the page, the footer, the auth dialog. */
export function ShopLayout() {
  useRestoreSession()
  useScrollToTop()
  useEarlyTaps()
  useKeepPagesOffline()
  const online = useOnline()
  const dispatch = useAppDispatch()
  // The saved cart is this browser's: its count shows once the server's page has hydrated.
  const cartCount = useAppSelector(selectCartCount)
  const shownCount = useHydrated() ? cartCount : 0
  // The shop's cards and product page get the cart's control and "add one" through this slot.
  const mobileAccount = (
    <Suspense>
      <MobileAccountLinks />
    </Suspense>
  )
  const cartSlot = useMemo<CartSlot>(() => ({ Control: AddToCart, add: (productId) => dispatch(itemAdded(productId)), useQuantity: useCartQuantity }), [dispatch])

  return (
    <CartSlotProvider value={cartSlot}>
      <Shell>
        <SkipLink href="#main">Skip to content</SkipLink>
        <Navbar cartCount={shownCount} renderSearch={renderSearch} account={<AccountMenu />} mobileAccount={mobileAccount} />
        {!online && <OfflineNotice />}
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <LazyFooter />
      </Shell>
      <AuthDialogHost />
    </CartSlotProvider>
  )
}
