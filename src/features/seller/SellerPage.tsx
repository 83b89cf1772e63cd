import { Spinner } from '../../components/Spinner'
import { SellerLayout } from './SellerLayout'
import { SellerLogin } from './SellerLogin'
import { useSellerSession } from './sellerSession'

/** /seller: the seller's pages render only for a seller session; anyone else gets the seller login. */
export function SellerPage() {
  const { isSeller, checking } = useSellerSession()
  if (isSeller) return <SellerLayout />
  if (checking) return <Spinner label="Checking your seller session…" />
  return <SellerLogin />
}
