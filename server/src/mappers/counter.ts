import { koboToNaira } from '../../../src/contract'
import { PAYMENT_METHODS, receiptNumber, type CounterDay, type CounterPaymentMethod, type CounterProduct, type CounterSale, type CounterVisit } from '../../../src/contract/counter'
import type { CounterDayFigures, CounterProductRow, CounterSaleRecord, CounterVisitRow } from '../repositories/counter'

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
export const toCounterSale = ({ sale, lines, payments, staffName, otherDayByName }: CounterSaleRecord): CounterSale => ({
  _id: sale.id,
  number: receiptNumber(sale.number),
  status: sale.status,
  clientName: sale.clientName,
  clientPhone: sale.clientPhone,
  clientEmail: sale.clientEmail,
  bookingId: sale.bookingId,
  service: sale.serviceName === null ? null : { name: sale.serviceName, price: koboToNaira(sale.servicePriceKobo), discount: koboToNaira(sale.serviceDiscountKobo), discountReason: sale.serviceDiscountReason },
  lines: lines.map((line) => ({
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
  tendered: sale.tenderedKobo === null ? null : koboToNaira(sale.tenderedKobo),
  change: koboToNaira(sale.changeKobo),
  staffName: staffName ?? '',
  otherDay: sale.otherDayVisit === null ? null : { visitDate: sale.otherDayVisit, by: otherDayByName ?? '' },
  createdAt: sale.createdAt.toISOString(),
  voidedAt: sale.voidedAt?.toISOString() ?? null,
  voidReason: sale.voidReason,
})

/** A Lagos day at the counter in naira. */
export const toCounterDay = (day: CounterDayFigures): CounterDay => ({
  date: day.date,
  byMethod: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, koboToNaira(day.byMethodKobo[method])])) as Record<CounterPaymentMethod, number>,
  drawerCash: koboToNaira(day.drawerCashKobo),
  total: koboToNaira(day.totalKobo),
  sales: day.sales,
  voided: day.voided,
})
