import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { useRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '../contract/routes'
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

// Routes of SPEC §2. The home page ships in the first bundle; every other page is a lazy chunk.
// Declarative routes (useRoutes) rather than a data router: createBrowserRouter would add ~20 kB gzip
// to the home page's JavaScript, over its 140 kB budget.
export const routes: RouteObject[] = [
  {
    element: whileLoading(<ShopLayout />),
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.about, element: lazyPage(() => import('../features/shop/AboutPage'), 'AboutPage') },
      { path: paths.products, element: lazyPage(() => import('./pages/ProductsRoute'), 'ProductsRoute') },
      { path: '/products/:category', element: lazyPage(() => import('./pages/CategoryRoute'), 'CategoryRoute') },
      { path: '/products/:category/:id', element: lazyPage(() => import('../features/shop/ProductDetailPage'), 'ProductDetailPage') },
      { path: paths.cart, element: lazyPage(() => import('./pages/CartRoute'), 'CartRoute') },
      { path: paths.login, element: lazyPage(() => import('./pages/LoginRoute'), 'LoginRoute') },
      { path: paths.addAddress, element: lazyPage(() => import('../features/checkout/AddAddressPage'), 'AddAddressPage') },
      { path: paths.myOrders, element: lazyPage(() => import('../features/checkout/MyOrdersPage'), 'MyOrdersPage') },
      { path: paths.orderSuccess, element: lazyPage(() => import('../features/checkout/OrderSuccessPage'), 'OrderSuccessPage') },
      { path: paths.orderFailure, element: lazyPage(() => import('../features/checkout/OrderFailurePage'), 'OrderFailurePage') },
      { path: paths.booking, element: lazyPage(() => import('../features/booking/BookingPage'), 'BookingPage') },
      { path: paths.contact, element: lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage') },
      { path: '*', element: lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
    ],
  },
  {
    path: paths.seller,
    element: whileLoading(lazyPage(() => import('../features/seller/SellerPage'), 'SellerPage')),
    children: [
      { index: true, element: lazyPage(() => import('../features/seller/AddProductPage'), 'AddProductPage') },
      { path: 'product-list', element: lazyPage(() => import('../features/seller/ProductListPage'), 'ProductListPage') },
      { path: 'orders', element: lazyPage(() => import('../features/seller/SellerOrdersPage'), 'SellerOrdersPage') },
      { path: 'bookings', element: lazyPage(() => import('../features/seller/BookingsPage'), 'BookingsPage') },
      { path: 'messages', element: lazyPage(() => import('../features/seller/MessagesPage'), 'MessagesPage') },
    ],
  },
]

/** The page for the current address, inside main.tsx's BrowserRouter (tests drive `routes` with a memory router). */
export function AppRoutes() {
  return useRoutes(routes)
}
