import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
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

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409

export function PaymentStep() {
  const dispatch = useAppDispatch()
  const data = useAppSelector(selectBookingData)
  const [createBooking, { isLoading }] = useCreateBookingMutation()

  async function book({ paymentMethod }: Pick<BookingFields, 'paymentMethod'>) {
    try {
      const { booking } = await createBooking({ ...data, paymentMethod }).unwrap()
      dispatch(bookingConfirmed({ paymentMethod, confirmation: { reference: booking.reference, employeeName: booking.employeeName } }))
    } catch (error) {
      // Other failures are toasted by the app's listener; the client stays here to try again.
      if (isConflict(error)) dispatch(bookingSlotTaken({ paymentMethod }))
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
