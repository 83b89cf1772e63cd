import type { FastifyInstance } from 'fastify'
import { nairaToKobo, shopDate } from '../../../src/contract'
import type { CounterTotals } from '../../../src/contract/counter'
import { earningsMessages, percentToBasisPoints, shareKobo, type CommissionRuleRequest } from '../../../src/contract/earnings'
import type { LedgerMethod } from '../../../src/contract/payments'
import type { Db } from '../db/client'
import type { StaffActor } from '../domain/permissions'
import { badRequest, conflict } from '../http/refusal'
import { listCategories } from '../repositories/salon'
import { insertClosedPeriod, insertRule, lastClosedDay, lockPayroll, overlapsClosedPeriod, recordCredits, recordTips, salonMembers, visitLinesOf, type NewCredit } from '../repositories/earnings'
import { recordActivity } from '../repositories/staff'
import { payrollFigures } from '../queries/earnings'
import { toCommissionRule } from '../mappers/earnings'

const em = earningsMessages

/** Who earned a bill and the tips beside it, decided before it is stored. */
export interface BillEarnings {
  credits: NewCredit[]
  tips: { staffId: string; method: LedgerMethod; amountKobo: number }[]
}

/**
 * Who earned a counter bill: each of the visit's services the member who did it (the bill's service money shared in
 * proportion to their booked prices), each product the member who sold it (chosen on the bill, else whoever rang it
 * up, when her login is a member of the salon team), valued after every discount with the tax apart; and its tips,
 * each to a member. A member the salon does not have is a 400 and nothing is stored.
 */
export async function earningsOfBill(
  tx: Db,
  staff: StaffActor,
  bill: {
    visitId: string | null
    lines: { productId: string; unitKobo: number; quantity: number; discountKobo: number; soldBy: string | null }[]
    tips: { member: string; amount: number; method: string }[]
    totals: CounterTotals
  },
): Promise<BillEarnings> {
  const members = new Set((await salonMembers(tx)).map((member) => member.id))
  const memberOf = (id: string, message: string) => {
    const found = id.toLowerCase()
    if (!members.has(found)) throw badRequest(message)
    return found
  }
  const credits: NewCredit[] = []
  if (bill.visitId !== null) {
    const services = await visitLinesOf(tx, bill.visitId)
    const values = shareKobo(
      bill.totals.servicesKobo,
      services.map((line) => line.priceKobo),
    )
    services.forEach((line, index) => credits.push({ staffId: line.employeeId, kind: 'service', categoryId: line.categoryId, productId: null, valueKobo: values[index]! }))
  }
  const productsKobo = bill.totals.productsKobo - (bill.totals.taxIncluded ? bill.totals.taxKobo : 0)
  const values = shareKobo(
    productsKobo,
    bill.lines.map((line) => line.unitKobo * line.quantity - line.discountKobo),
  )
  bill.lines.forEach((line, index) => {
    const seller = line.soldBy ? memberOf(line.soldBy, em.soldBy) : staff.staffId
    if (seller !== null) credits.push({ staffId: seller, kind: 'product', categoryId: null, productId: line.productId, valueKobo: values[index]! })
  })
  const tips = bill.tips.map((tip) => ({ staffId: memberOf(tip.member, em.tipMember), method: tip.method as LedgerMethod, amountKobo: nairaToKobo(tip.amount) }))
  return { credits, tips }
}

/** Stores a bill's credits and tips, in the bill's transaction. */
export async function recordEarnings(tx: Db, saleId: string, earnings: BillEarnings, staffAccountId: string): Promise<void> {
  await recordCredits(tx, saleId, earnings.credits)
  await recordTips(tx, saleId, earnings.tips, staffAccountId)
}

/**
 * A member's new commission rule from a day on: a new row, never an edit, so past periods keep the rules they had.
 * It may not start inside a closed period (409): that period's figures are paid.
 */
export async function addCommissionRule(shop: FastifyInstance, staff: StaffActor, asked: CommissionRuleRequest) {
  const member = asked.member.toLowerCase()
  const [members, categories] = await Promise.all([salonMembers(shop.db), listCategories(shop.db)])
  const found = members.find((candidate) => candidate.id === member)
  if (!found) throw badRequest(em.unknownMember)
  for (const entry of asked.categories) if (!categories.some((category) => category.id === entry.category)) throw badRequest(em.category)
  const row = await shop.db.transaction(async (tx) => {
    await lockPayroll(tx)
    const closedTo = await lastClosedDay(tx)
    if (closedTo !== null && asked.from <= closedTo) throw conflict(em.ruleInClosedPeriod(closedTo))
    const made = await insertRule(tx, {
      staffId: member,
      startsOn: asked.from,
      servicesBp: percentToBasisPoints(asked.services),
      productsBp: percentToBasisPoints(asked.products),
      categoriesBp: asked.categories.map((entry) => ({ category: entry.category, bp: percentToBasisPoints(entry.percent) })),
      createdBy: staff.accountId,
    })
    await recordActivity(tx, { accountId: staff.accountId, kind: 'team', subject: member, summary: `Commission rule for ${found.name} from ${asked.from}: services ${asked.services} %, products ${asked.products} %` })
    return made
  })
  return { message: em.ruleSaved, rule: toCommissionRule(row) }
}

/**
 * Closes a payroll period once its last day is over: its figures are stored as they are and shown from then on, and a
 * refund or void that comes later lands in the period it happens in. Two closed periods never overlap (409).
 */
export async function closePayroll(shop: FastifyInstance, staff: StaffActor, from: string, to: string) {
  if (to >= shopDate(shop.clock.now())) throw conflict(em.notEnded)
  const closed = await shop.db.transaction(async (tx) => {
    await lockPayroll(tx)
    if (await overlapsClosedPeriod(tx, from, to)) throw conflict(em.overlapsClosed)
    const figures = await payrollFigures(tx, from, to)
    if (!(await insertClosedPeriod(tx, { from, to, figures, closedBy: staff.accountId }))) throw conflict(em.overlapsClosed)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'team', subject: `${from}/${to}`, summary: `Payroll of ${from} to ${to} closed` })
    return true
  })
  return { closed, message: em.periodClosed(from, to) }
}
