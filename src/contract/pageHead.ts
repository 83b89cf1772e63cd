// What a page says of itself in the browser's tab, in search results and in link previews: the server writes
// it into the HTML it sends (server/src/pages/head.ts) and the app sets the same title as it moves between pages.
import type { CategoryPath } from './routes'
import { SHOP_NAME } from './shop'

/** The title the browser's tab shows: the page's, then the shop's. */
export const documentTitle = (title: string): string => `${title} | ${SHOP_NAME}`

export interface PageHeadText {
  title: string
  description: string
}

// The words of the pages in the browser's first bundle. The other pages' are in pageHeads.ts: a module the first
// bundle imports comes whole, so each page's words stay in the chunk of the page that shows them.
export const homeHead: PageHeadText = {
  title: 'Beauty products and salon booking',
  description: `${SHOP_NAME}: beauty and personal-care products delivered within 24 hours in Nigeria, and salon bookings for hair, nails, massage, facials and make-up.`,
}

export const notFoundHead: PageHeadText = {
  title: 'Page Not Found',
  description: `This page does not exist. Browse ${SHOP_NAME}'s products or book a salon appointment.`,
}

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
