import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../../test/render'
import { keptMessage, sendContactMessage, signInSeller, uniqueSuffix } from '../../../test/realServer'

// The outbox from the real server, which has no SMTP server: every message is kept there for the owner to read.

describe('the seller outbox', () => {
  it('shows each message with its recipient, event, status, time and words', async () => {
    const user = userEvent.setup()
    const run = uniqueSuffix()
    await sendContactMessage({ name: 'Tola', email: 'tola@example.ng', subject: `Gift cards ${run}`, message: `Do you sell gift cards? ${run}` })
    await signInSeller()
    const kept = await keptMessage(process.env.GLOW_TEST_SELLER_EMAIL!, `Gift cards ${run}`)
    renderApp('/seller/outbox')

    expect(await screen.findByText(/No mail server is set up/)).toBeInTheDocument()
    const card = (await screen.findByRole('heading', { name: `New message from Tola: Gift cards ${run}` })).closest('li')!
    expect(card).toHaveTextContent('In outbox')
    expect(card).toHaveTextContent(`To ${process.env.GLOW_TEST_SELLER_EMAIL}`)
    expect(card).toHaveTextContent('Contact message (to you)')
    expect(within(card).getByRole('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-/))
    await user.click(within(card).getByText('Show message'))
    expect(within(card).getByText(/Do you sell gift cards/)).toBeVisible()
    expect(kept.text).toContain('/seller/messages')
  })
})
