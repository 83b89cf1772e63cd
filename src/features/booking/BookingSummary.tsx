import styled from 'styled-components'
import { formatKobo, nairaToKobo } from '../../contract/money'
import { ANY_EMPLOYEE, serviceTerms, visitEndTime } from '../../contract/salon'
import { formatCalendarDay } from '../../contract/shopClock'
import type { BookingFields } from '../../contract/types'
import { useSalon } from './bookingOptions'

/** A booking's facts, term beside value, on the soft panel (the wizard's summary, the manage page). */
export const BookingFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The owner's note when one of the services (visitEntry's entries) needs a patch test: come in ahead. Nothing otherwise. */
export function PatchTestNote({ services }: { services: string[] }) {
  const note = useSalon().patchTestNote(services)
  return note ? <Note role="note">{note}</Note> : null
}

interface Props {
  data: BookingFields
  /** Once booked, the salon's words: who serves her and when the visit ends. */
  booked?: { employeeName: string; endTime: string }
}

/** What the client is booking, to check before confirming and to keep afterwards: its end and its total too. */
export function BookingSummary({ data, booked }: Props) {
  const salon = useSalon()
  const withWhom = booked?.employeeName ?? (data.preferredEmployee === ANY_EMPLOYEE ? salon.anyLabel(data.category) : salon.memberName(data.preferredEmployee))
  const lines = salon.visitLines(data)
  // The first service's member is the one she prefers.
  const endTime = booked?.endTime ?? visitEndTime(data.startTime, lines.map((line, index) => (index === 0 ? { ...line, employee: data.preferredEmployee } : line)))
  const total = lines.reduce((sum, line) => sum + nairaToKobo(line.service.price), 0)
  // A later service's member when she chose one; the first's is "With".
  const memberOf = (employee: string) => {
    const name = employee === ANY_EMPLOYEE ? undefined : salon.memberName(employee)
    return name ? ` with ${name}` : ''
  }
  return (
    <>
      <BookingFacts>
        <dt>{lines.length > 1 ? 'Services' : 'Service'}</dt>
        <dd>{lines.map(({ service, employee }) => `${service.name} (${serviceTerms(service)})${memberOf(employee)}`).join(', then ')}</dd>
        <dt>Category</dt>
        <dd>{salon.categoryName(data.category)}</dd>
        <dt>With</dt>
        <dd>{withWhom}</dd>
        <dt>When</dt>
        <dd>
          {data.date && formatCalendarDay(data.date)} at {data.startTime}
        </dd>
        <dt>Ends</dt>
        <dd>{endTime}</dd>
        <dt>Total</dt>
        <dd>{formatKobo(total)}</dd>
        <dt>Name</dt>
        <dd>{data.fullName}</dd>
      </BookingFacts>
      <PatchTestNote services={lines.map((line) => line.service.id)} />
    </>
  )
}
