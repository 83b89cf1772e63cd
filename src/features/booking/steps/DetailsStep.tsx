import { Form, Formik } from 'formik'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { bookingDetailsSchema } from '../../../contract/schemas'
import { bookingPhoneMessagesSchema, type PhoneChannel } from '../../../contract/phoneMessages'
import { useGetMessageOptionsQuery } from '../bookingApi'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { ClientDetailsFields } from '../ClientDetailsFields'
import { StepActions } from '../StepActions'

const schema = bookingDetailsSchema.concat(bookingPhoneMessagesSchema)

/** Her name, e-mail and phone; and, if she agrees, her messages on that phone by WhatsApp or SMS. */
export function DetailsStep() {
  const dispatch = useAppDispatch()
  const { fullName, email, phone, phoneMessages, phoneChannel } = useAppSelector(selectBookingData)
  const { data: options } = useGetMessageOptionsQuery()
  return (
    <Formik
      initialValues={{ fullName, email, phone, phoneMessages, phoneChannel: (phoneChannel || options?.defaultChannel || '') as PhoneChannel | '' }}
      validationSchema={schema}
      // The schema trims: the booking keeps the cleaned values.
      onSubmit={(values) => {
        dispatch(stepCompleted(schema.cast(values)))
      }}
    >
      {({ values }) => (
        <Form noValidate>
          <ClientDetailsFields />
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
