import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { teamMessages } from '../../../contract/team'
import { renderApp } from '../../../test/render'
import { signInSeller, uniqueSuffix } from '../../../test/realServer'

// The owner's team accounts against the real server: an invitation that also goes to the member's mobile, and the
// question before every member is asked for a new password. (Confirming it would ask the members of the other test
// files, which share this server: the server's team test does that.)

describe('the team accounts page', () => {
  it('invites a member by e-mail and on her mobile, refusing a number that is not a Nigerian mobile', async () => {
    const user = userEvent.setup()
    await signInSeller()
    renderApp('/seller/accounts')
    await user.click(await screen.findByRole('button', { name: 'Invite a team member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    const email = `amaka-${uniqueSuffix()}@glowbeauty.ng`
    await user.type(within(dialog).getByLabelText('Name'), 'Amaka Nwosu')
    await user.type(within(dialog).getByLabelText('Email'), email)
    await user.type(within(dialog).getByLabelText('Mobile for WhatsApp or SMS (optional)'), '12345')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByText('Enter a Nigerian mobile number, such as 0803 123 4567')).toBeInTheDocument()

    await user.clear(within(dialog).getByLabelText('Mobile for WhatsApp or SMS (optional)'))
    await user.type(within(dialog).getByLabelText('Mobile for WhatsApp or SMS (optional)'), '0803 555 0199')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(`Invitation sent to ${email} and +2348035550199.`)).toBeInTheDocument()
    const card = (await screen.findByText(email)).closest('li, article, div')!
    await waitFor(() => expect(within(card.parentElement!).getByText('+2348035550199')).toBeInTheDocument())
  })

  it('asks for the calendar of a stylist she invites: a stylist without one would see nothing', async () => {
    const user = userEvent.setup()
    await signInSeller()
    renderApp('/seller/accounts')
    await user.click(await screen.findByRole('button', { name: 'Invite a team member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await user.type(within(dialog).getByLabelText('Name'), 'Ife Ojo')
    await user.type(within(dialog).getByLabelText('Email'), `ife-${uniqueSuffix()}@glowbeauty.ng`)
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Stylist')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByText(teamMessages.stylistCalendar)).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Salon team member (her calendar)')).toHaveAttribute('aria-invalid', 'true')
  })

  it('asks before every member must choose a new password, and leaves them alone when she keeps them', async () => {
    const user = userEvent.setup()
    await signInSeller()
    renderApp('/seller/accounts')
    await user.click(await screen.findByRole('button', { name: 'Ask everyone for a new password' }))
    const dialog = await screen.findByRole('dialog', { name: 'New passwords for the team' })
    expect(dialog).toHaveTextContent('Every other member who has logged in must choose a new password before she can go on.')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ask everyone for a new password' }))
    await user.click(await screen.findByRole('button', { name: 'Keep their passwords' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
