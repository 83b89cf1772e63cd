import { Form, Formik, useFormikContext } from 'formik'
import { useEffect } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { CheckboxField, TextField } from '../../../components/Field'
import { bookingDetailsSchema } from '../../../contract/schemas'
import { bookingPhoneMessagesSchema, PHONE_CHANNEL_LABELS, PHONE_CHANNELS, phoneMessageWords, type PhoneChannel } from '../../../contract/phoneMessages'
import { bookingOffersSchema, campaignWords } from '../../../contract/campaigns'
import { useGetMessageOptionsQuery } from '../bookingApi'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

const schema = bookingDetailsSchema.concat(bookingPhoneMessagesSchema).concat(bookingOffersSchema)

const channelChoices = PHONE_CHANNELS.map((value) => ({ value, label: PHONE_CHANNEL_LABELS[value] }))

const PhoneChoice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`

/** Offers the owner's default channel once it is known, unless she chose one already; what she typed stays. */
function DefaultChannel({ channel }: { channel: PhoneChannel | undefined }) {
  const { values, setFieldValue } = useFormikContext<{ phoneChannel: PhoneChannel | '' }>()
  useEffect(() => {
    if (channel && values.phoneChannel === '') void setFieldValue('phoneChannel', channel, false)
  }, [channel, values.phoneChannel, setFieldValue])
  return null
}

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
          <DefaultChannel channel={options?.defaultChannel} />
          <TextField name="fullName" label="Full name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
          <PhoneChoice>
            <CheckboxField name="phoneMessages" label={phoneMessageWords.consentLabel} />
            {values.phoneMessages && <ChoiceGroup name="phoneChannel" legend="Send them by" choices={channelChoices} />}
            {/* News and offers are asked apart from the booking's messages (NDPA 2023): ticking one never ticks the other. */}
            <CheckboxField name="offers" label={campaignWords.offersLabel} />
          </PhoneChoice>
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
