import { Field, Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { counterMessages, counterSettingsSchema } from '../../../contract/counter'
import { showToast } from '../../../shared/toasts'
import { useGetCounterSettingsQuery, useSaveCounterSettingsMutation } from './counterApi'

const cm = counterMessages

const Settings = styled.section`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

// A boolean has no wrong value: the checkbox, its words and what they mean, without a field's error slot.
const Check = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 600;
  input { flex: none; width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  small { display: block; margin-top: ${({ theme }) => theme.space.xs}; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

/** The owner's counter setting: whether its prices include the tax. Shown only to a role that may change it. */
export function CounterSettingsForm() {
  const { data } = useGetCounterSettingsQuery()
  const [save] = useSaveCounterSettingsMutation()
  if (!data) return null
  return (
    <Settings aria-labelledby="counter-settings">
      <h2 id="counter-settings">{cm.settingsTitle}</h2>
      <Formik
        initialValues={data}
        enableReinitialize
        validationSchema={counterSettingsSchema}
        onSubmit={async (values) => {
          const answer = await save(values)
          if ('data' in answer && answer.data) showToast('success', answer.data.message ?? cm.settingsSaved)
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate aria-label={cm.settingsTitle}>
            <Check>
              <Field type="checkbox" id="counter-tax-included" name="taxIncluded" aria-describedby="counter-tax-hint" />
              <span>
                <label htmlFor="counter-tax-included">{cm.taxIncludedLabel}</label>
                <small id="counter-tax-hint">{cm.taxIncludedHint}</small>
              </span>
            </Check>
            <Button type="submit" $variant="outline" disabled={isSubmitting || !dirty}>
              {isSubmitting ? 'Saving…' : cm.saveSettings}
            </Button>
          </Form>
        )}
      </Formik>
    </Settings>
  )
}
