import { screen } from '@testing-library/react'
import { renderApp } from '../../test/render'

describe('a category page', () => {
  it('lists the in-stock products of the category from the shop server', async () => {
    renderApp('/products/nails')
    expect(await screen.findByRole('heading', { name: 'Nail Care' })).toBeInTheDocument()
    expect(await screen.findByText('Ruby Red Gel Polish')).toBeInTheDocument()
    expect(screen.queryByText('Shea Butter Edge Pomade')).not.toBeInTheDocument()
  })

  it('says so when a category has no products', async () => {
    renderApp('/products/unknown-category')
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument()
  })
})
