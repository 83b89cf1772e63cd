// What a page says of itself in the browser's tab, in search results and in link previews: the server writes
// it into the HTML it sends (server/src/head.ts) and the app sets the same title as it moves between pages.
import type { Product } from './types'
import { formatNaira } from './money'
import { BEST_SELLER_DAYS } from './offers'
import type { CategoryPath } from './routes'
import { SHOP_NAME } from './shop'

/** The title the browser's tab shows: the page's, then the shop's. */
export const documentTitle = (title: string): string => `${title} | ${SHOP_NAME}`

export interface PageHeadText {
  title: string
  description: string
}

/** The shop's fixed pages' titles and descriptions. */
export const pageHeads = {
  home: {
    title: 'Beauty products and salon booking',
    description: `${SHOP_NAME}: beauty and personal-care products delivered within 24 hours in Nigeria, and salon bookings for hair, nails, massage, facials and make-up.`,
  },
  about: {
    title: 'About us',
    description: `Meet the founder and the team of ${SHOP_NAME}, the Lekki salon and beauty shop for trusted skincare, hair, nail and fragrance essentials.`,
  },
  products: {
    title: 'All Products',
    description: 'Shop skincare, hair care, nail care, make-up, foot care and fragrance in naira, delivered within 24 hours in Nigeria.',
  },
  booking: {
    title: 'Book an appointment',
    description: `Book hair, nails, massage, facials or make-up at the ${SHOP_NAME} salon in Lekki, Lagos: choose a service, a specialist and a time.`,
  },
  contact: {
    title: 'Contact us',
    description: `Call, e-mail or visit ${SHOP_NAME} in Lekki, Lagos, or send us a message: our team answers within a working day.`,
  },
  offers: {
    title: 'Offers and Deals',
    description: 'Genuine products for less: every discount in the shop right now, the biggest saving first.',
  },
  bestSellers: {
    title: 'Best Sellers',
    description: `What our customers bought most in the last ${BEST_SELLER_DAYS} days.`,
  },
  help: {
    title: 'Help',
    description: `Delivery, returns and refunds, payment methods and answers to common questions about shopping at ${SHOP_NAME}.`,
  },
  notFound: {
    title: 'Page Not Found',
    description: `This page does not exist. Browse ${SHOP_NAME}'s products or book a salon appointment.`,
  },
} as const satisfies Record<string, PageHeadText>

/** Each category's name as the shop shows it. */
export const CATEGORY_NAMES: Record<CategoryPath, string> = {
  Pomade: 'Hair Pomades',
  Nails: 'Nail Care',
  Effect: 'Make-up Effects',
  Feet: 'Foot Care',
  Skincare: 'Skincare',
  Hair: 'Hair Care',
  Fragrance: 'Fragrance',
}

/** A category page's title and description. */
export const categoryHead = (category: CategoryPath): PageHeadText => ({
  title: CATEGORY_NAMES[category],
  description: `${CATEGORY_NAMES[category]} at ${SHOP_NAME}: shop in naira, delivered within 24 hours in Nigeria.`,
})

/** A product page's title and description: its name, its price in naira and its first line. */
export const productHead = (product: Pick<Product, 'name' | 'offerPrice' | 'description'>): PageHeadText => ({
  title: product.name,
  description: [`${product.name}: ${formatNaira(product.offerPrice)}.`, product.description[0]?.trim()].filter(Boolean).join(' '),
})
