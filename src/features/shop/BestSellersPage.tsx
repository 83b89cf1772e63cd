import { offersMessages } from '../../contract/offers'
import { pageHeads } from '../../contract/pageHead'
import { RankedProducts } from './RankedProducts'
import { useGetBestSellersInfiniteQuery } from './rankedProductsApi'

/** /best-sellers: what shoppers bought most in the last BEST_SELLER_DAYS days, then the newest products. */
export function BestSellersPage() {
  return (
    <RankedProducts
      title={pageHeads.bestSellers.title}
      lead={pageHeads.bestSellers.description}
      list={useGetBestSellersInfiniteQuery()}
      empty={offersMessages.noBestSellers}
    />
  )
}
