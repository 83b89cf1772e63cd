import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { pages, type PageName } from '../contract/routes'
import { HomePage } from './pages/HomePage'
import { ShopLayout } from './ShopLayout'

/** A chunk that fails to load (offline, or a new release replaced it) asks for a reload instead of a blank page. */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="alert">
        This page could not be loaded. Check your connection and{' '}
        <button type="button" onClick={() => window.location.reload()}>
          reload
        </button>
        .
      </p>
    )
  }
}

/** A page in its own chunk, fetched on the first visit to its route. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ReactNode {
  const Page: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: (await load())[name] }))
  return (
    <PageLoadBoundary>
      <Page />
    </PageLoadBoundary>
  )
}

/**
 * Blank while the first page's chunk of a fresh visit loads (a flash of spinner would only flicker). Above the
 * layout, so a later navigation keeps showing the current page until the next one's chunk is there.
 */
function whileLoading(element: ReactNode): ReactNode {
  return <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100vh' }} />}>{element}</Suspense>
}

type Page = (typeof pages)[PageName]
type Frame = Extract<Page, { frame: string }>['frame']
type LazyComponent = Exclude<Page['component'], 'HomePage'> | Frame | 'NotFoundPage'

/** The seller area's frame, which brings every page of the area with it (one chunk): each of them is exported there. */
const sellerPages = () => import('../features/seller/SellerPage')
type SellerComponent = Extract<Page, { frame: 'SellerPage' }>['component'] | 'SellerPage'

type Loader<Name extends string> = () => Promise<Record<Name, ComponentType>>

/**
 * Each lazy page's module, which exports the component under its name (the route table in src/contract names them);
 * a page of the seller area is in its frame's chunk unless it names a chunk of its own here.
 */
const modules: { [Name in Exclude<LazyComponent, SellerComponent>]: Loader<Name> } & { [Name in SellerComponent]?: Loader<Name> } = {
  AboutPage: () => import('../features/shop/AboutPage'),
  ProductsRoute: () => import('./pages/ProductsRoute'),
  CategoryRoute: () => import('./pages/CategoryRoute'),
  ProductDetailPage: () => import('../features/shop/ProductDetailPage'),
  CartRoute: () => import('./pages/CartRoute'),
  LoginRoute: () => import('./pages/LoginRoute'),
  AddAddressPage: () => import('../features/checkout/AddAddressPage'),
  AccountPage: () => import('./pages/AccountPage'),
  VerifyEmailPage: () => import('../features/account/VerifyEmailPage'),
  MyOrdersPage: () => import('../features/checkout/MyOrdersPage'),
  TrackOrderPage: () => import('../features/track/TrackOrderPage'),
  OrderSuccessPage: () => import('../features/checkout/OrderSuccessPage'),
  OrderFailurePage: () => import('../features/checkout/OrderFailurePage'),
  BuyGiftCardPage: () => import('../features/giftCards/BuyGiftCardPage'),
  BookingPage: () => import('../features/booking/BookingPage'),
  ManageBookingPage: () => import('../features/booking/manage/ManageBookingPage'),
  ContactPage: () => import('../features/contact/ContactPage'),
  OffersPage: () => import('../features/shop/OffersPage'),
  BestSellersPage: () => import('../features/shop/BestSellersPage'),
  HelpPage: () => import('../features/help/HelpPage'),
  SellerGiftCardsPage: () => import('../features/giftCards/SellerGiftCardsPage'),
  JoinTeamPage: () => import('../features/seller/team/JoinTeamPage'),
  NotFoundPage: () => import('./pages/NotFoundPage'),
}

const lazyComponent = <Name extends LazyComponent>(name: Name) => lazyPage(((modules as Partial<Record<LazyComponent, Loader<string>>>)[name] ?? sellerPages) as Loader<Name>, name)

/** The routes of the pages drawn in `frame` (the shop's own when none): the frame's own address is its index. */
function pagesIn(frame: Frame | undefined, framePath?: string): RouteObject[] {
  return Object.values<Page>(pages)
    .filter((page) => ('frame' in page ? page.frame : undefined) === frame && page.component !== 'HomePage')
    .map(({ path, component }) => ({
      ...(path === framePath ? { index: true } : { path }),
      element: lazyComponent(component as LazyComponent),
    }))
}

// The pages of src/contract's route table. The home page ships in the first bundle; every other page is
// a lazy chunk. Declarative routes (useRoutes) rather than a data router: createBrowserRouter would add
// ~20 kB gzip to the home page's JavaScript, over its 140 kB budget.
export const routes: RouteObject[] = [
  {
    element: whileLoading(<ShopLayout />),
    children: [{ index: true, element: <HomePage /> }, ...pagesIn(undefined), { path: '*', element: lazyComponent('NotFoundPage') }],
  },
  {
    path: pages.seller.path,
    element: whileLoading(lazyComponent(pages.seller.frame)),
    children: pagesIn(pages.seller.frame, pages.seller.path),
  },
]

/** The page for the current address, inside main.tsx's BrowserRouter (tests drive `routes` with a memory router). */
export function AppRoutes() {
  return useRoutes(routes)
}
