import type { FastifyInstance } from 'fastify'
import type { PageInfo } from '../../../src/contract'
import type { Customer, SalesSummary } from '../../../src/contract/dashboard'
import { may, type Actor } from '../domain/permissions'
import { toCustomer, toSalesSummary } from '../mappers/dashboard'
import { toMarginFigures } from '../mappers/stock'
import { listCustomers, MONTH_SO_FAR, salesSummary } from '../repositories/dashboard'
import { productMargins } from '../repositories/margin'

// The owner's dashboard: the sales figures, and the customers as each role may see them.

/**
 * The shop's sales: the days' and months' revenue, the orders by status, the best sellers and the low stock; the
 * month's margin for who may see what stock cost (stock.costs).
 */
export async function dashboardSummary(shop: FastifyInstance, actor: Actor): Promise<SalesSummary> {
  const summary = toSalesSummary(await salesSummary(shop.db))
  if (!may(actor, 'stock.costs')) return summary
  const { totals } = await productMargins(shop.db, MONTH_SO_FAR, { limit: 0, offset: 0 })
  return { ...summary, margin: { month: toMarginFigures(totals) } }
}

/**
 * A page of the registered customers, newest first, optionally those a search names. What each spent is a revenue
 * figure: left out (null) for a role without revenue (permissions.ts).
 */
export async function customersFor(shop: FastifyInstance, actor: Actor, { q, limit, after }: { q: string; limit: number; after?: string | undefined }): Promise<{ customers: Customer[] } & PageInfo> {
  const page = await listCustomers(shop.db, { limit, after }, q)
  const shown = page.customers.map(toCustomer)
  const customers = may(actor, 'revenue.view') ? shown : shown.map((customer) => ({ ...customer, totalSpent: null }))
  return { customers, nextCursor: page.nextCursor }
}
