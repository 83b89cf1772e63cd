import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ownerSignedIn, renderApp, renderWithProviders } from '../../../../test/render'
import { addSalonStylist, addTimeOff, bookPedicure, signInSeller, signInTeamMember, uniqueSuffix } from '../../../../test/realServer'
import { formatDay } from '../../format'
import { addDays, mondayOf, weekdayOf } from '../../../../contract/shopClock'
import { useGetCalendarQuery } from '../salonApi'
import { DayView } from './DayView'
import { WeekView } from './WeekView'

// The calendar's two views with the server's calendar, as the page asks for it. Each test books and adds a
// stylist of its own: the database is shared by every web test file.

function Calendar({ view, date, open, book }: { view: 'day' | 'week'; date: string; open: () => void; book?: () => void }) {
  const from = view === 'day' ? date : mondayOf(date)
  const { data } = useGetCalendarQuery({ from, days: view === 'day' ? 1 : 7 })
  const [member, setMember] = useState<string>()
  if (!data) return null
  return view === 'day' ? <DayView date={date} open={open} book={book} member={member} onMember={setMember} {...data} /> : <WeekView from={from} open={open} {...data} />
}

async function bookedDay() {
  const booking = await bookPedicure(`Chiamaka Eze ${uniqueSuffix()}`)
  await signInSeller()
  const stylist = await addSalonStylist(60)
  await addTimeOff({ staffId: stylist.stylist, date: booking.date, from: '12:00', to: '13:00', note: 'Dentist' })
  return { booking, stylist }
}

describe("the calendar's day view", () => {
  it("puts bookings and time off in their member's column, says who does not work that day, and removes time off", async () => {
    const { booking, stylist } = await bookedDay()
    const open = jest.fn()
    renderWithProviders(<Calendar view="day" date={booking.date} open={open} />, { preloadedState: ownerSignedIn() })

    expect(await screen.findByRole('region', { name: `Bookings of ${formatDay(booking.date)} by member of the team` })).toBeInTheDocument()
    const block = within(screen.getByRole('group', { name: 'Amaka Nwosu' })).getByRole('button', { name: new RegExp(booking.fullName) })
    expect(block).toHaveTextContent(`${booking.startTime}–${booking.endTime}${booking.fullName} · Pedicure`)
    await userEvent.click(block)
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ _id: booking._id }))

    // The stylist works Tuesday to Saturday: a Monday is her day off.
    const head = screen.getByText(stylist.stylistName, { selector: 'div' })
    expect(head).toHaveTextContent(weekdayOf(booking.date) === 1 ? 'Not working' : 'Braider')
    const column = screen.getByRole('group', { name: stylist.stylistName })
    expect(column).toHaveTextContent('Time off 12:00–13:00 Dentist')
    expect(within(column).queryByRole('button', { name: new RegExp(booking.fullName) })).not.toBeInTheDocument()

    await userEvent.click(within(column).getByRole('button', { name: `Remove ${stylist.stylistName}'s time off 12:00–13:00` }))
    await waitFor(() => expect(screen.getByRole('group', { name: stylist.stylistName })).not.toHaveTextContent('Time off'))
  })

  it("names every hour's row, the first one too, and each free hour by its member and time", async () => {
    const { booking, stylist } = await bookedDay()
    renderWithProviders(<Calendar view="day" date={booking.date} open={() => undefined} book={() => undefined} />, { preloadedState: ownerSignedIn() })

    // The demo team works 08:00 to 18:00.
    const hours = await screen.findByRole('list', { name: 'Hours' })
    expect(within(hours).getAllByRole('listitem').map((hour) => hour.textContent)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
    // Hers from 10:00 to 16:00, but for her time off.
    const free = within(screen.getByRole('group', { name: stylist.stylistName })).queryAllByRole('button', { name: /^Book / })
    expect(free.map((button) => button.getAttribute('aria-label'))).toEqual(weekdayOf(booking.date) === 1 ? [] : ['10:00', '11:00', '13:00', '14:00', '15:00'].map((hour) => `Book ${stylist.stylistName} at ${hour}`))
  })

  it('scrolls to the member chosen in Team member and marks her column, the focus staying on the choice', async () => {
    const { booking, stylist } = await bookedDay()
    renderWithProviders(<Calendar view="day" date={booking.date} open={() => undefined} />, { preloadedState: ownerSignedIn() })

    const picker = await screen.findByRole('combobox', { name: 'Team member' })
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('Everyone')
    const marked = () => screen.getAllByRole('group').filter((column) => column.getAttribute('aria-current') === 'true').map((column) => column.getAttribute('aria-label'))
    expect(marked()).toEqual([])

    await userEvent.selectOptions(picker, stylist.stylistName)
    expect(marked()).toEqual([stylist.stylistName])
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${stylist.stylistName}'s column`)
    expect(picker).toHaveFocus()

    await userEvent.selectOptions(picker, 'Amaka Nwosu')
    expect(marked()).toEqual(['Amaka Nwosu'])
    await userEvent.selectOptions(picker, 'Everyone')
    expect(marked()).toEqual([])
  })

  it('opens a stylist\'s day at her own column', async () => {
    await signInTeamMember('stylist', 'zainab')
    renderApp('/seller/bookings')

    const own = await screen.findByRole('group', { name: 'Zainab Bello' })
    expect(own).toHaveAttribute('aria-current', 'true')
    // Hers is the only column she sees: nobody to choose between.
    expect(screen.queryByRole('combobox', { name: 'Team member' })).not.toBeInTheDocument()
  })
})

describe("the calendar's week view", () => {
  it("shows Monday to Sunday of the date's week, each day with its time off and its bookings", async () => {
    const { booking, stylist } = await bookedDay()
    const open = jest.fn()
    renderWithProviders(<Calendar view="week" date={booking.date} open={open} />)

    const monday = mondayOf(booking.date)
    const days = await screen.findAllByRole('region')
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(Array.from({ length: 7 }, (_, index) => formatDay(addDays(monday, index))))

    const day = screen.getByRole('region', { name: formatDay(booking.date) })
    expect(day).toHaveTextContent(`${stylist.stylistName} off 12:00–13:00`)
    const block = within(day).getByRole('button', { name: new RegExp(booking.fullName) })
    expect(block).toHaveTextContent(`${booking.startTime}–${booking.endTime} Amaka Nwosu${booking.fullName} · Pedicure`)
    await userEvent.click(block)
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ _id: booking._id }))
    // The demo salon is closed on Sundays.
    expect(screen.getByRole('region', { name: formatDay(addDays(monday, 6)) })).toHaveTextContent('No bookings')
  })
})
