import { useFormikContext } from 'formik'
import { useEffect, type ReactNode } from 'react'
import styled from 'styled-components'
import { CheckboxField, TextField } from '../../components/Field'
import { PHONE_CHANNEL_LABELS, PHONE_CHANNELS, phoneMessageWords, type PhoneChannel } from '../../contract/phoneMessages'
import { useGetMessageOptionsQuery } from './bookingApi'
import { ChoiceGroup } from './ChoiceGroup'

const channelChoices = PHONE_CHANNELS.map((value) => ({ value, label: PHONE_CHANNEL_LABELS[value] }))

const PhoneChoice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`

/** The client's details as the wizard and the waiting list take them (the form's values hold these fields). */
export interface ClientDetailsValues {
  fullName: string
  email: string
  phone: string
  phoneMessages: boolean
  phoneChannel: PhoneChannel | ''
}

/**
 * Her name, e-mail and phone; and, if she agrees, her messages on that phone by WhatsApp or SMS, the owner's default
 * channel offered once it is known (unless she chose one already; what she typed stays). `children`: what the form
 * asks beside them (the wizard: news and offers).
 */
export function ClientDetailsFields({ children }: { children?: ReactNode }) {
  const { values, setFieldValue } = useFormikContext<ClientDetailsValues>()
  const { data: options } = useGetMessageOptionsQuery()
  const channel = options?.defaultChannel
  useEffect(() => {
    if (channel && values.phoneChannel === '') void setFieldValue('phoneChannel', channel, false)
  }, [channel, values.phoneChannel, setFieldValue])
  return (
    <>
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <PhoneChoice>
        <CheckboxField name="phoneMessages" label={phoneMessageWords.consentLabel} />
        {values.phoneMessages && <ChoiceGroup name="phoneChannel" legend="Send them by" choices={channelChoices} />}
        {children}
      </PhoneChoice>
    </>
  )
}
