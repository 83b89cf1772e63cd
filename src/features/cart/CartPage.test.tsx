import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cartToasts } from '../../contract/cartToasts'
import type { CartItems, Product } from '../../contract/types'
import type { RootState } from '../../shared/state'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { addProduct, archiveProduct, signInSeller, uniqueSuffix } from '../../test/realServer'
import { renderApp, shownToast } from '../../test/render'

// The cart page of a guest, with the seeded catalogue of the real shop server.

let catalogue: Product[]
beforeAll(async () => {
  catalogue = await fetchCatalogue()
})

const product = (name: string) => productNamed(catalogue, name)
const openCart = (items: CartItems) => renderApp('/cart', { cart: { items, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>)
/** An id no product of the shop has. */
const retiredId = '7f3c2a10-0000-4000-8000-00000000dead'

describe('the cart page', () => {
  it('leaves the toast of the product she added behind: "Added to Cart" does not follow her into the cart', async () => {
    const user = userEvent.setup()
    renderApp('/products/nails')
    const card = (await screen.findByRole('link', { name: 'Ruby Red Gel Polish' })).closest('article')!
    await user.click(within(card).getByRole('button', { name: 'Add Ruby Red Gel Polish to cart' }))
    expect(await screen.findByText(cartToasts.added)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Cart, 1 item' }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Shopping Cart/ })).toBeInTheDocument()
    // Well before it would close by itself (5 s).
    await waitFor(() => expect(shownToast(cartToasts.added)).toBeUndefined(), { timeout: 1500 })
  })

  it('lists each product with image, name, weight, quantity, subtotal and the order summary', async () => {
    const pomade = product('Shea Butter Edge Pomade')
    const polish = product('Ruby Red Gel Polish')
    openCart({ [pomade._id]: 2, [polish._id]: 1 })
    const line = (await screen.findByText(pomade.name)).closest('li')!
    expect(line.querySelector('img')).toHaveAttribute('src', pomade.image[0])
    expect(within(line).getByText('Weight: 120 g')).toBeInTheDocument()
    expect(within(line).getByLabelText(`Qty of ${pomade.name}`)).toHaveValue('2')
    expect(within(line).getByText('₦7,600')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart (3 items)')

    const summary = screen.getByRole('complementary', { name: 'Order Summary' })
    // 2 × ₦3,800 + ₦2,900 = ₦10,500; tax 2 % = ₦210.
    expect(within(summary).getByText('Price').nextSibling).toHaveTextContent('₦10,500')
    // A new shop delivers everywhere free: so says the server's quote.
    await waitFor(() => expect(within(summary).getByText('Shipping Fee').nextSibling).toHaveTextContent('Free'))
    expect(within(summary).getByText('Tax (2%)').nextSibling).toHaveTextContent('₦210')
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₦10,710')
    expect(within(summary).getByText('No address found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Continue Shopping' })).toHaveAttribute('href', '/products')
  })

  it('sets the quantity from the dropdown and removes one at a time', async () => {
    const user = userEvent.setup()
    const pomade = product('Shea Butter Edge Pomade')
    const { store } = openCart({ [pomade._id]: 2 })
    const quantity = await screen.findByLabelText(`Qty of ${pomade.name}`)
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    await user.selectOptions(quantity, '5')
    expect(await screen.findByText('Cart Updated')).toBeInTheDocument()
    expect(store.getState().cart.items).toEqual({ [pomade._id]: 5 })
    expect(within(quantity.closest('li')!).getByText('₦19,000')).toBeInTheDocument()
    expect(screen.getByText('Total Amount').nextSibling).toHaveTextContent('₦19,380')

    await user.click(screen.getByRole('button', { name: `Remove one ${pomade.name}` }))
    expect(await screen.findByText('Removed from Cart')).toBeInTheDocument()
    expect(store.getState().cart.items).toEqual({ [pomade._id]: 4 })
  })

  it('offers up to the current quantity when it is more than nine', async () => {
    const pomade = product('Shea Butter Edge Pomade')
    openCart({ [pomade._id]: 12 })
    const quantity = await screen.findByLabelText(`Qty of ${pomade.name}`)
    expect(within(quantity).getAllByRole('option')).toHaveLength(12)
    expect(quantity).toHaveValue('12')
  })

  it('flags products out of stock or no longer sold and will not check out until they are removed', async () => {
    const user = userEvent.setup()
    const clay = product('Matte Clay Styling Pomade')
    const polish = product('Ruby Red Gel Polish')
    const { store } = openCart({ [polish._id]: 1, [clay._id]: 1, [retiredId]: 2 })
    expect(await screen.findByText('Out of stock')).toBeInTheDocument()
    expect(screen.getByText('No longer sold')).toBeInTheDocument()
    const blocked = 'Some products in your cart are no longer available. Remove them to place your order.'
    expect(screen.getByText(blocked)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled()
    // Only what can be ordered is priced: ₦2,900 + 2 %.
    expect(screen.getByText('Total Amount').nextSibling).toHaveTextContent('₦2,958')

    await user.click(screen.getByRole('button', { name: 'Remove A product we no longer sell from cart' }))
    await user.click(screen.getByRole('button', { name: `Remove one ${clay.name}` }))
    expect(store.getState().cart.items).toEqual({ [polish._id]: 1 })
    expect(screen.queryByText(blocked)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  })

  it('names a product the seller archived as it was sold, says it is no longer sold, and lets it be removed', async () => {
    const user = userEvent.setup()
    await signInSeller()
    const retired = await addProduct({ name: `Moringa Hand Cream ${uniqueSuffix()}`, category: 'Skincare', price: 3000, offerPrice: 2500 })
    await archiveProduct(retired._id)
    const { store } = openCart({ [retired._id]: 1 })
    const remove = await screen.findByRole('button', { name: `Remove ${retired.name} from cart` })
    expect(screen.getByText(retired.name, { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByText('No longer sold')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled()
    await user.click(remove)
    expect(store.getState().cart.items).toEqual({})
  })

  it('shows a friendly empty state with a way to the products', async () => {
    openCart({})
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shop products' })).toHaveAttribute('href', '/products')
  })
})
