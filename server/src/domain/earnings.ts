import { basisPointsOf, commissionKobo, ruleOn, type CommissionRule } from '../../../src/contract/earnings'
import type { CreditEvent } from '../repositories/earnings'

/** A member's figures for a period, in kobo: what the payroll shows and a closed period keeps. */
export interface MemberFigures {
  member: string
  name: string
  services: number
  servicesKobo: number
  productsKobo: number
  refundsKobo: number
  commissionKobo: number
  tipsKobo: number
}

type Rule = Pick<CommissionRule, 'from' | 'createdAt' | 'services' | 'products' | 'categories'>

/**
 * Each member's figures from a period's events: a credit earns the percent of the rule in force on its bill's day
 * (rounded down to the kobo, credit by credit), and a void or refund of it takes back the same way, at that same rule.
 */
export function figuresOf(
  members: readonly { id: string; name: string }[],
  rulesByMember: ReadonlyMap<string, readonly Rule[]>,
  events: { credits: readonly CreditEvent[]; tips: readonly { staffId: string; amountKobo: number }[] },
): MemberFigures[] {
  const figures = new Map(members.map((member) => [member.id, { member: member.id, name: member.name, services: 0, servicesKobo: 0, productsKobo: 0, refundsKobo: 0, commissionKobo: 0, tipsKobo: 0 }]))
  for (const event of events.credits) {
    const row = figures.get(event.staffId)
    if (!row) continue
    const rule = ruleOn(rulesByMember.get(event.staffId) ?? [], event.saleDay)
    row.commissionKobo += commissionKobo(event.valueKobo, basisPointsOf(rule, event.kind, event.categoryId))
    if (event.kind === 'service') row.services += event.count
    if (event.refund) row.refundsKobo -= event.valueKobo
    else if (event.kind === 'service') row.servicesKobo += event.valueKobo
    else row.productsKobo += event.valueKobo
  }
  for (const tip of events.tips) {
    const row = figures.get(tip.staffId)
    if (row) row.tipsKobo += tip.amountKobo
  }
  return [...figures.values()]
}
