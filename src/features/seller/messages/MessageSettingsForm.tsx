import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { SelectField, TextField } from '../../../components/Field'
import { localPhone } from '../../../contract/nigeria'
import { messageSettingsSchema, PHONE_CHANNEL_LABELS, PHONE_CHANNELS } from '../../../contract/phoneMessages'
import { showToast } from '../../../shared/toasts'
import { useGetMessageSettingsQuery, useSaveMessageSettingsMutation } from './messagesApi'

const Settings = styled.details`
  max-width: 1100px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  summary { cursor: pointer; font-weight: 600; min-height: 32px; display: flex; align-items: center; color: ${({ theme }) => theme.colors.primary}; }
  h3 { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Fields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`

const channelOptions = PHONE_CHANNELS.map((channel) => (
  <option key={channel} value={channel}>
    {PHONE_CHANNEL_LABELS[channel]}
  </option>
))

/** The owner's settings: the channel clients are offered first, her own phone for alerts, and the bank account for transfers. */
export function MessageSettingsForm() {
  const { data } = useGetMessageSettingsQuery()
  const [save] = useSaveMessageSettingsMutation()
  if (!data) return null
  const { settings } = data
  return (
    <Settings>
      <summary>Phone messages and bank transfer settings</summary>
      <Formik
        initialValues={{
          defaultChannel: settings.defaultChannel,
          ownerPhone: settings.ownerPhone ? localPhone(settings.ownerPhone) : '',
          ownerChannel: settings.ownerChannel,
          bank: settings.transfer?.bank ?? '',
          accountNumber: settings.transfer?.number ?? '',
          accountName: settings.transfer?.name ?? '',
        }}
        enableReinitialize
        validationSchema={messageSettingsSchema}
        onSubmit={async (values) => {
          const result = await save(values).unwrap()
          showToast('success', result.message ?? 'Saved')
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Phone messages and bank transfer settings">
            <h3>Phone messages</h3>
            <p>Clients who agree get their booking and order messages on their phone. The wizard and My Account offer this channel first.</p>
            <Fields>
              <SelectField name="defaultChannel" label="Channel offered first">
                {channelOptions}
              </SelectField>
              <TextField name="ownerPhone" label="Your phone for new-order and new-booking alerts" type="tel" autoComplete="tel" placeholder="0803 123 4567" />
              <SelectField name="ownerChannel" label="Your alerts by">
                {channelOptions}
              </SelectField>
            </Fields>
            <h3>Bank transfer</h3>
            <p>The account clients pay into when they choose bank transfer. The wizard, the order confirmation and every message about a transfer show it. Leave all three empty to show none.</p>
            <Fields>
              <TextField name="bank" label="Bank" placeholder="GTBank" />
              <TextField name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" />
              <TextField name="accountName" label="Account name" autoComplete="off" />
            </Fields>
            <Button type="submit" disabled={isSubmitting}>
              Save settings
            </Button>
          </Form>
        )}
      </Formik>
    </Settings>
  )
}
