import styled from 'styled-components'
import type { SalonStaffAdmin, SalonTimeOff } from '../../../../contract/salonAdmin'
import { AWAITING_DEPOSIT, type Booking } from '../../../../contract/types'
import { formatDay } from '../../format'
import { addDays } from '../../../../contract/shopClock'
import { BookingBlock } from './BookingBlock'
import { statusNames } from './bookingLabels'

const Week = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(7, minmax(0, 1fr)); }
`

const WeekDay = styled.section`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ul { display: grid; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.muted}; }
`

const WeekBlock = styled(BookingBlock)`
  position: static;
  width: 100%;
  min-height: 44px;
`

interface Props {
  /** The week's Monday. */
  from: string
  bookings: Booking[]
  timeOff: SalonTimeOff[]
  team: SalonStaffAdmin[]
  open(booking: Booking): void
}

/** Seven days from `from`, each with its time off and its bookings in the order the server gives them. */
export function WeekView({ from, bookings, timeOff, team, open }: Props) {
  const nameOf = (id: string) => team.find((member) => member.id === id)?.name ?? id
  return (
    <Week>
      {Array.from({ length: 7 }, (_, index) => addDays(from, index)).map((day) => {
        const ofDay = bookings.filter((booking) => booking.date === day)
        return (
          <WeekDay key={day} aria-label={formatDay(day)}>
            <h2>{formatDay(day)}</h2>
            {timeOff
              .filter((entry) => entry.date === day)
              .map((entry) => (
                <p key={entry.id}>
                  {nameOf(entry.staffId)} off {entry.from}–{entry.to}
                </p>
              ))}
            {ofDay.length === 0 ? (
              <p>No bookings</p>
            ) : (
              <ul>
                {ofDay.map((booking) => (
                  <li key={booking._id}>
                    <WeekBlock type="button" $status={booking.status} onClick={() => open(booking)}>
                      <strong>
                        {booking.startTime}–{booking.endTime} {booking.employeeName}
                      </strong>
                      {booking.fullName} · {booking.serviceName}
                      {booking.status === AWAITING_DEPOSIT && ` (${statusNames[booking.status]})`}
                      {booking.depositPaidAt && ' · deposit paid'}
                    </WeekBlock>
                  </li>
                ))}
              </ul>
            )}
          </WeekDay>
        )
      })}
    </Week>
  )
}
