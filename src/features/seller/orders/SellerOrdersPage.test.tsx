import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PAGE_SIZE } from '../../../contract/limits'
import { orderNumber } from '../../../contract/orders'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp, settled } from '../../../test/render'
import { moveOrder, placeCashOrder, placeCashOrders, placePaidOnlineOrder, shopperOrder, signInSeller, signUpShopperWithAddress } from '../../../test/realServer'
import { formatCalendarDate, shopDate } from '../../../contract/shopClock'
import { formatNaira } from '../../../contract/money'
import { sellerMessages } from '../../../contract/sellerMessages'

const oc = sellerMessages.orderCancel

// The seller's orders, a page at a time from the real server, newest first. Other test files place orders
// too: each test finds its own.

/** A new shopper's address and the seeded products these tests order, with the seller signed in beside her. */
async function shopperAndSeller() {
  const catalogue = await fetchCatalogue()
  const { addressId } = await signUpShopperWithAddress()
  await signInSeller()
  return { addressId, polish: productNamed(catalogue, 'Ruby Red Gel Polish'), pen: productNamed(catalogue, 'Almond Cuticle Oil Pen'), oil: productNamed(catalogue, 'Chebe Hair Growth Oil') }
}

/** The card of one order, asking for older pages while it is not shown yet. */
function findOrderCard(orderId: string): Promise<HTMLElement> {
  const name = `Order ${orderNumber(orderId)}`
  return waitFor(() => {
    const card = screen.queryByRole('listitem', { name })
    if (card) return card
    screen.queryByRole('button', { name: 'Show older orders' })?.click()
    throw new Error(`${name} is not listed yet`)
  })
}

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent)

describe('the seller orders list', () => {
  it('shows every order newest first with items, address, amount, method, date and payment', async () => {
    const { addressId, polish, pen, oil } = await shopperAndSeller()
    const cash = await placeCashOrder([{ product: polish._id, quantity: 2 }, { product: pen._id, quantity: 1 }], addressId)
    const online = await placePaidOnlineOrder({ items: [{ product: oil._id, quantity: 3 }], address: addressId })
    await moveOrder(online._id, 'Processing', 'Shipped')
    renderApp('/seller/orders')

    const cashCard = await findOrderCard(cash)
    const onlineCard = await findOrderCard(online._id)
    expect(onlineCard.compareDocumentPosition(cashCard)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)

    expect(within(cashCard).getByText('Ruby Red Gel Polish')).toBeInTheDocument()
    expect(within(cashCard).getByText('x 2')).toBeInTheDocument()
    expect(within(cashCard).getByText('Almond Cuticle Oil Pen')).toBeInTheDocument()
    expect(within(cashCard).getByText('x 1')).toBeInTheDocument()
    // The customer who ordered, and the name on the address.
    expect(within(cashCard).getAllByText('Ada Obi')).toHaveLength(2)
    expect(within(cashCard).getByText(/12 Admiralty Way, Lekki/)).toBeInTheDocument()
    // (2 × ₦2,900 + ₦2,000) plus 2 % tax
    expect(within(cashCard).getByText('₦7,956')).toBeInTheDocument()
    expect(within(cashCard).getByText('Cash On Delivery')).toBeInTheDocument()
    // The list dates an order in Lagos, whatever the machine's time zone (past 23:00 UTC it is already tomorrow there).
    const today = formatCalendarDate(shopDate())
    expect(within(cashCard).getByText(new RegExp(today))).toBeInTheDocument()
    expect(within(cashCard).getByText('Pending')).toBeInTheDocument()

    expect(within(onlineCard).getByText('Chebe Hair Growth Oil')).toBeInTheDocument()
    expect(within(onlineCard).getByText('Online')).toBeInTheDocument()
    expect(within(onlineCard).getByText('Paid')).toBeInTheDocument()
    expect(within(onlineCard).getByLabelText('Status')).toHaveValue('Shipped')
  })

  it('offers only the allowed moves and shows the new status once the server agrees', async () => {
    const { addressId, polish } = await shopperAndSeller()
    const orderId = await placeCashOrder([{ product: polish._id, quantity: 1 }], addressId)
    const user = userEvent.setup({ delay: null })
    const { store } = renderApp('/seller/orders')
    const card = await findOrderCard(orderId)
    const status = within(card).getByLabelText('Status')
    expect(options(status)).toEqual(['Order Placed', 'Processing', 'Cancelled'])

    await user.selectOptions(status, 'Processing')
    await within(card).findByRole('option', { name: 'Shipped' })
    expect(status).toHaveValue('Processing')
    expect(options(status)).toEqual(['Processing', 'Shipped', 'Cancelled'])
    await settled(store)
    expect((await shopperOrder(orderId))?.status).toBe('Processing')
  })

  it('asks before cancelling a paid order, naming the units back in stock and the refund, and says when it is done', async () => {
    const { addressId, oil } = await shopperAndSeller()
    const paid = await placePaidOnlineOrder({ items: [{ product: oil._id, quantity: 3 }], address: addressId })
    const number = orderNumber(paid._id)
    const user = userEvent.setup({ delay: null })
    const { store } = renderApp('/seller/orders')
    const card = await findOrderCard(paid._id)
    const status = within(card).getByLabelText('Status')

    // Choosing Cancelled only asks: nothing is sent, the dropdown stays where the order is.
    await user.selectOptions(status, 'Cancelled')
    const dialog = await screen.findByRole('dialog', { name: oc.title(number) })
    expect(within(dialog).getByText(oc.stock(3))).toBeInTheDocument()
    expect(within(dialog).getByText(oc.refund(formatNaira(paid.amount)))).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: oc.keep })).toHaveFocus()
    // The focus stays in the dialog however far she tabs.
    for (let press = 0; press < 4; press += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(status).toHaveValue('Order Placed')
    await settled(store)
    expect((await shopperOrder(paid._id))?.status).toBe('Order Placed')

    await user.selectOptions(status, 'Cancelled')
    await user.click(within(await screen.findByRole('dialog', { name: oc.title(number) })).getByRole('button', { name: oc.confirm }))
    expect(await screen.findByText(oc.doneWithRefund(number, formatNaira(paid.amount)))).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await within(card).findByText('Refund pending')).toBeInTheDocument()
    expect(within(card).queryByLabelText('Status')).not.toBeInTheDocument()
    await settled(store)
    // The sandbox's refund.processed may have come back by now.
    expect(await shopperOrder(paid._id)).toMatchObject({ status: 'Cancelled', refund: expect.stringMatching(/^Refund(ed| pending)$/) })
  })

  it('marks an unpaid cash order paid, and offers no such button for a paid online order', async () => {
    const { addressId, polish } = await shopperAndSeller()
    const cash = await placeCashOrder([{ product: polish._id, quantity: 1 }], addressId)
    const online = await placePaidOnlineOrder({ items: [{ product: polish._id, quantity: 1 }], address: addressId })
    const user = userEvent.setup({ delay: null })
    const { store } = renderApp('/seller/orders')
    const card = await findOrderCard(cash)
    expect(within(await findOrderCard(online._id)).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Mark as paid' }))
    expect(await within(card).findByText('Paid')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()
    await settled(store)
    expect((await shopperOrder(cash))?.isPaid).toBe(true)
  })

  it('shows a delivered or cancelled order without a status choice, and no payment to take for a cancelled one', async () => {
    const { addressId, polish } = await shopperAndSeller()
    const [delivered, cancelled] = await placeCashOrders(2, polish._id, addressId)
    await moveOrder(delivered!, 'Processing', 'Shipped', 'Delivered')
    await moveOrder(cancelled!, 'Cancelled')
    renderApp('/seller/orders')
    const deliveredCard = await findOrderCard(delivered!)
    expect(within(deliveredCard).getByText('Delivered')).toBeInTheDocument()
    expect(within(deliveredCard).queryByLabelText('Status')).not.toBeInTheDocument()
    const cancelledCard = await findOrderCard(cancelled!)
    expect(within(cancelledCard).getByText('Cancelled')).toBeInTheDocument()
    expect(within(cancelledCard).queryByLabelText('Status')).not.toBeInTheDocument()
    expect(within(cancelledCard).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument()
  })

  it('shows the newest orders of every customer, then older ones', async () => {
    const { addressId, polish } = await shopperAndSeller()
    await placeCashOrders(PAGE_SIZE + 1, polish._id, addressId)
    renderApp('/seller/orders')
    const orderCards = () => within(screen.getByRole('main')).queryAllByRole('listitem', { name: /^Order / })
    await waitFor(() => expect(orderCards()).toHaveLength(PAGE_SIZE))
    await userEvent.click(await screen.findByRole('button', { name: 'Show older orders' }))
    await waitFor(() => expect(orderCards().length).toBeGreaterThan(PAGE_SIZE))
    expect(orderCards().length).toBeLessThanOrEqual(2 * PAGE_SIZE)
  })
})
