import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render'
import { fakeSellerApi } from './fakeSellerApi'

const { server, state } = fakeSellerApi

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => fakeSellerApi.reset())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the seller bookings and messages', () => {
  it('lists salon bookings newest first with client, employee and slot', async () => {
    const booking = { category: 'nails', employeeId: 'amaka', employeeName: 'Amaka Nwosu', service: 'pedicure', email: 'funmi@example.ng', phone: '+2348021112222', paymentMethod: 'pay-on-visit' } as const
    state.bookings = [
      { ...booking, _id: 'b1', reference: 'GB-OLD1', fullName: 'Funmi Bakare', date: '2026-03-12', startTime: '09:00', createdAt: '2026-03-01T08:00:00.000Z' },
      { ...booking, _id: 'b2', reference: 'GB-NEW2', fullName: 'Kemi Lawal', date: '2026-03-14', startTime: '08:00', createdAt: '2026-03-03T08:00:00.000Z' },
    ]
    renderApp('/seller/bookings')
    await screen.findByText('Kemi Lawal')
    const cards = within(screen.getByRole('main')).getAllByRole('listitem')
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['14 Mar 2026, 08:00 · Pedicure', '12 Mar 2026, 09:00 · Pedicure'])
    expect(cards[0]).toHaveTextContent('Kemi Lawal')
    expect(cards[0]).toHaveTextContent('Amaka Nwosu (Nails)')
    expect(cards[0]).toHaveTextContent('Pay on visit')
    expect(cards[0]).toHaveTextContent('Ref. GB-NEW2')
  })

  it('lists contact messages newest first, and says so when there are none', async () => {
    state.messages = [
      { _id: 'm1', name: 'Tunde', email: 'tunde@example.ng?bcc=all@example.ng&body=hi', subject: 'Opening hours', message: 'Are you open on Sunday?', createdAt: '2026-03-01T08:00:00.000Z' },
      { _id: 'm2', name: 'Ify', email: 'ify@example.ng', subject: 'Bulk order', message: 'I need 20 jars.\nCan you deliver to Abuja?', createdAt: '2026-03-02T08:00:00.000Z' },
    ]
    const { unmount } = renderApp('/seller/messages')
    const subjects = await screen.findAllByRole('heading', { level: 2 })
    expect(subjects.map((heading) => heading.textContent)).toEqual(['Bulk order', 'Opening hours'])
    expect(screen.getByRole('link', { name: 'ify@example.ng' })).toHaveAttribute('href', 'mailto:ify@example.ng?subject=Re%3A%20Bulk%20order')
    // An address stored before addresses were checked strictly cannot add recipients or a body to the reply.
    expect(screen.getByRole('link', { name: 'tunde@example.ng?bcc=all@example.ng&body=hi' })).toHaveAttribute(
      'href',
      'mailto:tunde@example.ng%3Fbcc%3Dall%40example.ng%26body%3Dhi?subject=Re%3A%20Opening%20hours',
    )
    unmount()

    state.messages = []
    renderApp('/seller/messages')
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument()
  })
})
