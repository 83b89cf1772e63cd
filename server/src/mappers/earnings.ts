import { koboToNaira } from '../../../src/contract'
import { basisPointsToPercent, type CommissionRule, type MemberEarnings } from '../../../src/contract/earnings'
import type { MemberFigures } from '../domain/earnings'
import type { RuleRow } from '../repositories/earnings'

/** A rule as the owner reads it, its basis points as percents. */
export const toCommissionRule = (row: RuleRow): CommissionRule => ({
  _id: row.id,
  member: row.staffId,
  from: row.startsOn,
  services: basisPointsToPercent(row.servicesBp),
  products: basisPointsToPercent(row.productsBp),
  categories: row.categoriesBp.map((entry) => ({ category: entry.category, percent: basisPointsToPercent(entry.bp) })),
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
})

/** A member's figures in naira. */
export const toMemberEarnings = (row: MemberFigures): MemberEarnings => ({
  member: row.member,
  name: row.name,
  services: row.services,
  servicesValue: koboToNaira(row.servicesKobo),
  productsValue: koboToNaira(row.productsKobo),
  refunds: koboToNaira(row.refundsKobo),
  commission: koboToNaira(row.commissionKobo),
  tips: koboToNaira(row.tipsKobo),
  total: koboToNaira(row.commissionKobo + row.tipsKobo),
})
