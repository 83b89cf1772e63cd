import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../../test/render'
import { openDayFromToday } from '../../../../fixtures/salonDays'
import { bookOnline, bookPedicureWithLink } from '../../../test/realServer'
import { addDays, formatCalendarDay, shopDate, weekdayOf } from '../../../contract/shopClock'

/** The manage page of a booking, once the server has answered. */
async function openManagePage(token: string) {
  renderApp(`/booking/manage/${token}`)
  return screen.findByRole('region', { name: 'Your booking' })
}

const detail = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling

describe('the manage page', () => {
  it('shows her booking only, and moves it to another free time of the same length', async () => {
    const { booking, manageToken } = await bookPedicureWithLink('Funke Ade')
    const card = await openManagePage(manageToken)
    expect(detail(card, 'Reference')).toHaveTextContent(booking.reference)
    expect(detail(card, 'Service')).toHaveTextContent(booking.serviceName)
    expect(detail(card, 'With')).toHaveTextContent(booking.employeeName)
    expect(detail(card, 'When')).toHaveTextContent(`${formatCalendarDay(booking.date)}, ${booking.startTime} to ${booking.endTime}`)
    expect(detail(card, 'Status')).toHaveTextContent('Confirmed')
    expect(card).not.toHaveTextContent('Funke')
    expect(card).toHaveTextContent(/You can cancel or reschedule online until .* 12 hours before your appointment/)

    await userEvent.click(within(card).getByRole('button', { name: 'Reschedule' }))
    // Her own time is free for her to keep; the next hour is taken by nobody either.
    const newTime = booking.startTime === '16:00' ? '15:00' : `${String(Number(booking.startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`
    fireEvent.change(within(card).getByLabelText('New date'), { target: { value: booking.date } })
    await waitFor(() => expect(within(card).getByRole('radio', { name: newTime })).toBeEnabled())
    await userEvent.click(within(card).getByRole('radio', { name: newTime }))
    await userEvent.click(within(card).getByRole('button', { name: 'Move my booking' }))
    await waitFor(() => expect(detail(card, 'When')).toHaveTextContent(`${formatCalendarDay(booking.date)}, ${newTime}`))
    expect(within(card).queryByRole('button', { name: 'Move my booking' })).not.toBeInTheDocument()
  })

  it('names the member of each service of a visit, on the page and where she reschedules it', async () => {
    const { manageToken } = await bookOnline({
      category: 'hair', service: 'makeup', moreServices: ['pedicure@amaka'], preferredEmployee: 'zainab', date: openDayFromToday(29), startTime: '10:00',
      fullName: 'Kemi Bello', email: 'kemi@example.ng', phone: '08035550177',
    })
    const card = await openManagePage(manageToken)
    expect(detail(card, 'Services')).toHaveTextContent('Makeup Session with Zainab Bello, then Pedicure with Amaka Nwosu')
    await userEvent.click(within(card).getByRole('button', { name: 'Reschedule' }))
    expect(within(card).getByRole('region', { name: 'Choose a new time' })).toHaveTextContent('Same services (120 minutes): Makeup Session with Zainab Bello, then Pedicure with Amaka Nwosu.')
    // A Sunday: the salon is closed, which is what she is told.
    let sunday = shopDate()
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1)
    fireEvent.change(within(card).getByLabelText('New date'), { target: { value: sunday } })
    expect(await within(card).findByText('The salon is closed on Sundays. Please choose another date.')).toBeInTheDocument()
  })

  it('cancels after a confirmation dialog that Escape closes', async () => {
    const { manageToken } = await bookPedicureWithLink('Funke Ade')
    const card = await openManagePage(manageToken)
    const cancel = within(card).getByRole('button', { name: 'Cancel booking' })
    await userEvent.click(cancel)
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(cancel).toHaveFocus()
    expect(detail(card, 'Status')).toHaveTextContent('Confirmed')

    await userEvent.click(cancel)
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(detail(card, 'Status')).toHaveTextContent('Cancelled'))
    expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Book an appointment' })).toBeInTheDocument()
  })

  it('says plainly when a link opens no booking', async () => {
    renderApp('/booking/manage/not-a-real-token')
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument()
    expect(screen.getByText(/We could not find this booking/)).toBeInTheDocument()
  })
})
