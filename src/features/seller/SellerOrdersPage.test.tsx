import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'
import { fakeSellerApi, sampleOrder, sampleProduct } from './fakeSellerApi'

const { server, state } = fakeSellerApi

// The first render compiles the lazy seller pages: seconds when every core is busy.
jest.setTimeout(15_000)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const older = sampleOrder({
  items: [
    { product: sampleProduct({ name: 'Shea Butter Body Cream' }), quantity: 2 },
    { product: sampleProduct({ name: 'Ruby Red Gel Polish' }), quantity: 1 },
  ],
  amount: 13158,
  createdAt: '2026-03-01T08:00:00.000Z',
})
const newer = sampleOrder({
  items: [{ product: sampleProduct({ name: 'Argan Hair Oil' }), quantity: 3 }],
  amount: 22950,
  paymentType: 'Online',
  isPaid: true,
  status: 'Shipped',
  createdAt: '2026-03-04T15:00:00.000Z',
  address: { ...older.address, _id: 'b', firstName: 'Bola', lastName: 'Ade', street: '3 Awolowo Road', city: 'Ikoyi' },
})

beforeEach(() => fakeSellerApi.reset([], [structuredClone(older), structuredClone(newer)]))

const orderCard = (name: RegExp) => screen.getByRole('listitem', { name }) as HTMLElement

describe('the seller orders list', () => {
  it('shows every order newest first with items, address, amount, method, date and payment', async () => {
    renderApp('/seller/orders')
    const cards = await screen.findAllByRole('listitem', { name: /^Order / })
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('Argan Hair Oil')).toBeInTheDocument()

    const first = cards[1]!
    expect(within(first).getByText('Shea Butter Body Cream')).toBeInTheDocument()
    expect(within(first).getByText('x 2')).toBeInTheDocument()
    expect(within(first).getByText('x 1')).toBeInTheDocument()
    expect(within(first).getByText('Ada Obi')).toBeInTheDocument()
    expect(within(first).getByText(/12 Allen Avenue, Ikeja/)).toBeInTheDocument()
    expect(within(first).getByText('₦13,158')).toBeInTheDocument()
    expect(within(first).getByText('Cash on delivery')).toBeInTheDocument()
    expect(within(first).getByText(/1 Mar 2026/)).toBeInTheDocument()
    expect(within(first).getByText('Pending')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('Paid')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('Online')).toBeInTheDocument()
  })

  it('offers only the allowed moves and shows the new status once the server agrees', async () => {
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/orders')
    await screen.findAllByRole('listitem', { name: /^Order / })
    const card = orderCard(new RegExp(`Order ${older._id.slice(0, 8)}`, 'i'))
    const status = within(card).getByLabelText('Status')
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Order Placed', 'Processing', 'Cancelled'])

    await user.selectOptions(status, 'Processing')
    await within(card).findByRole('option', { name: 'Shipped' })
    expect(status).toHaveValue('Processing')
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Processing', 'Shipped', 'Cancelled'])
    expect(state.orders.find((order) => order._id === older._id)?.status).toBe('Processing')
  })

  it('marks an unpaid cash order paid', async () => {
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/orders')
    await screen.findAllByRole('listitem', { name: /^Order / })
    const card = orderCard(new RegExp(`Order ${older._id.slice(0, 8)}`, 'i'))
    expect(within(orderCard(new RegExp(`Order ${newer._id.slice(0, 8)}`, 'i'))).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Mark as paid' }))
    expect(await within(card).findByText('Paid')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()
  })

  it('shows a delivered order without a status choice', async () => {
    fakeSellerApi.reset([], [sampleOrder({ status: 'Delivered', isPaid: true })])
    renderApp('/seller/orders')
    expect(await screen.findByText('Delivered')).toBeInTheDocument()
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument()
  })

  it('says so when there are no orders', async () => {
    fakeSellerApi.reset([], [])
    renderApp('/seller/orders')
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument()
  })
})
