import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'
import { addProduct, signInSeller, uniqueSuffix } from '../../test/realServer'

describe('a product card', () => {
  it('shows the first image, name, both prices in naira and 4 of 5 stars, and opens the product', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/products/nails')
    const name = await screen.findByRole('link', { name: 'Ruby Red Gel Polish' })
    const card = name.closest('article')!
    // Artwork scales itself: one address, and the box reserved so nothing shifts while it loads.
    const artwork = card.querySelector('img')!
    expect([artwork.getAttribute('src'), artwork.getAttribute('srcset'), artwork.getAttribute('width'), artwork.getAttribute('height')]).toEqual(['/art/products/ruby-gel-polish-1.svg', null, '400', '400'])
    expect(within(card).getByText('₦2,900')).toBeInTheDocument()
    expect(within(card).getByText('₦3,500').tagName).toBe('S')
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(within(card).getByText('(4)')).toBeInTheDocument()

    await user.click(name)
    expect(router.state.location.pathname).toMatch(/^\/products\/nails\/[0-9a-f-]{36}$/)
  })

  it('offers an uploaded picture in its stored widths, sized to the grid column, so a card never downloads more than it draws', async () => {
    await signInSeller()
    const product = await addProduct({ name: `Pumice Stone ${uniqueSuffix()}`, category: 'Feet', price: 1500, offerPrice: 1200 })
    const id = /^\/uploads\/([0-9a-f-]{36})\.webp$/.exec(product.image[0]!)![1]
    renderApp('/products/feet')
    const card = (await screen.findByRole('link', { name: product.name })).closest('article')!
    const image = card.querySelector('img')!
    expect(image).toHaveAttribute('src', product.image[0])
    expect(image).toHaveAttribute('srcset', `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w, /uploads/${id}-1280.webp 1280w`)
    expect(image).toHaveAttribute('sizes', '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400'])
  })
})
