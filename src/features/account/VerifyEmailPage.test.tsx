import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { renderApp } from '../../test/render'
import { signUpShopper, verificationPathOf } from '../../test/realServer'

const am = aftercareMessages.account

describe('verifying her e-mail', () => {
  it('shows the state in My Account, sends the link again, and the link’s page confirms it once', async () => {
    const user = userEvent.setup({ delay: null })
    const me = await signUpShopper()
    const account = renderApp('/account')
    expect(await screen.findByText(am.emailUnverifiedState)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: am.sendVerificationAgain }))
    expect(await screen.findByText(am.verificationSent)).toBeInTheDocument()
    const link = await verificationPathOf(me.email)
    account.unmount()

    const opened = renderApp(link)
    expect(await screen.findByText(am.emailVerified)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go to My Account' }))
    expect(await screen.findByText(am.emailVerifiedState)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: am.sendVerificationAgain })).not.toBeInTheDocument()
    opened.unmount()

    renderApp(link)
    expect(await screen.findByRole('alert')).toHaveTextContent(am.verificationLinkInvalid)
  }, 20_000)
})
