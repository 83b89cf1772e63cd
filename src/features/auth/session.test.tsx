import { act, screen, waitFor } from '@testing-library/react'
import { apiUrl } from '../../shared/env'
import { SIGNED_IN_COOKIE } from '../../contract/session'
import { renderApp } from '../../test/render'

// The session lives in an HttpOnly cookie; the page sees only the server's signed-in hint beside it.

const askedWhoAmI = (calls: unknown[][]) => calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/user/is-auth'))

async function registerElsewhere(name: string) {
  const email = `returning-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`
  const response = await fetch(`${apiUrl}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, email, password: 'a-long-password' }) })
  expect(response.status).toBe(201)
}

describe('coming back to the shop', () => {
  it('does not ask the server who a guest is', async () => {
    jest.useFakeTimers()
    const network = jest.spyOn(globalThis, 'fetch')
    try {
      renderApp('/about')
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument()
      // The page's first 300 ms pass on the test's clock: nothing it started late asks either.
      await act(() => jest.advanceTimersByTimeAsync(300))
      expect(askedWhoAmI(network.mock.calls)).toEqual([])
    } finally {
      network.mockRestore()
      jest.useRealTimers()
    }
  })

  it('recognises a shopper who signed in before', async () => {
    await registerElsewhere('Kemi Balogun')
    expect(document.cookie).toContain(`${SIGNED_IN_COOKIE}=1`)
    renderApp('/about')
    expect(await screen.findByRole('button', { name: 'Account menu for Kemi Balogun' })).toBeInTheDocument()
  })

  it('treats a visitor whose session has ended as a guest, and forgets the hint', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`
    const network = jest.spyOn(globalThis, 'fetch')
    renderApp('/about')
    await waitFor(() => expect(askedWhoAmI(network.mock.calls)).toHaveLength(1))
    await waitFor(() => expect(document.cookie).not.toContain(SIGNED_IN_COOKIE))
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
    network.mockRestore()
  })
})
