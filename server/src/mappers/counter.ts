import { koboToNaira } from '../../../src/contract'
import {
  lineRefundKobo,
  PAYMENT_METHODS,
  receiptNumber,
  refundSplitKobo,
  SERVICE_LINE,
  type BillOfLines,
  type CounterDay,
  type CounterLineRefundState,
  type CounterPaymentMethod,
  type CounterProduct,
  type CounterSale,
  type CounterVisit,
} from '../../../src/contract/counter'
import type { CounterDayFigures, CounterProductRow, CounterSaleRecord, CounterVisitRow } from '../repositories/counter'

/** A bill's lines and totals as lineRefundKobo reads them. */
const billOf = ({ sale, lines }: CounterSaleRecord): BillOfLines => ({
  lines: lines.map((line) => ({ unitKobo: line.unitPriceKobo, quantity: line.quantity, discountKobo: line.discountKobo })),
  productsKobo: sale.productsKobo,
  servicesKobo: sale.servicesKobo,
  taxIncluded: sale.taxIncluded,
  depositKobo: sale.depositKobo,
})

/** Kobo by method of these rows. */
const byMethod = (rows: { method: string; amountKobo: number }[]): Partial<Record<CounterPaymentMethod, number>> => {
  const sums: Partial<Record<CounterPaymentMethod, number>> = {}
  for (const row of rows) sums[row.method as CounterPaymentMethod] = (sums[row.method as CounterPaymentMethod] ?? 0) + row.amountKobo
  return sums
}

/**
 * How refunding one line of the bill (a product line's id, or null: its service) gives the money back now, by method
 * (refundSplitKobo: cash first, each method never more than it still holds); none for a voided bill, a line already
 * refunded, one not on the bill, or one nothing was paid for at the counter.
 */
export function refundPartsOf(record: CounterSaleRecord, lineId: string | null): { method: CounterPaymentMethod; amountKobo: number }[] {
  if (record.sale.status !== 'closed' || record.refunds.some((refund) => refund.lineId === lineId)) return []
  const line = lineId === null ? (record.sale.serviceName === null ? -1 : SERVICE_LINE) : record.lines.findIndex((candidate) => candidate.id === lineId)
  if (line === -1) return []
  const paid = byMethod(record.payments)
  const back = byMethod(record.refunds)
  const held = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, (paid[method] ?? 0) - (back[method] ?? 0)]))
  return refundSplitKobo(held, lineRefundKobo(billOf(record), line))
}

/** A line's refund as the receipt shows it: what a refund would give back now, or the one given (its rows together). */
function refundStateOf(record: CounterSaleRecord, lineId: string | null): CounterLineRefundState {
  const rows = record.refunds.filter((refund) => refund.lineId === lineId)
  const refunded = rows[0] ? { amount: koboToNaira(rows.reduce((sum, row) => sum + row.amountKobo, 0)), reason: rows[0].reason, at: rows[0].at.toISOString() } : null
  return { refundable: koboToNaira(refundPartsOf(record, lineId).reduce((sum, part) => sum + part.amountKobo, 0)), refunded }
}

/** A product as the counter's search lists it, its price in naira. */
export const toCounterProduct = (row: CounterProductRow): CounterProduct => ({
  _id: row.id,
  name: row.fullName,
  sku: row.sku,
  price: koboToNaira(row.offerPriceKobo),
  stockCount: row.stockCount,
  image: row.images[0] ?? null,
})

/** A visit as the counter lists it: its start on the shop's clock, its price and the deposit paid in naira. */
export const toCounterVisit = (row: CounterVisitRow): CounterVisit => ({
  _id: row.id,
  reference: row.reference,
  clientName: row.clientName,
  serviceName: row.serviceName,
  employeeName: row.employeeName,
  startTime: row.startsAt.toLocaleTimeString('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit' }),
  status: row.status,
  price: koboToNaira(row.priceKobo),
  deposit: koboToNaira(row.depositPaidKobo),
  paid: row.billed,
})

/** A sale as its receipt shows it, amounts in naira, its payments in the methods' order. */
export const toCounterSale = (record: CounterSaleRecord): CounterSale => {
  const { sale, lines, payments, refunds, tips, staffName, otherDayByName } = record
  const refundedByMethod = byMethod(refunds)
  return {
  _id: sale.id,
  number: receiptNumber(sale.number),
  status: sale.status,
  clientName: sale.clientName,
  clientPhone: sale.clientPhone,
  clientEmail: sale.clientEmail,
  bookingId: sale.bookingId,
  service:
    sale.serviceName === null
      ? null
      : { name: sale.serviceName, price: koboToNaira(sale.servicePriceKobo), discount: koboToNaira(sale.serviceDiscountKobo), discountReason: sale.serviceDiscountReason, ...refundStateOf(record, null) },
  lines: lines.map((line) => ({
    _id: line.id,
    ...refundStateOf(record, line.id),
    productId: line.productId,
    name: line.productName,
    quantity: line.quantity,
    unitPrice: koboToNaira(line.unitPriceKobo),
    discount: koboToNaira(line.discountKobo),
    discountReason: line.discountReason,
    amount: koboToNaira(line.unitPriceKobo * line.quantity - line.discountKobo),
    ...(line.nafdacNumber ? { nafdac: line.nafdacNumber } : {}),
  })),
  billDiscount: koboToNaira(sale.billDiscountKobo),
  billDiscountReason: sale.billDiscountReason,
  tax: koboToNaira(sale.taxKobo),
  taxIncluded: sale.taxIncluded,
  rounding: koboToNaira(sale.totalKobo - sale.productsKobo - sale.servicesKobo - (sale.taxIncluded ? 0 : sale.taxKobo)),
  total: koboToNaira(sale.totalKobo),
  deposit: koboToNaira(sale.depositKobo),
  due: koboToNaira(sale.dueKobo),
  payments: payments
    .map((payment) => ({ method: payment.method as CounterPaymentMethod, amount: koboToNaira(payment.amountKobo) }))
    .sort((a, b) => PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method)),
  refunds: PAYMENT_METHODS.filter((method) => refundedByMethod[method] !== undefined).map((method) => ({ method, amount: koboToNaira(refundedByMethod[method]!) })),
  tips: tips.map((tip) => ({ member: tip.member, name: tip.name, method: tip.method as CounterPaymentMethod, amount: koboToNaira(tip.amountKobo) })),
  tendered: sale.tenderedKobo === null ? null : koboToNaira(sale.tenderedKobo),
  change: koboToNaira(sale.changeKobo),
  staffName: staffName ?? '',
  otherDay: sale.otherDayVisit === null ? null : { visitDate: sale.otherDayVisit, by: otherDayByName ?? '' },
  createdAt: sale.createdAt.toISOString(),
  voidedAt: sale.voidedAt?.toISOString() ?? null,
  voidReason: sale.voidReason,
  }
}

/** A Lagos day at the counter in naira. */
export const toCounterDay = (day: CounterDayFigures): CounterDay => ({
  date: day.date,
  byMethod: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, koboToNaira(day.byMethodKobo[method])])) as Record<CounterPaymentMethod, number>,
  refunded: koboToNaira(day.refundedKobo),
  drawerCash: koboToNaira(day.drawerCashKobo),
  total: koboToNaira(day.totalKobo),
  tips: koboToNaira(day.tipsKobo),
  sales: day.sales,
  voided: day.voided,
})
