import { screen } from '@testing-library/react'
import type { RootState } from '../../shared/state'
import { paths } from '../../contract/routes'
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

  it('gives the paid order’s number, and a WhatsApp message to the shop quoting it', async () => {
    markPaymentStarted()
    renderApp(paths.orderPlaced('3F9A0C1B'), withCart)
    expect(await screen.findByText('Your order number is', { exact: false })).toHaveTextContent('Your order number is 3F9A0C1B.')
    const whatsApp = screen.getByRole('link', { name: 'Send to the shop on WhatsApp' })
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/2348035550142?text=Hello%20Glow%20Beauty%2C%20my%20order%20number%20is%203F9A0C1B.')
    expect(whatsApp).toHaveAttribute('target', '_blank')
  })

  it('shows no number, and no WhatsApp message, for an order parameter that is not an order number', async () => {
    markPaymentStarted()
    renderApp('/order-success?order=%3Cscript%3E', withCart)
    expect(await screen.findByRole('heading', { name: 'Order placed successfully!' })).toBeInTheDocument()
    expect(screen.queryByText('Your order number is', { exact: false })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Send to the shop on WhatsApp' })).not.toBeInTheDocument()
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
