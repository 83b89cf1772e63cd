import { act, screen, within } from '@testing-library/react'
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

    const results = await screen.findByRole('list', { name: 'Products' })
    const names = within(results).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names).toEqual(expect.arrayContaining(['Shea Butter Edge Pomade', 'Coconut Shine Pomade', 'Black Castor Growth Pomade']))
    // Out of stock: never listed.
    expect(names).not.toContain('Matte Clay Styling Pomade')
    expect(screen.getByText(/matching “pomade”/)).toBeInTheDocument()
  })

  it('matches the category as well as the name', async () => {
    const user = userEvent.setup()
    renderApp('/products')
    const [search] = await screen.findAllByRole('searchbox', { name: 'Search products' })
    await user.type(search!, 'foot care')
    const results = await screen.findByRole('list', { name: 'Products' })
    expect(within(results).getByText('Pumice Foot Scrub')).toBeInTheDocument()
    expect(within(results).getByText('Overnight Heel Balm')).toBeInTheDocument()
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
      expect(screen.queryByText('Searching products…')).not.toBeInTheDocument()
      expect(screen.getByRole('list', { name: 'Products' })).toBeInTheDocument()
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
