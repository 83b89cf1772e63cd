import styled from 'styled-components'
import type { Booking } from '../../../../contract/types'
import { visitMembers } from '../../../../contract/salon'
import { formatDateTime, formatDay } from '../../format'
import { Card, CardTop, PagedInbox } from '../../Inbox'
import { useGetSellerBookingsInfiniteQuery } from '../salonApi'
import { paymentNames, statusNames } from './bookingLabels'

const Recent = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

const bookingsOf = (page: { bookings: Booking[] }) => page.bookings

/** The latest bookings below the calendar, newest first, a page at a time. */
export function RecentBookings() {
  const list = useGetSellerBookingsInfiniteQuery()
  return (
    <Recent aria-labelledby="recent-bookings">
      <h2 id="recent-bookings">Latest bookings</h2>
      <PagedInbox
        list={list}
        rowsOf={bookingsOf}
        what="bookings"
        empty={['No bookings yet.', 'Salon appointments booked on the website appear here, newest first.']}
        render={(booking) => (
          <Card key={booking._id}>
            <CardTop>
              <h3>
                {formatDay(booking.date)}, {booking.startTime}–{booking.endTime} · {booking.serviceName}
              </h3>
              <span>Ref. {booking.reference}</span>
            </CardTop>
            <p>
              {booking.fullName} with {visitMembers(booking.lines)} · {paymentNames[booking.paymentMethod]} · {statusNames[booking.status]} · booked <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
            </p>
          </Card>
        )}
      />
    </Recent>
  )
}
