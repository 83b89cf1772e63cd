import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatNaira } from '../../../contract/money'
import { renderApp } from '../../../test/render'
import { apiUrl } from '../../../shared/env'
import { signInSeller, signInTeamMember } from '../../../test/realServer'

// My Earnings against the real server: a stylist reads her own figures by period and chooses no one else; the owner
// chooses the member.

/** What the server says of her figures for a period, read as the page would (her own session). */
async function herFigures(period: string) {
  const response = await fetch(`${apiUrl}/api/earnings/member?period=${period}`)
  return ((await response.json()) as { earnings: { figures: { commission: number; tips: number; services: number } } }).earnings.figures
}

const valueOf = (list: HTMLElement, term: string) => within(list).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('My Earnings', () => {
  it('shows a stylist her own commission and tips for today, then this month; no member to choose', async () => {
    await signInTeamMember('stylist', 'zainab')
    renderApp('/seller/earnings')
    expect(await screen.findByRole('heading', { name: 'My earnings' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
    const today = await herFigures('today')
    const list = await screen.findByLabelText('Zainab Bello’s figures')
    expect(valueOf(list, 'Commission')).toBe(formatNaira(today.commission))
    expect(valueOf(list, 'Tips')).toBe(formatNaira(today.tips))
    expect(screen.queryByLabelText('Member')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: 'This month' }))
    expect(await screen.findByRole('heading', { name: /^This month: / })).toBeInTheDocument()
    const month = await herFigures('month')
    expect(valueOf(await screen.findByLabelText('Zainab Bello’s figures'), 'Services done')).toBe(String(month.services))
  })

  it('lets the owner choose whose figures she reads', async () => {
    await signInSeller()
    renderApp('/seller/earnings')
    const member = await screen.findByLabelText('Member')
    await userEvent.selectOptions(member, 'amaka')
    expect(await screen.findByLabelText('Amaka Nwosu’s figures')).toBeInTheDocument()
  })
})
