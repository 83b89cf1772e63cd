import { formatKobo, nairaToKobo } from '../../../src/contract'
import { REPORT_CHANNEL_NAMES, reportsAddress, reportsMessages, type SalonReport } from '../../../src/contract/reports'
import { formatCalendarDate } from '../../../src/contract/shopClock'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'

/** The services the summary names, the most done first. */
const SUMMARY_SERVICES = 5

/** The outbox key of a week's summary (its Monday): one message per week and owner, whichever instance writes it. */
export const weeklySummaryKey = (monday: string, to: string): string => `weekly-summary:${monday}:${to}`

/** Last week's summary to the owner: takings by channel, bookings, the services done most, each member's visits and rebook rate. */
export async function enqueueWeeklySummary(tx: Db, context: MailContext, monday: string, report: SalonReport): Promise<boolean> {
  const naira = (amount: number) => formatKobo(nairaToKobo(amount))
  const takings = report.channels.reduce((sum, row) => sum + nairaToKobo(row.revenue), 0) - nairaToKobo(report.counterRefunds)
  const from = formatCalendarDate(report.from)
  const to = formatCalendarDate(report.to)
  return enqueueMessage(tx, {
    channel: 'email',
    key: weeklySummaryKey(monday, context.ownerEmail),
    event: 'Weekly summary (to you)',
    to: context.ownerEmail,
    subject: reportsMessages.weeklySubject(from, to),
    ...compose(context, {
      greeting: 'Good morning,',
      paragraphs: [
        `Last week (${from} to ${to}) the shop took ${formatKobo(takings)} and had ${report.bookings} ${report.bookings === 1 ? 'booking' : 'bookings'} at the salon.`,
        report.services.length === 0 ? 'No service was done last week.' : `Services done most: ${report.services.slice(0, SUMMARY_SERVICES).map((row) => `${row.name} (${row.count})`).join(', ')}.`,
        ...report.members.filter((row) => row.bookings > 0).map((row) => `${row.name}: ${row.bookings} ${row.bookings === 1 ? 'visit' : 'visits'}, ${row.completed} completed${row.rebookRate === null ? '' : `, ${row.rebookRate} % rebooked before leaving`}.`),
      ],
      lines: [
        ...report.channels.map((row): [string, string] => [REPORT_CHANNEL_NAMES[row.channel], naira(row.revenue)]),
        ['Counter refunds', `−${naira(report.counterRefunds)}`],
        ['Takings', formatKobo(takings)],
      ],
      action: { label: 'Open the reports', url: `${context.publicUrl}${reportsAddress(report.from, report.to)}` },
    }),
  })
}
