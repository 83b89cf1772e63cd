import { matchPath } from 'react-router-dom'
import { paths, pages } from '../../contract/routes'
import type { Permission } from '../../contract/team'

/** A page of the seller area and the permission it needs: the menu shows it, and opens it, only for a role that has it. */
export interface SellerArea {
  path: string
  label: string
  permission?: Permission
  /** Listed in the sidebar (a page of one order or product is reached from its list). */
  listed: boolean
}

export const SELLER_AREAS: SellerArea[] = [
  { path: paths.sellerDashboard, label: 'Dashboard', permission: 'revenue.view', listed: true },
  { path: paths.seller, label: 'Add Product', permission: 'catalogue.edit', listed: true },
  { path: paths.sellerProducts, label: 'Product List', permission: 'catalogue.edit', listed: true },
  { path: pages.sellerProduct.path, label: 'Product', permission: 'catalogue.edit', listed: false },
  { path: paths.sellerOrders, label: 'Orders', permission: 'orders.manage', listed: true },
  { path: pages.sellerOrder.path, label: 'Order', permission: 'orders.manage', listed: false },
  { path: paths.sellerCustomers, label: 'Customers', permission: 'customers.view', listed: true },
  { path: paths.sellerBookings, label: 'Bookings', permission: 'bookings.own', listed: true },
  { path: paths.sellerServices, label: 'Services', permission: 'salon.manage', listed: true },
  { path: paths.sellerTeam, label: 'Team', permission: 'salon.manage', listed: true },
  { path: paths.sellerMessages, label: 'Messages', permission: 'messages.view', listed: true },
  { path: paths.sellerHelpPages, label: 'Help Pages', permission: 'pages.edit', listed: true },
  { path: paths.sellerOutbox, label: 'Outbox', permission: 'messages.view', listed: true },
  { path: paths.sellerAccounts, label: 'Team Accounts', permission: 'team.manage', listed: true },
  { path: paths.sellerActivity, label: 'Activity', permission: 'team.manage', listed: true },
  { path: paths.sellerPassword, label: 'My Password', listed: true },
]

/** The area an address of the seller's shows. */
export const areaOf = (pathname: string): SellerArea | undefined => SELLER_AREAS.find((area) => matchPath({ path: area.path, end: true }, pathname.toLowerCase()))
