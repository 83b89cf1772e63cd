// The words of the pages other than home and the missing page (those are in pageHead.ts), and the table of
// every fixed page's the server's head reads.
import { formatNaira } from './money'
import { BEST_SELLER_DAYS } from './offers'
import { CATEGORY_NAMES, homeHead, notFoundHead, type PageHeadText } from './pageHead'
import type { CategoryPath } from './routes'
import { SHOP_NAME } from './shop'
import type { Product } from './types'

export const aboutHead: PageHeadText = {
  title: 'About us',
  description: `Meet the founder and the team of ${SHOP_NAME}, the Lekki salon and beauty shop for trusted skincare, hair, nail and fragrance essentials.`,
}

export const productsHead: PageHeadText = {
  title: 'All Products',
  description: 'Shop skincare, hair care, nail care, make-up, foot care and fragrance in naira, delivered within 24 hours in Nigeria.',
}

export const bookingHead: PageHeadText = {
  title: 'Book an appointment',
  description: `Book hair, nails, massage, facials or make-up at the ${SHOP_NAME} salon in Lekki, Lagos: choose a service, a specialist and a time.`,
}

export const contactHead: PageHeadText = {
  title: 'Contact us',
  description: `Call, e-mail or visit ${SHOP_NAME} in Lekki, Lagos, or send us a message: our team answers within a working day.`,
}

export const offersHead: PageHeadText = {
  title: 'Offers and Deals',
  description: 'Genuine products for less: every discount in the shop right now, the biggest saving first.',
}

export const bestSellersHead: PageHeadText = {
  title: 'Best Sellers',
  description: `What our customers bought most in the last ${BEST_SELLER_DAYS} days.`,
}

export const helpHead: PageHeadText = {
  title: 'Help',
  description: `Delivery, returns and refunds, payment methods and answers to common questions about shopping at ${SHOP_NAME}.`,
}

/** The shop's fixed pages' titles and descriptions, by page (the server's head reads them here). */
export const pageHeads = { home: homeHead, about: aboutHead, products: productsHead, booking: bookingHead, contact: contactHead, offers: offersHead, bestSellers: bestSellersHead, help: helpHead, notFound: notFoundHead } as const

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
