import { screen } from '@testing-library/react'
import { renderApp } from '../../test/render'

describe('an unknown address', () => {
  it('shows Page Not Found with links home and to contact support', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact')
    expect(document.title).toBe('Page Not Found | Glow Beauty')
  })
})
