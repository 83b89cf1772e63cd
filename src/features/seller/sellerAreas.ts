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
  { path: paths.sellerDelivery, label: 'Delivery', permission: 'delivery.manage', listed: true },
  { path: paths.sellerCounter, label: 'Counter', permission: 'counter.sell', listed: true },
  { path: paths.sellerPromotions, label: 'Promotions', permission: 'promotions.manage', listed: true },
  { path: paths.sellerGiftCards, label: 'Gift Cards', permission: 'giftCards.manage', listed: true },
  { path: paths.sellerCustomers, label: 'Customers', permission: 'customers.view', listed: true },
  { path: paths.sellerStock, label: 'Stock', permission: 'stock.receive', listed: true },
  { path: paths.sellerBookings, label: 'Bookings', permission: 'bookings.own', listed: true },
  { path: paths.sellerServices, label: 'Services', permission: 'salon.manage', listed: true },
  { path: paths.sellerTeam, label: 'Team', permission: 'salon.manage', listed: true },
  { path: paths.sellerReviews, label: 'Reviews', permission: 'reviews.manage', listed: true },
  { path: paths.sellerMessages, label: 'Messages', permission: 'messages.view', listed: true },
  { path: paths.sellerHelpPages, label: 'Help Pages', permission: 'pages.edit', listed: true },
  { path: paths.sellerOutbox, label: 'Outbox', permission: 'messages.view', listed: true },
  { path: paths.sellerAccounts, label: 'Team Accounts', permission: 'team.manage', listed: true },
  { path: paths.sellerActivity, label: 'Activity', permission: 'team.manage', listed: true },
  { path: paths.sellerPayroll, label: 'Payroll', permission: 'earnings.manage', listed: true },
  { path: paths.sellerCommissions, label: 'Commission Rules', permission: 'earnings.manage', listed: true },
  { path: paths.sellerEarnings, label: 'My Earnings', permission: 'earnings.own', listed: true },
  { path: paths.sellerPassword, label: 'My Password', listed: true },
]

/** The area an address of the seller's shows. */
export const areaOf = (pathname: string): SellerArea | undefined => SELLER_AREAS.find((area) => matchPath({ path: area.path, end: true }, pathname.toLowerCase()))

/** Places in a phone's bar of the seller area: her pages' names side by side, or four of them and More. */
export const PHONE_BAR_PLACES = 5

/** The pages a phone's bar names first, the most used first; her other pages are behind More. */
const PHONE_BAR_FIRST: readonly string[] = [paths.sellerDashboard, paths.sellerOrders, paths.sellerBookings, paths.sellerProducts, paths.sellerCounter]

/**
 * Her pages (`menu`, those her role opens) as a phone shows them: every one in the bar when they fit, else the
 * four she uses most (PHONE_BAR_FIRST, then the menu's order) in the bar and the rest behind More, each in the menu's order.
 */
export function phoneMenu(menu: readonly SellerArea[]): { bar: SellerArea[]; more: SellerArea[] } {
  if (menu.length <= PHONE_BAR_PLACES) return { bar: [...menu], more: [] }
  const rank = (area: SellerArea) => {
    const first = PHONE_BAR_FIRST.indexOf(area.path)
    return first < 0 ? PHONE_BAR_FIRST.length + menu.indexOf(area) : first
  }
  const shown = new Set([...menu].sort((a, b) => rank(a) - rank(b)).slice(0, PHONE_BAR_PLACES - 1))
  return { bar: menu.filter((area) => shown.has(area)), more: menu.filter((area) => !shown.has(area)) }
}
