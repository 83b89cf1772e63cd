import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { addProduct, signInSeller, uniqueSuffix } from '../../test/realServer'

describe('the product detail page', () => {
  it('shows breadcrumb, images, prices, bullets and up to five related in-stock products', async () => {
    const user = userEvent.setup()
    const catalogue = await fetchCatalogue()
    const serum = productNamed(catalogue, 'Vitamin C Brightening Serum')
    renderApp(`/products/skincare/${serum._id}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Vitamin C Brightening Serum' })).toBeInTheDocument()
    expect(document.title).toBe('Vitamin C Brightening Serum | Glow Beauty')
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Products', 'Skincare', 'Vitamin C Brightening Serum'])
    expect(within(crumbs).getByRole('link', { name: 'Skincare' })).toHaveAttribute('href', '/products/skincare')

    expect(screen.getByRole('img', { name: 'Vitamin C Brightening Serum' })).toHaveAttribute('src', serum.image[0])
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 4' }))
    expect(screen.getByRole('img', { name: 'Vitamin C Brightening Serum' })).toHaveAttribute('src', serum.image[2])

    expect(screen.getByText('₦15,000').tagName).toBe('S')
    expect(screen.getByText('MRP: ₦12,500')).toBeInTheDocument()
    expect(screen.getByText('(inclusive of all taxes)')).toBeInTheDocument()
    expect(screen.getByText('Fades dark spots and evens tone').tagName).toBe('LI')

    const related = await screen.findByRole('list', { name: 'Related Products' })
    const relatedNames = within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    const expected = catalogue.filter((product) => product.category === 'Skincare' && product.inStock && product._id !== serum._id)
    expect(relatedNames).toEqual(expected.slice(0, 5).map((product) => product.name))
    expect(relatedNames.length).toBeLessThanOrEqual(5)
    expect(screen.getByRole('link', { name: 'See more products' })).toHaveAttribute('href', '/products')
  })

  it('adds with Add to Cart, and Buy now adds and opens the cart', async () => {
    const user = userEvent.setup()
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const { store, router } = renderApp(`/products/nails/${polish._id}`)
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }))
    expect(store.getState().cart.items).toEqual({ [polish._id]: 1 })
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    expect(store.getState().cart.items).toEqual({ [polish._id]: 2 })
    expect(router.state.location.pathname).toBe('/cart')
  })

  it('says how few are left, and Add stops at them, saying why', async () => {
    const user = userEvent.setup()
    await signInSeller()
    const balm = await addProduct({ name: `Kola Nut Lip Balm ${uniqueSuffix()}`, category: 'Effect', price: 2000, offerPrice: 1800, stockCount: 4 })
    const { store } = renderApp(`/products/effect/${balm._id}`)
    expect(await screen.findByText('Only 4 left')).toBeInTheDocument()
    const add = screen.getByRole('button', { name: 'Add to Cart' })
    for (let unit = 0; unit < 4; unit += 1) await user.click(add)
    expect(store.getState().cart.items).toEqual({ [balm._id]: 4 })
    expect(add).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled()
    expect(add).toHaveAccessibleDescription('All 4 left are in your cart')
  })

  it('shows each shade by its own colour, its name under it', async () => {
    const foundation = productNamed(await fetchCatalogue(), 'Full Cover Foundation')
    renderApp(`/products/effect/${foundation._id}`)
    const shades = await screen.findByRole('group', { name: /^Shade/ })
    for (const [shade, colour] of [['Mahogany', '#6b3e26'], ['Espresso', '#3b2219'], ['Honey', '#c68642']] as const) {
      const swatch = within(shades).getByRole('link', { name: `Shade ${shade}` })
      expect(swatch).toHaveTextContent(shade)
      expect(swatch.querySelector('[data-colour]')).toHaveStyle({ backgroundColor: colour })
    }
  })

  it('says clearly when the product does not exist, with a way back', async () => {
    renderApp('/products/nails/00000000-0000-0000-0000-000000000000')
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to all products' })).toHaveAttribute('href', '/products')
  })

  it('marks a product that is out of stock with a badge, instead of the buttons', async () => {
    const clay = productNamed(await fetchCatalogue(), 'Matte Clay Styling Pomade')
    renderApp(`/products/pomade/${clay._id}`)
    const badge = await screen.findByText('Out of stock', { exact: true })
    expect(badge.tagName).toBe('STRONG')
    const notice = badge.closest('[role="status"]')!
    expect(notice).toHaveTextContent('This product is not available right now.')
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument()
  })
})
