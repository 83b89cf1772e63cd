import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { CheckboxField, SelectField, TextField } from '../../components/Field'
import { formatDateTime } from '../../contract/shopClock'
import { localPhone } from '../../contract/nigeria'
import { messagePreferencesSchema, PHONE_CHANNEL_LABELS, PHONE_CHANNELS, PHONE_CODE_LENGTH, phoneCodeSchema, phoneMessageWords, type PendingPhone } from '../../contract/phoneMessages'
import { showToast } from '../../shared/toasts'
import { Actions, Narrow } from './AccountParts'
import { campaignWords } from '../../contract/campaigns'
import { useConfirmPhoneMutation, useGetMessagePreferencesQuery, useGetOffersChoiceQuery, useSaveMessagePreferencesMutation, useSaveOffersChoiceMutation, useStopMessagesMutation } from './accountApi'

/** The code's step, set apart from the choices above it. */
const CodeStep = styled(Form)`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

/** The code sent to a number she typed: once it is typed back, the number is hers. */
function PhoneCodeForm({ pending }: { pending: PendingPhone }) {
  const [confirm] = useConfirmPhoneMutation()
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={phoneCodeSchema}
      onSubmit={async (values, { resetForm }) => {
        const result = await confirm(values).unwrap()
        resetForm()
        showToast('success', result.message ?? phoneMessageWords.preferencesSaved)
      }}
    >
      {({ isSubmitting }) => (
        <CodeStep noValidate aria-label="Confirm your number">
          <p role="status">{phoneMessageWords.codeSent(localPhone(pending.phone))}</p>
          <TextField
            name="code"
            label={phoneMessageWords.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            placeholder={'0'.repeat(PHONE_CODE_LENGTH)}
          />
          <Actions>
            <Button type="submit" disabled={isSubmitting}>
              Confirm number
            </Button>
          </Actions>
        </CodeStep>
      )}
    </Formik>
  )
}

/** News and offers on her own number, asked apart from the booking and order messages (NDPA 2023). */
function OffersChoice() {
  const { data } = useGetOffersChoiceQuery()
  const [save] = useSaveOffersChoiceMutation()
  if (!data?.phone) return null
  return (
    <Formik
      initialValues={{ offers: data.offers }}
      enableReinitialize
      onSubmit={async (values) => {
        const result = await save(values).unwrap()
        showToast('success', result.message ?? campaignWords.offersSaved)
      }}
    >
      {({ isSubmitting, dirty }) => (
        <CodeStep noValidate aria-label="News and offers">
          <CheckboxField name="offers" label={campaignWords.offersLabel} />
          <Button type="submit" $variant="outline" disabled={isSubmitting || !dirty}>
            Save news and offers
          </Button>
        </CodeStep>
      )}
    </Formik>
  )
}

/** My Account: her number for messages, WhatsApp or SMS (proved hers by a code), her consent with its time, and Stop. */
export function MessagePreferences() {
  const { data } = useGetMessagePreferencesQuery()
  const [save] = useSaveMessagePreferencesMutation()
  const [stop, { isLoading: stopping }] = useStopMessagesMutation()
  if (!data) return null
  const { preferences, pending, defaultChannel } = data
  const shown = pending ?? preferences
  return (
    <Narrow>
      <p>
        {preferences
          ? `Messages about your bookings and orders go to ${localPhone(preferences.phone)} by ${PHONE_CHANNEL_LABELS[preferences.channel]}. You agreed on ${formatDateTime(new Date(preferences.consentedAt))}.`
          : 'You get messages about your bookings and orders by e-mail. Add your phone to get them by WhatsApp or SMS too.'}
      </p>
      <Formik
        initialValues={{ phone: shown ? localPhone(shown.phone) : '', channel: shown?.channel ?? defaultChannel, consent: Boolean(shown) }}
        enableReinitialize
        validationSchema={messagePreferencesSchema}
        onSubmit={async (values) => {
          const result = await save(values).unwrap()
          // A code sent says so beside its field; a saved choice in a toast.
          if (!result.pending) showToast('success', result.message ?? phoneMessageWords.preferencesSaved)
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Messages on your phone">
            <TextField name="phone" label="Mobile number" type="tel" autoComplete="tel" placeholder="0803 123 4567" />
            <SelectField name="channel" label="Send them by">
              {PHONE_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {PHONE_CHANNEL_LABELS[channel]}
                </option>
              ))}
            </SelectField>
            <CheckboxField name="consent" label={phoneMessageWords.consentLabel} />
            <Actions>
              <Button type="submit" disabled={isSubmitting} $variant={pending ? 'outline' : undefined}>
                {pending ? 'Send a new code' : 'Save message choices'}
              </Button>
              {preferences && (
                <Button
                  type="button"
                  $variant="outline"
                  disabled={stopping}
                  onClick={async () => {
                    const result = await stop().unwrap()
                    showToast('success', result.message ?? phoneMessageWords.stopped)
                  }}
                >
                  Stop phone messages
                </Button>
              )}
            </Actions>
          </Form>
        )}
      </Formik>
      {pending && <PhoneCodeForm pending={pending} />}
      {preferences && <OffersChoice />}
    </Narrow>
  )
}
