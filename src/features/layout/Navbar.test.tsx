import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../shared/state'
import { renderApp } from '../../test/render'

const shopper = { _id: 'u1', name: 'Ada Obi', email: 'ada@example.ng', emailVerified: true, cartItems: {} }
const cartWith = (items: Record<string, number>): Partial<RootState> => ({ cart: { items, _persist: { version: 1, rehydrated: true } } })

describe('the shop navigation', () => {
  it('links to every main page, the cart and the phone line', async () => {
    renderApp('/about')
    const main = await screen.findByRole('navigation', { name: 'Main' })
    const links = within(main).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['All Product', '/products'],
      ['Booking', '/booking'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ])
    expect(within(main).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Glow Beauty' })).toHaveAttribute('href', '/')
    expect(within(header).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart')
    expect(within(header).getByText('CALL TO BOOK')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: '+234 803 555 0142' })).toHaveAttribute('href', 'tel:+2348035550142')
  })

  it('counts every item of a saved cart on the cart icon', async () => {
    renderApp('/', cartWith({ a: 2, b: 1 }))
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' })
    expect(within(cart).getByText('3')).toBeInTheDocument()
  })

  it('shows a guest the Login button, which opens the login dialog', async () => {
    const user = userEvent.setup()
    renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument()
  })

  it('gives a logged-in shopper a profile menu with My Orders and Logout, by hover and by keyboard', async () => {
    const user = userEvent.setup()
    renderApp('/', { session: { user: shopper, known: true } })
    const profile = await screen.findByRole('button', { name: 'Account menu for Ada Obi' })
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument()

    await user.hover(profile)
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    // The click that follows the hover (or a tap) keeps the menu open.
    await user.click(profile)
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    await user.unhover(profile)
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument()

    profile.focus()
    await user.keyboard('{Enter}')
    expect(profile).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument()
    expect(profile).toHaveFocus()
  })

  it('opens the mobile menu with a collapsible Browse Categories list', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/')
    const menuButton = await screen.findByRole('button', { name: 'Menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await user.click(menuButton)
    const menu = await screen.findByRole('navigation', { name: 'Mobile' })
    expect(within(menu).getByRole('link', { name: 'All Product' })).toBeInTheDocument()
    expect(within(menu).getByRole('button', { name: 'Login' })).toBeInTheDocument()

    const browse = within(menu).getByRole('button', { name: 'Browse Categories' })
    expect(within(menu).queryByRole('link', { name: 'Foot Care' })).not.toBeInTheDocument()
    await user.click(browse)
    expect(browse).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getAllByRole('link', { name: /Care|Pomades|Effects|Skincare|Fragrance/ })).toHaveLength(7)
    await user.click(browse)
    expect(within(menu).queryByRole('link', { name: 'Foot Care' })).not.toBeInTheDocument()

    await user.click(browse)
    await user.click(within(menu).getByRole('link', { name: 'Foot Care' }))
    expect(router.state.location.pathname).toBe('/products/feet')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  it('lists My Orders and Logout in the mobile menu of a logged-in shopper; logging out closes the menu', async () => {
    const user = userEvent.setup()
    renderApp('/', { session: { user: shopper, known: true } })
    await user.click(await screen.findByRole('button', { name: 'Menu' }))
    const menu = await screen.findByRole('navigation', { name: 'Mobile' })
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders')
    await user.click(within(menu).getByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Logged out')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument())
  })
})

describe('the footer', () => {
  it('has the blurb, the three link groups and this year’s copyright', async () => {
    renderApp('/about')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText(/trusted skincare, hair, nail and fragrance/)).toBeInTheDocument()
    for (const group of ['Quick Links', 'Need help?', 'Follow Us']) expect(within(footer).getByRole('heading', { name: group })).toBeInTheDocument()
    const follow = within(footer).getByRole('navigation', { name: 'Follow Us' })
    expect(within(follow).getAllByRole('link')).toHaveLength(5)
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Glow Beauty. All rights reserved.`)).toBeInTheDocument()
  })
})
