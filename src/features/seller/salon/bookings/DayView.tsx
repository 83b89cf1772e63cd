import { useId, useLayoutEffect, useRef, useState } from 'react'
import styled, { css } from 'styled-components'
import { TextButton } from '../../../../components/Button'
import { Select } from '../../../../components/Control'
import { BOOKING_SLOT_MINUTES, hasSlotBegun, timeToMinutes } from '../../../../contract/salon'
import { weekdayOf } from '../../../../contract/shopClock'
import type { SalonStaffAdmin, SalonTimeOff } from '../../../../contract/salonAdmin'
import type { Booking } from '../../../../contract/types'
import { formatDay } from '../../format'
import { HOURS } from '../calendarTime'
import { useAppSelector } from '../../../../shared/hooks'
import { selectMay } from '../../sellerSlice'
import { PHONE_BAR_HEIGHT } from '../../SellerNav'
import { useDeleteTimeOffMutation } from '../salonApi'
import { BookingBlock } from './BookingBlock'
import { statusNames } from './bookingLabels'

const HOUR_PX = 56

/** The hours' column: wide enough for 00:00 at the calendar's smallest size. */
const HOURS_WIDTH = '3.5rem'

/** Team member: the column to scroll to, above the day. */
const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  label { font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  select { flex: 1 1 12rem; width: auto; max-width: 22rem; }
`

const Scroller = styled.div`
  /* The columns' offsets are measured from here, to scroll the member chosen into view. */
  position: relative;
  overflow: auto;
  /*
   * The day scrolls inside the screen left below the seller area's header (and above a phone's bar), so the members'
   * names stay above their columns however far down the day she reads.
   */
  max-height: calc(100dvh - 5.5rem - ${PHONE_BAR_HEIGHT});
  ${({ theme }) => theme.media.md} { max-height: calc(100dvh - 5.5rem); }
  scroll-behavior: smooth;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`

const DayGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: ${HOURS_WIDTH} repeat(${({ $columns }) => $columns}, minmax(9rem, 1fr));
  min-width: fit-content;
`

/** The hours' column and the corner above it stay at the left while the members' columns scroll sideways under them. */
const stickyLeft = css`
  position: sticky;
  left: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 1px 0 0 ${({ theme }) => theme.colors.line};
`

/** Above the hours and the names both, whichever way the day scrolls. */
const Corner = styled.div`
  ${stickyLeft}
  top: 0;
  z-index: 3;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

/** A member's name stays above her column as the day scrolls up under it. */
const ColumnHead = styled.div<{ $current: boolean }>`
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 1px solid ${({ theme }) => theme.colors.line};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  small { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
  ${({ $current, theme }) => $current && css`background: ${theme.colors.primarySoft}; box-shadow: inset 0 -3px 0 ${theme.colors.primary};`}
`

const Column = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-left: 1px solid ${({ theme }) => theme.colors.line};
  background-image: repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, ${({ theme }) => theme.colors.line} ${HOUR_PX - 1}px ${HOUR_PX}px);
  /* The member chosen: her column tinted, down to her last hour. */
  &[aria-current='true'] { background-color: ${({ theme }) => theme.colors.primarySoft}80; }
`

/** Each hour's row named at its top, so the first row is named as every other. */
const Hours = styled.ol`
  ${stickyLeft}
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  li { position: absolute; left: 0; right: 0; padding: 2px 6px 0 0; text-align: right; }
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

/** A free hour in a member's column: a button that opens New booking with her, the day and the time. */
const FreeTime = styled.button`
  position: absolute;
  left: 4px;
  right: 4px;
  padding: 2px 6px;
  border: 1.5px dashed transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  vertical-align: top;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover, &:focus-visible { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.ink}; }
`

/** Where a visit sits in one member's column: the services of it she serves, those back to back as one part. */
interface VisitPart {
  startTime: string
  endTime: string
  serviceName: string
}

/**
 * The parts of a booking `memberId` serves: a visit of several services (makeup with one member, then a pedicure
 * with another) is in each member's column for her own services only.
 */
function partsServedBy(booking: Booking, memberId: string): VisitPart[] {
  const parts: VisitPart[] = []
  for (const line of booking.lines.filter((one) => one.employeeId === memberId)) {
    const last = parts.at(-1)
    if (last && last.endTime === line.startTime) Object.assign(last, { endTime: line.endTime, serviceName: `${last.serviceName} + ${line.serviceName}` })
    else parts.push({ startTime: line.startTime, endTime: line.endTime, serviceName: line.serviceName })
  }
  return parts
}

/**
 * The hours (on the booking step) a member works on `date` with nothing booked or off in them, not yet begun: where
 * the desk may tap to book her. The dialog then offers only the times the chosen service fits, as the wizard does.
 */
function freeHours(member: SalonStaffAdmin, date: string, bookings: Booking[], timeOff: SalonTimeOff[]): string[] {
  const span = member.hours.find((entry) => entry.weekday === weekdayOf(date))
  if (!span) return []
  const busy = [
    ...bookings
      .filter((booking) => booking.date === date && booking.status !== 'cancelled')
      .flatMap((booking) => partsServedBy(booking, member.id))
      .map((part) => [timeToMinutes(part.startTime), timeToMinutes(part.endTime) || 24 * 60]),
    ...timeOff.filter((entry) => entry.staffId === member.id && entry.date === date).map((entry) => [timeToMinutes(entry.from), timeToMinutes(entry.to) || 24 * 60]),
  ]
  return HOURS.filter((hour) => {
    const start = timeToMinutes(hour)
    const end = start + BOOKING_SLOT_MINUTES
    return start >= timeToMinutes(span.start) && end <= (timeToMinutes(span.end) || 24 * 60) && !hasSlotBegun(date, hour) && busy.every(([from, to]) => to! <= start || from! >= end)
  })
}

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
  /** Absent for a role that cannot take bookings (a stylist): no free time is a button then. */
  book?: (tapped: { employeeId: string; startTime: string }) => void
  /** The member chosen in Team member (none: everyone). */
  member?: string
  onMember(member: string | undefined): void
}

/**
 * One day of the calendar: a column per member of the team, her bookings and time off placed by the hour. Team
 * member scrolls the columns a phone cannot show at once to hers and marks it; a stylist's day opens at her own.
 */
export function DayView({ date, team, bookings, timeOff, open, book, member: picked, onMember }: Props) {
  const [removeTimeOff] = useDeleteTimeOffMutation()
  const managesSalon = useAppSelector((state) => selectMay(state, 'salon.manage'))
  const [announced, setAnnounced] = useState('')
  // Her column while she is in the team drawn (the calendar may still be loading it).
  const current = team.some((member) => member.id === picked) ? picked : undefined
  const scroller = useRef<HTMLDivElement>(null)
  const hours = useRef<HTMLOListElement>(null)
  const heads = useRef(new Map<string, HTMLElement>())
  // Her column just right of the hours (the first column's place), once the team is drawn.
  useLayoutEffect(() => {
    const head = current && heads.current.get(current)
    if (scroller.current) scroller.current.scrollLeft = head ? head.offsetLeft - (hours.current?.offsetWidth ?? 0) : 0
  }, [current, team.length])
  const pickerId = useId()
  const { start, end } = dayWindow(date, team, bookings)
  const height = ((end - start) / 60) * HOUR_PX
  const top = (time: string) => ((timeToMinutes(time) - start) / 60) * HOUR_PX
  const span = (from: string, to: string) => Math.max(20, ((Math.min(timeToMinutes(to) || 24 * 60, end) - Math.max(timeToMinutes(from), start)) / 60) * HOUR_PX)
  return (
    <>
      {team.length > 1 && (
        <Picker>
          <label htmlFor={pickerId}>Team member</label>
          {/* Focus stays here, so the arrow keys go on through the team; the column chosen is announced and marked instead. */}
          <Select
            id={pickerId}
            value={current ?? ''}
            onChange={(event) => {
              const member = team.find((someone) => someone.id === event.target.value)
              onMember(member?.id)
              setAnnounced(member ? `Showing ${member.name}'s column` : 'Showing every member of the team')
            }}
          >
            <option value="">Everyone</option>
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
          <p role="status" className="visually-hidden">
            {announced}
          </p>
        </Picker>
      )}
      {/* Focusable, so the columns a phone cannot show at once can be scrolled to from the keyboard. */}
      <Scroller ref={scroller} tabIndex={0} role="region" aria-label={`Bookings of ${formatDay(date)} by member of the team`}>
        <DayGrid $columns={team.length}>
          <Corner />
          {team.map((member) => (
            <ColumnHead
              key={member.id}
              $current={member.id === current}
              ref={(element) => {
                if (element) heads.current.set(member.id, element)
                return () => void heads.current.delete(member.id)
              }}
            >
              {member.name}
              <small>{member.hours.find((entry) => entry.weekday === weekdayOf(date)) ? member.role : 'Not working'}</small>
            </ColumnHead>
          ))}
          <Hours ref={hours} style={{ height }} aria-label="Hours">
            {HOURS.filter((hour) => timeToMinutes(hour) >= start && timeToMinutes(hour) < end).map((hour) => (
              <li key={hour} style={{ top: top(hour), height: HOUR_PX }}>
                {hour}
              </li>
            ))}
          </Hours>
          {team.map((member) => (
            <Column key={member.id} $height={height} role="group" aria-label={member.name} aria-current={member.id === current ? 'true' : undefined}>
              {book &&
                freeHours(member, date, bookings, timeOff).map((hour) => (
                  <FreeTime key={hour} type="button" style={{ top: top(hour), height: HOUR_PX }} aria-label={`Book ${member.name} at ${hour}`} onClick={() => book({ employeeId: member.id, startTime: hour })}>
                    + {hour}
                  </FreeTime>
                ))}
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
                .filter((booking) => booking.date === date)
                .flatMap((booking) => partsServedBy(booking, member.id).map((part) => ({ booking, part })))
                .map(({ booking, part }) => (
                  <BookingBlock key={`${booking._id}-${part.startTime}`} type="button" $status={booking.status} style={{ top: top(part.startTime), height: span(part.startTime, part.endTime) }} onClick={() => open(booking)}>
                    <strong>
                      {part.startTime}–{part.endTime}
                    </strong>
                    {booking.fullName} · {part.serviceName}
                    {booking.status !== 'confirmed' && ` (${statusNames[booking.status]})`}
                    {booking.depositPaidAt && ' · deposit paid'}
                  </BookingBlock>
                ))}
            </Column>
          ))}
        </DayGrid>
      </Scroller>
    </>
  )
}
