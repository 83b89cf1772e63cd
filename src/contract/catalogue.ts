// The shop's catalogue search (GET /api/product/search) and product look-up by ids (GET /api/product/by-ids):
// what the storefront and the server both read. Small on purpose: the home page ships it.
import { MAX_CART_LINES, PAGE_LIMIT_MESSAGE } from './limits'
import type { PageInfo, Product } from './types'

/**
 * The orders a search can come in. `relevance` (the default with a query) ranks name matches before
 * category and description ones, typos last; without a query it is `newest` (the default then).
 * `best-selling` ranks by the units a product's group sold in the last BEST_SELLER_DAYS.
 */
export const SHOP_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name', 'best-selling'] as const
export type ShopSort = (typeof SHOP_SORTS)[number]

/** The longest search text the shop takes. */
export const SHOP_SEARCH_MAX = 100

/** Products one look-up by ids answers: a whole cart. */
export const MAX_PRODUCT_IDS = MAX_CART_LINES

/** GET /api/product/search's query as the storefront sends it (every field optional there). */
export interface ShopSearchQuery {
  q?: string
  category?: string
  /** Only what can be bought now. */
  inStock?: boolean
  /** Whole naira: only what sells (offer price) for at least, and at most, this much. */
  minPrice?: number
  maxPrice?: number
  sort?: ShopSort
  limit?: number
  cursor?: string
}

export interface CategoryCount {
  category: string
  count: number
}

/** A page of results; the first page (no cursor) also says how many match in each category, and in all. */
export interface ShopSearchPage extends PageInfo {
  products: Product[]
  total?: number
  categories?: CategoryCount[]
}

export const searchMessages = {
  q: `q must be one search text of at most ${SHOP_SEARCH_MAX} characters.`,
  category: 'category must be one of the shop’s categories.',
  inStock: 'inStock must be true or false.',
  sort: `sort must be one of ${SHOP_SORTS.join(', ')}.`,
  minPrice: 'minPrice must be a whole number of naira.',
  maxPrice: 'maxPrice must be a whole number of naira.',
  priceRange: 'minPrice cannot be more than maxPrice.',
  limit: PAGE_LIMIT_MESSAGE,
  cursor: 'cursor must be the nextCursor of the page before, with the same search and sort.',
  ids: `ids must be 1 to ${MAX_PRODUCT_IDS} product ids, comma-separated.`,
  unknown: (name: string) => `${name} is not a search parameter.`,
} as const

/**
 * The address of a search page, its parameters always in one order and only those set: the storefront asks
 * exactly this, and the server's page hints preload exactly this (a preload is used only when it matches).
 */
export function searchPath({ q, category, inStock, minPrice, maxPrice, sort, limit, cursor }: ShopSearchQuery): string {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q.trim())
  if (category) params.set('category', category)
  if (inStock) params.set('inStock', 'true')
  if (minPrice !== undefined) params.set('minPrice', String(minPrice))
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice))
  if (sort) params.set('sort', sort)
  if (limit !== undefined) params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `/product/search?${query}` : '/product/search'
}

/** The sorts a shopper picks on the catalogue, in the words she reads. */
export const CATALOGUE_SORTS: readonly { value: ShopSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'best-selling', label: 'Best selling' },
]

/**
 * What a catalogue page (/products, /products/{category}) shows, as its address holds it: shareable, kept on
 * reload and Back, drawn by the server too. `page` is how many pages of results are shown.
 */
export interface CatalogueView {
  q: string
  sort?: ShopSort
  minPrice?: number
  maxPrice?: number
  /** Sold-out products too (the catalogue shows what can be bought now unless asked). */
  all: boolean
  page: number
}

/** The most pages an address asks to show at once. */
export const MAX_CATALOGUE_PAGES = 10

const wholeNaira = (value: string | null) => (value !== null && /^\d{1,8}$/.test(value) ? Number(value) : undefined)

/** The view an address asks for; a value the catalogue cannot use is left out (the page shows its default). */
export function readCatalogueView(params: URLSearchParams): CatalogueView {
  const sort = params.get('sort')
  const page = wholeNaira(params.get('page'))
  return {
    // As typed (the search box writes it here): the search itself trims it.
    q: (params.get('q') ?? '').slice(0, SHOP_SEARCH_MAX),
    ...(CATALOGUE_SORTS.some((option) => option.value === sort) ? { sort: sort as ShopSort } : {}),
    ...(wholeNaira(params.get('minPrice')) !== undefined ? { minPrice: wholeNaira(params.get('minPrice')) } : {}),
    ...(wholeNaira(params.get('maxPrice')) !== undefined ? { maxPrice: wholeNaira(params.get('maxPrice')) } : {}),
    all: params.get('stock') === 'all',
    page: page !== undefined && page >= 1 ? Math.min(page, MAX_CATALOGUE_PAGES) : 1,
  }
}

/** The address's query string of a view (`?…`, or '' for the default view), its parameters always in one order. */
export function catalogueQueryString({ q, sort, minPrice, maxPrice, all, page }: CatalogueView): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q)
  if (sort) params.set('sort', sort)
  if (minPrice !== undefined) params.set('minPrice', String(minPrice))
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice))
  if (all) params.set('stock', 'all')
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The API search a view makes (a price range given backwards is read the right way round). */
export function viewSearch({ q, sort, minPrice, maxPrice, all }: CatalogueView, category?: string): ShopSearchQuery {
  const [low, high] = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice]
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(category ? { category } : {}),
    inStock: !all,
    ...(low !== undefined ? { minPrice: low } : {}),
    ...(high !== undefined ? { maxPrice: high } : {}),
    ...(sort ? { sort } : {}),
  }
}
