import type { FastifyInstance } from 'fastify'
import { shopDate } from '../../../src/contract'
import { CLOSED_PERIODS_MAX, RULES_HISTORY_MAX, spanDays, type CommissionRule, type EarningsSpan, type MyEarnings, type Payroll } from '../../../src/contract/earnings'
import type { Db } from '../db/client'
import type { Column } from '../http/csv'
import type { Sheet } from './exports'
import { figuresOf, type MemberFigures } from '../domain/earnings'
import { toCommissionRule, toMemberEarnings } from '../mappers/earnings'
import { closedPeriodOf, closedPeriods, earningsEvents, rulesHistory, rulesOf, salonMembers } from '../repositories/earnings'

// What each member earned, as the owner (everyone's, the payroll) and a stylist (her own) read it.

/** Each member's figures for these Lagos days, in kobo, reckoned from the events (one member's, when named). */
export async function payrollFigures(db: Db, from: string, to: string, staffId?: string): Promise<MemberFigures[]> {
  const [members, rules, events] = await Promise.all([salonMembers(db), rulesOf(db, staffId === undefined ? undefined : [staffId]), earningsEvents(db, from, to, staffId)])
  const byMember = new Map<string, CommissionRule[]>()
  for (const rule of rules.map(toCommissionRule)) byMember.set(rule.member, [...(byMember.get(rule.member) ?? []), rule])
  return figuresOf(staffId === undefined ? members : members.filter((member) => member.id === staffId), byMember, events)
}

/** A closed period's stored figures, else reckoned now. */
async function periodFigures(db: Db, from: string, to: string) {
  const closed = await closedPeriodOf(db, from, to)
  return { closed, figures: closed ? (closed.figures as MemberFigures[]) : await payrollFigures(db, from, to) }
}

/** A period's payroll: a closed period's stored figures, else reckoned now. */
export async function payrollOf(shop: FastifyInstance, from: string, to: string): Promise<Payroll> {
  const { closed, figures } = await periodFigures(shop.db, from, to)
  return { from, to, members: figures.map(toMemberEarnings), closed: closed ? { at: closed.closedAt.toISOString(), by: closed.closedBy } : null }
}

/** The periods closed, newest first. */
export const closedPayrolls = async (shop: FastifyInstance): Promise<{ from: string; to: string; closedAt: string }[]> =>
  (await closedPeriods(shop.db, CLOSED_PERIODS_MAX)).map((row) => ({ from: row.startsOn, to: row.endsOn, closedAt: row.closedAt.toISOString() }))

/** A member's figures for today, this week or this month (Lagos), up to today. */
export async function memberEarnings(shop: FastifyInstance, staffId: string, span: EarningsSpan): Promise<MyEarnings | undefined> {
  const { from, to } = spanDays(span, shopDate(shop.clock.now()))
  const [figures] = await payrollFigures(shop.db, from, to, staffId)
  return figures && { period: span, from, to, figures: toMemberEarnings(figures) }
}

/** The team with each member's rules, newest first (at most RULES_HISTORY_MAX each). */
export async function commissionRules(shop: FastifyInstance): Promise<{ members: { id: string; name: string }[]; rules: CommissionRule[] }> {
  const [members, rules] = await Promise.all([salonMembers(shop.db), rulesHistory(shop.db, RULES_HISTORY_MAX)])
  return { members, rules: rules.map(toCommissionRule) }
}

const naira = (kobo: number) => (kobo / 100).toFixed(2)

const payrollColumns: Column<MemberFigures>[] = [
  { header: 'Member', cell: (row) => row.name },
  { header: 'Services', cell: (row) => String(row.services) },
  { header: 'Services value (NGN)', cell: (row) => naira(row.servicesKobo) },
  { header: 'Products sold (NGN)', cell: (row) => naira(row.productsKobo) },
  { header: 'Refunds (NGN)', cell: (row) => naira(row.refundsKobo) },
  { header: 'Commission (NGN)', cell: (row) => naira(row.commissionKobo) },
  { header: 'Tips (NGN)', cell: (row) => naira(row.tipsKobo) },
  { header: 'To pay (NGN)', cell: (row) => naira(row.commissionKobo + row.tipsKobo) },
]

/** The payroll as a spreadsheet: a member a row, in kobo-exact naira; a closed period's stored figures. */
export async function payrollSheet(shop: FastifyInstance, from: string, to: string): Promise<Sheet<MemberFigures>> {
  const { figures } = await periodFigures(shop.db, from, to)
  async function* rows() {
    yield* figures
  }
  return { columns: payrollColumns, rows: rows() }
}
