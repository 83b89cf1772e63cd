import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render'
import { teamMessages } from '../../contract/team'
import { addSalonCategory, addSalonMember, inviteTeamMember, joinTeamWith, removeSalonMember, signInSeller, signInTeamMember } from '../../test/realServer'

// The seller area as each role sees it, against the real server: no menu entry, button or figure her role
// would be refused.

const menuOf = async () => within(await screen.findByRole('navigation', { name: 'Seller' })).getAllByRole('link').map((link) => link.textContent)

/**
 * A phone's navigation (hidden in this test browser, which applies no media query): the pages named in its bar,
 * whether it has More, and the pages behind it.
 */
async function phoneMenuOf() {
  const sidebar = await screen.findByRole('navigation', { name: 'Seller' })
  const phone = screen.getAllByRole('navigation', { hidden: true }).find((nav) => nav !== sidebar && nav.getAttribute('aria-label') === 'Seller')!
  const [bar, more] = within(phone).getAllByRole('list', { hidden: true })
  const names = (list: HTMLElement | undefined) => (list ? within(list).getAllByRole('link', { hidden: true }).map((link) => link.textContent) : [])
  return { bar: names(bar), more: names(more), hasMore: within(phone).queryByRole('button', { name: 'More', hidden: true }) !== null }
}

describe('the seller area by role', () => {
  it('shows the front desk her pages only, opens on the orders, and says so at a page of the owner’s', async () => {
    const { name } = await signInTeamMember('front-desk')
    const { router, unmount } = renderApp('/seller')
    expect(await screen.findByText(`Hi! ${name}`)).toHaveTextContent(`Hi! ${name} (Front desk)`)
    expect(await menuOf()).toEqual(['Orders', 'Counter', 'Customers', 'Stock', 'Bookings', 'Messages', 'Outbox', 'My Password'])
    expect(await screen.findByRole('heading', { name: 'Orders List' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/seller/orders')
    unmount()

    renderApp('/seller/dashboard')
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Front desk) does not include this page.')
    expect(screen.queryByText(/revenue/i)).not.toBeInTheDocument()
  })

  it('gives each role a phone bar of the pages she uses most, by name, the rest behind More, and none her role does not open', async () => {
    await signInSeller()
    const owner = renderApp('/seller')
    expect(await phoneMenuOf()).toEqual({
      bar: ['Dashboard', 'Product List', 'Orders', 'Bookings'],
      hasMore: true,
      more: ['Add Product', 'Delivery', 'Counter', 'Promotions', 'Gift Cards', 'Customers', 'Stock', 'Services', 'Team', 'Reviews', 'Messages', 'Help Pages', 'Outbox', 'Team Accounts', 'Activity', 'Payroll', 'Commission Rules', 'My Earnings', 'My Password'],
    })
    owner.unmount()

    await signInTeamMember('front-desk')
    const desk = renderApp('/seller')
    expect(await phoneMenuOf()).toEqual({ bar: ['Orders', 'Counter', 'Customers', 'Bookings'], hasMore: true, more: ['Stock', 'Messages', 'Outbox', 'My Password'] })
    desk.unmount()

    await signInTeamMember('stylist', 'zainab')
    renderApp('/seller')
    expect(await phoneMenuOf()).toEqual({ bar: ['Bookings', 'My Earnings', 'My Password'], hasMore: false, more: [] })
  })

  it('shows a stylist her own calendar only: no time off to give, no list of every booking', async () => {
    await signInTeamMember('stylist', 'zainab')
    renderApp('/seller')
    expect(await menuOf()).toEqual(['Bookings', 'My Earnings', 'My Password'])
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Zainab Bello' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Tolulope Adeyemi' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add time off' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Latest bookings' })).not.toBeInTheDocument()
  })

  it('tells a stylist whose login has no calendar (her salon team member taken off) whom to ask', async () => {
    await signInSeller()
    const member = await addSalonMember((await addSalonCategory()).id)
    const { token } = await inviteTeamMember('stylist', member.id)
    await removeSalonMember(member.id)
    await joinTeamWith(token)
    renderApp('/seller/bookings')
    expect(await screen.findByText(teamMessages.noCalendar)).toBeInTheDocument()
  })
})
