import styled from 'styled-components'
import type { SalesDay } from '../../../contract/dashboard'

/** Days the bookings list shows, today last. */
const BOOKING_DAYS = 7

const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { display: grid; grid-template-columns: 6.5rem 1fr 2.5rem; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 28px; }
  b { text-align: right; font-variant-numeric: tabular-nums; }
`

const Bar = styled.span`
  height: 12px;
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  background: ${({ theme }) => theme.colors.primarySoft};
  i { display: block; height: 100%; border-radius: inherit; background: ${({ theme }) => theme.colors.primary}; }
`

const Total = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The salon's bookings of the last days (cancelled ones left out), one bar a day, today last. */
export function BookingsPerDay({ days }: { days: SalesDay[] }) {
  const shown = days.slice(-BOOKING_DAYS)
  const most = Math.max(1, ...shown.map((day) => day.bookings))
  const total = shown.reduce((sum, day) => sum + day.bookings, 0)
  return (
    <>
      <h2 id="bookings-per-day">Bookings per day</h2>
      <Days>
        {shown.map((day) => (
          <li key={day.date}>
            <span>{dayName.format(new Date(`${day.date}T00:00:00Z`))}</span>
            <Bar aria-hidden="true">
              <i style={{ width: `${(day.bookings / most) * 100}%` }} />
            </Bar>
            <b>
              {day.bookings}
              <span className="visually-hidden"> {day.bookings === 1 ? 'booking' : 'bookings'}</span>
            </b>
          </li>
        ))}
      </Days>
      <Total>
        {total} {total === 1 ? 'booking' : 'bookings'} in the last {shown.length} days
      </Total>
    </>
  )
}
