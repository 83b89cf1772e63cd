import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'

describe('a product card', () => {
  it('shows the first image, name, both prices in naira and 4 of 5 stars, and opens the product', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products/nails')
    const name = await screen.findByRole('link', { name: 'Ruby Red Gel Polish' })
    const card = name.closest('article')!
    expect(card.querySelector('img')).toHaveAttribute('src', '/art/products/ruby-gel-polish-1.svg')
    expect(within(card).getByText('₦2,900')).toBeInTheDocument()
    expect(within(card).getByText('₦3,500').tagName).toBe('S')
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(within(card).getByText('(4)')).toBeInTheDocument()

    await user.click(name)
    expect(router.state.location.pathname).toMatch(/^\/products\/nails\/[0-9a-f-]{36}$/)
  })
})
