import { BEST_SELLER_DAYS, offersMessages } from '../../contract/offers'
import { RankedProducts } from './RankedProducts'
import { useGetBestSellersInfiniteQuery } from './rankedProductsApi'

/** /best-sellers: what shoppers bought most in the last BEST_SELLER_DAYS days, then the newest products. */
export function BestSellersPage() {
  return (
    <RankedProducts
      title="Best Sellers"
      lead={`What our customers bought most in the last ${BEST_SELLER_DAYS} days.`}
      list={useGetBestSellersInfiniteQuery()}
      empty={offersMessages.noBestSellers}
    />
  )
}
