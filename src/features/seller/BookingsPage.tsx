import styled from 'styled-components'
import { usePagedRows } from '../../shared/pages'
import type { Booking } from '../../contract/types'
import { formatDateTime, formatDay, mailtoHref } from './format'
import { Card, CardTop, Inbox } from './Inbox'
import { SellerHeading } from './SellerHeading'
import { useGetSellerBookingsInfiniteQuery } from './sellerApi'

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
const paymentNames: Record<string, string> = { card: 'Card', transfer: 'Bank transfer', 'pay-on-visit': 'Pay on visit' }

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: auto 1fr auto 1fr; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`

const bookingsOf = (page: { bookings: Booking[] }) => page.bookings

export function BookingsPage() {
  const list = useGetSellerBookingsInfiniteQuery()
  const { rows, more } = usePagedRows(list, bookingsOf)
  return (
    <>
      <SellerHeading title="Bookings" />
      <Inbox
        items={rows}
        isLoading={list.isLoading}
        isError={list.isError}
        retry={() => void list.refetch()}
        more={more}
        what="bookings"
        empty={['No bookings yet.', 'Salon appointments booked on the website appear here, newest first.']}
        render={(booking) => (
          <Card key={booking._id}>
            <CardTop>
              <h2>
                {formatDay(booking.date)}, {booking.startTime}–{booking.endTime} · {booking.serviceName}
              </h2>
              <span>Ref. {booking.reference}</span>
            </CardTop>
            <Details>
              <dt>Client</dt>
              <dd>{booking.fullName}</dd>
              <dt>With</dt>
              <dd>
                {booking.employeeName} ({capitalised(booking.category)})
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${booking.phone}`}>{booking.phone}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={mailtoHref(booking.email)}>{booking.email}</a>
              </dd>
              <dt>Payment</dt>
              <dd>{paymentNames[booking.paymentMethod] ?? booking.paymentMethod}</dd>
              <dt>Booked</dt>
              <dd>
                <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
              </dd>
            </Details>
          </Card>
        )}
      />
    </>
  )
}
