import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../shared/env'
import { renderApp } from '../../test/render'
import { fakeSellerApi } from './fakeSellerApi'
import { mayBeSeller, rememberSeller } from './sellerHint'

const { server, state } = fakeSellerApi

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  fakeSellerApi.reset()
  state.isSeller = false
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the seller area', () => {
  it('shows the seller login, not the dashboard or the shop navigation, to anyone but the seller', async () => {
    renderApp('/seller/orders')
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()
    expect(screen.queryByText('Hi! Admin')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(document.title).toBe('Seller login | Glow Beauty')
  })

  it('keeps knowing it is the seller’s browser when the status check is cut off (a navigation, a dropped network)', async () => {
    rememberSeller(true)
    // A network error: a fault the real server cannot be made to produce.
    server.use(http.get(`${apiUrl}/api/seller/is-auth`, () => HttpResponse.error()))
    const network = jest.spyOn(globalThis, 'fetch')
    renderApp('/seller')
    await waitFor(() => expect(network.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/seller/is-auth'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mayBeSeller()).toBe(true)
    network.mockRestore()
    rememberSeller(false)
  })

  it('checks the login form, reports a wrong password, and opens the dashboard on success', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/seller')
    await user.click(await screen.findByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email'), 'admin@glowbeauty.ng')
    await user.type(screen.getByLabelText('Password'), 'not-the-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'glow-demo-2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Hi! Admin')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/seller')
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Product List', 'Orders', 'Bookings', 'Messages']) expect(screen.getByRole('link', { name })).toBeInTheDocument()
  })

  it('logs out to the home page', async () => {
    state.isSeller = true
    const user = userEvent.setup({ delay: null })
    const { router, store } = renderApp('/seller/product-list')
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Logged out')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(store.getState().seller.isSeller).toBe(false)
  })
})
