import { screen, within } from '@testing-library/react'
import type { Order, Product } from '../../contract/types'
import { renderApp } from '../../test/render'
import { checkoutState, fetchCatalogue, lagosAddress, serveCheckoutRoutes, logInShopper } from './checkoutTestServer'

let catalogue: Product[]
beforeAll(async () => {
  catalogue = await fetchCatalogue()
})
serveCheckoutRoutes()

const order = (overrides: Partial<Order>): Order => ({
  _id: 'b7c1e7a2-0000-4000-8000-000000000001',
  items: [],
  amount: 0,
  address: { _id: 'address-1', ...lagosAddress },
  paymentType: 'COD',
  status: 'Order Placed',
  isPaid: false,
  createdAt: '2025-03-14T10:00:00.000Z',
  ...overrides,
})

describe('my orders', () => {
  it('shows a spinner, then says when there are no orders yet', async () => {
    logInShopper()
    renderApp('/my-orders')
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders…')
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument()
  })

  it('lists each order with its items, payment and status', async () => {
    const pomade = catalogue.find((product) => product.name === 'Shea Butter Edge Pomade')!
    const polish = catalogue.find((product) => product.name === 'Ruby Red Gel Polish')!
    logInShopper()
    checkoutState.orders = [
      order({ _id: '9aceb551-3c1d-4e2f-9a7b-0c4d5e6f7a81', paymentType: 'Online', isPaid: true, amount: 2958, items: [{ product: polish, quantity: 1 }], status: 'Processing' }),
      order({ _id: '0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718', amount: 7752, items: [{ product: pomade, quantity: 2 }] }),
    ]
    renderApp('/my-orders')
    const [online, cash] = await screen.findAllByRole('listitem', { name: /^Order / })
    // The same short number the seller sees, not a 36-character id.
    expect(within(online!).getByText('9ACEB551')).toBeInTheDocument()
    expect(within(online!).queryByText(/9aceb551-3c1d/i)).not.toBeInTheDocument()
    expect(within(online!).getByText('Online')).toBeInTheDocument()
    expect(within(online!).getByText('Paid')).toBeInTheDocument()
    expect(within(online!).getByText('₦2,958')).toBeInTheDocument()
    expect(within(online!).getByText('Status: Processing')).toBeInTheDocument()

    expect(within(cash!).getByText('Cash On Delivery')).toBeInTheDocument()
    expect(within(cash!).getByText('Pending')).toBeInTheDocument()
    expect(within(cash!).getByRole('heading', { name: pomade.name })).toBeInTheDocument()
    expect(within(cash!).getByText('Category: Hair Pomades')).toBeInTheDocument()
    expect(within(cash!).getByText('Quantity: 2')).toBeInTheDocument()
    expect(within(cash!).getByText('Status: Order Placed')).toBeInTheDocument()
    expect(within(cash!).getByText('Date: 14 Mar 2025')).toBeInTheDocument()
    expect(within(cash!).getByText('Amount: ₦7,600')).toBeInTheDocument()
  })

  it('asks a visitor who is not logged in to log in', async () => {
    renderApp('/my-orders')
    expect(await screen.findByText('Log in to see your orders.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  })
})
