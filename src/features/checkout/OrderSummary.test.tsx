import { messages } from '../../contract/messages'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bypass, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { DEFAULT_PICKUP, deliveryMessages, formatDeliveryWindow } from '../../contract/delivery'
import { orderNumber } from '../../contract/orders'
import type { CartItems, Product } from '../../contract/types'
import { apiUrl } from '../../shared/env'
import type { RootState } from '../../shared/state'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp, shownToast } from '../../test/render'
import {
  addAddress,
  addProduct,
  fetchMyOrders,
  logOutShopper,
  payAt,
  setInStock,
  signInSeller,
  signUpShopper,
  watchRequests,
} from '../../test/realServer'

// Checking out from the cart page against the real shop server: what the shopper sees, then what the server
// holds. `faults` only injects what that server cannot be made to do: lose an answer, or take no online payment.

let catalogue: Product[]
const product = (name: string) => productNamed(catalogue, name)
const faults = setupServer()

beforeAll(async () => {
  faults.listen({ onUnhandledRequest: 'bypass' })
  catalogue = await fetchCatalogue()
})
afterEach(() => {
  faults.resetHandlers()
  jest.restoreAllMocks()
})
afterAll(() => faults.close())

const openCart = (items: CartItems) => renderApp('/cart', { cart: { items, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>)
const lagos = '12 Admiralty Way, Lekki, Lagos, Nigeria'
const ikoyi = '4 Awolowo Road, Ikoyi, Lagos, Nigeria'
let seq = 0
/** A product of the seller's own, so that no other test file sees it change. */
async function sellersProduct(name: string, offerPrice: number, stockCount?: number) {
  await signInSeller()
  return addProduct({ name: `${name} ${Date.now()}-${(seq += 1)}`, category: 'Feet', price: Math.ceil(offerPrice) + 10, offerPrice, stockCount })
}

describe('checking out', () => {
  it('asks for an address before placing an order', async () => {
    const user = userEvent.setup()
    await signUpShopper()
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    expect(await screen.findByText('No address found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByText('Please select an address')).toBeInTheDocument()
    expect(await fetchMyOrders()).toEqual([])
  })

  it('places a cash order at the chosen address, empties the cart and shows my orders', async () => {
    await signUpShopper()
    await addAddress()
    await addAddress({ street: '4 Awolowo Road', city: 'Ikoyi' })
    const user = userEvent.setup()
    const polish = product('Ruby Red Gel Polish')
    const pomade = product('Shea Butter Edge Pomade')
    const { store, router } = openCart({ [polish._id]: 2, [pomade._id]: 1 })
    expect(await screen.findByText(lagos)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: ikoyi }))
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument()

    const requests = watchRequests('/order/cod')
    const place = screen.getByRole('button', { name: 'Place Order' })
    place.focus()
    // Two clicks before React can even disable the button.
    act(() => {
      place.click()
      place.click()
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'))
    expect(requests).toHaveLength(1)
    expect(store.getState().cart.items).toEqual({})
    // The button has gone with the cart; keyboard focus is on the page, not dropped to the body.
    expect(screen.getByRole('main')).toHaveFocus()

    // My Orders has drawn the order before the server is asked again: nothing of the page lands meanwhile.
    const card = await screen.findByRole('listitem', { name: /^Order / })
    const [order, ...more] = await fetchMyOrders()
    expect(more).toEqual([])
    expect(card).toHaveAccessibleName(`Order ${orderNumber(order!._id)}`)
    // The thank-you an online order has on /order-success, with the order's number and dates, above it: no toast over its buttons.
    const thanks = screen.getByRole('region', { name: messages.orders.placed })
    expect(thanks).toHaveTextContent(`Thank you for shopping with us. We will deliver it ${formatDeliveryWindow(order!.delivery.from!, order!.delivery.by!)}.`)
    expect(thanks).toHaveTextContent(`Your order number is ${orderNumber(order!._id)}.`)
    expect(screen.getAllByText(messages.orders.placed)).toHaveLength(1)
    expect(order).toMatchObject({ paymentType: 'COD', isPaid: false, amount: 9792, address: { street: '4 Awolowo Road', city: 'Ikoyi' } })
    expect(order!.items.map(({ product: { _id }, quantity }) => [_id, quantity]).sort()).toEqual(
      [
        [polish._id, 2],
        [pomade._id, 1],
      ].sort(),
    )
  })

  it('charges what the summary shows, tax rounded down to the kobo: 3 × ₦33.33 → ₦101.98', async () => {
    const balm = await sellersProduct('Travel Lip Balm', 33.33)
    await signUpShopper()
    await addAddress()
    const user = userEvent.setup()
    openCart({ [balm._id]: 3 })
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    // The seller's form has no weight.
    expect(screen.getByText('Weight: N/A')).toBeInTheDocument()
    expect(within(summary).getByText('Price').nextSibling).toHaveTextContent('₦99.99')
    expect(within(summary).getByText('Tax (2%)').nextSibling).toHaveTextContent('₦1.99')
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₦101.98')

    await user.click(await within(summary).findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('heading', { name: messages.orders.placed })).toBeInTheDocument()
    expect(within(await screen.findByRole('listitem', { name: /^Order / })).getByText('₦101.98')).toBeInTheDocument()
    const orders = await fetchMyOrders()
    expect(orders.map((order) => order.amount)).toEqual([101.98])
  })

  it('keeps the cart and lets the shopper try again when the server refuses the order', async () => {
    const balm = await sellersProduct('Heel Balm', 4000)
    await signUpShopper()
    await addAddress()
    const user = userEvent.setup()
    const { store } = openCart({ [balm._id]: 1 })
    expect(await screen.findByText(lagos)).toBeInTheDocument()
    // Sold out while the shopper looked at her cart.
    await setInStock(balm._id, false)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    const refusal = messages.cart.outOfStock(balm.name)
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(store.getState().cart.items).toEqual({ [balm._id]: 1 })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled())
    expect(await fetchMyOrders()).toEqual([])

    // Back in stock, the same order goes through: the refusal's toast goes with it, well before it would close by itself.
    await setInStock(balm._id, true)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('heading', { name: messages.orders.placed })).toBeInTheDocument()
    await waitFor(() => expect(shownToast(refusal)).toBeUndefined(), { timeout: 1500 })
  })

  it('takes the refusal of too many away once she lowers the quantity', async () => {
    const user = userEvent.setup()
    const balm = await sellersProduct('Counted Balm', 1200, 4)
    await signUpShopper()
    await addAddress()
    openCart({ [balm._id]: 6 })
    const refusal = messages.cart.fewLeft(balm.name, 4)
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    await user.click(within(summary).getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2))

    await user.selectOptions(screen.getByLabelText(`Qty of ${balm.name}`), '4')
    // Well before the toast would close by itself (5 s): its cause is gone.
    await waitFor(() => expect(shownToast(refusal)).toBeUndefined(), { timeout: 1500 })
    expect(within(summary).getByRole('button', { name: 'Place Order' })).toBeEnabled()
  })

  it('sends an online order to the payment page once, however often the button is clicked', async () => {
    await signUpShopper()
    const { _id: addressId } = await addAddress()
    const user = userEvent.setup()
    const polish = product('Ruby Red Gel Polish')
    const { store } = openCart({ [polish._id]: 1 })
    await user.selectOptions(await screen.findByLabelText('Payment Method'), 'Online Payment')
    const requests = watchRequests('/order/paystack')
    // jsdom cannot leave the page: it says so where a browser would go to the payment page.
    const pageErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' })
    await user.dblClick(proceed)
    await user.click(proceed)

    await waitFor(() => expect(window.sessionStorage.getItem('glow-payment-started')).toBe('1'))
    expect(pageErrors).toHaveBeenCalledWith(expect.objectContaining({ message: 'Not implemented: navigation (except hash changes)' }))
    expect(requests).toEqual([
      {
        body: { items: [{ product: polish._id, quantity: 1 }], address: addressId },
        answer: expect.objectContaining({ success: true, authorization_url: expect.stringContaining('/api/order/paystack/sandbox?reference=') }),
      },
    ])
    expect(proceed).toBeDisabled()
    // The cart is cleared only once the payment is confirmed (on /order-success).
    expect(store.getState().cart.items).toEqual({ [polish._id]: 1 })

    // Paying on the page the browser was sent to makes the order, and brings the shopper back to /order-success.
    const { authorization_url } = requests[0]!.answer as { authorization_url: string }
    expect(await payAt(authorization_url)).toMatch(/^\/order-success\?order=[0-9A-F]{8}$/)
    const [order, ...more] = await fetchMyOrders()
    expect(more).toEqual([])
    expect(order).toMatchObject({ paymentType: 'Online', isPaid: true, amount: 2958, address: { _id: addressId }, items: [{ product: { _id: polish._id }, quantity: 1 }] })
  })

  it('keeps the chosen address and payment method while the shopper looks at other pages', async () => {
    await signUpShopper()
    await addAddress()
    await addAddress({ street: '4 Awolowo Road', city: 'Ikoyi' })
    const user = userEvent.setup()
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    await user.click(await screen.findByRole('button', { name: ikoyi }))
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Online Payment')

    await user.click(screen.getByRole('link', { name: '← Continue Shopping' }))
    await user.click(await screen.findByRole('link', { name: 'Cart, 1 item' }))
    expect(await screen.findByText(ikoyi)).toBeInTheDocument()
    expect(screen.getByLabelText('Payment Method')).toHaveValue('Online')
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled()
  })

  it('offers cash on delivery and online payment', async () => {
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    const methods = within(await screen.findByRole('combobox', { name: 'Payment Method' }))
    await waitFor(() => expect(methods.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cash On Delivery', 'Online Payment']))
  })

  it('sends a guest who wants to add an address to log in', async () => {
    const user = userEvent.setup()
    const { router } = openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: 'Add address' }))
    expect(await screen.findByText('You need to login or register')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('asks a guest who places her order to log in, not to select an address; signed up, she goes on to add one', async () => {
    const user = userEvent.setup()
    const { router } = openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))
    expect(await screen.findByText(messages.checkout.loginRequired)).toBeInTheDocument()
    expect(screen.queryByText(messages.checkout.selectAddress)).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    await user.click(within(await screen.findByRole('dialog', { name: 'Login' })).getByRole('button', { name: 'Sign up' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' })
    await user.type(within(dialog).getByLabelText('Name'), 'Kemi Ajayi')
    await user.type(within(dialog).getByLabelText('Email'), `kemi-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`)
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-password')
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('button', { name: 'Account menu for Kemi Ajayi' })).toBeInTheDocument()
    // Back through the cart, straight on to the address she has yet to add (saved, it comes back chosen).
    expect(await screen.findByRole('heading', { name: 'Add Shipping Address' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/add-address')
  })

  it('brings a guest who logs in from the cart back to the cart, her first address chosen', async () => {
    const user = userEvent.setup()
    const me = await signUpShopper('Ngozi Eze')
    await addAddress()
    await logOutShopper()
    const { router } = openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    await user.click(await screen.findByRole('button', { name: 'Login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Login' })
    await user.type(within(dialog).getByLabelText('Email'), me.email)
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-password')
    await user.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('button', { name: 'Account menu for Ngozi Eze' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cart')
    expect(await screen.findByText(lagos)).toBeInTheDocument()
  })
})

describe('where the order goes and how it is paid', () => {
  it('names the whole delivery address on one line: its landmark and area, and a state named like its town once', async () => {
    await signUpShopper()
    await addAddress({ street: '5 Zoo Road', city: 'Kano', state: 'Kano', landmark: 'Opposite the zoo gate', area: 'Tarauni' })
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    expect(await screen.findByText('5 Zoo Road (Opposite the zoo gate), Tarauni, Kano, Nigeria')).toBeInTheDocument()
  })

  it('fills in the phone to collect with from her saved address, and says a missing one beside its field', async () => {
    const user = userEvent.setup()
    await signUpShopper()
    await addAddress()
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    await user.click(await within(summary).findByRole('radio', { name: 'Collect at the salon (free)' }))
    const phone = within(summary).getByLabelText('Phone to call when it is ready')
    expect(phone).toHaveValue('0803 000 0000')

    await user.clear(phone)
    await user.click(within(summary).getByRole('button', { name: 'Place Order' }))
    expect(phone).toHaveAccessibleDescription(deliveryMessages.pickupPhone)
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveFocus()
    await user.type(phone, '0803 12')
    await user.click(within(summary).getByRole('button', { name: 'Place Order' }))
    expect(phone).toHaveAccessibleDescription(deliveryMessages.pickupPhoneInvalid)
    await user.type(phone, '3 4567')
    expect(phone).not.toHaveAccessibleDescription()
    await user.click(within(summary).getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('heading', { name: messages.orders.placed })).toBeInTheDocument()
    // Said by the field, not by a toast: none is left on the next page.
    expect(screen.queryByText(deliveryMessages.pickupPhone)).not.toBeInTheDocument()
    expect(screen.queryByText(deliveryMessages.pickupPhoneInvalid)).not.toBeInTheDocument()
    expect((await fetchMyOrders())[0]!.address.phone).toBe('+2348031234567')
  })

  it('asks for payment at the salon, not on delivery, for an order she collects; My Orders says where and when to collect it', async () => {
    const user = userEvent.setup()
    await signUpShopper()
    await addAddress()
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    const methods = within(await within(summary).findByRole('combobox', { name: 'Payment Method' }))
    await waitFor(() => expect(methods.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cash On Delivery', 'Online Payment']))
    await user.click(await within(summary).findByRole('radio', { name: 'Collect at the salon (free)' }))
    expect(methods.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pay at the Salon', 'Online Payment'])
    await user.click(within(summary).getByRole('button', { name: 'Place Order' }))

    const card = await screen.findByRole('listitem', { name: /^Order / })
    expect(within(card).getByText('Pay at the Salon')).toBeInTheDocument()
    expect(within(card).queryByText('Cash On Delivery')).not.toBeInTheDocument()
    const collection = within(card).getByRole('region', { name: deliveryMessages.pickup })
    expect(collection).toHaveTextContent(DEFAULT_PICKUP.address)
    expect(collection).toHaveTextContent(`Open ${DEFAULT_PICKUP.hours}`)
  })
})

describe('fault injection: what the shared test server cannot be made to do', () => {
  it('offers only cash on delivery when the shop takes no online payment', async () => {
    // The shared server takes online payment; its answer with ONLINE_PAYMENT=off is tested in server/test/trust.test.ts.
    faults.use(http.get(`${apiUrl}/api/order/payment-methods`, () => HttpResponse.json({ success: true, online: false })))
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    const methods = within(await screen.findByRole('combobox', { name: 'Payment Method' }))
    await waitFor(() => expect(methods.getAllByRole('option').map((option) => option.textContent)).toEqual(['Cash On Delivery']))
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument()
  })

  it('retries a cash order whose answer was lost under the same Idempotency-Key, also after a visit to another page; another address is another order', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await signUpShopper()
    await addAddress()
    await addAddress({ street: '4 Awolowo Road', city: 'Ikoyi' })
    const keys: (string | null)[] = []
    faults.use(
      http.post(`${apiUrl}/api/order/cod`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        const answer = await fetch(bypass(request))
        // The server makes (or finds) the order; the first two answers never reach the browser.
        return keys.length <= 2 ? HttpResponse.error() : answer
      }),
    )
    const user = userEvent.setup()
    openCart({ [product('Ruby Red Gel Polish')._id]: 1 })
    const place = async (at: string) => {
      // Her address first: a button pressed before her addresses have arrived asks for one instead (a loaded machine).
      expect(await screen.findByText(at)).toBeInTheDocument()
      const button = await screen.findByRole('button', { name: 'Place Order' })
      await waitFor(() => expect(button).toBeEnabled())
      await user.click(button)
    }

    await place(lagos)
    await waitFor(() => expect(keys).toHaveLength(1))
    await user.click(await screen.findByRole('link', { name: '← Continue Shopping' }))
    await user.click(await screen.findByRole('link', { name: 'Cart, 1 item' }))
    await place(lagos)
    await waitFor(() => expect(keys).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Change' }))
    await user.click(screen.getByRole('button', { name: ikoyi }))
    await place(ikoyi)
    expect(await screen.findByRole('heading', { name: messages.orders.placed })).toBeInTheDocument()

    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys.map((key) => key === keys[0])).toEqual([true, true, false])
    // One order for Lagos, made by the first try and found by the second; one for Ikoyi.
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /^Order / })).toHaveLength(2))
    const orders = await fetchMyOrders()
    expect(orders.map((order) => order.address.street)).toEqual(['4 Awolowo Road', '12 Admiralty Way'])
  })
})
