import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { orderNumber } from '../../contract/orders'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { addAddress, logOutShopper, moveOrder, placeCashOrder, signInSeller, signUpShopper } from '../../test/realServer'

const t = aftercareMessages.track

describe('track order', () => {
  it('shows the timeline of the order the number and e-mail name, and the same not-found for a wrong e-mail', async () => {
    const pomade = productNamed(await fetchCatalogue(), 'Shea Butter Edge Pomade')
    const shopper = await signUpShopper('Ngozi Eze')
    const address = await addAddress()
    const orderId = await placeCashOrder([{ product: pomade._id, quantity: 1 }], address._id)
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
    // Focused, so a phone scrolls to the steps below the form and a screen reader reads them.
    expect(screen.getByRole('heading', { level: 2, name: `Order ${reference}` })).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByText(/Ngozi|Shea Butter|Lagos|₦/)).not.toBeInTheDocument()
  })
})
