import { Form, Formik } from 'formik'
import { useRef } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { newRequestKey } from '../../../shared/requestKey'
import { bookingPaymentSchema } from '../../../contract/schemas'
import { BOOKING_PAYMENT_METHODS, type BookingFields } from '../../../contract/types'
import { useCreateBookingMutation } from '../bookingApi'
import { paymentOptions } from '../bookingOptions'
import { bookingConfirmed, bookingSlotTaken, selectBookingData, stepBack } from '../bookingSlice'
import { BookingSummary } from '../BookingSummary'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A 409's free times of that day, or undefined for any other failure. */
function conflictTimes(error: unknown): string[] | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { nextTimes?: unknown } }
  if (status !== 409) return undefined
  return Array.isArray(data?.nextTimes) ? data.nextTimes.filter((time): time is string => typeof time === 'string') : []
}

export function PaymentStep() {
  const dispatch = useAppDispatch()
  const data = useAppSelector(selectBookingData)
  const [createBooking, { isLoading }] = useCreateBookingMutation()
  // The same booking asked again (a retry after a lost answer) keeps its key; another booking gets a new one.
  const pending = useRef<{ request: string; key: string } | null>(null)

  async function book({ paymentMethod }: Pick<BookingFields, 'paymentMethod'>) {
    const request = { ...data, paymentMethod }
    if (pending.current?.request !== JSON.stringify(request)) pending.current = { request: JSON.stringify(request), key: newRequestKey() }
    try {
      const { booking, manageToken } = await createBooking({ booking: request, key: pending.current.key }).unwrap()
      dispatch(bookingConfirmed({ paymentMethod, confirmation: { reference: booking.reference, employeeName: booking.employeeName, manageToken } }))
    } catch (error) {
      // Other failures are toasted by the app's listener; the client stays here to try again.
      const nextTimes = conflictTimes(error)
      if (nextTimes) dispatch(bookingSlotTaken({ paymentMethod, nextTimes }))
    }
  }

  return (
    <Formik initialValues={{ paymentMethod: data.paymentMethod }} validationSchema={bookingPaymentSchema} onSubmit={book}>
      {({ values }) => (
        <Form noValidate>
          <BookingSummary data={data} />
          <ChoiceGroup name="paymentMethod" legend="Payment method" choices={BOOKING_PAYMENT_METHODS.map((value) => ({ value, ...paymentOptions[value] }))} />
          <Note>Nothing is charged now: you pay for your appointment at the salon or as agreed in your confirmation.</Note>
          <StepActions onBack={() => dispatch(stepBack(values))} submitLabel={isLoading ? 'Booking…' : 'Confirm booking'} busy={isLoading} />
        </Form>
      )}
    </Formik>
  )
}
