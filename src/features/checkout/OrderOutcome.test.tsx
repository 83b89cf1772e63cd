import { screen } from '@testing-library/react'
import type { RootState } from '../../shared/state'
import { renderApp } from '../../test/render'
import { markPaymentStarted } from './paymentMark'

// The pages the payment provider sends the shopper back to (the whole journey runs in e2e/checkout.spec.ts).

const withCart = { cart: { items: { soap: 1 }, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>

describe('after the payment page', () => {
  it('order success empties the cart and links to my orders', async () => {
    markPaymentStarted()
    const { store } = renderApp('/order-success', withCart)
    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders')
    expect(store.getState().cart.items).toEqual({})
  })

  it('claims no order to a visitor who opens /order-success without having gone to pay, and keeps the cart', async () => {
    const { store } = renderApp('/order-success', withCart)
    expect(await screen.findByRole('heading', { level: 1, name: 'No new order to show' })).toBeInTheDocument()
    expect(screen.queryByText('Order placed successfully!')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-orders')
    expect(store.getState().cart.items).toEqual({ soap: 1 })
  })

  it('order failure keeps the cart and links back to it', async () => {
    const { store } = renderApp('/order-failure', withCart)
    expect(await screen.findByRole('heading', { name: 'Failed to complete order' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart')
    expect(store.getState().cart.items).toEqual({ soap: 1 })
  })
})
