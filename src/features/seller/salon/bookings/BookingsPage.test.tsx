import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { salonAdminMessages as am } from '../../../../contract/salonAdmin'
import { timeToMinutes } from '../../../../contract/salon'
import { formatWeekdayTime, shopMoment } from '../../../../contract/shopClock'
import { renderApp } from '../../../../test/render'
import { bookPedicure, signInSeller, uniqueSuffix } from '../../../../test/realServer'

describe("the salon's calendar", () => {
  it("shows a day's bookings in the column of their member of the team, and marks one completed, asking first since it has not started", async () => {
    const booking = await bookPedicure(`Bisola Adeyemi ${uniqueSuffix()}`)
    await signInSeller()
    renderApp('/seller/bookings')
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: booking.date } })

    const amaka = await screen.findByRole('group', { name: 'Amaka Nwosu' })
    const block = await within(amaka).findByRole('button', { name: new RegExp(booking.fullName) })
    expect(block).toHaveTextContent(`${booking.startTime}–${booking.endTime}${booking.fullName} · Pedicure`)
    expect(within(screen.getByRole('group', { name: 'Tolulope Adeyemi' })).queryByText(new RegExp(booking.fullName))).not.toBeInTheDocument()

    await userEvent.click(block)
    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.reference}` })
    expect(dialog).toHaveTextContent('Confirmed')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }))
    const question = within(dialog).getByRole('group', { name: am.earlyQuestion('completed', formatWeekdayTime(shopMoment(booking.date, timeToMinutes(booking.startTime)))) })
    expect(within(question).getByRole('button', { name: am.earlyKeep })).toHaveFocus()
    await userEvent.click(within(question).getByRole('button', { name: am.earlyConfirm('completed') }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Amaka Nwosu' })).getByRole('button', { name: new RegExp(booking.fullName) })).toHaveTextContent('(Completed)'))
  }, 20_000)

  it('keeps the member chosen in Team member when the owner looks at the week and comes back to the day', async () => {
    await signInSeller()
    renderApp('/seller/bookings')
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Team member' }), 'Zainab Bello')
    await userEvent.click(screen.getByRole('button', { name: 'Week' }))
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Team member' })).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Day' }))

    expect(await screen.findByRole('combobox', { name: 'Team member' })).toHaveValue('zainab')
    expect(await screen.findByRole('group', { name: 'Zainab Bello' })).toHaveAttribute('aria-current', 'true')
  }, 20_000)
})
