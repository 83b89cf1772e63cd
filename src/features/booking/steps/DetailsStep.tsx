import { Form, Formik } from 'formik'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { TextField } from '../../../components/Field'
import { bookingDetailsSchema } from '../../../contract/schemas'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { StepActions } from '../StepActions'

export function DetailsStep() {
  const dispatch = useAppDispatch()
  const { fullName, email, phone } = useAppSelector(selectBookingData)
  return (
    <Formik
      initialValues={{ fullName, email, phone }}
      validationSchema={bookingDetailsSchema}
      // The schema trims: the booking keeps the cleaned values.
      onSubmit={(values) => {
        dispatch(stepCompleted(bookingDetailsSchema.cast(values)))
      }}
    >
      {({ values }) => (
        <Form noValidate>
          <TextField name="fullName" label="Full name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
