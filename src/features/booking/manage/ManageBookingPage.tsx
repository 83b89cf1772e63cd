import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { Page } from '../../../components/Page'
import { Spinner } from '../../../components/Spinner'
import { bookingManageMessages as mm, bookingRescheduleSchema, type ManagedBooking } from '../../../contract/bookingManage'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { lastBookableDay, visitWords } from '../../../contract/salon'
import { formatCalendarDay, formatWeekdayTime, shopDate, weekdayName } from '../../../contract/shopClock'
import type { BookingState } from '../../../contract/types'
import { brand } from '../../../content/brand'
import { showToast } from '../../../shared/toasts'
import { bookingMessages } from '../../../contract/bookingMessages'
import { useSalon } from '../bookingOptions'
import { BookingCard } from '../BookingCard'
import { BookingFacts } from '../BookingSummary'
import { ChoiceGroup } from '../ChoiceGroup'
import { useCancelManagedBookingMutation, useGetManagedBookingQuery, useGetRescheduleTimesQuery, useRescheduleManagedBookingMutation } from './manageApi'

const STATUS_LABELS: Record<BookingState, string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'Missed (no-show)',
  'awaiting-deposit': 'Held until its deposit is paid',
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr); align-items: start; }
`

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`

const Card = BookingCard

const Status = styled.strong<{ $status: BookingState }>`
  color: ${({ theme, $status }) => ($status === 'confirmed' ? theme.colors.primaryDark : $status === 'cancelled' ? theme.colors.danger : theme.colors.ink)};
`

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`

const Reschedule = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

/** Her booking's details, as the salon holds them now. */
function BookingDetails({ booking }: { booking: ManagedBooking }) {
  return (
    <BookingFacts>
      <dt>Reference</dt>
      <dd>{booking.reference}</dd>
      {booking.lines.length > 1 ? (
        <>
          <dt>Services</dt>
          <dd>{visitWords(booking.lines)}</dd>
        </>
      ) : (
        <>
          <dt>Service</dt>
          <dd>{booking.serviceName}</dd>
          <dt>With</dt>
          <dd>{booking.employeeName}</dd>
        </>
      )}
      <dt>When</dt>
      <dd>
        {formatCalendarDay(booking.date)}, {booking.startTime} to {booking.endTime}
      </dd>
      <dt>Price</dt>
      <dd>{formatNaira(booking.price)}</dd>
      <dt>Status</dt>
      <dd>
        <Status $status={booking.status}>{STATUS_LABELS[booking.status]}</Status>
      </dd>
    </BookingFacts>
  )
}

/** The free times of the chosen day for her booking, but the time it has now. */
function FreeTimes({ token, date, booking }: { token: string; date: string; booking: ManagedBooking }) {
  const salon = useSalon()
  const known = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= shopDate() && date <= lastBookableDay()
  const closed = known && salon.closedOn(date)
  const { data, isFetching } = useGetRescheduleTimesQuery({ token, date }, { skip: !known || closed })
  const times = known && !closed && data ? data.times.filter((time) => date !== booking.date || time !== booking.startTime) : []
  return (
    <>
      <ChoiceGroup name="startTime" legend="New start time" compact choices={times.map((time) => ({ value: time, label: time }))} />
      {!known && <Note>Choose a date to see which times are free.</Note>}
      {closed && <Note>{bookingMessages.salonClosed(weekdayName(date))}</Note>}
      {known && !closed && data && !isFetching && times.length === 0 && <Note>No free times that day. Please choose another date.</Note>}
    </>
  )
}

function RescheduleForm({ token, booking, onDone }: { token: string; booking: ManagedBooking; onDone: () => void }) {
  const [reschedule, { isLoading }] = useRescheduleManagedBookingMutation()
  const [nextTimes, setNextTimes] = useState<string[] | null>(null)
  return (
    <Reschedule aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading">Choose a new time</h2>
      <Note>
        {booking.lines.length > 1
          ? `Same services (${booking.durationMinutes} minutes): ${visitWords(booking.lines.map((line) => (line.anyone ? { ...line, employeeName: 'whoever is free' } : line)))}.`
          : `Same service (${booking.durationMinutes} minutes), with ${booking.anyEmployee ? 'whoever is free' : booking.employeeName}.`}
      </Note>
      <Formik
        initialValues={{ date: booking.date, startTime: '' }}
        validationSchema={bookingRescheduleSchema}
        onSubmit={async (values) => {
          try {
            const { message } = await reschedule({ token, ...values }).unwrap()
            showToast('success', message ?? mm.moved)
            onDone()
          } catch (error) {
            const { status, data } = (error ?? {}) as { status?: number; data?: { nextTimes?: string[] } }
            if (status === 409 && Array.isArray(data?.nextTimes)) setNextTimes(data.nextTimes)
          }
        }}
      >
        {({ values }) => (
          <Form noValidate>
            <TextField name="date" label="New date" type="date" min={shopDate()} max={lastBookableDay()} />
            <FreeTimes token={token} date={values.date} booking={booking} />
            {nextTimes && (
              <Note role="status">{nextTimes.length > 0 ? `That time was just taken. Still free that day: ${nextTimes.join(', ')}.` : 'That time was just taken, and nothing else is free that day.'}</Note>
            )}
            <Actions>
              <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? 'Moving…' : 'Move my booking'}
              </Button>
              <Button type="button" $variant="outline" onClick={onDone}>
                Keep the current time
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Reschedule>
  )
}

function CancelDialog({ token, booking, onClose }: { token: string; booking: ManagedBooking; onClose: () => void }) {
  const [cancel, { isLoading }] = useCancelManagedBookingMutation()
  return (
    <Modal title="Cancel this booking?" onClose={onClose}>
      <h2>Cancel this booking?</h2>
      <p>
        {visitWords(booking.lines)} on {formatCalendarDay(booking.date)} at {booking.startTime} will be cancelled and the time given to
        someone else.
      </p>
      <p>
        <strong>{booking.cancelWords}</strong>
      </p>
      <Actions>
        <Button
          type="button"
          disabled={isLoading}
          onClick={async () => {
            try {
              const { message } = await cancel(token).unwrap()
              showToast('success', message ?? mm.cancelled)
            } finally {
              onClose()
            }
          }}
        >
          Yes, cancel it
        </Button>
        <Button type="button" $variant="outline" onClick={onClose}>
          Keep my booking
        </Button>
      </Actions>
    </Modal>
  )
}

function NotFound() {
  return (
    <Card>
      <h2>Booking not found</h2>
      <Note>{mm.notFound}</Note>
      <Actions>
        <ButtonLink to={paths.booking}>Book an appointment</ButtonLink>
        <ButtonLink to={paths.contact} $variant="outline">
          Contact us
        </ButtonLink>
      </Actions>
    </Card>
  )
}

/** /booking/manage/:token: the client's own booking, which she may cancel or move until the salon's cut-off. */
export function ManageBookingPage() {
  const { token = '' } = useParams()
  const { data, error, isLoading } = useGetManagedBookingQuery(token)
  const [rescheduling, setRescheduling] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const booking = data?.booking
  return (
    <Page title="Your booking">
      <Layout>
        <div>
          {isLoading && <Spinner label="Loading your booking…" />}
          {!isLoading && !booking && ((error as { status?: unknown } | undefined)?.status === 404 ? <NotFound /> : <Note role="alert">Your booking could not be loaded. Please try again.</Note>)}
          {booking && (
            <Card aria-label="Your booking">
              <BookingDetails booking={booking} />
              {booking.changeable ? (
                <>
                  <Note>
                    You can cancel or reschedule online until {formatWeekdayTime(new Date(booking.changeUntil))} (Lagos time), {booking.cutoffHours} hours before your appointment. {booking.cancelWords}
                  </Note>
                  {!rescheduling && (
                    <Actions>
                      <Button type="button" onClick={() => setRescheduling(true)}>
                        Reschedule
                      </Button>
                      <Button type="button" $variant="outline" onClick={() => setCancelling(true)}>
                        Cancel booking
                      </Button>
                    </Actions>
                  )}
                  {rescheduling && <RescheduleForm token={token} booking={booking} onDone={() => setRescheduling(false)} />}
                </>
              ) : (
                booking.status === 'confirmed' && (
                  <Note role="status">
                    {mm.cutoffPassed(booking.cutoffHours)} <a href={brand.phoneHref}>{brand.phone}</a>
                  </Note>
                )
              )}
              {booking.status === 'cancelled' && <Note>This booking is cancelled. We hope to see you another time.</Note>}
              {booking.status !== 'confirmed' && <ButtonLink to={paths.booking}>Book an appointment</ButtonLink>}
            </Card>
          )}
        </div>
        <Aside aria-labelledby="manage-help">
          <h2 id="manage-help">Questions?</h2>
          <p>
            Call us on <a href={brand.phoneHref}>{brand.phone}</a> and quote your booking reference.
          </p>
          <p>{brand.address}</p>
        </Aside>
      </Layout>
      {cancelling && booking && <CancelDialog token={token} booking={booking} onClose={() => setCancelling(false)} />}
    </Page>
  )
}
