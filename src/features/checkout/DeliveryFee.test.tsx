import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { deliveryWindow, formatDeliveryWindow, type DeliveryZone } from '../../contract/delivery'
import { shopDate } from '../../contract/shopClock'
import type { CartItems, Product } from '../../contract/types'
import type { RootState } from '../../shared/state'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { addAddress, addDeliveryZone, deleteDeliveryZone, fetchDeliveryZones, saveDeliveryZone, signInSeller, signUpShopper } from '../../test/realServer'
import { renderApp } from '../../test/render'

// The cart's delivery fee and dates follow the chosen address's zone, priced by the real server. The zones are the
// shared shop's: Kano gets a zone of its own for this file and goes back to where it was after it.

let polish: Product
let north: DeliveryZone
let before: DeliveryZone
const NORTH = { name: `North ${Date.now()}`, states: ['Kano'], fee: 4000, freeFrom: null, minDays: 3, maxDays: 5 }

const fieldsOf = ({ _id, ...fields }: DeliveryZone) => fields

beforeAll(async () => {
  polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
  await signInSeller()
  before = (await fetchDeliveryZones()).find((zone) => zone.states.includes('Kano'))!
  await saveDeliveryZone(before._id, { ...fieldsOf(before), states: before.states.filter((state) => state !== 'Kano') })
  north = await addDeliveryZone(NORTH)
})

afterAll(async () => {
  await signInSeller()
  await deleteDeliveryZone(north._id)
  await saveDeliveryZone(before._id, fieldsOf(before))
})

const openCart = (items: CartItems) => renderApp('/cart', { cart: { items, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>)
const arrives = (zone: Pick<DeliveryZone, 'minDays' | 'maxDays'>) => {
  const { from, by } = deliveryWindow(shopDate(), zone)
  return `arrives ${formatDeliveryWindow(from, by)}`
}

it('shows the fee and the dates of the chosen address, Kano then Lagos, and the total with them', async () => {
  const user = userEvent.setup()
  await signUpShopper()
  await addAddress({ street: '5 Zoo Road', city: 'Kano', state: 'Kano' })
  await addAddress()
  openCart({ [polish._id]: 1 })
  const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
  const shipping = () => within(summary).getByText('Shipping Fee').nextSibling
  const total = () => within(summary).getByText('Total Amount').nextSibling

  // ₦2,900 + 2 % tax on it (₦58) + ₦4,000 to Kano, untaxed.
  await waitFor(() => expect(shipping()).toHaveTextContent(`₦4,000 · ${arrives(NORTH)}`))
  expect(total()).toHaveTextContent('₦6,958')

  await user.click(within(summary).getByRole('button', { name: 'Change' }))
  await user.click(within(summary).getByRole('button', { name: '12 Admiralty Way, Lekki, Lagos, Nigeria' }))
  await waitFor(() => expect(shipping()).toHaveTextContent(`Free · ${arrives(before)}`))
  expect(total()).toHaveTextContent('₦2,958')

  // Collected at the salon: free, no dates; a phone to call instead of an address.
  await user.click(within(summary).getByRole('radio', { name: 'Collect at the salon (free)' }))
  await waitFor(() => expect(shipping()).toHaveTextContent('Free (collect at the salon)'))
  expect(within(summary).getByText('14 Admiralty Way, Lekki Phase 1, Lagos')).toBeInTheDocument()
  expect(within(summary).getByLabelText('Phone to call when it is ready')).toBeInTheDocument()
})
