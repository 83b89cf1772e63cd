import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { DEFAULT_PICKUP, deliveryMessages, formatDeliveryWindow } from '../../contract/delivery'
import { orderNumber } from '../../contract/orders'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { addAddress, logOutShopper, moveOrder, placeCashOrder, placeCollectedOrder, shopperOrder, signInSeller, signUpShopper } from '../../test/realServer'

const t = aftercareMessages.track

describe('track order', () => {
  it('shows the timeline of the order the number and e-mail name, and the same not-found for a wrong e-mail', async () => {
    const pomade = productNamed(await fetchCatalogue(), 'Shea Butter Edge Pomade')
    const shopper = await signUpShopper('Ngozi Eze')
    const address = await addAddress()
    const orderId = await placeCashOrder([{ product: pomade._id, quantity: 1 }], address._id)
    const { delivery } = (await shopperOrder(orderId))!
    await signInSeller()
    await moveOrder(orderId, 'Processing')
    // She tracks it as a guest.
    await logOutShopper()
    const reference = orderNumber(orderId)
    const user = userEvent.setup()

    renderApp('/track-order')
    expect(await screen.findByRole('heading', { level: 1, name: 'Track Order' })).toBeInTheDocument()
    // Empty, then a number that is no order number: each field says what it needs.
    await user.click(screen.getByRole('button', { name: 'Track order' }))
    expect(await screen.findByText(t.referenceRequired)).toBeInTheDocument()
    expect(screen.getByText(t.emailRequired)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Order number'), 'ZZ12')
    expect(await screen.findByText(t.referenceInvalid)).toBeInTheDocument()

    // The right number with another e-mail: not found, and nothing of the order shown.
    await user.clear(screen.getByLabelText('Order number'))
    await user.type(screen.getByLabelText('Order number'), reference.toLowerCase())
    await user.type(screen.getByLabelText('Email'), 'someone-else@example.ng')
    await user.click(screen.getByRole('button', { name: 'Track order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound)
    expect(screen.queryByRole('list', { name: `History of order ${reference}` })).not.toBeInTheDocument()

    // The e-mail she ordered with: her order's steps, and nothing of her.
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), shopper.email)
    await user.click(screen.getByRole('button', { name: 'Track order' }))
    const timeline = await screen.findByRole('list', { name: `History of order ${reference}` })
    expect(within(timeline).getAllByRole('listitem').map((step) => step.querySelector('b')?.textContent)).toEqual(['Order Placed', 'Processing'])
    // The days its zone promised when it was placed.
    expect(screen.getByRole('region', { name: `Order ${reference}` })).toHaveTextContent(`We will deliver it ${formatDeliveryWindow(delivery.from!, delivery.by!)}.`)
    // Focused, so a phone scrolls to the steps below the form and a screen reader reads them.
    expect(screen.getByRole('heading', { level: 2, name: `Order ${reference}` })).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByText(/Ngozi|Shea Butter|Lagos|₦/)).not.toBeInTheDocument()
  })

  it('tells where and when to collect an order collected at the salon', async () => {
    const pomade = productNamed(await fetchCatalogue(), 'Shea Butter Edge Pomade')
    const shopper = await signUpShopper('Bisi Ade')
    const orderId = await placeCollectedOrder([{ product: pomade._id, quantity: 1 }])
    await logOutShopper()
    const reference = orderNumber(orderId)
    const user = userEvent.setup()

    renderApp('/track-order')
    await user.type(await screen.findByLabelText('Order number'), reference)
    await user.type(screen.getByLabelText('Email'), shopper.email)
    await user.click(screen.getByRole('button', { name: 'Track order' }))
    const found = await screen.findByRole('region', { name: `Order ${reference}` })
    const collection = within(found).getByRole('region', { name: deliveryMessages.pickup })
    expect(collection).toHaveTextContent(DEFAULT_PICKUP.address)
    expect(collection).toHaveTextContent(`Open ${DEFAULT_PICKUP.hours}`)
    expect(collection).toHaveTextContent(deliveryMessages.promisePickup)
  })
})
