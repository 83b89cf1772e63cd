import { koboToNaira } from '../../../src/contract'
import { rebookRate, type SalonReport } from '../../../src/contract/reports'
import type { ReportKobo } from '../repositories/reports'

/** What the service money was that no visit's services were credited with (bills written before credits were kept). */
export const UNCREDITED_SERVICES = 'Services not credited to a category'

/** A report as the owner reads it, in naira: the categories add up to the services' channel exactly. */
export function toSalonReport(from: string, to: string, figures: ReportKobo): SalonReport {
  const credited = figures.categories.reduce((sum, row) => sum + row.kobo, 0)
  const uncredited = figures.servicesKobo - credited
  return {
    from,
    to,
    channels: [
      { channel: 'online', revenue: koboToNaira(figures.onlineKobo) },
      { channel: 'services', revenue: koboToNaira(figures.servicesKobo) },
      { channel: 'products', revenue: koboToNaira(figures.productsKobo) },
    ],
    bookings: figures.bookings,
    counterRefunds: koboToNaira(figures.counterRefundsKobo),
    categories: [
      ...figures.categories.map((row) => ({ category: row.categoryId, name: row.name, revenue: koboToNaira(row.kobo) })),
      ...(uncredited !== 0 ? [{ category: null, name: UNCREDITED_SERVICES, revenue: koboToNaira(uncredited) }] : []),
    ],
    services: figures.services.map((row) => ({ service: row.serviceId, name: row.name, count: row.count, value: koboToNaira(row.kobo) })),
    topClients: figures.topClients.map((row) => ({ name: row.name, phone: row.phone, purchases: row.purchases, spent: koboToNaira(row.kobo) })),
    members: figures.members.map((row) => ({ member: row.staffId, name: row.name, bookings: row.bookings, completed: row.completed, rebooked: row.rebooked, rebookRate: rebookRate(row.rebooked, row.completed) })),
  }
}
