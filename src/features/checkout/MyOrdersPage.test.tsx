import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { orderNumber } from '../../contract/orders'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { advancePageClock, fakePageTimer } from '../../test/pageClock'
import { renderApp } from '../../test/render'
import { addAddress, editAddress, fetchMyOrders, moveOrder, placeCashOrders, placePaidOnlineOrder, sandboxWebhooksArrive, signInSeller, signUpShopper } from '../../test/realServer'
import { REFUND_POLL_MS } from './MyOrdersPage'

describe('my orders', () => {
  it('shows a spinner, then says when there are no orders yet', async () => {
    await signUpShopper()
    renderApp('/my-orders')
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders…')
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument()
  })

  it('lists each order with its items, payment and status', async () => {
    const catalogue = await fetchCatalogue()
    const pomade = productNamed(catalogue, 'Shea Butter Edge Pomade')
    const polish = productNamed(catalogue, 'Ruby Red Gel Polish')
    await signUpShopper()
    const address = await addAddress()
    await placeCashOrders(1, pomade._id, address._id)
    await placePaidOnlineOrder({ items: [{ product: polish._id, quantity: 2 }], address: address._id })
    const [paidOnline, cash] = await fetchMyOrders()
    await signInSeller()
    await moveOrder(paidOnline!._id, 'Processing')

    renderApp('/my-orders')
    const [online, cashCard] = await screen.findAllByRole('listitem', { name: /^Order / })
    // The same short number the seller sees, not a 36-character id.
    expect(within(online!).getByText(orderNumber(paidOnline!._id))).toBeInTheDocument()
    expect(within(online!).queryByText(paidOnline!._id)).not.toBeInTheDocument()
    expect(within(online!).getByText('Online')).toBeInTheDocument()
    expect(within(online!).getByText('Paid', { selector: 'strong' })).toBeInTheDocument()
    // 2 × ₦2,900 and 2 % tax.
    expect(within(online!).getByText('₦5,916')).toBeInTheDocument()
    expect(within(online!).getByText('Quantity: 2')).toBeInTheDocument()
    expect(within(online!).getByText('Amount: ₦5,800')).toBeInTheDocument()
    expect(within(online!).getByText('Status: Processing')).toBeInTheDocument()

    expect(within(cashCard!).getByText(orderNumber(cash!._id))).toBeInTheDocument()
    expect(within(cashCard!).getByText('Cash On Delivery')).toBeInTheDocument()
    expect(within(cashCard!).getByText('Pending')).toBeInTheDocument()
    expect(within(cashCard!).getByRole('heading', { name: pomade.name })).toBeInTheDocument()
    expect(within(cashCard!).getByText('Category: Hair Pomades')).toBeInTheDocument()
    expect(within(cashCard!).getByText('Quantity: 1')).toBeInTheDocument()
    expect(within(cashCard!).getByText('Status: Order Placed')).toBeInTheDocument()
    const placedOn = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(cash!.createdAt))
    expect(within(cashCard!).getByText(`Date: ${placedOn}`)).toBeInTheDocument()
    expect(within(cashCard!).getByText('Amount: ₦3,800')).toBeInTheDocument()
    // Each order can be sent to the shop on WhatsApp, the link described by its order's number.
    const whatsApp = within(cashCard!).getByRole('link', { name: 'Send to the shop on WhatsApp' })
    expect(whatsApp).toHaveAccessibleDescription(`Order ${orderNumber(cash!._id)}`)
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain(`my order number is ${orderNumber(cash!._id)}.`)
  })

  it('shows where each order goes: the address as it was when the order was placed', async () => {
    // A demo product: the newest one may be another test file's, out of stock by now.
    const pomade = productNamed(await fetchCatalogue(), 'Shea Butter Edge Pomade')
    await signUpShopper()
    const address = await addAddress({ street: '7 Bourdillon Road', city: 'Ikoyi', phone: '+2348031234567' })
    await placeCashOrders(1, pomade._id, address._id)
    await editAddress(address._id, { street: '3 Bode Thomas Street', city: 'Surulere' })

    renderApp('/my-orders')
    const [order] = await screen.findAllByRole('listitem', { name: /^Order / })
    const delivery = within(order!).getByRole('region', { name: 'Delivery address' })
    expect(delivery).toHaveTextContent('Ada Obi')
    expect(delivery).toHaveTextContent('7 Bourdillon Road, Ikoyi')
    expect(delivery).toHaveTextContent('Lagos, 105102, Nigeria')
    expect(delivery).toHaveTextContent('0803 123 4567')
    expect(delivery).not.toHaveTextContent('Bode Thomas')
  })

  it('asks a visitor who is not logged in to log in', async () => {
    renderApp('/my-orders')
    expect(await screen.findByText('Log in to see your orders.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  })

  it('cancels an order before it ships, shows its refund pending and then refunded, with its history', async () => {
    const user = userEvent.setup({ delay: null })
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    await signUpShopper()
    const address = await addAddress()
    const paid = await placePaidOnlineOrder({ items: [{ product: polish._id, quantity: 1 }], address: address._id })
    renderApp('/my-orders')
    const card = await screen.findByRole('listitem', { name: `Order ${orderNumber(paid._id)}` })
    const history = within(card).getByRole('list', { name: `History of order ${orderNumber(paid._id)}` })
    expect(within(history).getAllByRole('listitem').map((step) => step.querySelector('b')?.textContent)).toEqual(['Order Placed', 'Paid'])

    // The page's look again while a refund is pending runs on the test's clock.
    fakePageTimer('setInterval')
    await user.click(within(card).getByRole('button', { name: `Cancel order ${orderNumber(paid._id)}` }))
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText(aftercareMessages.orders.cancelledWithRefund)).toBeInTheDocument()
    expect(await within(card).findByText('Refund pending', { selector: 'strong' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument()
    // The sandbox's refund.processed webhook arrives a moment later; the page looks again by itself.
    await sandboxWebhooksArrive()
    await advancePageClock(REFUND_POLL_MS)
    expect(await within(card).findByText('Refunded', { selector: 'strong' })).toBeInTheDocument()
    expect(within(history).getAllByRole('listitem').map((step) => step.querySelector('b')?.textContent)).toEqual(['Order Placed', 'Paid', 'Cancelled', 'Refund pending', 'Refunded'])
  })

  it('says a cancelled cash order asks for nothing, where it asked for cash on delivery before', async () => {
    const user = userEvent.setup({ delay: null })
    const pomade = productNamed(await fetchCatalogue(), 'Shea Butter Edge Pomade')
    await signUpShopper()
    const address = await addAddress()
    const [id] = await placeCashOrders(1, pomade._id, address._id)
    renderApp('/my-orders')
    const card = await screen.findByRole('listitem', { name: `Order ${orderNumber(id!)}` })
    expect(within(card).getByText(/^Payment:/)).toHaveTextContent('Payment: Cash On Delivery · Pending')

    await user.click(within(card).getByRole('button', { name: `Cancel order ${orderNumber(id!)}` }))
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(within(card).getByText(/^Payment:/)).toHaveTextContent('Payment: Cash On Delivery · Nothing due (cancelled)'))
    expect(within(card).queryByText('Pending')).not.toBeInTheDocument()
    // Nor does it still promise its days.
    expect(within(card).getByText(/^Shipping Fee:/)).toHaveTextContent('Shipping Fee: Free')
    expect(within(card).queryByText(/arrives/)).not.toBeInTheDocument()
  })
})
