import { Form, Formik } from 'formik'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { bookingDetailsSchema } from '../../../contract/schemas'
import { bookingPhoneMessagesSchema, type PhoneChannel } from '../../../contract/phoneMessages'
import { bookingOffersSchema, campaignWords } from '../../../contract/campaigns'
import { CheckboxField } from '../../../components/Field'
import { useGetMessageOptionsQuery } from '../bookingApi'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { ClientDetailsFields } from '../ClientDetailsFields'
import { StepActions } from '../StepActions'

const schema = bookingDetailsSchema.concat(bookingPhoneMessagesSchema).concat(bookingOffersSchema)

/** Her name, e-mail and phone; and, if she agrees, her messages on that phone by WhatsApp or SMS, and apart from them news and offers. */
export function DetailsStep() {
  const dispatch = useAppDispatch()
  const { fullName, email, phone, phoneMessages, phoneChannel, offers } = useAppSelector(selectBookingData)
  const { data: options } = useGetMessageOptionsQuery()
  return (
    <Formik
      initialValues={{ fullName, email, phone, phoneMessages, offers, phoneChannel: (phoneChannel || options?.defaultChannel || '') as PhoneChannel | '' }}
      validationSchema={schema}
      // The schema trims: the booking keeps the cleaned values.
      onSubmit={(values) => {
        dispatch(stepCompleted(schema.cast(values)))
      }}
    >
      {({ values }) => (
        <Form noValidate>
          <ClientDetailsFields>
            {/* News and offers are asked apart from the booking's messages (NDPA 2023): ticking one never ticks the other. */}
            <CheckboxField name="offers" label={campaignWords.offersLabel} />
          </ClientDetailsFields>
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
