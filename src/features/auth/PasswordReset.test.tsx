import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { passwordMessages } from '../../contract/mail'
import { renderApp } from '../../test/render'
import { keptMessage, logOutShopper, refusalOf, signInSeller, signUpShopper } from '../../test/realServer'

// Forgot password → the reset e-mail (read from the seller's outbox: the test server sends none) → a new password.

describe('password reset', () => {
  it('sends a link from the dialog, and the link sets a new password once, then opens the login', async () => {
    const user = userEvent.setup()
    const shopper = await signUpShopper('Bisi Ade')
    await logOutShopper()
    const { unmount } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Login' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Login' })).getByRole('button', { name: 'Forgot password?' }))
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' })
    await user.type(within(dialog).getByLabelText('Email'), shopper.email)
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(passwordMessages.linkSent)
    unmount()

    await signInSeller()
    const mail = await keptMessage(shopper.email, 'Choose a new password')
    const link = new URL(/http\S+\/login\?reset=\S+/.exec(mail.text!)![0])
    const { store, unmount: leave } = renderApp(`${link.pathname}${link.search}`)
    const reset = await screen.findByRole('dialog', { name: passwordMessages.resetTitle })
    await user.type(within(reset).getByLabelText('New password'), 'my-new-password')
    await user.type(within(reset).getByLabelText('New password again'), 'my-new-passw0rd')
    await user.click(within(reset).getByRole('button', { name: 'Save new password' }))
    expect(await within(reset).findByText(passwordMessages.confirmDifferent)).toBeInTheDocument()
    await user.clear(within(reset).getByLabelText('New password again'))
    await user.type(within(reset).getByLabelText('New password again'), 'my-new-password')
    await user.click(within(reset).getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText(passwordMessages.changed)).toBeInTheDocument()
    // Straight on to the login, where the new password works.
    const login = await screen.findByRole('dialog', { name: 'Login' })
    await user.type(within(login).getByLabelText('Email'), shopper.email)
    await user.type(within(login).getByLabelText('Password'), 'my-new-password')
    await user.click(within(login).getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(store.getState().session.user?.email).toBe(shopper.email))
    // The link has done its work. The page goes first: the home page under the dialog still loads its sections.
    leave()
    expect(await refusalOf('POST', '/user/reset-password', { token: link.searchParams.get('reset'), password: 'another-password' })).toBe(passwordMessages.linkInvalid)
  })
})
