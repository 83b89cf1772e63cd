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
