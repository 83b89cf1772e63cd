import { api } from '../../shared/api'

/** The shop's API with the tags only the seller area's pages use: named in its chunk, not in the first page's. */
export const sellerApi = api.enhanceEndpoints({ addTagTypes: ['DiscountCode', 'Earnings'] })
