import { paths } from '../../contract/routes'

/** What a link from the order list to an order carries: the list's query string, so "Back to orders" keeps its filters. */
export interface FromOrderList {
  listSearch: string
}

/** A seller list as the seller left it, or the whole list when she came another way (a bookmark, a reload of an old tab). */
export function listPathFrom(list: string, state: unknown): string {
  const listSearch = (state as Partial<FromOrderList> | null)?.listSearch
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${list}${listSearch}` : list
}

/** The order list as the seller left it. */
export const orderListPath = (state: unknown): string => listPathFrom(paths.sellerOrders, state)
