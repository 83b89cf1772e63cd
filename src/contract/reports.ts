// The owner's reports over any Lagos days: revenue by channel and by service category, the service mix, the top
// clients, each member's bookings and rebook rate; and the weekly summary e-mailed to her on Monday morning.
// Not exported from the contract's index: the home page ships none of it.
import { payrollQuerySchema } from './earnings'
import { paths } from './routes'
import { addDays, mondayOf, shopDate, shopMoment } from './shopClock'

/** ?from=&to=: a report's Lagos days, both included (the payroll's rules: in order, at most 366 days). */
export const reportQuerySchema = payrollQuerySchema

/** Where the shop's money came from. */
export const REPORT_CHANNELS = ['online', 'services', 'products'] as const
export type ReportChannel = (typeof REPORT_CHANNELS)[number]
export const REPORT_CHANNEL_NAMES: Record<ReportChannel, string> = { online: 'Online shop', services: 'Salon services', products: 'Salon products' }

/** The clients a report lists, the biggest spenders first. */
export const TOP_CLIENTS = 20
/** The services a report's mix lists, the most done first (a salon's menu is shorter). */
export const SERVICE_MIX_MAX = 50

/**
 * A member's rebook rate in percent (one decimal): the share of her completed visits whose client left with another
 * booking (see `rebookedVisits` in server/src/repositories/reports.ts for what counts); null without a completed visit.
 */
export const rebookRate = (rebooked: number, completed: number): number | null => (completed === 0 ? null : Math.round((rebooked * 1000) / completed) / 10)

/** A report over `from`…`to`, money in naira. */
export interface SalonReport {
  from: string
  to: string
  /**
   * Revenue by channel: the online orders placed (cash, or online and paid; not cancelled), what their shoppers pay,
   * delivery included; the counter's closed bills' services and products (tax included), by the day each was closed.
   */
  channels: { channel: ReportChannel; revenue: number }[]
  /** The visits booked for the period's days (not cancelled). */
  bookings: number
  /** What the counter gave back in the period (refunds of its bills' lines), apart from the channels. */
  counterRefunds: number
  /** The salon services' revenue by category (the bills' service money as credited to each visit's services). */
  categories: { category: string | null; name: string; revenue: number }[]
  /** Each service done in the period's completed visits: how many times, and their booked value. */
  services: { service: string; name: string; count: number; value: number }[]
  /** The biggest spenders, one per phone: online orders (their delivery phone) and counter bills together. */
  topClients: { name: string; phone: string; purchases: number; spent: number }[]
  /** Each salon member: visits she had a service in (not cancelled), those completed, those rebooked, the rate. */
  members: { member: string; name: string; bookings: number; completed: number; rebooked: number; rebookRate: number | null }[]
}

/** The reports are a view of the owner's dashboard: /seller/dashboard?view=reports&from=&to=. */
export const REPORTS_VIEW = 'reports'
export const reportsAddress = (from: string, to: string): string => `${paths.sellerDashboard}?${new URLSearchParams({ view: REPORTS_VIEW, from, to })}`

export const reportsMessages = {
  title: 'Reports',
  weeklySubject: (from: string, to: string) => `Your week at the shop: ${from} to ${to}`,
} as const

/** The weekly summary reaches the owner on Monday at this Lagos time (minutes after midnight): 08:00. */
export const WEEKLY_SUMMARY_MINUTES = 8 * 60

/** The Monday (a Lagos day) whose summary is sent at `at`'s latest Monday 08:00, and the week it tells: the seven days before. */
export function summaryWeekOf(monday: string): { from: string; to: string } {
  return { from: addDays(monday, -7), to: addDays(monday, -1) }
}

/** The next moment after `now` that a weekly summary is due (Monday 08:00 in Lagos), and its Monday. */
export function nextWeeklySummary(now: Date): { monday: string; at: Date } {
  const monday = mondayOf(shopDate(now))
  const at = shopMoment(monday, WEEKLY_SUMMARY_MINUTES)
  if (at.getTime() > now.getTime()) return { monday, at }
  const next = addDays(monday, 7)
  return { monday: next, at: shopMoment(next, WEEKLY_SUMMARY_MINUTES) }
}
