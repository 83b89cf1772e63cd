import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Product } from '../../contract/types'
import type { RootState } from '../../shared/state'
import { renderApp } from '../../test/render'
import { checkoutState, fetchCatalogue, lagosAddress, serveCheckoutRoutes, logInShopper } from './checkoutTestServer'

let polish: Product
beforeAll(async () => {
  polish = (await fetchCatalogue()).find((product) => product.name === 'Ruby Red Gel Polish')!
})
serveCheckoutRoutes()

const labels = ['First name', 'Last name', 'Email address', 'Street', 'City', 'State', 'Zip code', 'Country', 'Phone']

describe('adding an address', () => {
  it('sends a visitor who is not logged in to the cart', async () => {
    const { router } = renderApp('/add-address')
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })

  it('names every missing field with its rule’s message', async () => {
    const user = userEvent.setup()
    logInShopper()
    renderApp('/add-address')
    await user.clear(await screen.findByLabelText('Country'))
    await user.click(screen.getByRole('button', { name: 'Save address' }))
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Street is required',
      'City is required',
      'State is required',
      'Zip code is required',
      'Country is required',
      'Phone number is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(checkoutState.received).toEqual([])
  })

  it('saves the address and returns to the cart with it chosen', async () => {
    const user = userEvent.setup({ delay: null })
    logInShopper()
    checkoutState.addresses = [{ _id: 'address-1', ...lagosAddress, street: '1 Old Road' }]
    const preloaded = { cart: { items: { [polish._id]: 1 }, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>
    const { router } = renderApp('/add-address', preloaded)
    const values = Object.values(lagosAddress)
    await screen.findByLabelText('First name')
    for (const [index, label] of labels.entries()) {
      await user.clear(screen.getByLabelText(label))
      await user.type(screen.getByLabelText(label), values[index]!)
    }
    await user.click(screen.getByRole('button', { name: 'Save address' }))

    expect(await screen.findByText('Address added')).toBeInTheDocument()
    expect(checkoutState.received).toEqual([{ path: '/address/add', body: { address: lagosAddress } }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(await screen.findByText('12 Admiralty Way, Lekki, Lagos, Nigeria')).toBeInTheDocument()
  }, 15_000)
})
