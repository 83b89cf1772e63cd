import { Form, Formik } from 'formik'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { bookingServiceSchema } from '../../../contract/schemas'
import { servicesFor } from '../../../contract/salon'
import type { BookingFields } from '../../../contract/types'
import { serviceOptions } from '../bookingOptions'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

export function ServiceStep() {
  const dispatch = useAppDispatch()
  const { category, service } = useAppSelector(selectBookingData)
  // Only the services of the chosen category; one chosen for another category before going back is dropped.
  const offered = servicesFor(category)
  const complete = (values: Pick<BookingFields, 'service'>) => {
    dispatch(stepCompleted(values))
  }

  return (
    <Formik initialValues={{ service: (offered as readonly string[]).includes(service) ? service : '' }} validationSchema={bookingServiceSchema} onSubmit={complete}>
      {({ values }) => (
        <Form noValidate>
          <ChoiceGroup name="service" legend="Service" choices={offered.map((value) => ({ value, ...serviceOptions[value] }))} />
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
