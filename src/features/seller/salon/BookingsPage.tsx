import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled, { css } from 'styled-components'
import { Button, TextButton } from '../../../components/Button'
import { SelectField, TextField } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { formatNaira } from '../../../contract/money'
import { minutesToTime, salonTimeNow, salonToday, timeToMinutes, weekdayOf } from '../../../contract/salon'
import { salonAdminMessages as am, type SalonStaffAdmin, type SalonTimeOff } from '../../../contract/salonAdmin'
import { AWAITING_DEPOSIT, type Booking, type BookingState, type BookingStatus } from '../../../contract/types'
import { showToast } from '../../../shared/toasts'
import { usePagedRows } from '../../../shared/pages'
import { formatDateTime, formatDay, mailtoHref } from '../format'
import { TimeOffIcon } from '../icons'
import { Card, CardTop, Inbox } from '../Inbox'
import { useAddTimeOffMutation, useDeleteTimeOffMutation, useGetCalendarQuery, useMoveBookingMutation, useSetBookingStatusMutation } from './salonApi'
import { SellerHeading } from '../SellerHeading'
import { useGetSellerBookingsInfiniteQuery } from './salonApi'

const HOUR_PX = 56
const paymentNames: Record<string, string> = { card: 'Card', transfer: 'Bank transfer', 'pay-on-visit': 'Pay on visit' }
const statusNames: Record<BookingState, string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  [AWAITING_DEPOSIT]: 'Awaiting deposit',
}

/** A card booking's deposit in a few words: held until it is paid, or paid; undefined when none was asked. */
function depositNote(booking: Booking): string | undefined {
  if (booking.deposit <= 0) return undefined
  if (booking.depositPaidAt) return `Deposit ${formatNaira(booking.deposit)} paid`
  if (booking.status === AWAITING_DEPOSIT && booking.holdUntil) return `Held until ${salonTimeNow(new Date(booking.holdUntil))} for its ${formatNaira(booking.deposit)} deposit`
  return `Deposit ${formatNaira(booking.deposit)} not paid`
}

/** A YYYY-MM-DD date `days` later. */
const addDays = (date: string, days: number) => {
  const moment = new Date(`${date}T12:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7))

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

const AddTimeOff = styled(Button)`
  margin-left: auto;
  ${NARROW_TOOLBAR} {
    && { width: 44px; padding: 0; }
    /* The icon only; the words stay its accessible name. */
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  }
`

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

const blockStatus = {
  confirmed: css`background: ${({ theme }) => theme.colors.primarySoft}; border-color: ${({ theme }) => theme.colors.primary};`,
  completed: css`background: #e3f3ea; border-color: ${({ theme }) => theme.colors.success};`,
  cancelled: css`background: ${({ theme }) => theme.colors.background}; border-style: dashed; text-decoration: line-through; color: ${({ theme }) => theme.colors.muted};`,
  'no-show': css`background: #f1eeee; border-color: ${({ theme }) => theme.colors.muted}; color: ${({ theme }) => theme.colors.muted};`,
  // Held while its deposit is paid: striped and dotted, not yet a booking like the others.
  [AWAITING_DEPOSIT]: css`background: repeating-linear-gradient(135deg, ${({ theme }) => theme.colors.surface} 0 6px, ${({ theme }) => theme.colors.primarySoft} 6px 12px); border-style: dotted; border-color: ${({ theme }) => theme.colors.primary};`,
}

const Block = styled.button<{ $status: BookingState }>`
  position: absolute;
  left: 4px;
  right: 4px;
  overflow: hidden;
  padding: 2px 6px;
  border: 1.5px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
  ${({ $status }) => blockStatus[$status]}
  strong { display: block; }
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

const WeekBlock = styled(Block)`
  position: static;
  width: 100%;
  min-height: 44px;
`

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`

const Recent = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

/** Start times the owner can move a booking to: every hour of the day. */
const HOURS = Array.from({ length: 24 }, (_, hour) => minutesToTime(hour * 60))

/** A booking's details, its status buttons and a form to move it. */
function BookingDialog({ booking, team, onClose }: { booking: Booking; team: SalonStaffAdmin[]; onClose: () => void }) {
  const [setStatus, status] = useSetBookingStatusMutation()
  const [move, moving] = useMoveBookingMutation()
  const serving = team.filter((member) => member.categories.includes(booking.category))
  const held = booking.status === AWAITING_DEPOSIT
  const deposit = depositNote(booking)
  const mark = async (next: BookingStatus) => {
    await setStatus({ id: booking._id, status: next }).unwrap()
    showToast('success', `Booking ${booking.reference}: ${statusNames[next].toLowerCase()}`)
    onClose()
  }
  return (
    <Modal title={`Booking ${booking.reference}`} onClose={onClose}>
      <h2>
        {booking.serviceName} · {booking.startTime}–{booking.endTime}
      </h2>
      <Details>
        <dt>Status</dt>
        <dd>{statusNames[booking.status]}</dd>
        <dt>Date</dt>
        <dd>{formatDay(booking.date)}</dd>
        <dt>With</dt>
        <dd>{booking.employeeName}</dd>
        <dt>Client</dt>
        <dd>{booking.fullName}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${booking.phone}`}>{booking.phone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={mailtoHref(booking.email)}>{booking.email}</a>
        </dd>
        <dt>Payment</dt>
        <dd>{paymentNames[booking.paymentMethod]}</dd>
        {deposit && (
          <>
            <dt>Deposit</dt>
            <dd>{deposit}</dd>
          </>
        )}
        <dt>Ref.</dt>
        <dd>{booking.reference}</dd>
      </Details>
      <Actions>
        {(held ? (['cancelled'] as const) : (['completed', 'no-show', 'cancelled', 'confirmed'] as const))
          .filter((next) => next !== booking.status)
          .map((next) => (
            <Button key={next} type="button" $variant={next === 'cancelled' ? 'outline' : undefined} disabled={status.isLoading} onClick={() => void mark(next)}>
              {next === 'cancelled' ? 'Cancel booking' : next === 'confirmed' ? 'Back to confirmed' : `Mark ${statusNames[next].toLowerCase()}`}
            </Button>
          ))}
      </Actions>
      {held ? (
        <p>{am.heldBooking}</p>
      ) : (
        <>
          <h3>Move it</h3>
          <Formik
            initialValues={{ employeeId: booking.employeeId, date: booking.date, startTime: HOURS.includes(booking.startTime) ? booking.startTime : '' }}
            onSubmit={async (values) => {
              await move({ id: booking._id, ...values }).unwrap()
              showToast('success', `Booking ${booking.reference} moved to ${values.startTime}`)
              onClose()
            }}
          >
            <Form noValidate>
              <SelectField name="employeeId" label="With">
                {serving.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </SelectField>
              <TextField name="date" label="New date" type="date" />
              <SelectField name="startTime" label="New start time">
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hour}
                  </option>
                ))}
              </SelectField>
              <Button type="submit" disabled={moving.isLoading}>
                Move booking
              </Button>
            </Form>
          </Formik>
        </>
      )}
    </Modal>
  )
}

/** The owner's form for a day off or a few hours off. */
function TimeOffDialog({ date, team, onClose }: { date: string; team: SalonStaffAdmin[]; onClose: () => void }) {
  const [add, adding] = useAddTimeOffMutation()
  return (
    <Modal title="Add time off" onClose={onClose}>
      <h2>Add time off</h2>
      <Formik
        initialValues={{ staffId: team[0]?.id ?? '', date, from: '00:00', to: '24:00', note: '' }}
        onSubmit={async (values) => {
          await add(values).unwrap()
          showToast('success', 'Time off added')
          onClose()
        }}
      >
        <Form noValidate>
          <SelectField name="staffId" label="Who">
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <TextField name="date" label="Date" type="date" />
          <TextField name="from" label="From (00:00 for the whole day)" />
          <TextField name="to" label="To (24:00 for the whole day)" />
          <TextField name="note" label="Note" />
          <Button type="submit" disabled={adding.isLoading}>
            Add time off
          </Button>
        </Form>
      </Formik>
    </Modal>
  )
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

function DayView({ date, team, bookings, timeOff, open }: { date: string; team: SalonStaffAdmin[]; bookings: Booking[]; timeOff: SalonTimeOff[]; open: (booking: Booking) => void }) {
  const [removeTimeOff] = useDeleteTimeOffMutation()
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
                  <TextButton type="button" $danger onClick={() => void removeTimeOff(entry.id)} aria-label={`Remove ${member.name}'s time off ${entry.from}–${entry.to}`}>
                    Remove
                  </TextButton>
                </Off>
              ))}
            {bookings
              .filter((booking) => booking.employeeId === member.id && booking.date === date)
              .map((booking) => (
                <Block key={booking._id} type="button" $status={booking.status} style={{ top: top(booking.startTime), height: span(booking.startTime, booking.endTime) }} onClick={() => open(booking)}>
                  <strong>
                    {booking.startTime}–{booking.endTime}
                  </strong>
                  {booking.fullName} · {booking.serviceName}
                  {booking.status !== 'confirmed' && ` (${statusNames[booking.status]})`}
                  {booking.depositPaidAt && ' · deposit paid'}
                </Block>
              ))}
          </Column>
        ))}
      </DayGrid>
    </Scroller>
  )
}

function WeekView({ from, bookings, timeOff, team, open }: { from: string; bookings: Booking[]; timeOff: SalonTimeOff[]; team: SalonStaffAdmin[]; open: (booking: Booking) => void }) {
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

const bookingsOf = (page: { bookings: Booking[] }) => page.bookings

/** /seller/bookings: the salon's calendar, a day per member of the team or a week, and the latest bookings. */
export function BookingsPage() {
  const [date, setDate] = useState(salonToday)
  const [view, setView] = useState<'day' | 'week'>('day')
  const [opened, setOpened] = useState<string | null>(null)
  const [addingTimeOff, setAddingTimeOff] = useState(false)
  const from = view === 'day' ? date : mondayOf(date)
  const calendar = useGetCalendarQuery({ from, days: view === 'day' ? 1 : 7 })
  const { bookings = [], timeOff = [], team = [] } = calendar.data ?? {}
  const openedBooking = bookings.find((booking) => booking._id === opened)
  const list = useGetSellerBookingsInfiniteQuery()
  const { rows, more } = usePagedRows(list, bookingsOf)
  const open = (booking: Booking) => setOpened(booking._id)
  const step = view === 'day' ? 1 : 7
  return (
    <>
      <SellerHeading title="Bookings" />
      <Toolbar>
        <DateNav>
          <Arrow type="button" $variant="outline" onClick={() => setDate(addDays(date, -step))} aria-label={view === 'day' ? 'Previous day' : 'Previous week'}>
            ‹
          </Arrow>
          <label>
            Date
            <input type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
          </label>
          <Arrow type="button" $variant="outline" onClick={() => setDate(addDays(date, step))} aria-label={view === 'day' ? 'Next day' : 'Next week'}>
            ›
          </Arrow>
        </DateNav>
        <ViewControls>
          <Button type="button" $variant="outline" onClick={() => setDate(salonToday())}>
            Today
          </Button>
          <ViewSwitch role="group" aria-label="Calendar view">
            <Button type="button" $variant={view === 'day' ? undefined : 'outline'} aria-pressed={view === 'day'} onClick={() => setView('day')}>
              Day
            </Button>
            <Button type="button" $variant={view === 'week' ? undefined : 'outline'} aria-pressed={view === 'week'} onClick={() => setView('week')}>
              Week
            </Button>
          </ViewSwitch>
          <AddTimeOff type="button" $variant="outline" onClick={() => setAddingTimeOff(true)}>
            <TimeOffIcon />
            <span>Add time off</span>
          </AddTimeOff>
        </ViewControls>
      </Toolbar>
      {calendar.isError && <p role="alert">The calendar could not be loaded. Please try again.</p>}
      {view === 'day' ? <DayView date={date} team={team} bookings={bookings} timeOff={timeOff} open={open} /> : <WeekView from={from} bookings={bookings} timeOff={timeOff} team={team} open={open} />}
      {openedBooking && <BookingDialog booking={openedBooking} team={team} onClose={() => setOpened(null)} />}
      {addingTimeOff && <TimeOffDialog date={date} team={team} onClose={() => setAddingTimeOff(false)} />}
      <Recent aria-labelledby="recent-bookings">
        <h2 id="recent-bookings">Latest bookings</h2>
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
                <h3>
                  {formatDay(booking.date)}, {booking.startTime}–{booking.endTime} · {booking.serviceName}
                </h3>
                <span>Ref. {booking.reference}</span>
              </CardTop>
              <p>
                {booking.fullName} with {booking.employeeName} · {paymentNames[booking.paymentMethod]} · {statusNames[booking.status]} · booked <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
              </p>
            </Card>
          )}
        />
      </Recent>
    </>
  )
}
