import { Form, Formik } from 'formik'
import { Button } from '../../../components/Button'
import { CheckboxField, TextField } from '../../../components/Field'
import { Panel } from '../../../components/Panel'
import { stockMessages, stockSettingsSchema } from '../../../contract/stock'
import { showToast } from '../../../shared/toasts'
import { useGetStockSettingsQuery, useSaveStockSettingsMutation } from './stockApi'

/** The owner's stock settings: whether cosmetics need their NAFDAC number to be sold, and how far ahead expiry is warned of. */
export function StockSettingsForm() {
  const { data } = useGetStockSettingsQuery()
  const [save] = useSaveStockSettingsMutation()
  if (!data) return null
  return (
    <Panel aria-labelledby="stock-settings">
      <h2 id="stock-settings">Stock settings</h2>
      <Formik
        initialValues={data}
        enableReinitialize
        validationSchema={stockSettingsSchema}
        onSubmit={async (values) => {
          const answer = await save(stockSettingsSchema.cast(values))
          if ('data' in answer && answer.data) showToast('success', answer.data.message ?? stockMessages.settingsSaved)
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate aria-label="Stock settings">
            <CheckboxField name="requireNafdac" label="Sell cosmetics only with their NAFDAC number (a product without one cannot be put on sale)" />
            <TextField name="expiryWarningDays" label="Warn of batches expiring within (days)" type="number" inputMode="numeric" min="1" max="365" step="1" />
            <Button type="submit" $variant="outline" disabled={isSubmitting || !dirty}>
              {isSubmitting ? 'Saving…' : 'Save stock settings'}
            </Button>
          </Form>
        )}
      </Formik>
    </Panel>
  )
}
