import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { campaignWords, stockAlertSchema } from '../../contract/campaigns'
import type { ApiResult } from '../../contract/types'
import { api } from '../../shared/api'
import { showToast } from '../../shared/toasts'

// "Tell me when it is back" on a product out of stock: loaded only with such a product's page, never with the home page.
const backInStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    askBackInStock: build.mutation<ApiResult, { product: string; contact: string }>({
      query: ({ product, contact }) => ({ url: `/campaigns/back-in-stock/${encodeURIComponent(product)}`, method: 'POST', body: { contact } }),
    }),
  }),
})

const Ask = styled(Form)`
  margin-top: ${({ theme }) => theme.space.md};
  text-align: left;
`

/** Her phone or e-mail for the one message when the product is back; first come, first told. */
export function BackInStock({ productId }: { productId: string }) {
  const [ask] = backInStockApi.useAskBackInStockMutation()
  return (
    <Formik
      initialValues={{ contact: '' }}
      validationSchema={stockAlertSchema}
      onSubmit={async ({ contact }, { resetForm }) => {
        const { data } = await ask({ product: productId, contact })
        if (!data) return
        showToast('success', data.message ?? campaignWords.alertSaved)
        resetForm()
      }}
    >
      {({ isSubmitting }) => (
        <Ask noValidate aria-label="Tell me when it is back">
          <TextField name="contact" label="Tell me when it is back" hint="Your phone number or e-mail: one message, when it returns" autoComplete="tel email" id="back-in-stock-contact" />
          <Button type="submit" $variant="outline" disabled={isSubmitting}>
            Notify me
          </Button>
        </Ask>
      )}
    </Formik>
  )
}
