import { paths } from '../../contract/routes'

/** What a link from a seller list (orders, products) to one of its rows carries: the list's query string, so "Back" keeps its filters. */
export interface FromList {
  listSearch: string
}

/** A seller list as the seller left it, or the whole list when she came another way (a bookmark, a reload of an old tab). */
export function listPathFrom(list: string, state: unknown): string {
  const listSearch = (state as Partial<FromList> | null)?.listSearch
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${list}${listSearch}` : list
}

/** The order list as the seller left it. */
export const orderListPath = (state: unknown): string => listPathFrom(paths.sellerOrders, state)
