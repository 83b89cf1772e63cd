// The counter: one bill in the salon for the service done and the products sold there. What the browser and the
// server both obey: the bill's arithmetic (kobo), its request, its messages and limits. Not exported from the
// contract's index: the home page ships none of it.
import * as yup from 'yup'
import { MAX_CART_QUANTITY, TEXT_MAX } from './limits'
import { formatNaira, MAX_KOBO, roundToNaira, TAX_PERCENT, taxKobo } from './money'
import { internationalPhone } from './nigeria'
import { isCalendarDate } from './shopClock'
import { LEDGER_METHODS, PAYMENT_METHOD_TERMS, type LedgerMethod } from './payments'

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
        })
        .noUnknown(true, unknownField),
    )
    // None for a bill of ₦0 (a free service or product), at least one for any other: the server judges it by the total.
    .max(PAYMENT_METHODS.length, cm.paymentsRequired)
    .default([]),
  /** The cash the client handed over, in naira, when she pays some in cash. */
  tendered: yup.number().typeError(cm.tenderedTooLittle).min(0, cm.tenderedTooLittle).max(MAX_KOBO / 100, cm.tenderedTooLittle).nullable().default(null),
  /** A walk-in's contacts for her receipt (a visit's come from its booking). */
  clientName: yup.string().trim().max(TEXT_MAX).default(''),
  clientPhone: yup.string().trim().max(TEXT_MAX, cm.clientPhone).default('').test('nigerian', cm.clientPhone, (value) => !value || internationalPhone(value) !== null),
  clientEmail: yup.string().trim().max(TEXT_MAX).email(cm.clientEmail).default(''),
})
export type CounterSaleRequest = yup.InferType<typeof counterSaleSchema>

export const voidSaleSchema = yup.object({ reason: yup.string().trim().max(TEXT_MAX).required(cm.voidReason) })

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

export interface CounterSaleLine {
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
  service: { name: string; price: number; discount: number; discountReason: string | null } | null
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
  /** Closed sales' payments by method, in naira (voided sales count nowhere). */
  byMethod: Record<CounterPaymentMethod, number>
  /** The cash the drawer should hold from the day's sales. */
  drawerCash: number
  total: number
  sales: number
  voided: number
}
