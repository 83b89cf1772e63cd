import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PAGE_SIZE } from '../../contract/limits'
import { orderNumber } from '../../contract/orders'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { placeCashOrders, signUpShopperWithAddress } from '../../test/realServer'

// My Orders comes a page at a time from the real server: the newest PAGE_SIZE, then older ones on request.

/** The button, once the list is not being fetched (signing in refreshes it). */
const showOlder = () => screen.findByRole('button', { name: 'Show older orders' })

const orderCards = () => within(screen.getByRole('main')).queryAllByRole('listitem', { name: /^Order / })

it('shows a shopper her newest orders, then the older ones when she asks', async () => {
  // A demo product, not counted: the newest in stock may be another test file's, with a few units left.
  const product = productNamed(await fetchCatalogue(), 'Shea Butter Edge Pomade')
  const { addressId } = await signUpShopperWithAddress()
  const placed = await placeCashOrders(PAGE_SIZE + 1, product._id, addressId)
  renderApp('/my-orders')
  await screen.findAllByRole('listitem', { name: /^Order / })
  expect(orderCards()).toHaveLength(PAGE_SIZE)
  expect(orderCards()[0]).toHaveTextContent(orderNumber(placed.at(-1)!))

  await userEvent.click(await showOlder())
  expect(await screen.findByText(orderNumber(placed[0]!))).toBeInTheDocument()
  expect(orderCards()).toHaveLength(PAGE_SIZE + 1)
  expect(screen.queryByRole('button', { name: 'Show older orders' })).not.toBeInTheDocument()
})
