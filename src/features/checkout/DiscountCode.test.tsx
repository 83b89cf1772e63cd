import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cartTotals, formatKobo, nairaToKobo } from '../../contract/money'
import { discountLabel, promotionMessages } from '../../contract/promotions'
import type { Product } from '../../contract/types'
import type { RootState } from '../../shared/state'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { addAddress, addDiscountCode, fetchMyOrders, signInSeller, signUpShopper } from '../../test/realServer'

// The cart's discount code against the real shop server: the refusal in the server's words, the code applied
// whatever its case and spaces, the discount as a line of the summary, and the order charged what was shown.

let catalogue: Product[]

beforeAll(async () => {
  catalogue = await fetchCatalogue()
})

const openCart = (items: Record<string, number>) => renderApp('/cart', { cart: { items, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>)

it('says why a wrong code is refused, applies a good one typed loosely, and the order is charged the total shown', async () => {
  await signInSeller()
  const code = await addDiscountCode({ value: 20 })
  await signUpShopper()
  await addAddress()
  const polish = productNamed(catalogue, 'Ruby Red Gel Polish')
  const user = userEvent.setup()
  openCart({ [polish._id]: 3 })
  const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
  const field = await within(summary).findByLabelText('Discount code')

  await user.type(field, 'nosuch1')
  await user.click(within(summary).getByRole('button', { name: 'Apply' }))
  expect(await within(summary).findByRole('alert')).toHaveTextContent(promotionMessages.code.unknown('NOSUCH1'))
  expect(field).toHaveAccessibleDescription(promotionMessages.code.unknown('NOSUCH1'))

  await user.clear(field)
  await user.type(field, ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()}{Enter}`)
  expect(await within(summary).findByText(code)).toBeInTheDocument()
  const subtotal = nairaToKobo(polish.offerPrice) * 3
  const totals = cartTotals([{ unitKobo: subtotal, quantity: 1 }], 0, Math.floor((subtotal * 20) / 100))
  expect(await within(summary).findByText(discountLabel(code))).toBeInTheDocument()
  expect(within(summary).getByText(`−${formatKobo(totals.discountKobo)}`)).toBeInTheDocument()
  await waitFor(() => expect(within(summary).getByText(formatKobo(totals.totalKobo))).toBeInTheDocument())

  await user.click(within(summary).getByRole('button', { name: 'Place Order' }))
  await waitFor(async () => expect(await fetchMyOrders()).toHaveLength(1))
  const [order] = await fetchMyOrders()
  expect(order).toMatchObject({ amount: totals.totalKobo / 100, discount: { code, amount: totals.discountKobo / 100 } })
})
