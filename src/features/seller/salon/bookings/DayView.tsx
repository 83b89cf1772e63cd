import styled from 'styled-components'
import { TextButton } from '../../../../components/Button'
import { timeToMinutes } from '../../../../contract/salon'
import { weekdayOf } from '../../../../contract/shopClock'
import type { SalonStaffAdmin, SalonTimeOff } from '../../../../contract/salonAdmin'
import type { Booking } from '../../../../contract/types'
import { formatDay } from '../../format'
import { HOURS } from '../calendarTime'
import { useAppSelector } from '../../../../shared/hooks'
import { selectMay } from '../../sellerSlice'
import { useDeleteTimeOffMutation } from '../salonApi'
import { BookingBlock } from './BookingBlock'
import { statusNames } from './bookingLabels'

const HOUR_PX = 56

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`

const DayGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: 3.5rem repeat(${({ $columns }) => $columns}, minmax(9rem, 1fr));
  min-width: fit-content;
`

const ColumnHead = styled.div`
  position: sticky;
  top: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 1px solid ${({ theme }) => theme.colors.line};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  small { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`

const Column = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-left: 1px solid ${({ theme }) => theme.colors.line};
  background: repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, ${({ theme }) => theme.colors.line} ${HOUR_PX - 1}px ${HOUR_PX}px);
`

const Hours = styled.div`
  position: relative;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  span { position: absolute; right: 4px; transform: translateY(-50%); }
`

const Off = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  padding: 2px 6px;
  background: repeating-linear-gradient(45deg, #f1eeee 0 6px, #e7e2e4 6px 12px);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  button { margin-left: 4px; }
`

/** The hours the day view shows: the team's working hours that weekday, widened to every booking and time off. */
function dayWindow(date: string, team: SalonStaffAdmin[], bookings: Booking[]): { start: number; end: number } {
  const spans = team.flatMap((member) => member.hours.filter((span) => span.weekday === weekdayOf(date)))
  const starts = [...spans.map((span) => timeToMinutes(span.start)), ...bookings.map((booking) => timeToMinutes(booking.startTime))]
  const ends = [...spans.map((span) => timeToMinutes(span.end)), ...bookings.map((booking) => timeToMinutes(booking.endTime) || 24 * 60)]
  const start = Math.floor(Math.min(8 * 60, ...starts) / 60) * 60
  const end = Math.ceil(Math.max(18 * 60, ...ends) / 60) * 60
  return { start, end }
}

interface Props {
  date: string
  team: SalonStaffAdmin[]
  bookings: Booking[]
  timeOff: SalonTimeOff[]
  open(booking: Booking): void
}

/** One day of the calendar: a column per member of the team, her bookings and time off placed by the hour. */
export function DayView({ date, team, bookings, timeOff, open }: Props) {
  const [removeTimeOff] = useDeleteTimeOffMutation()
  const managesSalon = useAppSelector((state) => selectMay(state, 'salon.manage'))
  const { start, end } = dayWindow(date, team, bookings)
  const height = ((end - start) / 60) * HOUR_PX
  const top = (time: string) => ((timeToMinutes(time) - start) / 60) * HOUR_PX
  const span = (from: string, to: string) => Math.max(20, ((Math.min(timeToMinutes(to) || 24 * 60, end) - Math.max(timeToMinutes(from), start)) / 60) * HOUR_PX)
  return (
    // Focusable, so the columns a phone cannot show at once can be scrolled to from the keyboard.
    <Scroller tabIndex={0} role="region" aria-label={`Bookings of ${formatDay(date)} by member of the team`}>
      <DayGrid $columns={team.length}>
        <div />
        {team.map((member) => (
          <ColumnHead key={member.id}>
            {member.name}
            <small>{member.hours.find((entry) => entry.weekday === weekdayOf(date)) ? member.role : 'Not working'}</small>
          </ColumnHead>
        ))}
        <Hours style={{ height }} aria-hidden="true">
          {HOURS.filter((hour) => timeToMinutes(hour) > start && timeToMinutes(hour) < end).map((hour) => (
            <span key={hour} style={{ top: top(hour) }}>
              {hour}
            </span>
          ))}
        </Hours>
        {team.map((member) => (
          <Column key={member.id} $height={height} role="group" aria-label={member.name}>
            {timeOff
              .filter((entry) => entry.staffId === member.id && entry.date === date)
              .map((entry) => (
                <Off key={entry.id} style={{ top: Math.max(0, top(entry.from)), height: span(entry.from, entry.to) }}>
                  Time off {entry.from}–{entry.to} {entry.note}
                  {managesSalon && (
                    <TextButton type="button" $danger onClick={() => void removeTimeOff(entry.id)} aria-label={`Remove ${member.name}'s time off ${entry.from}–${entry.to}`}>
                      Remove
                    </TextButton>
                  )}
                </Off>
              ))}
            {bookings
              .filter((booking) => booking.employeeId === member.id && booking.date === date)
              .map((booking) => (
                <BookingBlock key={booking._id} type="button" $status={booking.status} style={{ top: top(booking.startTime), height: span(booking.startTime, booking.endTime) }} onClick={() => open(booking)}>
                  <strong>
                    {booking.startTime}–{booking.endTime}
                  </strong>
                  {booking.fullName} · {booking.serviceName}
                  {booking.status !== 'confirmed' && ` (${statusNames[booking.status]})`}
                  {booking.depositPaidAt && ' · deposit paid'}
                </BookingBlock>
              ))}
          </Column>
        ))}
      </DayGrid>
    </Scroller>
  )
}
