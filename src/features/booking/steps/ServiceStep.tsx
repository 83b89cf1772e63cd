import { Form, Formik } from 'formik'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { bookingServiceSchema } from '../../../contract/schemas'
import { BOOKING_SERVICES, type BookingFields } from '../../../contract/types'
import { serviceOptions } from '../bookingOptions'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

export function ServiceStep() {
  const dispatch = useAppDispatch()
  const { service } = useAppSelector(selectBookingData)
  const complete = (values: Pick<BookingFields, 'service'>) => {
    dispatch(stepCompleted(values))
  }

  return (
    <Formik initialValues={{ service }} validationSchema={bookingServiceSchema} onSubmit={complete}>
      {({ values }) => (
        <Form noValidate>
          <ChoiceGroup name="service" legend="Service" choices={BOOKING_SERVICES.map((value) => ({ value, ...serviceOptions[value] }))} />
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
