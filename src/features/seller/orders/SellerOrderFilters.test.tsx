import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { orderNumber } from '../../../contract/orders'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp } from '../../../test/render'
import { addAddress, moveOrder, placeCashOrder, signInSeller, signUpShopper } from '../../../test/realServer'
import { shopDate } from '../../../contract/shopClock'

// The seller narrows her order list on the real server. The database is shared with other test files, so each
// test makes customers of its own and filters down to them: what shows must then be exactly their orders.

/** A new customer, Chioma, whose first order the seller moved to Processing and whose second is still placed; and Dayo with one order. */
async function twoCustomers() {
  const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
  const one = [{ product: polish._id, quantity: 1 }]
  const chioma = await signUpShopper('Chioma Eze')
  const chiomaAddress = (await addAddress())._id
  const processing = await placeCashOrder(one, chiomaAddress)
  const placed = await placeCashOrder(one, chiomaAddress)
  // Another customer's order, which no filter of Chioma's may show.
  await signUpShopper('Dayo Ola')
  await placeCashOrder(one, (await addAddress())._id)
  await signInSeller()
  await moveOrder(processing, 'Processing')
  return { chioma, processing, placed }
}

const filters = () => screen.getByRole('region', { name: 'Filter orders' })
const filter = (label: string) => within(filters()).getByLabelText(label)

/** The order numbers the list shows now. */
const listedOrders = () => within(screen.getByRole('main')).queryAllByRole('listitem', { name: /^Order / }).map((card) => card.getAttribute('aria-labelledby'))
const shows = (...ids: string[]) => waitFor(() => expect(listedOrders()).toEqual(ids.map((id) => `order-${id}`)))

describe('the seller’s order filters', () => {
  it('finds a customer by e-mail, then narrows her orders by status, all in the address', async () => {
    const { chioma, processing, placed } = await twoCustomers()
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/seller/orders')
    await screen.findAllByRole('listitem', { name: /^Order / })

    await user.type(filter('Search'), chioma.email.toUpperCase())
    await user.click(within(filters()).getByRole('button', { name: 'Search' }))
    await shows(placed, processing)
    expect(within(screen.getByRole('main')).getAllByText(chioma.email)).toHaveLength(2)

    await user.selectOptions(filter('Status'), 'Processing')
    await shows(processing)
    expect(new URLSearchParams(router.state.location.search)).toEqual(new URLSearchParams({ q: chioma.email.toUpperCase(), status: 'Processing' }))

    await user.selectOptions(filter('Payment'), 'Paid')
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(filter('Search')).toHaveValue('')
    await waitFor(() => expect(listedOrders().length).toBeGreaterThan(2))
  })

  it('opens on one customer’s orders from the address, with her name, and keeps that filter with a status', async () => {
    const { chioma, placed, processing } = await twoCustomers()
    const user = userEvent.setup({ delay: null })
    renderApp(`/seller/orders?customer=${chioma._id}&status=Order+Placed`)
    await shows(placed)
    expect(screen.getByText(`${chioma.name} (${chioma.email})`)).toBeInTheDocument()
    expect(filter('Status')).toHaveValue('Order Placed')

    await user.selectOptions(filter('Status'), 'All')
    await shows(placed, processing)
  })

  it('finds an order by its number, and limits the list to a day', async () => {
    const { processing } = await twoCustomers()
    const today = shopDate()
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp(`/seller/orders?from=${today}&to=${today}`)
    await screen.findAllByRole('listitem', { name: /^Order / })
    await user.type(filter('Search'), `${orderNumber(processing)}{Enter}`)
    await shows(processing)

    await user.clear(filter('From'))
    await user.type(filter('From'), '2020-01-01')
    await user.clear(filter('To'))
    await user.type(filter('To'), '2020-01-31')
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument()
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2020-01-31')
  })
})
