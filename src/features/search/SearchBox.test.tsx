import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'

describe('searching the shop', () => {
  it('sends the shopper to /products, shows a spinner, then the matching in-stock products', async () => {
    const user = userEvent.setup()
    const { router, store } = renderApp('/about')
    const [search] = await screen.findAllByRole('searchbox', { name: 'Search products' })
    await user.type(search!, 'pomade')
    expect(router.state.location.pathname).toBe('/products')
    expect(store.getState().search.query).toBe('pomade')
    expect(await screen.findByRole('status')).toHaveTextContent('Searching products…')

    // The grid of the last search stays on screen until the server's answer replaces it.
    expect(await screen.findByText(/matching “pomade”/)).toBeInTheDocument()
    const results = screen.getByRole('list', { name: 'Products' })
    await within(results).findByText('Shea Butter Edge Pomade', {}, { timeout: 10_000 })
    const names = within(results).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names).toEqual(expect.arrayContaining(['Shea Butter Edge Pomade', 'Coconut Shine Pomade', 'Black Castor Growth Pomade']))
    // Out of stock: never listed.
    expect(names).not.toContain('Matte Clay Styling Pomade')
  })

  it('finds a name through a typo, and keeps the grid on screen (the same element) while the next search is pending', async () => {
    const user = userEvent.setup()
    renderApp('/products')
    const grid = await screen.findByRole('list', { name: 'Products' })
    const [search] = screen.getAllByRole('searchbox', { name: 'Search products' })
    await user.type(search!, 'serun')
    expect(screen.getByRole('list', { name: 'Products' })).toBe(grid)
    expect(grid.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByText(/matching “serun”/)).toBeInTheDocument()
    // The same grid, once the server's answer has replaced the last search's products.
    expect(await within(grid).findByText('Vitamin C Brightening Serum', {}, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('matches the category as well as the name', async () => {
    const user = userEvent.setup()
    renderApp('/products')
    const [search] = await screen.findAllByRole('searchbox', { name: 'Search products' })
    await user.type(search!, 'foot care')
    // The grid on screen may still be the whole shop's (which holds the scrub too) until the server has answered.
    expect(await screen.findByText(/matching “foot care”/)).toBeInTheDocument()
    const results = await screen.findByRole('list', { name: 'Products' })
    expect(await within(results).findByText('Overnight Heel Balm', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(results).getByText('Pumice Foot Scrub')).toBeInTheDocument()
  })

  it('waits half a second before showing results', async () => {
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      renderApp('/products')
      const [search] = await screen.findAllByRole('searchbox', { name: 'Search products' })
      await act(() => jest.advanceTimersByTimeAsync(600))
      await screen.findByRole('list', { name: 'Products' })
      await user.type(search!, 'r')
      expect(screen.getByRole('status')).toHaveTextContent('Searching products…')
      await act(() => jest.advanceTimersByTimeAsync(450))
      expect(screen.getByRole('status')).toBeInTheDocument()
      await act(() => jest.advanceTimersByTimeAsync(100))
      // Asked now; the spinner goes once the server has answered.
      await waitFor(() => expect(screen.queryByText('Searching products…')).not.toBeInTheDocument(), { timeout: 20_000 })
      expect(screen.getByText(/matching “r”/)).toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('says so when nothing matches', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const [search] = await screen.findAllByRole('searchbox', { name: 'Search products' })
    await user.type(search!, 'no such thing xyz')
    expect(await screen.findByText('Your search doesn’t match any products.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument()
  })

  it('opens a search field from the toggle on small screens', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const toggle = await screen.findByRole('button', { name: 'Search' })
    expect(screen.getAllByRole('searchbox')).toHaveLength(1)
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const fields = screen.getAllByRole('searchbox', { name: 'Search products' })
    expect(fields).toHaveLength(2)
    expect(fields[1]).toHaveFocus()
  })
})
