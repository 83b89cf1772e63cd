import { paths } from '../../contract/routes'

/** What a link from the order list to an order carries: the list's query string, so "Back to orders" keeps its filters. */
export interface FromOrderList {
  listSearch: string
}

/** The order list as the seller left it, or the whole list when she came another way (a bookmark, a reload of an old tab). */
export function orderListPath(state: unknown): string {
  const listSearch = (state as Partial<FromOrderList> | null)?.listSearch
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${paths.sellerOrders}${listSearch}` : paths.sellerOrders
}
