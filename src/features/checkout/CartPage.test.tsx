import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { CartItems, Product } from '../../contract/types'
import { apiUrl } from '../../shared/env'
import type { RootState } from '../../shared/state'
import { renderApp } from '../../test/render'
import { checkoutServer, checkoutState, fetchCatalogue, lagosAddress, logInShopper, serveCheckoutRoutes } from './checkoutTestServer'
import { markPaymentStarted, paymentPage } from './paymentPage'

let catalogue: Product[]
const product = (name: string) => {
  const found = catalogue.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`${name} is not in the demo catalogue`)
  return found
}

beforeAll(async () => {
  catalogue = await fetchCatalogue()
})
serveCheckoutRoutes()
afterEach(() => jest.restoreAllMocks())

const withCart = (items: CartItems) => ({ cart: { items, _persist: { version: 1, rehydrated: true } } }) as Partial<RootState>
const openCart = (items: CartItems) => renderApp('/cart', withCart(items))
const logIn = (addresses = [{ _id: 'address-1', ...lagosAddress }]) => logInShopper(addresses)

describe('the cart page', () => {
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
    expect(within(summary).getByText('Shipping Fee').nextSibling).toHaveTextContent('Free')
    expect(within(summary).getByText('Tax (2%)').nextSibling).toHaveTextContent('₦210')
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₦10,710')
    expect(within(summary).getByText('No address found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Continue Shopping' })).toHaveAttribute('href', '/products')
  })

  it('charges tax rounded down to the kobo, the way the server does: 3 × ₦33.33 → ₦101.98', async () => {
    const [sample] = catalogue
    const cheap: Product = { ...sample!, _id: 'cheap', name: 'Travel Lip Balm', price: 40, offerPrice: 33.33, weight: undefined }
    checkoutServer.use(http.get(`${apiUrl}/api/product/list`, () => HttpResponse.json({ success: true, products: [cheap] })))
    openCart({ cheap: 3 })
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    expect(screen.getByText('Weight: N/A')).toBeInTheDocument()
    expect(within(summary).getByText('Price').nextSibling).toHaveTextContent('₦99.99')
    expect(within(summary).getByText('Tax (2%)').nextSibling).toHaveTextContent('₦1.99')
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₦101.98')
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
    logIn()
    const clay = product('Matte Clay Styling Pomade')
    const polish = product('Ruby Red Gel Polish')
    const { store } = openCart({ [polish._id]: 1, [clay._id]: 1, 'retired-product': 2 })
    expect(await screen.findByText('Out of stock')).toBeInTheDocument()
    expect(screen.getByText('No longer available')).toBeInTheDocument()
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

  it('shows a friendly empty state with a way to the products', async () => {
    openCart({})
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shop products' })).toHaveAttribute('href', '/products')
  })
})

describe('checking out', () => {
  it('asks for an address before placing an order', async () => {
    const user = userEvent.setup()
    logIn([])
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByText('Please select an address')).toBeInTheDocument()
    expect(checkoutState.received).toEqual([])
  })

  it('offers only cash on delivery when the shop takes no online payment', async () => {
    logIn()
    const { unmount } = openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    const methods = async () => within(await screen.findByRole('combobox', { name: 'Payment Method' })).getAllByRole('option').map((option) => option.textContent)
    await waitFor(async () => expect(await methods()).toEqual(['Cash On Delivery', 'Online Payment']))
    unmount()
    // The shared test server takes online payment; its answer with ONLINE_PAYMENT=off is tested in server/test/trust.test.ts.
    checkoutServer.use(http.get(`${apiUrl}/api/order/payment-methods`, () => HttpResponse.json({ success: true, online: false })))
    renderApp('/cart', withCart({ [product('Ruby Red Gel Polish')._id]: 1 }))
    await waitFor(async () => expect(await methods()).toEqual(['Cash On Delivery']))
  })

  it('sends a guest who wants to add an address to log in', async () => {
    const user = userEvent.setup()
    const { router } = openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText('You need to login or register')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('brings a shopper who signed up because the cart asked back to the cart', async () => {
    const user = userEvent.setup()
    const { router } = openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Login' })).getByRole('button', { name: 'Sign up' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' })
    await user.type(within(dialog).getByLabelText('Name'), 'Kemi Ajayi')
    await user.type(within(dialog).getByLabelText('Email'), `kemi-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`)
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-password')
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('button', { name: 'Account menu for Kemi Ajayi' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cart')
  })

  it('places a cash order at the chosen address, empties the cart and shows my orders', async () => {
    const user = userEvent.setup()
    logIn([
      { _id: 'address-1', ...lagosAddress },
      { _id: 'address-2', ...lagosAddress, street: '4 Awolowo Road', city: 'Ikoyi' },
    ])
    const polish = product('Ruby Red Gel Polish')
    const pomade = product('Shea Butter Edge Pomade')
    const { store, router } = openCart({ [polish._id]: 2, [pomade._id]: 1 })
    expect(await screen.findByText('12 Admiralty Way, Lekki, Lagos, Nigeria')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: '4 Awolowo Road, Ikoyi, Lagos, Nigeria' }))
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument()

    const place = screen.getByRole('button', { name: 'Place Order' })
    place.focus()
    // Two clicks before React can even disable the button.
    act(() => {
      place.click()
      place.click()
    })
    expect(await screen.findByText('Order placed')).toBeInTheDocument()
    expect(checkoutState.received).toEqual([
      {
        path: '/order/cod',
        body: {
          items: [
            { product: polish._id, quantity: 2 },
            { product: pomade._id, quantity: 1 },
          ],
          address: 'address-2',
        },
      },
    ])
    expect(store.getState().cart.items).toEqual({})
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'))
    // The button has gone with the cart; keyboard focus is on the page, not dropped to the body.
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('sends an online order to the payment page once, however often the button is clicked', async () => {
    const user = userEvent.setup()
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined)
    logIn()
    const polish = product('Ruby Red Gel Polish')
    const { store } = openCart({ [polish._id]: 1 })
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'Online Payment')
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' })
    await user.dblClick(proceed)
    await user.click(proceed)
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${apiUrl}/api/order/paystack/sandbox?reference=ref-1`))
    expect(open).toHaveBeenCalledTimes(1)
    expect(checkoutState.received).toEqual([{ path: '/order/paystack', body: { items: [{ product: polish._id, quantity: 1 }], address: 'address-1' } }])
    expect(proceed).toBeDisabled()
    // The cart is cleared only once the payment is confirmed (on /order-success).
    expect(store.getState().cart.items).toEqual({ [polish._id]: 1 })
  })

  it('retries a cash order whose answer was lost under the same Idempotency-Key; another address is another order', async () => {
    const user = userEvent.setup()
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    logIn([
      { _id: 'address-1', ...lagosAddress },
      { _id: 'address-2', ...lagosAddress, street: '4 Awolowo Road', city: 'Ikoyi' },
    ])
    const sent: { key: string | null; address: string }[] = []
    checkoutServer.use(
      http.post(`${apiUrl}/api/order/cod`, async ({ request }) => {
        sent.push({ key: request.headers.get('idempotency-key'), address: ((await request.json()) as { address: string }).address })
        // The first two answers never arrive (the order may or may not have been made).
        return sent.length <= 2 ? HttpResponse.error() : HttpResponse.json({ success: true, message: 'Order placed', orderId: 'order-1' }, { status: 201 })
      }),
    )
    const polish = product('Ruby Red Gel Polish')
    openCart({ [polish._id]: 1 })
    const place = await screen.findByRole('button', { name: 'Place Order' })
    await user.click(place)
    await waitFor(() => expect(place).toBeEnabled())
    await user.click(place)
    await waitFor(() => expect(sent).toHaveLength(2))
    await waitFor(() => expect(place).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: '4 Awolowo Road, Ikoyi, Lagos, Nigeria' }))
    await user.click(place)
    expect(await screen.findByText('Order placed')).toBeInTheDocument()

    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/)
    expect(sent.map(({ key, address }) => [key === sent[0]!.key, address])).toEqual([
      [true, 'address-1'],
      [true, 'address-1'],
      [false, 'address-2'],
    ])
  })

  it('keeps the cart and lets the shopper try again when the server refuses the order', async () => {
    const user = userEvent.setup()
    logIn()
    checkoutServer.use(
      http.post(`${apiUrl}/api/order/cod`, () => HttpResponse.json({ success: false, message: 'Ruby Red Gel Polish is out of stock' }, { status: 409 })),
    )
    const polish = product('Ruby Red Gel Polish')
    const { store } = openCart({ [polish._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByText('Ruby Red Gel Polish is out of stock')).toBeInTheDocument()
    expect(store.getState().cart.items).toEqual({ [polish._id]: 1 })
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  })
})

describe('after the payment page', () => {
  it('order success empties the cart and links to my orders', async () => {
    markPaymentStarted()
    const { store } = renderApp('/order-success', withCart({ soap: 1 }))
    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders')
    expect(store.getState().cart.items).toEqual({})
  })

  it('claims no order to a visitor who opens /order-success without having gone to pay, and keeps the cart', async () => {
    const { store } = renderApp('/order-success', withCart({ soap: 1 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'No new order to show' })).toBeInTheDocument()
    expect(screen.queryByText('Order placed successfully!')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders')
    expect(store.getState().cart.items).toEqual({ soap: 1 })
  })

  it('order failure keeps the cart and links back to it', async () => {
    const { store } = renderApp('/order-failure', withCart({ soap: 1 }))
    expect(await screen.findByRole('heading', { name: 'Failed to complete order' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart')
    expect(store.getState().cart.items).toEqual({ soap: 1 })
  })
})
