import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { salonAdminMessages } from '../../../../contract/salonAdmin'
import { AWAITING_DEPOSIT } from '../../../../contract/types'
import { renderWithProviders } from '../../../../test/render'
import { addSalonStylist, bookPedicure, sellerCalendar, signInSeller, uniqueSuffix } from '../../../../test/realServer'
import { formatDay } from '../../format'
import { BookingDialog } from './BookingDialog'

async function openedBooking() {
  const booking = await bookPedicure(`Ngozi Okafor ${uniqueSuffix()}`)
  await signInSeller()
  const stylist = await addSalonStylist(60)
  const { team } = await sellerCalendar(booking.date)
  return { booking, stylist, team }
}

describe("a booking's dialog", () => {
  it('shows the booking, offers only the team who serve it, and cancels it on the server', async () => {
    const { booking, stylist, team } = await openedBooking()
    const onClose = jest.fn()
    renderWithProviders(<BookingDialog booking={booking} team={team} onClose={onClose} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(`Pedicure · ${booking.startTime}–${booking.endTime}`)
    expect(dialog).toHaveTextContent(`StatusConfirmedDate${formatDay(booking.date)}WithAmaka NwosuClient${booking.fullName}`)
    expect(dialog).toHaveTextContent('PaymentPay on visit')
    expect(within(dialog).getByRole('link', { name: booking.phone })).toHaveAttribute('href', `tel:${booking.phone}`)
    expect(within(dialog).getByRole('link', { name: booking.email })).toHaveAttribute('href', 'mailto:client@example.ng')
    expect(within(dialog).queryByRole('button', { name: 'Back to confirmed' })).not.toBeInTheDocument()
    const serving = within(within(dialog).getByLabelText('With')).getAllByRole('option').map((option) => option.textContent)
    expect(serving).toContain('Amaka Nwosu')
    expect(serving).not.toContain(stylist.stylistName)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByText(`Booking ${booking.reference}: cancelled`)).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
    const { bookings } = await sellerCalendar(booking.date)
    expect(bookings.find((entry) => entry._id === booking._id)?.status).toBe('cancelled')
  })

  it("keeps a move the server refuses open, with the server's reason", async () => {
    const { booking, team } = await openedBooking()
    const onClose = jest.fn()
    renderWithProviders(<BookingDialog booking={booking} team={team} onClose={onClose} />)

    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    // Before the salon opens: no one works at 03:00.
    await userEvent.selectOptions(within(dialog).getByLabelText('New start time'), '03:00')
    const moveButton = within(dialog).getByRole('button', { name: 'Move booking' })
    await userEvent.click(moveButton)
    expect(await screen.findByText(salonAdminMessages.moveTaken)).toBeInTheDocument()
    await waitFor(() => expect(moveButton).toBeEnabled())
    expect(onClose).not.toHaveBeenCalled()
    const { bookings } = await sellerCalendar(booking.date)
    expect(bookings.find((entry) => entry._id === booking._id)?.startTime).toBe(booking.startTime)
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
