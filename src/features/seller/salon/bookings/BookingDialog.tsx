import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../../../components/Button'
import { SelectField, TextField } from '../../../../components/Field'
import { Modal } from '../../../../components/Modal'
import { salonAdminMessages as am, type SalonStaffAdmin } from '../../../../contract/salonAdmin'
import { AWAITING_DEPOSIT, type Booking, type BookingStatus } from '../../../../contract/types'
import { showToast } from '../../../../shared/toasts'
import { formatDay, mailtoHref } from '../../format'
import { HOURS } from '../calendarTime'
import { useMoveBookingMutation, useSetBookingStatusMutation } from '../salonApi'
import { depositNote, paymentNames, statusNames } from './bookingLabels'

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

interface Props {
  booking: Booking
  /** The salon's team: the booking can move to whoever serves its category. */
  team: SalonStaffAdmin[]
  /** Her own appointment, for a stylist: completed or no-show, nothing else. */
  ownOnly?: boolean
  onClose(): void
}

const OWN_STATUSES: readonly BookingStatus[] = ['completed', 'no-show']

/** A booking's details, its status buttons and a form to move it. */
export function BookingDialog({ booking, team, ownOnly = false, onClose }: Props) {
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
          .filter((next) => next !== booking.status && (!ownOnly || OWN_STATUSES.includes(next)))
          .map((next) => (
            <Button key={next} type="button" $variant={next === 'cancelled' ? 'outline' : undefined} disabled={status.isLoading} onClick={() => void mark(next)}>
              {next === 'cancelled' ? 'Cancel booking' : next === 'confirmed' ? 'Back to confirmed' : `Mark ${statusNames[next].toLowerCase()}`}
            </Button>
          ))}
      </Actions>
      {held ? (
        <p>{am.heldBooking}</p>
      ) : ownOnly ? null : (
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
