import { offersMessages } from '../../contract/offers'
import { bestSellersHead } from '../../contract/pageHeads'
import { RankedProducts } from './RankedProducts'
import { useGetBestSellersInfiniteQuery } from './rankedProductsApi'

/** /best-sellers: what shoppers bought most in the last BEST_SELLER_DAYS days, then the newest products. */
export function BestSellersPage() {
  return (
    <RankedProducts
      title={bestSellersHead.title}
      lead={bestSellersHead.description}
      list={useGetBestSellersInfiniteQuery()}
      empty={offersMessages.noBestSellers}
    />
  )
}
