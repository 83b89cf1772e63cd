import { skipToken } from '@reduxjs/toolkit/query'
import { Form, Formik, useFormikContext } from 'formik'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import styled from 'styled-components'
import { Button } from '../../../../components/Button'
import { SelectField, TextField } from '../../../../components/Field'
import { Modal } from '../../../../components/Modal'
import { EARLY_STATUSES, salonAdminMessages as am, type SalonStaffAdmin } from '../../../../contract/salonAdmin'
import { formatWeekdayTime, isCalendarDate, shopDate, shopMoment } from '../../../../contract/shopClock'
import { AWAITING_DEPOSIT, type Booking, type BookingStatus } from '../../../../contract/types'
import type { CalendarBooking } from '../../../../contract/deskClients'
import { timeToMinutes, visitMembers } from '../../../../contract/salon'
import { showToast } from '../../../../shared/toasts'
import { formatDay, mailtoHref } from '../../format'
import { useGetMoveTimesQuery, useMoveBookingMutation, useSetBookingStatusMutation } from '../salonApi'
import { depositNote, paymentNames, statusNames } from './bookingLabels'
import { FeeSection } from './FeeSection'
import { useAppSelector } from '../../../../shared/hooks'
import { selectMay } from '../../sellerSlice'

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`

/** The desk's notes of the client (allergies first of all), as written, line breaks kept. */
const Notes = styled.dd`
  && { white-space: pre-wrap; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`

interface MoveFields {
  employeeId: string
  date: string
  startTime: string
}

/**
 * The move: another member of the team who does the booking's category, a day, and a start time among those she
 * could take it at that day (her hours that weekday, clear of her time off and her other bookings), as the server
 * reads them. Another member or day keeps the time chosen while it is still offered, else takes the first offered
 * from it on (or her first).
 */
function MoveForm({ booking, serving, moving }: { booking: Booking; serving: SalonStaffAdmin[]; moving: boolean }) {
  const { values, setFieldValue } = useFormikContext<MoveFields>()
  const { employeeId, date, startTime } = values
  const asked = isCalendarDate(date)
  // The times of the member and day asked now: never the last ones while these load.
  const { currentData: free } = useGetMoveTimesQuery(asked ? { id: booking._id, employeeId, date } : skipToken)
  useEffect(() => {
    if (!free || free.times.includes(startTime)) return
    void setFieldValue('startTime', free.times.find((time) => time >= startTime) ?? free.times[0] ?? '')
  }, [free, startTime, setFieldValue])
  const times = free?.times ?? []
  return (
    <Form noValidate>
      <SelectField name="employeeId" label="With">
        {serving.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <TextField name="date" label="New date" type="date" min={shopDate()} />
      <SelectField name="startTime" label="New start time" disabled={times.length === 0}>
        {/* Short enough for a phone's field: the words below it say what to do. */}
        {times.length === 0 && <option value="">{!asked ? 'Choose a date first' : !free ? 'Loading free times…' : 'No free times'}</option>}
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </SelectField>
      {free && times.length === 0 && <p role="status">{am.noFreeTimes}</p>}
      <Button type="submit" disabled={moving || !times.includes(startTime)}>
        Move booking
      </Button>
    </Form>
  )
}

interface Props {
  /** As the calendar gives it: with the desk's record of its client. */
  booking: CalendarBooking
  /** The salon's team: the booking can move to whoever serves its category. */
  team: SalonStaffAdmin[]
  /** Her own appointment, for a stylist: completed or no-show, nothing else. */
  ownOnly?: boolean
  onClose(): void
}

const OWN_STATUSES: readonly BookingStatus[] = ['completed', 'no-show']

/** Whether a visit starting at `starts` has begun, asked when a status button is pressed. */
const hasBegun = (starts: Date) => starts.getTime() <= Date.now()

/**
 * Marking a visit completed or a no-show before it starts: the words say it is early, the safe choice takes the
 * focus, and only the other marks it (the server refuses it early without that word).
 */
function EarlyQuestion({ status, starts, busy, onConfirm, onKeep }: { status: BookingStatus; starts: Date; busy: boolean; onConfirm(): void; onKeep(): void }) {
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  const name = statusNames[status].toLowerCase()
  return (
    <div role="group" aria-labelledby="early-question">
      <p id="early-question">{am.earlyQuestion(name, formatWeekdayTime(starts))}</p>
      <Actions>
        <Button ref={keep} type="button" $variant="outline" onClick={onKeep}>
          {am.earlyKeep}
        </Button>
        <Button type="button" disabled={busy} onClick={onConfirm}>
          {am.earlyConfirm(name)}
        </Button>
      </Actions>
    </div>
  )
}

/** A booking's details, its status buttons and a form to move it. */
export function BookingDialog({ booking, team, ownOnly = false, onClose }: Props) {
  const [setStatus, status] = useSetBookingStatusMutation()
  const [move, moving] = useMoveBookingMutation()
  const [early, setEarly] = useState<BookingStatus>()
  const mayCharge = useAppSelector((state) => selectMay(state, 'bookings.fees'))
  // Marked a no-show here: the dialog stays open on the fee it may owe.
  const [shownStatus, setShownStatus] = useState(booking.status)
  const [askingCharge, setAskingCharge] = useState(false)
  const actions = useRef<HTMLDivElement>(null)
  // Not yet: focus goes back to the button that asked (it would be lost with the question, and Escape with it).
  const keepStatus = (asked: BookingStatus) => {
    flushSync(() => setEarly(undefined))
    actions.current?.querySelector<HTMLButtonElement>(`[data-status="${asked}"]`)?.focus()
  }
  const serving = team.filter((member) => member.categories.includes(booking.category))
  const held = booking.status === AWAITING_DEPOSIT
  const deposit = depositNote(booking)
  const starts = shopMoment(booking.date, timeToMinutes(booking.startTime))
  const mark = async (next: BookingStatus, markedEarly = false) => {
    if (EARLY_STATUSES.includes(next) && !markedEarly && !hasBegun(starts)) {
      setEarly(next)
      return
    }
    await setStatus({ id: booking._id, status: next, early: markedEarly }).unwrap()
    showToast('success', `Booking ${booking.reference}: ${statusNames[next].toLowerCase()}`)
    if (next === 'no-show' && mayCharge) {
      setEarly(undefined)
      setShownStatus(next)
      return
    }
    onClose()
  }
  const owesFee = mayCharge && (shownStatus === 'no-show' || shownStatus === 'cancelled')
  const fee = owesFee && <FeeSection booking={booking} asking={askingCharge} onAsk={setAskingCharge} />
  // The charge's question is a dialog of its own, in place of this one while it is open.
  if (askingCharge) return fee
  return (
    <Modal title={`Booking ${booking.reference}`} onClose={onClose}>
      <h2>
        {booking.serviceName} · {booking.startTime}–{booking.endTime}
      </h2>
      <Details>
        <dt>Status</dt>
        <dd>{statusNames[shownStatus]}</dd>
        <dt>Date</dt>
        <dd>{formatDay(booking.date)}</dd>
        <dt>With</dt>
        <dd>{visitMembers(booking.lines)}</dd>
        <dt>Client</dt>
        <dd>{booking.fullName}</dd>
        <dt>Notes</dt>
        <Notes>{booking.client.notes ? <strong>{booking.client.notes}</strong> : 'None'}</Notes>
        <dt>Last patch test</dt>
        <dd>{booking.client.lastPatchTest ? formatDay(booking.client.lastPatchTest) : 'None on record'}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${booking.phone}`}>{booking.phone}</a>
        </dd>
        <dt>Email</dt>
        <dd>{booking.email ? <a href={mailtoHref(booking.email)}>{booking.email}</a> : 'None given'}</dd>
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
      {fee}
      {early ? (
        <EarlyQuestion status={early} starts={starts} busy={status.isLoading} onConfirm={() => void mark(early, true)} onKeep={() => keepStatus(early)} />
      ) : (
        <Actions ref={actions}>
          {(held ? (['cancelled'] as const) : (['completed', 'no-show', 'cancelled', 'confirmed'] as const))
            .filter((next) => next !== shownStatus && (!ownOnly || OWN_STATUSES.includes(next)))
            .map((next) => (
              <Button key={next} data-status={next} type="button" $variant={next === 'cancelled' ? 'outline' : undefined} disabled={status.isLoading} onClick={() => void mark(next)}>
                {next === 'cancelled' ? 'Cancel booking' : next === 'confirmed' ? 'Back to confirmed' : `Mark ${statusNames[next].toLowerCase()}`}
              </Button>
            ))}
        </Actions>
      )}
      {held ? (
        <p>{am.heldBooking}</p>
      ) : ownOnly ? null : (
        <>
          <h3>Move it</h3>
          <Formik<MoveFields>
            initialValues={{ employeeId: booking.employeeId, date: booking.date, startTime: booking.startTime }}
            onSubmit={async (values) => {
              // Refused (a time taken meanwhile): the dialog stays open, the app's failed-call toast says why.
              if ('error' in (await move({ id: booking._id, ...values }))) return
              showToast('success', `Booking ${booking.reference} moved to ${values.startTime}`)
              onClose()
            }}
          >
            <MoveForm booking={booking} serving={serving} moving={moving.isLoading} />
          </Formik>
        </>
      )}
    </Modal>
  )
}
