import { koboToNaira } from '../../../src/contract'
import type { ChannelRevenue, Customer, SalesFigures, SalesSummary } from '../../../src/contract/dashboard'
import type { CustomerRow, PeriodKobo, SalesFiguresKobo } from '../repositories/dashboard'

/** A period's sales figures in naira: all the money taken, by where it came from, and the orders placed. */
const toSalesFigures = ({ placedKobo, paidKobo, orders, shippingKobo, counterKobo, depositsKobo }: PeriodKobo): SalesFigures => ({
  taken: koboToNaira(paidKobo + counterKobo + depositsKobo),
  paidRevenue: koboToNaira(paidKobo),
  counter: koboToNaira(counterKobo),
  deposits: koboToNaira(depositsKobo),
  placedRevenue: koboToNaira(placedKobo),
  orders,
  averageOrder: orders === 0 ? 0 : koboToNaira(Math.round(placedKobo / orders)),
  deliveryFees: koboToNaira(shippingKobo),
})

/** A period's revenue by channel in naira: the orders placed online, the salon's services and the counter's products. */
const toChannelRevenue = (period: PeriodKobo): ChannelRevenue => ({
  online: koboToNaira(period.placedKobo),
  services: koboToNaira(period.servicesKobo),
  counterProducts: koboToNaira(period.counterProductsKobo),
})

/** The dashboard's figures as the owner reads them, in naira. */
export const toSalesSummary = ({ periods, daily, topProducts, lowStock }: SalesFiguresKobo): SalesSummary => ({
  periods: { today: toSalesFigures(periods.today), week: toSalesFigures(periods.week), month: toSalesFigures(periods.month) },
  channels: { today: toChannelRevenue(periods.today), week: toChannelRevenue(periods.week), month: toChannelRevenue(periods.month) },
  daily: daily.map((day) => ({
    date: day.date,
    paidRevenue: koboToNaira(day.paidKobo),
    placedRevenue: koboToNaira(day.placedKobo),
    counterRevenue: koboToNaira(day.counterKobo),
    bookings: day.bookings,
  })),
  topProducts: topProducts.map((product) => ({ productId: product.productId, name: product.name, units: product.units, revenue: koboToNaira(product.revenueKobo) })),
  lowStock: lowStock.map((product) => ({ _id: product.id, name: product.name, image: product.images, stockCount: product.stockCount, lowStockThreshold: product.lowStockThreshold })),
})

/** A customer as the dashboard lists her, her spending in naira. */
export const toCustomer = (row: CustomerRow): Customer => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  orders: row.orders,
  totalSpent: koboToNaira(row.spentKobo),
})
