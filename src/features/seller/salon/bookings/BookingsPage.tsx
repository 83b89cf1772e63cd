import { useState } from 'react'
import { shopDate } from '../../../../contract/shopClock'
import type { Booking } from '../../../../contract/types'
import { teamMessages } from '../../../../contract/team'
import { SellerHeading } from '../../SellerHeading'
import { mondayOf } from '../../../../contract/shopClock'
import { useAppSelector } from '../../../../shared/hooks'
import { selectMay, selectStaff } from '../../sellerSlice'
import { useGetCalendarQuery } from '../salonApi'
import { BookingDialog } from './BookingDialog'
import { CalendarToolbar, type CalendarView } from './CalendarToolbar'
import { DayView } from './DayView'
import { NewBookingDialog, type TappedTime } from './NewBookingDialog'
import { RecentBookings } from './RecentBookings'
import { TimeOffDialog } from './TimeOffDialog'
import { WeekView } from './WeekView'
import { WaitingList } from '../waitingList/WaitingList'

/** /seller/bookings: the salon's calendar, a day per member of the team or a week, the waiting list and the latest bookings. */
export function BookingsPage() {
  const [date, setDate] = useState(shopDate)
  const [view, setView] = useState<CalendarView>('day')
  const [opened, setOpened] = useState<string | null>(null)
  const [addingTimeOff, setAddingTimeOff] = useState(false)
  const staff = useAppSelector(selectStaff)
  // The member whose column the day view shows first (a stylist's own to begin with), kept while she looks at a week.
  const [member, setMember] = useState(staff?.staffId ?? undefined)
  // New booking (from the toolbar, or a free time tapped in a member's column) or a walk-in.
  const [desk, setDesk] = useState<{ walkIn: boolean; tapped?: TappedTime } | null>(null)
  const from = view === 'day' ? date : mondayOf(date)
  const calendar = useGetCalendarQuery({ from, days: view === 'day' ? 1 : 7 })
  const { bookings = [], timeOff = [], team = [] } = calendar.data ?? {}
  const openedBooking = bookings.find((booking) => booking._id === opened)
  const open = (booking: Booking) => setOpened(booking._id)
  // A stylist sees her own calendar: nobody else's bookings, and no time off to give.
  const managesBookings = useAppSelector((state) => selectMay(state, 'bookings.manage'))
  const managesSalon = useAppSelector((state) => selectMay(state, 'salon.manage'))
  const managesWaitingList = useAppSelector((state) => selectMay(state, 'waitlist.manage'))
  // A stylist sees her own column: without her salon team member there is none, and she is told whom to ask.
  if (!managesBookings && staff && !staff.staffId)
    return (
      <>
        <SellerHeading title="Bookings" />
        <p role="note">{teamMessages.noCalendar}</p>
      </>
    )
  return (
    <>
      <SellerHeading title="Bookings" />
      <CalendarToolbar date={date} view={view} onDate={setDate} onView={setView} onAddTimeOff={managesSalon ? () => setAddingTimeOff(true) : undefined} onNewBooking={managesBookings ? () => setDesk({ walkIn: false }) : undefined} onWalkIn={managesBookings ? () => setDesk({ walkIn: true }) : undefined} />
      {calendar.isError && <p role="alert">The calendar could not be loaded. Please try again.</p>}
      {view === 'day' ? <DayView date={date} team={team} member={member} onMember={setMember} bookings={bookings} timeOff={timeOff} open={open} book={managesBookings ? (tapped) => setDesk({ walkIn: false, tapped }) : undefined} /> : <WeekView from={from} bookings={bookings} timeOff={timeOff} team={team} open={open} />}
      {openedBooking && <BookingDialog booking={openedBooking} team={team} ownOnly={!managesBookings} onClose={() => setOpened(null)} />}
      {desk && <NewBookingDialog date={date} walkIn={desk.walkIn} tapped={desk.tapped} onBooked={setDate} onClose={() => setDesk(null)} />}
      {addingTimeOff && <TimeOffDialog date={date} team={team} onClose={() => setAddingTimeOff(false)} />}
      {managesWaitingList && <WaitingList />}
      {managesBookings && <RecentBookings />}
    </>
  )
}
