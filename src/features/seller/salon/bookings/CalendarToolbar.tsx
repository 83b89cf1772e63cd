import styled from 'styled-components'
import { Button } from '../../../../components/Button'
import { shopDate } from '../../../../contract/shopClock'
import { salonAdminMessages as am } from '../../../../contract/salonAdmin'
import { TimeOffIcon } from '../../icons'
import { addDays } from '../../../../contract/shopClock'

export type CalendarView = 'day' | 'week'

/**
 * Below this width the toolbar's second row cannot hold Add time off's words (about 430 px with them; a 375 px
 * phone leaves the toolbar 279 px): its buttons are packed tighter and Add time off shows its icon only.
 */
const NARROW_TOOLBAR = '@container toolbar (max-width: 27.5rem)'

// Two groups that wrap as wholes: the date's navigation, then Today, the view and Add time off. A phone
// shows them as two rows; a wide screen as one, with Add time off at its end.
const Toolbar = styled.div`
  container: toolbar / inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { display: grid; gap: 2px; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
  input { width: 100%; min-height: 44px; padding: 0 ${({ theme }) => theme.space.sm}; border: 1.5px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radii.sm}; font: inherit; }
  button { min-height: 44px; padding: 0 ${({ theme }) => theme.space.md}; }
  ${NARROW_TOOLBAR} { button { padding: 0 ${({ theme }) => theme.space.sm}; } }
`

const DateNav = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  /* A row of its own on a phone, the date taking what the arrows leave. */
  ${NARROW_TOOLBAR} { flex: 1 1 100%; label { flex: 1; } }
`

/** The previous and next arrows: round, as wide as they are high. */
const Arrow = styled(Button)`
  && { width: 44px; padding: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

const ViewControls = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`

/** Day and Week as one switch: two joined halves of a pill. */
const ViewSwitch = styled.div`
  display: flex;
  button:first-child { border-radius: ${({ theme }) => theme.radii.pill} 0 0 ${({ theme }) => theme.radii.pill}; }
  button:last-child { margin-left: -2px; border-radius: 0 ${({ theme }) => theme.radii.pill} ${({ theme }) => theme.radii.pill} 0; }
  /* The focused half's outline is drawn over its neighbour, not under it. */
  button:focus-visible { position: relative; z-index: 1; }
`

/** Walk-in and New booking end the toolbar on a wide screen; on a phone they are a row of their own above the date, easy to reach. */
const DeskActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  ${NARROW_TOOLBAR} { order: -1; flex: 1 1 100%; button { flex: 1; } }
`

const AddTimeOff = styled(Button)`
  margin-left: auto;
  ${NARROW_TOOLBAR} {
    && { width: 44px; padding: 0; }
    /* The icon only; the words stay its accessible name. */
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  }
`

interface Props {
  date: string
  view: CalendarView
  onDate(date: string): void
  onView(view: CalendarView): void
  /** Absent for a role that cannot give time off. */
  onAddTimeOff?: () => void
  /** Absent for a role that cannot take bookings (a stylist). */
  onNewBooking?: () => void
  onWalkIn?: () => void
}

/** The calendar's date (a day or a week back and forth, or today), its view, Add time off and New booking. */
export function CalendarToolbar({ date, view, onDate, onView, onAddTimeOff, onNewBooking, onWalkIn }: Props) {
  const step = view === 'day' ? 1 : 7
  return (
    <Toolbar>
      <DateNav>
        <Arrow type="button" $variant="outline" onClick={() => onDate(addDays(date, -step))} aria-label={view === 'day' ? 'Previous day' : 'Previous week'}>
          ‹
        </Arrow>
        <label>
          Date
          <input type="date" value={date} onChange={(event) => event.target.value && onDate(event.target.value)} />
        </label>
        <Arrow type="button" $variant="outline" onClick={() => onDate(addDays(date, step))} aria-label={view === 'day' ? 'Next day' : 'Next week'}>
          ›
        </Arrow>
      </DateNav>
      <ViewControls>
        <Button type="button" $variant="outline" onClick={() => onDate(shopDate())}>
          Today
        </Button>
        <ViewSwitch role="group" aria-label="Calendar view">
          <Button type="button" $variant={view === 'day' ? undefined : 'outline'} aria-pressed={view === 'day'} onClick={() => onView('day')}>
            Day
          </Button>
          <Button type="button" $variant={view === 'week' ? undefined : 'outline'} aria-pressed={view === 'week'} onClick={() => onView('week')}>
            Week
          </Button>
        </ViewSwitch>
        {onAddTimeOff && (
          <AddTimeOff type="button" $variant="outline" onClick={onAddTimeOff}>
            <TimeOffIcon />
            <span>Add time off</span>
          </AddTimeOff>
        )}
      </ViewControls>
      {onNewBooking && onWalkIn && (
        <DeskActions>
          <Button type="button" $variant="outline" onClick={onWalkIn}>
            {am.walkIn}
          </Button>
          <Button type="button" onClick={onNewBooking}>
            {am.newBooking}
          </Button>
        </DeskActions>
      )}
    </Toolbar>
  )
}
