import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { salonAdminMessages } from '../../../../contract/salonAdmin'
import { addDays, weekdayOf } from '../../../../contract/shopClock'
import { AWAITING_DEPOSIT } from '../../../../contract/types'
import { openDayFromToday } from '../../../../../fixtures/salonDays'
import { renderWithProviders, settled } from '../../../../test/render'
import { addSalonMember, addSalonStylist, addTimeOff, bookOnline, bookPedicure, saveClientRecord, sellerCalendar, signInSeller, uniqueSuffix } from '../../../../test/realServer'
import { formatDay } from '../../format'
import { BookingDialog } from './BookingDialog'

/** A booking as the owner's calendar gives it, with the salon's team and a stylist who does another category. */
async function openedBooking() {
  const booked = await bookPedicure(`Ngozi Okafor ${uniqueSuffix()}`)
  await signInSeller()
  const stylist = await addSalonStylist(60)
  const { bookings, team } = await sellerCalendar(booked.date)
  return { booking: bookings.find((entry) => entry._id === booked._id)!, stylist, team }
}

describe("a booking's dialog", () => {
  it('shows the booking, offers only the team who serve it, and cancels it on the server', async () => {
    const { booking, stylist, team } = await openedBooking()
    const onClose = jest.fn()
    const { store } = renderWithProviders(<BookingDialog booking={booking} team={team} onClose={onClose} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(`Pedicure · ${booking.startTime}–${booking.endTime}`)
    expect(dialog).toHaveTextContent(`StatusConfirmedDate${formatDay(booking.date)}WithAmaka NwosuClient${booking.fullName}`)
    expect(dialog).toHaveTextContent('PaymentPay on visit')
    expect(within(dialog).getByRole('link', { name: booking.phone })).toHaveAttribute('href', `tel:${booking.phone}`)
    expect(within(dialog).getByRole('link', { name: 'client@example.ng' })).toHaveAttribute('href', 'mailto:client@example.ng')
    expect(within(dialog).queryByRole('button', { name: 'Back to confirmed' })).not.toBeInTheDocument()
    const serving = within(within(dialog).getByLabelText('With')).getAllByRole('option').map((option) => option.textContent)
    expect(serving).toContain('Amaka Nwosu')
    expect(serving).not.toContain(stylist.stylistName)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByText(`Booking ${booking.reference}: cancelled`)).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
    await settled(store)
    const { bookings } = await sellerCalendar(booking.date)
    expect(bookings.find((entry) => entry._id === booking._id)?.status).toBe('cancelled')
  })

  it("keeps a move the server refuses open, with the server's reason", async () => {
    const { booking, team } = await openedBooking()
    const onClose = jest.fn()
    const { store } = renderWithProviders(<BookingDialog booking={booking} team={team} onClose={onClose} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    const startTime = within(dialog).getByLabelText('New start time')
    await waitFor(() => expect(startTime).toBeEnabled())
    const later = within(startTime)
      .getAllByRole('option')
      .map((option) => option.textContent!)
      .find((time) => time > booking.startTime)!
    await userEvent.selectOptions(startTime, later)
    await settled(store)
    // Another client takes that time with Amaka meanwhile.
    await bookOnline({ category: 'nails', service: 'pedicure', preferredEmployee: 'amaka', date: booking.date, startTime: later, fullName: `Rival ${uniqueSuffix()}`, email: 'rival@example.ng', phone: '+2348021113333' })
    const moveButton = within(dialog).getByRole('button', { name: 'Move booking' })
    await userEvent.click(moveButton)
    expect(await screen.findByText(salonAdminMessages.moveTaken)).toBeInTheDocument()
    await waitFor(() => expect(moveButton).toBeEnabled())
    expect(onClose).not.toHaveBeenCalled()
    await settled(store)
    const { bookings } = await sellerCalendar(booking.date)
    expect(bookings.find((entry) => entry._id === booking._id)?.startTime).toBe(booking.startTime)
  })

  it('offers to move a booking only to the times the member chosen works and is free that day, and moves it to one', async () => {
    await signInSeller()
    // Ife works Tuesday to Saturday 10:00 to 16:00, Ada 13:00 to 18:00; both do the braids, an hour long.
    const braids = await addSalonStylist(60)
    const ada = await addSalonMember(braids.category, { start: '13:00', end: '18:00' })
    const opening = openDayFromToday(30)
    const date = weekdayOf(opening) === 1 ? addDays(opening, 1) : opening
    const booked = await bookOnline({ category: braids.category, service: braids.service, preferredEmployee: braids.stylist, date, startTime: '10:00', fullName: `Halima Musa ${uniqueSuffix()}`, email: 'client@example.ng', phone: '+2348021112222' })
    await addTimeOff({ staffId: braids.stylist, date, from: '12:00', to: '13:00', note: 'Lunch' })
    const { bookings: calendar, team } = await sellerCalendar(date)
    const booking = calendar.find((entry) => entry._id === booked.booking._id)!
    const onClose = jest.fn()
    const { store } = renderWithProviders(<BookingDialog booking={booking} team={team} onClose={onClose} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    const startTime = within(dialog).getByLabelText('New start time')
    const offered = () => within(startTime).getAllByRole('option').map((option) => option.textContent)
    // Her hours, her own booking's time among them, not her time off.
    await waitFor(() => expect(offered()).toEqual(['10:00', '11:00', '13:00', '14:00', '15:00']))
    expect(startTime).toHaveValue('10:00')

    await userEvent.selectOptions(within(dialog).getByLabelText('With'), ada.name)
    await waitFor(() => expect(offered()).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00']))
    expect(startTime).toHaveValue('13:00')

    // Neither works on Mondays.
    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: addDays(date, 8 - weekdayOf(date)) } })
    expect(await within(dialog).findByRole('status')).toHaveTextContent(salonAdminMessages.noFreeTimes)
    expect(startTime).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Move booking' })).toBeDisabled()

    fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: date } })
    await waitFor(() => expect(startTime).toHaveValue('13:00'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }))
    expect(await screen.findByText(`Booking ${booking.reference} moved to 13:00`)).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
    await settled(store)
    const { bookings } = await sellerCalendar(date)
    expect(bookings.find((entry) => entry._id === booking._id)).toMatchObject({ employeeId: ada.id, startTime: '13:00' })
  })

  it("shows the desk's notes of the client and her last patch test to whoever opens her booking", async () => {
    const phone = `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const booked = await bookPedicure(`Amina Bello ${uniqueSuffix()}`, phone)
    await signInSeller()
    await saveClientRecord(phone, { notes: 'Allergic to latex gloves', lastPatchTest: '2026-01-12' })
    const { bookings, team } = await sellerCalendar(booked.date)
    renderWithProviders(<BookingDialog booking={bookings.find((entry) => entry._id === booked._id)!} team={team} ownOnly onClose={() => undefined} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booked.reference}` })
    expect(dialog).toHaveTextContent(`Client${booked.fullName}NotesAllergic to latex glovesLast patch test${formatDay('2026-01-12')}`)
  })

  it('offers a booking held for its deposit only to be cancelled, and says why', async () => {
    const { booking, team } = await openedBooking()
    const held = { ...booking, status: AWAITING_DEPOSIT, paymentMethod: 'card', deposit: 5000, holdUntil: '2026-03-16T09:30:00.000Z' } as const
    renderWithProviders(<BookingDialog booking={held} team={team} onClose={() => undefined} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    expect(dialog).toHaveTextContent('StatusAwaiting deposit')
    expect(dialog).toHaveTextContent('PaymentCard')
    expect(dialog).toHaveTextContent('DepositHeld until 10:30 for its ₦5,000 deposit')
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).not.toContain('Move booking')
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument()
    expect(dialog).toHaveTextContent(salonAdminMessages.heldBooking)
  })
})
