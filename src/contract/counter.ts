// The counter: one bill in the salon for the service done and the products sold there. What the browser and the
// server both obey: the bill's arithmetic (kobo), its request, its messages and limits. Not exported from the
// contract's index: the home page ships none of it.
import * as yup from 'yup'
import { MAX_CART_QUANTITY, TEXT_MAX } from './limits'
import { formatNaira, MAX_KOBO, roundToNaira, TAX_PERCENT, taxKobo } from './money'
import { internationalPhone } from './nigeria'
import { isCalendarDate } from './shopClock'
import { LEDGER_METHODS, PAYMENT_METHOD_TERMS, type LedgerMethod } from './payments'
import { earningsMessages, MAX_TIPS } from './earnings'
import { giftCardMessages, MAX_GIFT_CARDS_PER_SALE } from './giftCards'

/** The ledger's methods the counter takes (src/contract/payments.ts says which). */
export type CounterPaymentMethod = { [M in LedgerMethod]: (typeof PAYMENT_METHOD_TERMS)[M]['counter'] extends true ? M : never }[LedgerMethod]
export const PAYMENT_METHODS = LEDGER_METHODS.filter((method) => PAYMENT_METHOD_TERMS[method].counter) as CounterPaymentMethod[]
export const PAYMENT_METHOD_NAMES = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_TERMS[method].name])) as Record<CounterPaymentMethod, string>

export const DISCOUNT_KINDS = ['naira', 'percent'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/** The most product lines one bill holds. */
export const COUNTER_MAX_LINES = 50
/** Products the counter's search answers at once. */
export const COUNTER_SEARCH_RESULTS = 10
/** Sales the day's list shows per page. */
export const COUNTER_DAY_PAGE = 50
/** The day's visits the counter offers to bill. */
export const COUNTER_VISITS_MAX = 200

export type CounterSaleStatus = 'closed' | 'voided'

/** A discount as the counter asks for it: naira or percent of what it applies to, always with a reason. */
export interface Discount {
  kind: DiscountKind
  /** Naira (to the kobo), or a percent from 0 to 100. */
  value: number
  reason: string
}

/** The kobo a discount takes off `baseKobo`: never more than it, a percent rounded down to the kobo. */
export function discountKobo(discount: Discount | null | undefined, baseKobo: number): number {
  if (!discount) return 0
  const kobo = discount.kind === 'percent' ? Math.floor((baseKobo * discount.value) / 100) : Math.round(discount.value * 100)
  return Math.max(0, Math.min(baseKobo, kobo))
}

export interface CounterLineInput {
  unitKobo: number
  quantity: number
  discount?: Discount | null
}

export interface CounterTotals {
  /** The products after their line discounts and their share of the bill's discount. */
  productsKobo: number
  /** The service after its discount and its share of the bill's discount. */
  servicesKobo: number
  /** The bill's own discount, in kobo. */
  billDiscountKobo: number
  /** Every discount on the bill: lines, service and bill. */
  discountKobo: number
  /** The products' 2 %, rounded down to the kobo: added to the bill, or (prices including tax) the part of their price that is tax. */
  taxKobo: number
  taxIncluded: boolean
  /** What rounding what is due to the naira added (up to +50 kobo) or took off (down to −49). */
  roundingKobo: number
  /** The bill: products, service and tax, then the rounding. */
  totalKobo: number
  /** The deposit the client paid ahead for the visit. */
  depositKobo: number
  /** What is still to pay at the counter: the total less the deposit, in whole naira. */
  dueKobo: number
}

/**
 * The counter's one price rule, shown by the screen and charged by the server. Products and the service each
 * take their own discount, then the bill's discount is shared between them in proportion (the service's share
 * rounded down). The 2 % tax is on the products alone, rounded down to the kobo, as in the cart; a service is priced
 * as booked. With counter prices that include the tax, nothing is added and the receipt shows the tax inside them.
 * What is due at the counter is then rounded to the naira (roundToNaira), the rounding a line of the bill.
 */
export function counterTotals(
  lines: readonly CounterLineInput[],
  service: { priceKobo: number; discount?: Discount | null; depositKobo: number } | null,
  billDiscount: Discount | null | undefined,
  taxIncluded: boolean,
): CounterTotals {
  let lineDiscounts = 0
  const productsNet = lines.reduce((sum, line) => {
    const gross = line.unitKobo * line.quantity
    const off = discountKobo(line.discount, gross)
    lineDiscounts += off
    return sum + gross - off
  }, 0)
  const serviceOff = service ? discountKobo(service.discount, service.priceKobo) : 0
  const serviceNet = service ? service.priceKobo - serviceOff : 0
  const beforeBill = productsNet + serviceNet
  const billOff = discountKobo(billDiscount, beforeBill)
  const toService = beforeBill === 0 ? 0 : Math.floor((billOff * serviceNet) / beforeBill)
  const productsKobo = productsNet - (billOff - toService)
  const servicesKobo = serviceNet - toService
  const tax = taxIncluded ? productsKobo - Math.ceil((productsKobo * 100) / (100 + TAX_PERCENT)) : taxKobo(productsKobo)
  const exactKobo = productsKobo + servicesKobo + (taxIncluded ? 0 : tax)
  const deposit = Math.min(service?.depositKobo ?? 0, exactKobo)
  // The client pays whole naira at the counter: what is left after the deposit is rounded, and the bill with it.
  const dueKobo = roundToNaira(exactKobo - deposit)
  return {
    productsKobo,
    servicesKobo,
    billDiscountKobo: billOff,
    discountKobo: lineDiscounts + serviceOff + billOff,
    taxKobo: tax,
    taxIncluded,
    roundingKobo: deposit + dueKobo - exactKobo,
    totalKobo: deposit + dueKobo,
    depositKobo: deposit,
    dueKobo,
  }
}

/** `line` of a refund that names a bill's service (its product lines are named by their id). */
export const SERVICE_LINE = 'service'

/** What a closed bill says of its lines, in kobo, to tell what one of them cost the client. */
export interface BillOfLines {
  lines: readonly { unitKobo: number; quantity: number; discountKobo: number }[]
  /** The products after every discount (the bill's own shared), tax apart: the stored `products_kobo`. */
  productsKobo: number
  servicesKobo: number
  taxIncluded: boolean
  depositKobo: number
}

/**
 * A product line's part of the bill's products, in kobo (its tax apart): its own price after its discount, less its
 * share of the bill's discount, in proportion as counterTotals shared it (rounded down, so the parts never add up to
 * more than the products).
 */
export function productLineShareKobo(bill: BillOfLines, index: number): number {
  const net = ({ unitKobo, quantity, discountKobo: off }: BillOfLines['lines'][number]) => unitKobo * quantity - off
  return productShareKobo(bill.productsKobo, net(bill.lines[index]!), bill.lines.reduce((sum, line) => sum + net(line), 0))
}

/** A line's share of a bill's products (`productsKobo`): its own net in proportion to every line's, rounded down. */
export const productShareKobo = (productsKobo: number, lineNetKobo: number, linesNetKobo: number): number =>
  linesNetKobo === 0 ? 0 : Math.floor((productsKobo * lineNetKobo) / linesNetKobo)

/**
 * What refunding one line of a closed bill gives back, in kobo: a product line's share with its tax (added, not when
 * prices include it), or the service less the deposit paid ahead online (that is not the counter's to give back),
 * rounded DOWN to the naira, as the counter pays (so never more than the line cost).
 */
export function lineRefundKobo(bill: BillOfLines, line: number | typeof SERVICE_LINE): number {
  const share = line === SERVICE_LINE ? Math.max(0, bill.servicesKobo - bill.depositKobo) : productLineShareKobo(bill, line)
  const cost = line === SERVICE_LINE || bill.taxIncluded ? share : share + taxKobo(share)
  return Math.floor(cost / 100) * 100
}

/**
 * How a refund of `amountKobo` goes back: cash first, then the bill's other methods in the counter's order
 * (PAYMENT_METHODS) that give back by hand (`lineRefund`: not a gift card), each never more than it still holds of
 * the bill (what it took less what it already gave back).
 * Gives back what it can when they hold less: never more than was paid.
 */
export function refundSplitKobo(heldKobo: Partial<Record<CounterPaymentMethod, number>>, amountKobo: number): { method: CounterPaymentMethod; amountKobo: number }[] {
  const split: { method: CounterPaymentMethod; amountKobo: number }[] = []
  let left = amountKobo
  for (const method of PAYMENT_METHODS) {
    if (!PAYMENT_METHOD_TERMS[method].lineRefund) continue
    const part = Math.min(left, Math.max(0, heldKobo[method] ?? 0))
    if (part > 0) split.push({ method, amountKobo: part })
    left -= part
  }
  return split
}

/** Cash tendered against the cash part of the payments: the change due, or null when it does not cover it. */
export const changeDueKobo = (cashKobo: number, tenderedKobo: number | null | undefined): number | null =>
  tenderedKobo === null || tenderedKobo === undefined ? 0 : tenderedKobo >= cashKobo ? tenderedKobo - cashKobo : null

/** A rounding as the bill and the receipt show it: +₦0.40, −₦0.26. */
export const signedNaira = (naira: number): string => `${naira < 0 ? '−' : '+'}${formatNaira(Math.abs(naira))}`

/** A receipt's number as the counter prints it: R-000123. */
export const receiptNumber = (number: number) => `R-${String(number).padStart(6, '0')}`

export const counterMessages = {
  title: 'Counter',
  dayTitle: 'End of day',
  search: 'Search products or scan a barcode',
  noMatch: 'No product matches this search.',
  emptyBill: 'Add a product or bill a visit first.',
  tooManyLines: `A bill holds at most ${COUNTER_MAX_LINES} products.`,
  quantity: `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}.`,
  productRequired: 'Each line needs a product.',
  unknownProduct: 'This product does not exist.',
  sameProductTwice: 'Each product is one line: change its quantity instead.',
  priceChanged: (name: string) => `The price of ${name} has changed: please add it again.`,
  changedMeanwhile: 'A product changed meanwhile: please try again.',
  discountReason: 'Please give the discount’s reason.',
  discountValue: 'A discount is at least 0: naira, or a percent up to 100.',
  discountKind: 'A discount is in naira or percent.',
  paymentsRequired: 'Add how the client pays.',
  paymentMethod: 'A payment is cash, transfer or card.',
  paymentAmount: 'Each payment is more than ₦0.',
  paymentsMustAddUp: (due: string, paid: string) => `The payments (${paid}) must add up to what is due (${due}).`,
  nothingDue: 'Nothing is due on this bill: close it with no payment.',
  nothingToPay: 'Nothing to pay: the bill closes with no payment.',
  tenderedTooLittle: 'The cash tendered is less than the cash part of the payment.',
  tenderedWithoutCash: 'Cash tendered needs a cash payment.',
  tooLarge: 'This bill is too large. Please split it.',
  taxLine: (included: boolean) => (included ? 'Tax 2 % (included, rounded down to the kobo)' : 'Tax 2 % (rounded down to the kobo)'),
  rounding: 'Rounded to the naira',
  closed: (number: string) => `Sale ${number} closed.`,
  saleNotFound: 'This sale does not exist.',
  voidReason: 'Please give the reason for voiding this sale.',
  voidReasonLabel: 'Reason for voiding',
  voidTitle: (number: string) => `Void sale ${number}?`,
  voidGivesBack: (amount: string) => `Give the client back ${amount}, as she paid it.`,
  voidRestocks: 'Its products go back in stock.',
  voidUnbills: 'Her visit is unpaid again, to bill anew.',
  voidFinal: 'A voided sale cannot be closed again.',
  voidKeep: 'Keep the sale',
  voidConfirm: 'Void the sale',
  voiding: 'Voiding…',
  voided: (number: string) => `Sale ${number} voided: its products are back in stock.`,
  alreadyVoided: 'This sale is already voided.',
  refundLinesTitle: 'Refund one line',
  refundLine: (name: string) => `Refund ${name}`,
  refundTitle: (name: string) => `Refund ${name}?`,
  /** What a line's refund gives back and by which methods (each part's amount and method's name), cash first. */
  refundGivesBack: (amount: string, parts: { amount: string; method: string }[]) =>
    parts.length === 1 ? `Give the client back ${amount} by ${parts[0]!.method.toLowerCase()}.` : `Give the client back ${amount}: ${parts.map((part) => `${part.amount} by ${part.method.toLowerCase()}`).join(' and ')}.`,
  refundToGiveBack: (amount: string) => `${amount} to give back`,
  refundRestocks: (units: number) => `${units} ${units === 1 ? 'unit goes' : 'units go'} back in stock.`,
  refundFinal: 'A line is refunded once; the rest of the sale stands.',
  refundReason: 'Please give the reason for this refund.',
  refundReasonLabel: 'Reason for the refund',
  refundKeep: 'Keep the line',
  refundConfirm: 'Refund the line',
  refunding: 'Refunding…',
  refunded: (name: string, amount: string) => `${name} refunded: ${amount} back to the client.`,
  refundedLine: (amount: string) => `Refunded ${amount}`,
  refundedTotal: 'Refunded',
  refundsGiven: 'Refunds given (taken off above)',
  refundedBy: (method: string) => `Refunded · ${method}`,
  lineNotFound: 'This line is not on the bill.',
  lineAlreadyRefunded: 'This line is already refunded.',
  refundOfVoided: 'A voided sale cannot be refunded.',
  nothingToRefund: 'Nothing was paid for this line in cash, by transfer or by card: there is nothing to give back here (a gift card gets its money back when the bill is voided).',
  visitNotFound: 'This visit does not exist.',
  visitNotBillable: 'Only a confirmed or completed visit can be billed.',
  visitAlreadyPaid: 'This visit is already paid.',
  billedOtherDay: (visitDate: string, by: string) => `The visit of ${visitDate}, billed on another day${by ? ` by ${by}` : ''}.`,
  visitNotToday: 'Only today’s visits can be billed at the counter.',
  otherDayOwnerOnly: 'Only the owner may bill a visit of another day.',
  otherDayWithoutVisit: 'Billing another day is for a visit: choose one.',
  otherDayFlag: 'otherDay must be true or false.',
  keyReused: 'This bill was already closed with different lines. Please start a new bill.',
  dateInvalid: 'Choose a day as YYYY-MM-DD.',
  searchTooLong: `Search for at most ${TEXT_MAX} characters.`,
  clientPhone: 'Enter a Nigerian phone number, or leave it empty.',
  clientEmail: 'Enter a valid e-mail, or leave it empty.',
  settingsTitle: 'Counter settings',
  taxIncludedLabel: 'Counter prices include the 2 % tax',
  taxIncludedHint: 'On: nothing is added to a bill and the receipt shows the tax inside the products’ price. Off: the 2 % is added to the products, as online.',
  saveSettings: 'Save counter settings',
  settingsSaved: 'Counter settings saved.',
  receiptSent: 'The receipt is on its way to the client.',
} as const

const cm = counterMessages

/** An object inside a bill refuses a field it does not name, as the bill itself does: `Unknown field: lines[0].price`. */
const unknownField = ({ path, unknown }: { path: string; unknown: string }) => `Unknown field: ${path}.${unknown}`

const discountSchema = yup
  .object({
    kind: yup.string().oneOf(DISCOUNT_KINDS, cm.discountKind).required(cm.discountKind),
    value: yup
      .number()
      .typeError(cm.discountValue)
      .min(0, cm.discountValue)
      .max(MAX_KOBO / 100, cm.discountValue)
      .required(cm.discountValue)
      .when('kind', { is: 'percent', then: (schema) => schema.max(100, cm.discountValue) }),
    reason: yup.string().trim().max(TEXT_MAX).required(cm.discountReason),
  })
  .noUnknown(true, unknownField)
  .nullable()
  .default(null)

/** A closed bill as the counter sends it: the prices come from the server, never from here. */
export const counterSaleSchema = yup.object({
  /** The visit billed (a booking's id), or none for a walk-in. */
  bookingId: yup.string().max(TEXT_MAX).nullable().default(null),
  /** The owner's override: the visit billed is of another day than today (refused without it, recorded with it). */
  otherDay: yup.boolean().strict().typeError(cm.otherDayFlag).nonNullable(cm.otherDayFlag).default(false),
  lines: yup
    .array(
      yup
        .object({
          product: yup.string().max(TEXT_MAX).required(cm.productRequired),
          quantity: yup.number().typeError(cm.quantity).integer(cm.quantity).min(1, cm.quantity).max(MAX_CART_QUANTITY, cm.quantity).required(cm.quantity),
          discount: discountSchema,
          /** The salon member who sold it (her commission); absent: whoever rang the bill up. */
          soldBy: yup.string().typeError(earningsMessages.soldBy).trim().max(TEXT_MAX, earningsMessages.soldBy).nullable().default(null),
        })
        .noUnknown(true, unknownField),
    )
    .max(COUNTER_MAX_LINES, cm.tooManyLines)
    .default([]),
  serviceDiscount: discountSchema,
  billDiscount: discountSchema,
  payments: yup
    .array(
      yup
        .object({
          method: yup.string().oneOf(PAYMENT_METHODS, cm.paymentMethod).required(cm.paymentMethod),
          amount: yup.number().typeError(cm.paymentAmount).moreThan(0, cm.paymentAmount).max(MAX_KOBO / 100, cm.paymentAmount).required(cm.paymentAmount),
          /** The gift card's code, for a payment from one. */
          code: yup.string().trim().max(TEXT_MAX, giftCardMessages.codeInvalid).optional(),
        })
        .noUnknown(true, unknownField),
    )
    // None for a bill of ₦0 (a free service or product), at least one for any other: the server judges it by the total.
    .max(PAYMENT_METHODS.length + MAX_GIFT_CARDS_PER_SALE - 1, cm.paymentsRequired)
    .default([]),
  /** The cash the client handed over, in naira, when she pays some in cash. */
  tendered: yup.number().typeError(cm.tenderedTooLittle).min(0, cm.tenderedTooLittle).max(MAX_KOBO / 100, cm.tenderedTooLittle).nullable().default(null),
  /** Tips beside the bill, each to a member: not discounted, not takings (see the README's Commissions and payroll). */
  tips: yup
    .array(
      yup
        .object({
          member: yup.string().typeError(earningsMessages.tipMember).trim().max(TEXT_MAX, earningsMessages.tipMember).required(earningsMessages.tipMember),
          amount: yup.number().typeError(earningsMessages.tipAmount).moreThan(0, earningsMessages.tipAmount).max(MAX_KOBO / 100, earningsMessages.tipAmount).required(earningsMessages.tipAmount),
          method: yup.string().oneOf(PAYMENT_METHODS, earningsMessages.tipMethod).required(earningsMessages.tipMethod),
        })
        .noUnknown(true, unknownField),
    )
    .max(MAX_TIPS, earningsMessages.tooManyTips)
    .default([]),
  /** A walk-in's contacts for her receipt (a visit's come from its booking). */
  clientName: yup.string().trim().max(TEXT_MAX).default(''),
  clientPhone: yup.string().trim().max(TEXT_MAX, cm.clientPhone).default('').test('nigerian', cm.clientPhone, (value) => !value || internationalPhone(value) !== null),
  clientEmail: yup.string().trim().max(TEXT_MAX).email(cm.clientEmail).default(''),
})
export type CounterSaleRequest = yup.InferType<typeof counterSaleSchema>

export const voidSaleSchema = yup.object({ reason: yup.string().trim().max(TEXT_MAX).required(cm.voidReason) })

/** POST /api/counter/sales/:id/refunds: one line of the bill (a product line's id, or SERVICE_LINE) and why. */
export const refundLineSchema = yup.object({
  line: yup.string().typeError(cm.lineNotFound).max(TEXT_MAX, cm.lineNotFound).required(cm.lineNotFound),
  reason: yup.string().trim().max(TEXT_MAX).required(cm.refundReason),
})
export type RefundLineRequest = yup.InferType<typeof refundLineSchema>

/** `?date=`: a Lagos day, today when absent. */
const dayQuery = yup
  .string()
  .typeError(cm.dateInvalid)
  .trim()
  .test('date', cm.dateInvalid, (value) => value === undefined || isCalendarDate(value))

/** GET /api/counter/products: what the search field holds (a name, or a scanned SKU). */
export const counterSearchSchema = yup.object({ q: yup.string().typeError(cm.searchTooLong).trim().max(TEXT_MAX, cm.searchTooLong).default('') })
/** GET /api/counter/visits and /api/counter/day: the day. */
export const counterDaySchema = yup.object({ date: dayQuery })

export const counterSettingsSchema = yup.object({ taxIncluded: yup.boolean().strict().required() })
export type CounterSettings = yup.InferType<typeof counterSettingsSchema>

export interface CounterProduct {
  _id: string
  name: string
  sku: string | null
  /** The price the counter charges (the shop's offer price), in naira. */
  price: number
  /** Units on the shelf, or null when not counted. */
  stockCount: number | null
  image: string | null
}

export interface CounterVisit {
  _id: string
  reference: string
  clientName: string
  serviceName: string
  employeeName: string
  startTime: string
  status: string
  price: number
  /** The deposit paid ahead, in naira. */
  deposit: number
  /** Billed at the counter already. */
  paid: boolean
}

/** A line refunded at the counter: what went back (naira), why and when. */
export interface CounterLineRefund {
  amount: number
  reason: string
  at: string
}

/** What a line of a closed bill says of its refund: what one would give back (naira; 0: nothing), or the one given. */
export interface CounterLineRefundState {
  refundable: number
  refunded: CounterLineRefund | null
}

export interface CounterSaleLine extends CounterLineRefundState {
  /** The line's own id: what a refund names. */
  _id: string
  productId: string
  name: string
  quantity: number
  unitPrice: number
  discount: number
  discountReason: string | null
  amount: number
  /** The product's NAFDAC number, when it has one. */
  nafdac?: string
}

export interface CounterSale {
  _id: string
  number: string
  status: CounterSaleStatus
  clientName: string
  clientPhone: string | null
  clientEmail: string | null
  service: ({ name: string; price: number; discount: number; discountReason: string | null } & CounterLineRefundState) | null
  bookingId: string | null
  lines: CounterSaleLine[]
  billDiscount: number
  billDiscountReason: string | null
  tax: number
  taxIncluded: boolean
  /** What rounding what was due to the naira added (positive) or took off (negative). */
  rounding: number
  total: number
  deposit: number
  due: number
  payments: { method: CounterPaymentMethod; amount: number }[]
  /** What its lines' refunds gave back, by method (naira), in the methods' order; empty when none was refunded. */
  refunds: { method: CounterPaymentMethod; amount: number }[]
  /** Tips beside the bill, each to a member (not in its total or the day's takings). */
  tips: { member: string; name: string; method: CounterPaymentMethod; amount: number }[]
  tendered: number | null
  change: number
  staffName: string
  /** The owner billed a visit of another day than today: the visit's day (YYYY-MM-DD, Lagos) and who did; null for today's. */
  otherDay: { visitDate: string; by: string } | null
  createdAt: string
  voidedAt: string | null
  voidReason: string | null
}

export interface CounterDay {
  date: string
  /** Closed sales' payments by method less the refunds given that day, in naira (voided sales count nowhere). */
  byMethod: Record<CounterPaymentMethod, number>
  /** The refunds of lines given that day, together (naira): already taken off byMethod, the drawer and the total. */
  refunded: number
  /** The cash the drawer should hold from the day's sales. */
  drawerCash: number
  total: number
  /** The day's tips, in naira: the cash ones are in drawerCash, none in total. */
  tips: number
  sales: number
  voided: number
}
