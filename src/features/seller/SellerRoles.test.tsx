import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render'
import { signInTeamMember } from '../../test/realServer'

// The seller area as each role sees it, against the real server: no menu entry, button or figure her role
// would be refused.

const menuOf = async () => within(await screen.findByRole('navigation', { name: 'Seller' })).getAllByRole('link').map((link) => link.getAttribute('aria-label'))

describe('the seller area by role', () => {
  it('shows the front desk her pages only, opens on the orders, and says so at a page of the owner’s', async () => {
    const { name } = await signInTeamMember('front-desk')
    const { router, unmount } = renderApp('/seller')
    expect(await screen.findByText(`Hi! ${name}`)).toHaveTextContent(`Hi! ${name} (Front desk)`)
    expect(await menuOf()).toEqual(['Orders', 'Customers', 'Bookings', 'Messages', 'Outbox', 'My Password'])
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/seller/orders')
    unmount()

    renderApp('/seller/dashboard')
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Front desk) does not include this page.')
    expect(screen.queryByText(/revenue/i)).not.toBeInTheDocument()
  })

  it('shows a stylist her own calendar only: no time off to give, no list of every booking', async () => {
    await signInTeamMember('stylist', 'zainab')
    renderApp('/seller')
    expect(await menuOf()).toEqual(['Bookings', 'My Password'])
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Zainab Bello' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Tolulope Adeyemi' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add time off' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Latest bookings' })).not.toBeInTheDocument()
  })
})
