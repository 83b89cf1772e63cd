// The shop's catalogue search (GET /api/product/search) and product look-up by ids (GET /api/product/by-ids):
// what the storefront and the server both read. Small on purpose: the home page ships it.
import { MAX_CART_LINES } from './limits'
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
