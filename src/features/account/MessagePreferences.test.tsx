import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { localPhone } from '../../contract/nigeria'
import { phoneMessageWords as w } from '../../contract/phoneMessages'
import { renderApp } from '../../test/render'
import { phoneCodeSentTo, signUpShopper } from '../../test/realServer'

describe('her number for messages in My Account', () => {
  it('is hers once she types the code sent to it: a wrong code is refused, the right one saves her choice', async () => {
    const user = userEvent.setup({ delay: null })
    await signUpShopper()
    // A number of this test's own: the test server's database is every web test's.
    const phone = `+23480${String(Date.now()).slice(-8)}`
    renderApp('/account')
    const choices = await screen.findByRole('form', { name: 'Messages on your phone' })
    await user.type(within(choices).getByLabelText('Mobile number'), localPhone(phone))
    await user.selectOptions(within(choices).getByLabelText('Send them by'), 'SMS')
    await user.click(within(choices).getByRole('checkbox'))
    await user.click(within(choices).getByRole('button', { name: 'Save message choices' }))

    const confirm = await screen.findByRole('form', { name: 'Confirm your number' })
    expect(within(confirm).getByRole('status')).toHaveTextContent(w.codeSent(localPhone(phone)))
    expect(within(choices).getByRole('button', { name: 'Send a new code' })).toBeInTheDocument()
    const codeField = within(confirm).getByLabelText(w.codeLabel)
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }))
    expect(await within(confirm).findByText(w.code)).toBeInTheDocument()

    const code = await phoneCodeSentTo(phone)
    await user.type(codeField, code === '000000' ? '000001' : '000000')
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }))
    expect(await screen.findByText(w.codeWrong)).toBeInTheDocument()

    await user.clear(codeField)
    await user.type(codeField, code)
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }))
    expect(await screen.findByText(new RegExp(`Messages about your bookings and orders go to ${localPhone(phone)} by SMS\\.`))).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Confirm your number' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stop phone messages' })).toBeInTheDocument()
  }, 30_000)
})
