import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PAGE_SIZE } from '../../contract/limits'
import { fetchCatalogue } from '../../test/catalogue'
import { renderApp } from '../../test/render'
import { placeCashOrders, signInSeller, signUpShopperWithAddress } from '../../test/realServer'
import { rememberSeller } from './sellerHint'

// The seller's order list comes a page at a time from the real server, newest first.

const orderCards = () => within(screen.getByRole('main')).queryAllByRole('listitem', { name: /^Order / })

it('shows the seller the newest orders of every customer, then older ones', async () => {
  const [product] = (await fetchCatalogue()).filter((listed) => listed.inStock)
  const { addressId } = await signUpShopperWithAddress()
  await placeCashOrders(PAGE_SIZE + 1, product!._id, addressId)
  await signInSeller()
  // As after the seller login form: this browser knows to ask for the seller's pages.
  rememberSeller(true)
  renderApp('/seller/orders')
  await waitFor(() => expect(orderCards()).toHaveLength(PAGE_SIZE))
  await userEvent.click(await screen.findByRole('button', { name: 'Show older orders' }))
  await waitFor(() => expect(orderCards().length).toBeGreaterThan(PAGE_SIZE))
  expect(orderCards().length).toBeLessThanOrEqual(2 * PAGE_SIZE)
})
