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

// The seller area's pages come with its frame, as one chunk: the owner opens several of them in a visit,
// and one import site keeps the router (on every shopper's first page) lighter than one per page.
export { AddProductPage } from './AddProductPage'
export { ProductListPage } from './ProductListPage'
export { EditProductPage } from './EditProductPage'
export { SellerOrdersPage } from './SellerOrdersPage'
export { SellerOrderPage } from './SellerOrderPage'
export { BookingsPage } from './BookingsPage'
export { ServicesPage } from './ServicesPage'
export { TeamPage } from './TeamPage'
export { MessagesPage } from './MessagesPage'
export { DashboardPage } from './DashboardPage'
export { CustomersPage } from './CustomersPage'
export { HelpPagesPage } from './HelpPagesPage'
export { OutboxPage } from './OutboxPage'
