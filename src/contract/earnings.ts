// What each member of the salon earned: who a sale credits, the owner's commission rules, tips, payroll for a period.
// What the browser and the server both obey: the arithmetic (kobo, basis points), the requests and their messages.
// Not exported from the contract's index: the home page ships none of it.
import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { addDays, daysBetween, isCalendarDate, mondayOf } from './shopClock'

/** A percent is kept as basis points (30 % = 3000), so 12.5 % is exact. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100)
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100

/** The commission on a credited value: its percent, rounded down to the kobo (a negative value, a refund, takes back as much). */
export const commissionKobo = (valueKobo: number, basisPoints: number): number => Math.sign(valueKobo) * Math.floor((Math.abs(valueKobo) * basisPoints) / 10000)

/**
 * `totalKobo` shared in proportion to `weights`, each share rounded down and what is left over going to the last:
 * how a visit's services share the bill's service money and a bill's products their money.
 */
export function shareKobo(totalKobo: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (weights.length === 0) return []
  if (sum === 0) return weights.map((_, index) => (index === weights.length - 1 ? totalKobo : 0))
  const shares = weights.map((weight) => Math.floor((totalKobo * weight) / sum))
  shares[shares.length - 1]! += totalKobo - shares.reduce((a, b) => a + b, 0)
  return shares
}

/** A member's commission rule from a Lagos day on: percent of services (a category may have its own) and of products. */
export interface CommissionRule {
  _id: string
  member: string
  from: string
  services: number
  products: number
  categories: { category: string; percent: number }[]
  createdAt: string
  createdBy: string | null
}

/** The rule in force on `day`: the latest from a day on or before it (of two on one day, the later written). */
export function ruleOn<R extends { from: string; createdAt: string }>(rules: readonly R[], day: string): R | undefined {
  let found: R | undefined
  for (const rule of rules) {
    if (rule.from > day) continue
    if (!found || rule.from > found.from || (rule.from === found.from && rule.createdAt > found.createdAt)) found = rule
  }
  return found
}

/** The basis points a rule gives a credit of this kind (a service's category may have its own). */
export function basisPointsOf(rule: { services: number; products: number; categories: { category: string; percent: number }[] } | undefined, kind: CreditKind, category: string | null): number {
  if (!rule) return 0
  if (kind === 'product') return percentToBasisPoints(rule.products)
  const own = rule.categories.find((entry) => entry.category === category)
  return percentToBasisPoints(own ? own.percent : rule.services)
}

export const CREDIT_KINDS = ['service', 'product'] as const
export type CreditKind = (typeof CREDIT_KINDS)[number]

/** A member's figures for a period, in naira. */
export interface MemberEarnings {
  member: string
  name: string
  /** Services she did (less those refunded in the period). */
  services: number
  /** Their value after the bill's discounts. */
  servicesValue: number
  /** The products she sold, after discounts, tax apart. */
  productsValue: number
  /** What refunds and voided bills in the period took back of her sales. */
  refunds: number
  commission: number
  tips: number
  /** Commission and tips. */
  total: number
}

export interface Payroll {
  from: string
  to: string
  members: MemberEarnings[]
  /** Null while open; when closed, its figures are those stored then and never change. */
  closed: { at: string; by: string | null } | null
}

export const EARNINGS_SPANS = ['today', 'week', 'month'] as const
export type EarningsSpan = (typeof EARNINGS_SPANS)[number]
export const EARNINGS_SPAN_NAMES: Record<EarningsSpan, string> = { today: 'Today', week: 'This week', month: 'This month' }

/** The Lagos days a span covers up to `today`: today; the week from its Monday; the month from its first. */
export function spanDays(span: EarningsSpan, today: string): { from: string; to: string } {
  if (span === 'today') return { from: today, to: today }
  if (span === 'week') return { from: mondayOf(today), to: today }
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** The longest payroll period asked at once. */
export const PAYROLL_MAX_DAYS = 366
/** Most tips one bill takes: one per member who served. */
export const MAX_TIPS = 3
/** Most rules a member's history lists. */
export const RULES_HISTORY_MAX = 20
/** Closed periods the payroll page lists. */
export const CLOSED_PERIODS_MAX = 24

export const earningsMessages = {
  rulesTitle: 'Commission rules',
  payrollTitle: 'Payroll',
  mineTitle: 'My earnings',
  member: 'Choose a member of the salon team.',
  unknownMember: 'This member is not on the salon team.',
  percent: 'A percent is a number from 0 to 100, at most two decimals.',
  from: 'Choose the day the rule starts, as YYYY-MM-DD.',
  category: 'Choose one of the salon’s categories.',
  categoryTwice: 'Each category has one percent.',
  ruleSaved: 'Commission rule saved. Past periods keep their figures.',
  ruleInClosedPeriod: (closedTo: string) => `Payroll is closed up to ${closedTo}: a rule can start on ${addDays(closedTo, 1)} at the earliest.`,
  period: 'Choose the period’s first and last days as YYYY-MM-DD.',
  periodOrder: 'The first day cannot be after the last.',
  periodTooLong: `A period is at most ${PAYROLL_MAX_DAYS} days.`,
  span: 'period must be today, week or month.',
  notEnded: 'A period can be closed once its last day is over.',
  overlapsClosed: 'This period overlaps one already closed.',
  periodClosed: (from: string, to: string) => `Payroll of ${from} to ${to} closed: its figures stay as paid.`,
  notYourFigures: 'You can see your own earnings only.',
  noMember: 'Your login is not linked to a member of the salon team.',
  tipMember: 'Choose who the tip is for.',
  tipAmount: 'A tip is more than ₦0.',
  tipMethod: 'A tip is paid in cash, by transfer or by card.',
  tooManyTips: `A bill takes at most ${MAX_TIPS} tips.`,
  soldBy: 'Choose a member of the salon team who sold it.',
} as const

const em = earningsMessages

const percentField = yup
  .number()
  .typeError(em.percent)
  .min(0, em.percent)
  .max(100, em.percent)
  .test('cents', em.percent, (value) => value === undefined || Number.isInteger(Math.round(value * 100 * 1e6) / 1e6))
  .required(em.percent)

const calendarDay = (message: string) =>
  yup
    .string()
    .typeError(message)
    .trim()
    .required(message)
    .test('date', message, (value) => isCalendarDate(value))

/** POST /api/earnings/rules: a new rule, never an edit of an old one. */
export const commissionRuleSchema = yup.object({
  member: yup.string().typeError(em.member).trim().max(TEXT_MAX, em.member).required(em.member),
  from: calendarDay(em.from),
  services: percentField,
  products: percentField,
  categories: yup
    .array(yup.object({ category: yup.string().typeError(em.category).max(TEXT_MAX, em.category).required(em.category), percent: percentField }).noUnknown())
    .max(20, em.category)
    .default([])
    .test('once', em.categoryTwice, (list) => new Set(list.map((entry) => entry.category)).size === list.length),
})
export type CommissionRuleRequest = yup.InferType<typeof commissionRuleSchema>

/** ?from=&to=: a payroll period in Lagos days. */
export const payrollQuerySchema = yup
  .object({ from: calendarDay(em.period), to: calendarDay(em.period) })
  .test('order', em.periodOrder, (value) => !value.from || !value.to || value.from <= value.to)
  .test('length', em.periodTooLong, (value) => !value.from || !value.to || daysBetween(value.from, value.to) < PAYROLL_MAX_DAYS)

/** ?period=&member=: a member's own figures for today, this week or this month (the owner names the member). */
export const memberEarningsQuerySchema = yup.object({
  period: yup.string().typeError(em.span).oneOf(EARNINGS_SPANS, em.span).default('today'),
  member: yup.string().typeError(em.member).trim().max(TEXT_MAX, em.member),
})

/** What a stylist's own page shows for one span. */
export interface MyEarnings {
  period: EarningsSpan
  from: string
  to: string
  figures: MemberEarnings
}
