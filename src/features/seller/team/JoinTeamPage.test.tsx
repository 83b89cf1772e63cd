import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SHOP_NAME } from '../../../contract/shop'
import { teamMessages as tm } from '../../../contract/team'
import { clearCookies } from '../../../test/cookieJar'
import { renderApp } from '../../../test/render'
import { inviteTeamMember } from '../../../test/realServer'

describe('the invitation page', () => {
  it('names her e-mail, the shop and her role, and signs her in once she has set her password', async () => {
    const { name, email, token } = await inviteTeamMember('front-desk')
    // She opens the link in her own browser.
    clearCookies()
    renderApp(`/join-team?invitation=${token}`)
    expect(await screen.findByText(tm.invitationFor(name, SHOP_NAME, 'Front desk'))).toBeInTheDocument()
    expect(screen.getByText(email)).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'front-desk-pass')
    await userEvent.type(screen.getByLabelText('Password again'), 'front-desk-pass')
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }))
    expect(await screen.findByText(`Hi! ${name}`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
  }, 20_000)

  it('says plainly that a link that is not (or no longer) good opens nothing', async () => {
    const { token } = await inviteTeamMember('stylist', 'chidi')
    clearCookies()
    renderApp(`/join-team?invitation=${token}x`)
    expect(await screen.findByText(tm.invitationInvalid)).toHaveAttribute('role', 'alert')
    expect(screen.queryByRole('button', { name: 'Set my password' })).not.toBeInTheDocument()
  })
})
