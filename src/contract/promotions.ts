// Discount codes: what the owner makes, the one rule that prices them, and every refusal a shopper may read.
import { formatKobo } from './money'
import { formatLongDate, isCalendarDate, shopMoment } from './shopClock'

export const DISCOUNT_KINDS = ['percent', 'amount'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/** What a code takes its discount off: the whole order, one product, one category's products, or a salon service. */
export const DISCOUNT_TARGETS = ['order', 'product', 'category', 'service'] as const
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number]

/** Where a code may be used: online orders, the salon's counter, or both. */
export const CODE_CHANNELS = ['online', 'counter', 'both'] as const
export type CodeChannel = (typeof CODE_CHANNELS)[number]

/** Where a code is being used now. */
export type SaleChannel = Exclude<CodeChannel, 'both'>

export const CODE_STATES = ['running', 'scheduled', 'ended', 'paused'] as const
export type CodeState = (typeof CODE_STATES)[number]

export const CODE_MIN_LENGTH = 3
export const CODE_MAX_LENGTH = 20

/** A code as the shop keeps it: the shopper's case and spaces forgiven ("glow 20 " is GLOW20). */
export const normalizeCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase()

/** A code's rule, in kobo: `value` is a percentage or an amount of kobo. */
export interface DiscountRule {
  kind: DiscountKind
  value: number
  appliesTo: DiscountTarget
  /** The product's id, the category's name or the service's id; null for the whole order. */
  target: string | null
}

/** A line the code may take its discount off. */
export interface DiscountableLine {
  unitKobo: number
  quantity: number
  productId: string
  category: string
}

/** Whether the code's discount reaches this line. */
export const isDiscounted = (rule: Pick<DiscountRule, 'appliesTo' | 'target'>, line: DiscountableLine): boolean =>
  rule.appliesTo === 'order' || (rule.appliesTo === 'product' && line.productId === rule.target) || (rule.appliesTo === 'category' && line.category === rule.target)

/**
 * The one price rule of a code, online and at the counter: a percentage of the lines it reaches (rounded down to the
 * kobo), or an amount off them, never more than they cost, so no line is ever below nothing.
 */
export function discountKobo(rule: DiscountRule, lines: readonly DiscountableLine[]): number {
  const reached = lines.filter((line) => isDiscounted(rule, line)).reduce((sum, line) => sum + line.unitKobo * line.quantity, 0)
  return rule.kind === 'percent' ? Math.floor((reached * rule.value) / 100) : Math.min(rule.value, reached)
}

/** How a code's discount is named on the order, the receipt, the messages and the spreadsheets. */
export const discountLabel = (code: string): string => `Discount (${code})`

/** What a code does, in the owner's and the shopper's words: 20% off, ₦2,000 off. */
export const discountText = (rule: Pick<DiscountRule, 'kind' | 'value'>): string => (rule.kind === 'percent' ? `${rule.value}% off` : `${formatKobo(rule.value)} off`)

export const promotionMessages = {
  /** Refusals of a code, in a shopper's words. */
  code: {
    unknown: (code: string) => `We don't know the code ${code}. Please check its spelling.`,
    paused: 'This code is paused at the moment. Please try again later.',
    notYet: (from: Date) => `This code starts on ${formatLongDate(from)}.`,
    ended: (until: Date) => `This code ended on ${formatLongDate(until)}.`,
    minSpend: (kobo: number) => `Spend ${formatKobo(kobo)} or more to use it.`,
    usedUp: 'This code has been used up.',
    usedAlready: 'You have used this code already.',
    usedTimes: (times: number) => `You have used this code ${times} times already: that is as many as it allows.`,
    firstOrderOnly: 'This code is for your first order only.',
    counterOnly: 'This code is for the salon counter only.',
    onlineOnly: 'This code is for online orders only.',
    productOnly: (name: string) => `This code is for ${name} only: add it to your cart to use it.`,
    categoryOnly: (category: string) => `This code is for ${category} products only: add one to your cart to use it.`,
    serviceOnly: 'This code is for a salon service: use it at the salon.',
    freeOnline: 'Your code makes this order free: choose cash on delivery to place it, there is nothing to pay online.',
    invalid: `Type a code of ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} letters and digits.`,
  },
  /** The owner's form and list. */
  admin: {
    codeTaken: (code: string) => `There is already a code ${code}. Please choose another.`,
    kind: 'Choose percent or naira off.',
    percent: 'Type a percentage from 1 to 100.',
    amount: 'Type an amount of naira above 0.',
    appliesTo: 'Choose what the code takes its discount off.',
    target: 'Choose the product, category or service the code is for.',
    unknownTarget: 'That product, category or service is not in the shop.',
    minSpend: 'Type a minimum spend of 0 naira or more.',
    from: 'Choose when the code starts.',
    until: 'Choose when the code ends, after it starts.',
    uses: 'Type a whole number of 1 or more, or leave it empty for no limit.',
    channel: 'Choose where the code may be used.',
    created: (code: string) => `Code ${code} created.`,
    paused: (code: string) => `Code ${code} paused.`,
    resumed: (code: string) => `Code ${code} running again.`,
    notFound: 'This code no longer exists.',
  },
} as const

/** A moment typed in the owner's form, on the shop's clock: YYYY-MM-DDTHH:mm (a datetime-local field's value). */
export const SHOP_MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

/** The moment a datetime-local value names on the shop's clock; undefined when it names none. */
export function shopMomentOf(value: string): Date | undefined {
  const match = SHOP_MOMENT.exec(value)
  if (!match || !isCalendarDate(match[1]!) || Number(match[2]) > 23 || Number(match[3]) > 59) return undefined
  return shopMoment(match[1]!, Number(match[2]) * 60 + Number(match[3]))
}

/** A code as the owner's Promotions page lists it (money in naira). */
export interface DiscountCode {
  _id: string
  code: string
  kind: DiscountKind
  /** A percentage, or naira off. */
  value: number
  appliesTo: DiscountTarget
  target: string | null
  /** The product's or service's name, the category itself; null for the whole order. */
  targetName: string | null
  minSpend: number
  from: string
  until: string | null
  maxUses: number | null
  perCustomer: number | null
  firstOrderOnly: boolean
  channel: CodeChannel
  state: CodeState
  /** Orders that used it and still count (a cancelled or lapsed one gave its use back). */
  uses: number
  /** What those orders were given off, and what they came to, in naira. */
  discountGiven: number
  revenue: number
  createdAt: string
}

/** A code's state at `now`: paused wins, then its window. */
export function codeStateAt(code: { pausedAt: Date | null; startsAt: Date; endsAt: Date | null }, now: Date): CodeState {
  if (code.endsAt && now >= code.endsAt) return 'ended'
  if (code.pausedAt) return 'paused'
  return now < code.startsAt ? 'scheduled' : 'running'
}

export const CODE_STATE_NAMES: Record<CodeState, string> = { running: 'Running', scheduled: 'Scheduled', ended: 'Ended', paused: 'Paused' }

/** The WhatsApp link that shares a code with its words. */
export const codeShareLink = (code: string, rule: Pick<DiscountRule, 'kind' | 'value'>, shopUrl: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`Use code ${code} for ${discountText(rule)} at ${shopUrl}`)}`
