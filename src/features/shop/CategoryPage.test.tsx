import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'

describe('a category page', () => {
  it('lists the in-stock products of the category from the shop server', async () => {
    renderApp('/products/nails')
    expect(await screen.findByRole('heading', { name: 'Nail Care' })).toBeInTheDocument()
    expect(await screen.findByText('Ruby Red Gel Polish')).toBeInTheDocument()
    expect(screen.queryByText('Shea Butter Edge Pomade')).not.toBeInTheDocument()
  })

  it('says so when a category has no products in stock', async () => {
    // The test server's catalogue has every fragrance out of stock (server/test/webGlobalSetup.ts).
    renderApp('/products/fragrance')
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument()
  })

  it('says so by the fields when the min price is above the max, and keeps the list as it was', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products/nails')
    expect(await screen.findByText('Ruby Red Gel Polish')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Min price (₦)'), '9000')
    await user.type(screen.getByLabelText('Max price (₦)'), '500')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Min price cannot be more than max price')
    expect(screen.getByLabelText('Min price (₦)')).toHaveAccessibleDescription('Min price cannot be more than max price')
    expect(router.state.location.search).toBe('')
    expect(screen.getByText('Ruby Red Gel Polish')).toBeInTheDocument()
  })

  it('shows the 404 page for a word that is no category', async () => {
    renderApp('/products/lipsticks')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'lipsticks' })).not.toBeInTheDocument()
  })

  it('empties the search box, whose query a category page does not apply', async () => {
    const user = userEvent.setup()
    renderApp('/')
    await user.type((await screen.findAllByRole('searchbox', { name: 'Search products' }))[0]!, 'gel')
    expect(await screen.findByRole('heading', { level: 1, name: /products/i })).toBeInTheDocument()
    await user.click(screen.getAllByRole('link', { name: 'Nail Care' })[0]!)
    expect(await screen.findByRole('heading', { level: 1, name: 'Nail Care' })).toBeInTheDocument()
    for (const box of screen.getAllByRole('searchbox', { name: 'Search products' })) expect(box).toHaveValue('')
  })
})
