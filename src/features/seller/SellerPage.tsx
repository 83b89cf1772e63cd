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
export { AddProductPage } from './products/AddProductPage'
export { ProductListPage } from './products/ProductListPage'
export { EditProductPage } from './products/EditProductPage'
export { SellerOrdersPage } from './orders/SellerOrdersPage'
export { SellerOrderPage } from './orders/SellerOrderPage'
export { BookingsPage } from './salon/bookings/BookingsPage'
export { ServicesPage } from './salon/ServicesPage'
export { TeamPage } from './salon/TeamPage'
export { MessagesPage } from './messages/MessagesPage'
export { DashboardPage } from './insights/DashboardPage'
export { CustomersPage } from './insights/CustomersPage'
export { HelpPagesPage } from './helpPages/HelpPagesPage'
export { OutboxPage } from './messages/OutboxPage'
export { DeliveryPage } from './delivery/DeliveryPage'
export { CounterPage } from './counter/CounterPage'
export { StockPage } from './stock/StockPage'
export { TeamAccountsPage } from './team/TeamAccountsPage'
export { ActivityPage } from './team/ActivityPage'
export { PromotionsPage } from './promotions/PromotionsPage'
export { CommissionsPage } from './earnings/CommissionsPage'
export { PayrollPage } from './earnings/PayrollPage'
export { MyEarningsPage } from './earnings/MyEarningsPage'
export { StaffPasswordPage } from './team/StaffPasswordPage'
export { SellerReviewsPage } from './reviews/SellerReviewsPage'
