// The catalogue pages' addresses (/products, /products/{category}): what they show, as the address holds it.
// Apart from catalogue.ts: only the catalogue pages (and the server's page hints) read them, not the home page.
import { SHOP_SEARCH_MAX, type ShopSearchQuery, type ShopSort } from './catalogue'

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

/** What the catalogue's price fields say of a range given backwards (the API's words for it name its parameters). */
export const PRICE_RANGE_BACKWARDS = 'Min price cannot be more than max price'

/** A range whose min is above its max: the catalogue says so rather than guess which was meant. */
export const isBackwards = (minPrice?: number, maxPrice?: number): boolean => minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice

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

/** The API search a view makes (a price range given backwards in the address is read the right way round, the fields saying so). */
export function viewSearch({ q, sort, minPrice, maxPrice, all }: CatalogueView, category?: string): ShopSearchQuery {
  const [low, high] = isBackwards(minPrice, maxPrice) ? [maxPrice, minPrice] : [minPrice, maxPrice]
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(category ? { category } : {}),
    inStock: !all,
    ...(low !== undefined ? { minPrice: low } : {}),
    ...(high !== undefined ? { maxPrice: high } : {}),
    ...(sort ? { sort } : {}),
  }
}
