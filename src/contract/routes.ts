// The pages of SPEC §2, once: the router draws them, the server answers 404 for every other address and
// sends each page's preload hints, and links are built from the same patterns.

/** Category paths of the home grid (SPEC §2): the product's `category` is one of these. */
export const CATEGORY_PATHS = ['Pomade', 'Nails', 'Effect', 'Feet', 'Skincare', 'Hair', 'Fragrance'] as const
export type CategoryPath = (typeof CATEGORY_PATHS)[number]

/** A category as its address writes it: /products/skincare. */
export const categorySlug = (category: string): string => category.toLowerCase()

/** The category an address names, in any case; undefined for any other word. */
export const categoryFromSlug = (slug: string): CategoryPath | undefined =>
  CATEGORY_PATHS.find((path) => categorySlug(path) === categorySlug(slug))

/** A page of the route table. */
export interface PageEntry {
  /** The address, as react-router matches it (`:name` is a parameter). */
  path: string
  /**
   * The component that draws the page, exported under this name from a module of the same name
   * (`…/AboutPage.tsx`); the build names the page's chunk after it, which is how the server finds it.
   */
  component: string
  /** The frame the page is drawn in, when it is not the shop's (a component named as `component` is); its chunk brings the page with it. */
  frame?: string
  /**
   * Drawn by the server (src/entry-server.tsx) and hydrated in the browser: a public page whose HTML is the same
   * for every visitor. Personal pages, checkout and the seller's stay drawn in the browser.
   */
  rendered?: true
  /** The query parameter of its address that carries a link's random token (/login?reset=…): a secret, as `:token` is. */
  tokenQuery?: string
}

/** Every page, by name. The home page ships in the first bundle; every other page is a lazy chunk. */
export const pages = {
  home: { path: '/', component: 'HomePage', rendered: true },
  about: { path: '/about', component: 'AboutPage', rendered: true },
  products: { path: '/products', component: 'ProductsRoute', rendered: true },
  category: { path: '/products/:category', component: 'CategoryRoute', rendered: true },
  product: { path: '/products/:category/:id', component: 'ProductDetailPage', rendered: true },
  // Drawn as the shop's frame and the cart's heading only: the cart itself is this browser's (src/features/cart/CartPage.tsx).
  cart: { path: '/cart', component: 'CartRoute', rendered: true },
  // A password reset link is this page with its token in ?reset=.
  login: { path: '/login', component: 'LoginRoute', tokenQuery: 'reset' },
  addAddress: { path: '/add-address', component: 'AddAddressPage' },
  account: { path: '/account', component: 'AccountPage' },
  // The link e-mailed to a new account: its random token proves the address is hers.
  verifyEmail: { path: '/verify-email/:token', component: 'VerifyEmailPage' },
  myOrders: { path: '/my-orders', component: 'MyOrdersPage' },
  trackOrder: { path: '/track-order', component: 'TrackOrderPage' },
  orderSuccess: { path: '/order-success', component: 'OrderSuccessPage' },
  orderFailure: { path: '/order-failure', component: 'OrderFailurePage' },
  // A gift card bought for someone; the buyer comes back here from paying (?payment=paid|pending|failed).
  giftCards: { path: '/gift-cards', component: 'BuyGiftCardPage' },
  booking: { path: '/booking', component: 'BookingPage', rendered: true },
  // A client's own booking, opened by the random token of her manage link.
  bookingManage: { path: '/booking/manage/:token', component: 'ManageBookingPage' },
  contact: { path: '/contact', component: 'ContactPage', rendered: true },
  offers: { path: '/offers', component: 'OffersPage', rendered: true },
  bestSellers: { path: '/best-sellers', component: 'BestSellersPage', rendered: true },
  // The help pages (src/contract/help.ts): each at /{slug}, one component reads which from the address.
  faqs: { path: '/faqs', component: 'HelpPage', rendered: true },
  deliveryInformation: { path: '/delivery-information', component: 'HelpPage', rendered: true },
  returnPolicy: { path: '/return-and-refund-policy', component: 'HelpPage', rendered: true },
  paymentMethods: { path: '/payment-methods', component: 'HelpPage', rendered: true },
  seller: { path: '/seller', component: 'AddProductPage', frame: 'SellerPage' },
  sellerProducts: { path: '/seller/product-list', component: 'ProductListPage', frame: 'SellerPage' },
  sellerProduct: { path: '/seller/products/:id', component: 'EditProductPage', frame: 'SellerPage' },
  sellerOrders: { path: '/seller/orders', component: 'SellerOrdersPage', frame: 'SellerPage' },
  sellerOrder: { path: '/seller/orders/:id', component: 'SellerOrderPage', frame: 'SellerPage' },
  sellerBookings: { path: '/seller/bookings', component: 'BookingsPage', frame: 'SellerPage' },
  sellerServices: { path: '/seller/services', component: 'ServicesPage', frame: 'SellerPage' },
  sellerTeam: { path: '/seller/team', component: 'TeamPage', frame: 'SellerPage' },
  sellerMessages: { path: '/seller/messages', component: 'MessagesPage', frame: 'SellerPage' },
  sellerDashboard: { path: '/seller/dashboard', component: 'DashboardPage', frame: 'SellerPage' },
  sellerCustomers: { path: '/seller/customers', component: 'CustomersPage', frame: 'SellerPage' },
  sellerHelpPages: { path: '/seller/help-pages', component: 'HelpPagesPage', frame: 'SellerPage' },
  sellerOutbox: { path: '/seller/outbox', component: 'OutboxPage', frame: 'SellerPage' },
  sellerDelivery: { path: '/seller/delivery', component: 'DeliveryPage', frame: 'SellerPage' },
  sellerCounter: { path: '/seller/counter', component: 'CounterPage', frame: 'SellerPage' },
  sellerPromotions: { path: '/seller/promotions', component: 'PromotionsPage', frame: 'SellerPage' },
  sellerGiftCards: { path: '/seller/gift-cards', component: 'SellerGiftCardsPage', frame: 'SellerPage' },
  sellerStock: { path: '/seller/stock', component: 'StockPage', frame: 'SellerPage' },
  sellerAccounts: { path: '/seller/accounts', component: 'TeamAccountsPage', frame: 'SellerPage' },
  sellerActivity: { path: '/seller/activity', component: 'ActivityPage', frame: 'SellerPage' },
  sellerCommissions: { path: '/seller/commissions', component: 'CommissionsPage', frame: 'SellerPage' },
  sellerPayroll: { path: '/seller/payroll', component: 'PayrollPage', frame: 'SellerPage' },
  sellerEarnings: { path: '/seller/earnings', component: 'MyEarningsPage', frame: 'SellerPage' },
  sellerReviews: { path: '/seller/reviews', component: 'SellerReviewsPage', frame: 'SellerPage' },
  sellerPassword: { path: '/seller/password', component: 'StaffPasswordPage', frame: 'SellerPage' },
  // A team invitation is this page with its token in ?invitation=.
  joinTeam: { path: '/join-team', component: 'JoinTeamPage', tokenQuery: 'invitation' },
} as const satisfies Record<string, PageEntry>

export type PageName = keyof typeof pages

/** A path parameter of this name, in a page's address or an API route's (`/booking/manage/:token`), is a link's random token. */
export const TOKEN_PARAM = 'token'

/**
 * What is secret in an address: the parameters, of its path or of its query, that carry a link's token (a manage
 * link, a reset or invitation link, an e-mail verification, a stop link). Whoever holds one may act on it, so a log
 * writes the address with its value replaced.
 */
export const SECRET_PARAMS: readonly string[] = [
  TOKEN_PARAM,
  ...Object.values(pages as Record<string, PageEntry>).flatMap((page) => (page.tokenQuery === undefined ? [] : [page.tokenQuery])),
]

/** The booking wizard's address names the service chosen before it opens in this parameter. */
export const BOOKING_SERVICE_PARAM = 'service'

type FixedPage = { [Name in PageName]: (typeof pages)[Name]['path'] extends `${string}:${string}` ? never : Name }[PageName]

/** The addresses to link to: fixed pages as strings, the category and product pages from their parts. */
export const paths = {
  ...(Object.fromEntries(Object.entries(pages).filter(([, page]) => !page.path.includes(':')).map(([name, page]) => [name, page.path])) as {
    [Name in FixedPage]: (typeof pages)[Name]['path']
  }),
  category: (category: string) => pages.category.path.replace(':category', categorySlug(category)),
  product: (category: string, id: string) => pages.product.path.replace(':category', categorySlug(category)).replace(':id', id),
  /** The wizard with a service of the salon's menu already chosen (a home-page card's Book Now). */
  bookService: (service: string) => `${pages.booking.path}?${BOOKING_SERVICE_PARAM}=${encodeURIComponent(service)}`,
  bookingManage: (token: string) => pages.bookingManage.path.replace(':token', encodeURIComponent(token)),
  verifyEmail: (token: string) => pages.verifyEmail.path.replace(':token', encodeURIComponent(token)),
  sellerProduct: (id: string) => pages.sellerProduct.path.replace(':id', encodeURIComponent(id)),
  sellerOrder: (id: string) => pages.sellerOrder.path.replace(':id', encodeURIComponent(id)),
  /** Where an online order comes back to: its number (orderNumber), and the payment's reference while the payment settles. */
  orderPlaced: (order: string, reference?: string) => `${pages.orderSuccess.path}?${new URLSearchParams({ order, ...(reference && { reference }) })}`,
}

/**
 * Which page an address shows, as the router matches it (any case, a trailing slash allowed), with its
 * parameters; undefined for every other address, which the server answers 404 (the app shows 'Page Not Found').
 * A category parameter must name a category.
 */
export function matchPage(pathname: string): { name: PageName; params: Record<string, string> } | undefined {
  const parts = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/')
  for (const [name, page] of Object.entries(pages) as [PageName, PageEntry][]) {
    const pattern = page.path.split('/')
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.every((segment, index) => {
      const part = parts[index]!
      if (!segment.startsWith(':')) return segment === part.toLowerCase()
      params[segment.slice(1)] = part
      return part !== ''
    })
    if (matches && (params.category === undefined || categoryFromSlug(params.category))) return { name, params }
  }
  return undefined
}

export const isAppPath = (pathname: string): boolean => matchPage(pathname) !== undefined

/** Whether the server draws the page at this address: a rendered page, or any unknown address (its 404 page). */
export function isRenderedPath(pathname: string): boolean {
  const page = matchPage(pathname)
  return page === undefined || (pages[page.name] as PageEntry).rendered === true
}
