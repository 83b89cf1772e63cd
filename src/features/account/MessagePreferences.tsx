import { Form, Formik } from 'formik'
import { Button } from '../../components/Button'
import { CheckboxField, SelectField, TextField } from '../../components/Field'
import { formatDateTime } from '../../contract/shopClock'
import { localPhone } from '../../contract/nigeria'
import { messagePreferencesSchema, PHONE_CHANNEL_LABELS, PHONE_CHANNELS, phoneMessageWords } from '../../contract/phoneMessages'
import { showToast } from '../../shared/toasts'
import { Actions, Narrow } from './AccountParts'
import { useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation, useStopMessagesMutation } from './accountApi'

/** My Account: her number for messages, WhatsApp or SMS, her consent with its time, and Stop. */
export function MessagePreferences() {
  const { data } = useGetMessagePreferencesQuery()
  const [save] = useSaveMessagePreferencesMutation()
  const [stop, { isLoading: stopping }] = useStopMessagesMutation()
  if (!data) return null
  const { preferences, defaultChannel } = data
  return (
    <Narrow>
      <p>
        {preferences
          ? `Messages about your bookings and orders go to ${localPhone(preferences.phone)} by ${PHONE_CHANNEL_LABELS[preferences.channel]}. You agreed on ${formatDateTime(new Date(preferences.consentedAt))}.`
          : 'You get messages about your bookings and orders by e-mail. Add your phone to get them by WhatsApp or SMS too.'}
      </p>
      <Formik
        initialValues={{ phone: preferences ? localPhone(preferences.phone) : '', channel: preferences?.channel ?? defaultChannel, consent: Boolean(preferences) }}
        enableReinitialize
        validationSchema={messagePreferencesSchema}
        onSubmit={async (values) => {
          const result = await save(values).unwrap()
          showToast('success', result.message ?? phoneMessageWords.preferencesSaved)
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
              <Button type="submit" disabled={isSubmitting}>
                Save message choices
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
    </Narrow>
  )
}
