import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GiftCardView } from '../../contract/giftCards'
import { formatKobo, nairaToKobo, taxKobo } from '../../contract/money'
import type { RootState } from '../../shared/state'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { addAddress, fetchMyOrders, paidGiftCard, signUpShopper } from '../../test/realServer'
import { apiUrl } from '../../shared/env'

// Paying part of a cash order with two gift cards at checkout, against the real server: the summary shows what is
// left to pay, the order is placed, and each card keeps what it did not pay (her wallet shows them).

const wallet = async (): Promise<GiftCardView[]> => (await (await fetch(`${apiUrl}/api/gift-cards/wallet`)).json()).cards

describe('gift cards at checkout', () => {
  it('takes part of the order from two cards, and her wallet shows what is left on each', async () => {
    const first = await paidGiftCard(5_000)
    const second = await paidGiftCard(6_000)
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    await signUpShopper()
    await addAddress()
    const user = userEvent.setup()
    renderApp('/cart', { cart: { items: { [polish._id]: 1 }, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>)
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    const box = within(summary).getByRole('form', { name: 'Pay with a gift card' })

    await user.type(within(box).getByLabelText('Gift card code'), first.toLowerCase())
    await user.type(within(box).getByLabelText('Amount (₦)'), '10')
    await user.click(within(box).getByRole('button', { name: 'Use this card' }))
    await user.type(within(box).getByLabelText('Gift card code'), second)
    await user.type(within(box).getByLabelText('Amount (₦)'), '5.50')
    await user.click(within(box).getByRole('button', { name: 'Use this card' }))
    expect(within(summary).getByRole('list', { name: 'Gift cards used' }).children).toHaveLength(2)

    const subtotal = nairaToKobo(polish.offerPrice)
    const total = subtotal + taxKobo(subtotal)
    await waitFor(() => expect(within(summary).getByText('To pay').nextSibling).toHaveTextContent(formatKobo(total - 1_550)))

    await user.click(within(summary).getByRole('button', { name: 'Place Order' }))
    await waitFor(async () => expect(await fetchMyOrders()).toHaveLength(1))
    const cards = await wallet()
    expect(cards.map((card) => [card.ending, card.balance]).sort()).toEqual(
      [
        [first.slice(-4), 4_990],
        [second.slice(-4), 5_994.5],
      ].sort(),
    )
  })
})
