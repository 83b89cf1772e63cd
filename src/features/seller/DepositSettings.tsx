import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { salonSettingsSchema } from '../../contract/salonAdmin'
import { showToast } from '../../shared/toasts'
import { useGetSalonSettingsQuery, useSaveSalonSettingsMutation } from './salonAdminApi'

const Section = styled.section`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  form { display: grid; justify-items: start; gap: ${({ theme }) => theme.space.xs}; }
  form > div { width: 100%; max-width: 14rem; }
`

/** The salon's settings on /seller/services: the deposit a card booking pays to hold its time. */
export function DepositSettings() {
  const { data } = useGetSalonSettingsQuery()
  const [save, saving] = useSaveSalonSettingsMutation()
  return (
    <Section aria-labelledby="deposit-settings">
      <h2 id="deposit-settings">Card deposit</h2>
      <p>A client who books and pays by card pays this share of the service's price online to hold her time; the rest is paid at the salon. 0 takes no deposit.</p>
      {data && (
        <Formik
          initialValues={{ depositPercent: data.settings.depositPercent }}
          enableReinitialize
          validationSchema={salonSettingsSchema}
          onSubmit={async (values) => {
            const { settings } = await save({ depositPercent: Number(values.depositPercent) }).unwrap()
            showToast('success', settings.depositPercent > 0 ? `Card bookings now pay a ${settings.depositPercent} % deposit` : 'Card bookings now pay no deposit')
          }}
        >
          <Form noValidate>
            <TextField name="depositPercent" label="Deposit (% of the price)" type="number" inputMode="numeric" min={0} max={100} step={1} />
            <Button type="submit" disabled={saving.isLoading}>
              Save deposit
            </Button>
          </Form>
        </Formik>
      )}
    </Section>
  )
}
