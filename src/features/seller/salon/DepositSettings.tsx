import { Formik } from 'formik'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { salonSettingsSchema } from '../../../contract/salonAdmin'
import { showToast } from '../../../shared/toasts'
import { useGetSalonSettingsQuery, useSaveSalonSettingsMutation } from './salonApi'
import { SettingsForm } from './salonForms'

/** The salon's settings on /seller/services: the deposit a card booking pays to hold its time. */
export function DepositSettings() {
  const { data } = useGetSalonSettingsQuery()
  const [save] = useSaveSalonSettingsMutation()
  if (!data) return null
  return (
    <Formik
      initialValues={{ depositPercent: data.settings.depositPercent }}
      enableReinitialize
      validationSchema={salonSettingsSchema}
      onSubmit={async (values) => {
        const { settings } = await save({ depositPercent: Number(values.depositPercent) }).unwrap()
        showToast('success', settings.depositPercent > 0 ? `Card bookings now pay a ${settings.depositPercent} % deposit` : 'Card bookings now pay no deposit')
      }}
    >
      {({ isSubmitting }) => (
        <SettingsForm noValidate aria-labelledby="deposit-settings">
          <h2 id="deposit-settings">Card deposit</h2>
          <p>A client who books and pays by card pays this share of the service's price online to hold her time; the rest is paid at the salon. 0 takes no deposit.</p>
          <TextField name="depositPercent" label="Deposit (% of the price)" type="number" inputMode="numeric" min={0} max={100} step={1} />
          <Button type="submit" disabled={isSubmitting}>
            Save deposit
          </Button>
        </SettingsForm>
      )}
    </Formik>
  )
}
