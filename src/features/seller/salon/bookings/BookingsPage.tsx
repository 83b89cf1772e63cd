import { useState } from 'react'
import { shopDate } from '../../../../contract/shopClock'
import type { Booking } from '../../../../contract/types'
import { SellerHeading } from '../../SellerHeading'
import { mondayOf } from '../../../../contract/shopClock'
import { useAppSelector } from '../../../../shared/hooks'
import { selectMay } from '../../sellerSlice'
import { useGetCalendarQuery } from '../salonApi'
import { BookingDialog } from './BookingDialog'
import { CalendarToolbar, type CalendarView } from './CalendarToolbar'
import { DayView } from './DayView'
import { RecentBookings } from './RecentBookings'
import { TimeOffDialog } from './TimeOffDialog'
import { WeekView } from './WeekView'

/** /seller/bookings: the salon's calendar, a day per member of the team or a week, and the latest bookings. */
export function BookingsPage() {
  const [date, setDate] = useState(shopDate)
  const [view, setView] = useState<CalendarView>('day')
  const [opened, setOpened] = useState<string | null>(null)
  const [addingTimeOff, setAddingTimeOff] = useState(false)
  const from = view === 'day' ? date : mondayOf(date)
  const calendar = useGetCalendarQuery({ from, days: view === 'day' ? 1 : 7 })
  const { bookings = [], timeOff = [], team = [] } = calendar.data ?? {}
  const openedBooking = bookings.find((booking) => booking._id === opened)
  const open = (booking: Booking) => setOpened(booking._id)
  // A stylist sees her own calendar: nobody else's bookings, and no time off to give.
  const managesBookings = useAppSelector((state) => selectMay(state, 'bookings.manage'))
  const managesSalon = useAppSelector((state) => selectMay(state, 'salon.manage'))
  return (
    <>
      <SellerHeading title="Bookings" />
      <CalendarToolbar date={date} view={view} onDate={setDate} onView={setView} onAddTimeOff={managesSalon ? () => setAddingTimeOff(true) : undefined} />
      {calendar.isError && <p role="alert">The calendar could not be loaded. Please try again.</p>}
      {view === 'day' ? <DayView date={date} team={team} bookings={bookings} timeOff={timeOff} open={open} /> : <WeekView from={from} bookings={bookings} timeOff={timeOff} team={team} open={open} />}
      {openedBooking && <BookingDialog booking={openedBooking} team={team} ownOnly={!managesBookings} onClose={() => setOpened(null)} />}
      {addingTimeOff && <TimeOffDialog date={date} team={team} onClose={() => setAddingTimeOff(false)} />}
      {managesBookings && <RecentBookings />}
    </>
  )
}
