import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'

describe('the product card’s cart control', () => {
  it('adds with Add, then steps the quantity up and down with plus and minus', async () => {
    const user = userEvent.setup()
    const { store } = renderApp('/products/nails')
    const card = (await screen.findByRole('link', { name: 'Ruby Red Gel Polish' })).closest('article')!
    const cart = () => store.getState().cart.items

    await user.click(within(card).getByRole('button', { name: 'Add Ruby Red Gel Polish to cart' }))
    const stepper = within(card).getByRole('group', { name: 'Ruby Red Gel Polish in cart' })
    expect(within(stepper).getByText('1')).toBeInTheDocument()
    expect(within(stepper).getByRole('button', { name: 'Add one more Ruby Red Gel Polish' })).toHaveFocus()
    expect(Object.values(cart())).toEqual([1])

    await user.click(within(stepper).getByRole('button', { name: 'Add one more Ruby Red Gel Polish' }))
    expect(within(stepper).getByText('2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument()

    await user.click(within(stepper).getByRole('button', { name: 'Remove one Ruby Red Gel Polish' }))
    expect(within(stepper).getByText('1')).toBeInTheDocument()
    await user.click(within(stepper).getByRole('button', { name: 'Remove one Ruby Red Gel Polish' }))
    expect(within(card).getByRole('button', { name: 'Add Ruby Red Gel Polish to cart' })).toHaveFocus()
    expect(cart()).toEqual({})
  })
})
