import { screen, within } from '@testing-library/react'
import { formatNaira } from '../../../contract/money'
import { REPORT_CHANNEL_NAMES, reportsAddress, type SalonReport } from '../../../contract/reports'
import { apiUrl } from '../../../shared/env'
import { renderApp } from '../../../test/render'
import { signInSeller, signInTeamMember } from '../../../test/realServer'

// The reports against the real server: the owner reads a period's figures in the tables beside the charts (what a
// screen reader reads); the front desk has no reports.

// A year before the shop opened: no other test's sale moves its figures while this one reads them.
const PERIOD = { from: '2020-01-01', to: '2020-12-31' }

describe('Reports', () => {
  it('shows the owner each channel’s revenue and each member’s bookings for the period asked', async () => {
    await signInSeller()
    const { report } = (await (await fetch(`${apiUrl}/api/reports/period?${new URLSearchParams(PERIOD)}`)).json()) as { report: SalonReport }
    renderApp(reportsAddress(PERIOD.from, PERIOD.to))
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument()
    const channels = await screen.findByRole('table', { name: 'Revenue by channel, figures' })
    for (const row of report.channels) expect(within(channels).getByRole('row', { name: new RegExp(`^${REPORT_CHANNEL_NAMES[row.channel]} ${formatNaira(row.revenue).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeInTheDocument()
    const team = screen.getByRole('table', { name: 'Bookings and rebook rate per member, figures' })
    for (const row of report.members) expect(within(team).getByRole('rowheader', { name: row.name })).toBeInTheDocument()
    expect(screen.getByLabelText('First day')).toHaveValue(PERIOD.from)
  })

  it('is not for the front desk: no tab, and its address shows her no dashboard', async () => {
    await signInTeamMember('front-desk')
    renderApp(reportsAddress(PERIOD.from, PERIOD.to))
    expect(await screen.findByText(/does not include this page/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument()
  })
})
