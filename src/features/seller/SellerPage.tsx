import { Spinner } from '../../components/Spinner'
import { useAppSelector } from '../../shared/hooks'
import { SellerLayout } from './SellerLayout'
import { SellerLogin } from './SellerLogin'
import { useGetSellerStatusQuery } from './sellerApi'
import { mayBeSeller } from './sellerHint'
import { selectIsSeller } from './sellerSlice'

/** /seller: the seller's pages render only for a seller session; anyone else gets the seller login. */
export function SellerPage() {
  const { isLoading } = useGetSellerStatusQuery(undefined, { skip: !mayBeSeller() })
  const isSeller = useAppSelector(selectIsSeller)
  if (isSeller) return <SellerLayout />
  if (isLoading) return <Spinner label="Checking your seller session…" />
  return <SellerLogin />
}
