import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../test/render'
import { NewsletterSection } from './NewsletterSection'

const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))

describe('the newsletter section', () => {
  it('asks for an e-mail address before subscribing', async () => {
    renderWithProviders(<NewsletterSection />)
    expect(screen.getByRole('heading', { name: 'Never Miss a Deal!' })).toBeInTheDocument()
    await subscribe()
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(screen.getByLabelText('Email address'), 'deals')
    await subscribe()
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument()
  })

  it('subscribes once, thanks the visitor and says so on a repeat', async () => {
    const email = `deals-${Date.now()}@example.ng`
    renderWithProviders(<NewsletterSection />)
    await userEvent.type(screen.getByLabelText('Email address'), email)
    await subscribe()
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('')

    await userEvent.type(screen.getByLabelText('Email address'), email.toUpperCase())
    await subscribe()
    expect(await screen.findByText('You are already subscribed.')).toBeInTheDocument()
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
  })
})
