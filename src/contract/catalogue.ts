// The shop's catalogue search (GET /api/product/search) and product look-up by ids (GET /api/product/by-ids):
// what the storefront and the server both read. Small on purpose: the home page ships it.
import { MAX_CART_LINES, PAGE_LIMIT_MESSAGE } from './limits'
import type { PageInfo, Product } from './types'

/**
 * The orders a search can come in. `relevance` (the default with a query) ranks name matches before
 * category and description ones, typos last; without a query it is `newest` (the default then).
 */
export const SHOP_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const
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
  limit: PAGE_LIMIT_MESSAGE,
  cursor: 'cursor must be the nextCursor of the page before, with the same search and sort.',
  ids: `ids must be 1 to ${MAX_PRODUCT_IDS} product ids, comma-separated.`,
  unknown: (name: string) => `${name} is not a search parameter.`,
} as const

/**
 * The address of a search page, its parameters always in one order and only those set: the storefront asks
 * exactly this, and the server's page hints preload exactly this (a preload is used only when it matches).
 */
export function searchPath({ q, category, inStock, sort, limit, cursor }: ShopSearchQuery): string {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q.trim())
  if (category) params.set('category', category)
  if (inStock) params.set('inStock', 'true')
  if (sort) params.set('sort', sort)
  if (limit !== undefined) params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `/product/search?${query}` : '/product/search'
}
