import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { apiUrl } from '../../shared/env'
import { renderApp } from '../../test/render'
import { signInSeller } from '../../test/realServer'
import { mayBeSeller, rememberSeller } from './sellerHint'

// The seller's gate and session, against the real server. msw only cuts the network, once.

const network = setupServer()
beforeAll(() => network.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => network.resetHandlers())
afterAll(() => network.close())

const statusUrl = `${apiUrl}/api/seller/is-auth`
const urlOf = (input: unknown) => String(input instanceof Request ? input.url : input)

/** What the server says of this browser's seller session now: 200 for the seller, 401 for anyone else. */
const sellerStatus = async () => (await fetch(statusUrl)).status

describe('the seller area', () => {
  it('shows a guest the seller login without asking the server, and no dashboard or shop navigation', async () => {
    const calls = jest.spyOn(globalThis, 'fetch')
    renderApp('/seller/orders')
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()
    expect(screen.queryByText('Hi! Admin')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(document.title).toBe('Seller login | Glow Beauty')
    // A guest's console shows no 401: the status is asked only by a browser that logged in as the seller.
    expect(calls.mock.calls.map(([input]) => urlOf(input))).not.toContain(statusUrl)
    calls.mockRestore()
  })

  it('checks the login form, reports a wrong password, opens the dashboard, and knows the seller on the next visit', async () => {
    const user = userEvent.setup({ delay: null })
    const { router, unmount } = renderApp('/seller')
    await user.click(await screen.findByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email'), process.env.GLOW_TEST_SELLER_EMAIL!)
    await user.type(screen.getByLabelText('Password'), 'not-the-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), process.env.GLOW_TEST_SELLER_PASSWORD!)
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Hi! Admin')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/seller')
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Product List', 'Orders', 'Bookings', 'Messages']) expect(screen.getByRole('link', { name })).toBeInTheDocument()
    expect(await sellerStatus()).toBe(200)

    // A new visit (a fresh app, the same browser): the dashboard opens without the login.
    unmount()
    renderApp('/seller/orders')
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument()
  })

  it('logs out to the home page, and the server ends the session', async () => {
    await signInSeller()
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/seller/product-list')
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Logged out')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(await sellerStatus()).toBe(401)
    await act(() => router.navigate('/seller'))
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()
  })

  it('shows the login again when the seller session has ended meanwhile (expired, or logged out in another tab)', async () => {
    await signInSeller()
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/orders')
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument()
    await fetch(`${apiUrl}/api/seller/logout`, { method: 'POST' })
    await user.click(screen.getByRole('link', { name: 'Bookings' }))
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()
  })

  it('fault injection (network error): keeps knowing it is the seller’s browser when the status check is cut off', async () => {
    rememberSeller(true)
    network.use(http.get(statusUrl, () => HttpResponse.error()))
    renderApp('/seller')
    // The login shows once the check has failed; the hint stays, so the next visit asks again.
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument()
    expect(mayBeSeller()).toBe(true)
  })
})
