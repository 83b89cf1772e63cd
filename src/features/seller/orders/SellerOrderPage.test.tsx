import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatKobo, nairaToKobo } from '../../../contract/money'
import { orderNumber } from '../../../contract/orders'
import { discountLabel } from '../../../contract/promotions'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp } from '../../../test/render'
import { addAddress, addDiscountCode, moveOrder, placeCashOrder, placePaidOnlineOrder, signInSeller, signUpShopper } from '../../../test/realServer'
import { SHOP_FOUNDER } from '../../../contract/shop'

// One order's page, from the real server: what the seller needs to handle it, and its history as it grows.

const section = (name: string) => screen.getByRole('region', { name })

describe('the seller’s order page', () => {
  it('shows the customer, the lines, the delivery, the payment and the history, and moves the order on', async () => {
    const catalogue = await fetchCatalogue()
    const polish = productNamed(catalogue, 'Ruby Red Gel Polish')
    const pen = productNamed(catalogue, 'Almond Cuticle Oil Pen')
    const shopper = await signUpShopper('Efe Okon')
    const orderId = await placeCashOrder([{ product: polish._id, quantity: 2 }, { product: pen._id, quantity: 1 }], (await addAddress())._id)
    await signInSeller()
    await moveOrder(orderId, 'Processing')
    const user = userEvent.setup({ delay: null })
    renderApp(`/seller/orders/${orderId}`)

    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeInTheDocument()
    const customer = await screen.findByRole('region', { name: 'Customer' })
    expect(within(customer).getByText('Efe Okon')).toBeInTheDocument()
    expect(within(customer).getByRole('link', { name: shopper.email })).toBeInTheDocument()

    const rows = within(section('Items')).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows[0]).toEqual(['Item', 'Qty', 'Unit price', 'Total'])
    // The lines in any order, then the amount: (2 × ₦2,900 + ₦2,000) plus 2 % tax.
    expect(rows.slice(1, -2)).toEqual(
      expect.arrayContaining([
        ['Ruby Red Gel Polish', '2', '₦2,900', '₦5,800'],
        ['Almond Cuticle Oil Pen', '1', '₦2,000', '₦2,000'],
      ]),
    )
    expect(rows).toHaveLength(5)
    // Lagos is in the shop's one free zone; the tax is on the products alone.
    expect(rows.slice(3)).toEqual([['Delivery', 'Free'], ['Amount (with 2% tax on the products)', '₦7,956']])
    expect(within(section('Deliver to')).getByText(/12 Admiralty Way, Lekki/)).toBeInTheDocument()
    // The customer's phone, to call or to message on WhatsApp, and the packing slip.
    expect(within(section('Deliver to')).getByRole('link', { name: '0803 000 0000' })).toHaveAttribute('href', 'tel:+2348030000000')
    expect(within(section('Deliver to')).getByRole('link', { name: 'WhatsApp 0803 000 0000' })).toHaveAttribute('href', `https://wa.me/2348030000000?text=${encodeURIComponent(`Your order ${orderNumber(orderId)}`)}`)
    expect(within(section('Deliver to')).getByRole('link', { name: 'Print packing slip' })).toHaveAttribute('href', `/seller/delivery?slip=${orderId}`)
    expect(within(section('Payment')).getByText('Cash On Delivery')).toBeInTheDocument()
    expect(within(section('Payment')).getByText('Pending')).toBeInTheDocument()
    expect(within(section('Payment')).queryByText('Reference')).not.toBeInTheDocument()

    const history = () => within(section('Status history')).getAllByRole('listitem').map((step) => step.textContent?.replace(/, .*$/, ''))
    expect(history()).toEqual(['Order Placedby Customer', `Processingby ${SHOP_FOUNDER}`])

    await user.click(within(section('Amount and status')).getByRole('button', { name: 'Mark as paid' }))
    await waitFor(() => expect(history()).toEqual(['Order Placedby Customer', `Processingby ${SHOP_FOUNDER}`, `Paidby ${SHOP_FOUNDER}`]))
    expect(within(section('Payment')).getByText('Paid')).toBeInTheDocument()
    expect(within(section('Payment')).getByText('Paid at')).toBeInTheDocument()

    await user.selectOptions(within(section('Amount and status')).getByLabelText('Status'), 'Shipped')
    await waitFor(() => expect(history()).toEqual(['Order Placedby Customer', `Processingby ${SHOP_FOUNDER}`, `Paidby ${SHOP_FOUNDER}`, `Shippedby ${SHOP_FOUNDER}`]))
    expect(within(section('Amount and status')).getByLabelText('Status')).toHaveValue('Shipped')
  })

  it('shows an online order’s reference and Paystack in its history', async () => {
    const oil = productNamed(await fetchCatalogue(), 'Chebe Hair Growth Oil')
    await signUpShopper('Efe Okon')
    const order = await placePaidOnlineOrder({ items: [{ product: oil._id, quantity: 1 }], address: (await addAddress())._id })
    await signInSeller()
    renderApp(`/seller/orders/${order._id}`)
    const payment = await screen.findByRole('region', { name: 'Payment' })
    expect(within(payment).getByText('Online')).toBeInTheDocument()
    expect(within(payment).getByText('Reference')).toBeInTheDocument()
    expect(within(section('Status history')).getByText('by Paystack')).toBeInTheDocument()
  })

  it('is reached from the filtered list, and its Back link returns to those filters', async () => {
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const shopper = await signUpShopper('Efe Okon')
    const orderId = await placeCashOrder([{ product: polish._id, quantity: 1 }], (await addAddress())._id)
    await signInSeller()
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp(`/seller/orders?customer=${shopper._id}&paid=no`)
    await user.click(await screen.findByRole('link', { name: `Order ${orderNumber(orderId)}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/seller/orders/${orderId}`)

    await user.click(screen.getByRole('link', { name: '← Back to orders' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/orders'))
    expect(new URLSearchParams(router.state.location.search)).toEqual(new URLSearchParams({ customer: shopper._id, paid: 'no' }))
    expect(await screen.findByRole('link', { name: `Order ${orderNumber(orderId)}` })).toBeInTheDocument()
  })

  it('shows a discount code as a line of its own above the delivery and the amount', async () => {
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    await signInSeller()
    const code = await addDiscountCode({ value: 10 })
    await signUpShopper()
    const orderId = await placeCashOrder([{ product: polish._id, quantity: 2 }], (await addAddress())._id, code)
    await signInSeller()
    renderApp(`/seller/orders/${orderId}`)
    const discount = Math.floor((nairaToKobo(polish.offerPrice) * 2 * 10) / 100)
    const row = (await within(await screen.findByRole('region', { name: 'Items' })).findByRole('rowheader', { name: discountLabel(code) })).closest('tr')!
    expect(row).toHaveTextContent(`${discountLabel(code)}−${formatKobo(discount)}`)
  })

  it('says so for an order that does not exist', async () => {
    await signInSeller()
    renderApp('/seller/orders/00000000-0000-4000-8000-000000000000')
    expect(await screen.findByText(/This order does not exist/)).toBeInTheDocument()
  })
})
