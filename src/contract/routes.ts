// Route paths of SPEC §2, once.

export const paths = {
  home: '/',
  about: '/about',
  products: '/products',
  category: (category: string) => `/products/${category.toLowerCase()}`,
  product: (category: string, id: string) => `/products/${category.toLowerCase()}/${id}`,
  cart: '/cart',
  addAddress: '/add-address',
  myOrders: '/my-orders',
  orderSuccess: '/order-success',
  orderFailure: '/order-failure',
  booking: '/booking',
  contact: '/contact',
  login: '/login',
  seller: '/seller',
  sellerProducts: '/seller/product-list',
  sellerOrders: '/seller/orders',
  sellerBookings: '/seller/bookings',
  sellerMessages: '/seller/messages',
} as const

/** Category paths of the home grid (SPEC §2): the product's `category` is one of these. */
export const CATEGORY_PATHS = ['Pomade', 'Nails', 'Effect', 'Feet', 'Skincare', 'Hair', 'Fragrance'] as const
export type CategoryPath = (typeof CATEGORY_PATHS)[number]

export const categoryFromSlug = (slug: string): CategoryPath | undefined =>
  CATEGORY_PATHS.find((path) => path.toLowerCase() === slug.toLowerCase())

/**
 * Whether the app has a page at this address, as its router matches it (any case, a trailing slash allowed):
 * the server answers every other address 404, with the app, which shows its 'Page Not Found'.
 */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname
  const [, first, category, id, ...rest] = path.split('/')
  if (first === 'products' && category !== undefined && rest.length === 0) return categoryFromSlug(category) !== undefined && id !== ''
  return Object.values(paths).some((page) => page === path)
}
