import { nairaToKobo } from './money'
import type { PageInfo, Product } from './types'

// Offers and Deals (/offers) and Best Sellers (/best-sellers): server-paged product lists of their own.

/** Best Sellers ranks products by the units sold in this many days before now. */
export const BEST_SELLER_DAYS = 90

/** A page of a ranked product list. */
export type ProductPage = PageInfo & { products: Product[] }

/** What the offer price saves on the price: kobo, and whole percent (at least 1 whenever it saves anything). */
export function savingOf(product: Pick<Product, 'price' | 'offerPrice'>): { kobo: number; percent: number } {
  const priceKobo = nairaToKobo(product.price)
  const kobo = priceKobo - nairaToKobo(product.offerPrice)
  if (kobo <= 0 || priceKobo <= 0) return { kobo: 0, percent: 0 }
  return { kobo, percent: Math.max(1, Math.floor((kobo * 100) / priceKobo)) }
}

export const offersMessages = {
  noOffers: 'No offers right now. New deals arrive every week: take a look at all our products meanwhile.',
  noBestSellers: 'No products to show yet.',
  cursorInvalid: 'after must be the nextCursor of the page before.',
} as const
