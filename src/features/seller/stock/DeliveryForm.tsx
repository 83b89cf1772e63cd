import { FieldArray, Form, Formik, useField } from 'formik'
import styled from 'styled-components'
import { Button, TextButton } from '../../../components/Button'
import { FieldError, Input, TextField } from '../../../components/Field'
import { formatNaira } from '../../../contract/money'
import { shopDate } from '../../../contract/shopClock'
import { deliverySchema, DELIVERY_MAX_LINES } from '../../../contract/stock'
import { showToast } from '../../../shared/toasts'
import { useRecordDeliveryMutation, useSearchStockProductsQuery } from './stockApi'
import { useTypedSearch } from '../typedSearch'

interface LineValues {
  productId: string
  productName: string
  quantity: number | ''
  batchNumber: string
  expiresOn: string
  unitCost: number | ''
}

interface DeliveryValues {
  supplier: string
  reference: string
  lines: LineValues[]
}

const emptyLine = (from?: LineValues): LineValues => ({ productId: from?.productId ?? '', productName: from?.productName ?? '', quantity: '', batchNumber: '', expiresOn: '', unitCost: from?.unitCost ?? '' })
const emptyDelivery = (): DeliveryValues => ({ supplier: '', reference: '', lines: [emptyLine()] })

const Batch = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { padding: 0 ${({ theme }) => theme.space.xs}; font-weight: 600; }
`

// On a phone one field under another; from a tablet up, quantity, expiry and cost side by side.
const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, 1fr); align-items: end; }
`

const Found = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
`

const Chosen = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`

/** A line's product: searched by name (or a scanned SKU) and chosen, or the one chosen with a way to change it. */
function ProductPicker({ index }: { index: number }) {
  const [id, idMeta, idHelpers] = useField<string>(`lines.${index}.productId`)
  const [name, , nameHelpers] = useField<string>(`lines.${index}.productName`)
  const { text, setText, asked } = useTypedSearch()
  const { data: found = [], isFetching } = useSearchStockProductsQuery(asked, { skip: asked === '' })
  const searchId = `delivery-product-${index}`
  const errorId = `${searchId}-error`
  if (id.value) {
    return (
      <Chosen>
        <span>{name.value}</span>
        <TextButton type="button" onClick={() => void Promise.all([idHelpers.setValue(''), nameHelpers.setValue('')])} aria-label={`Change the product of batch ${index + 1}`}>
          Change
        </TextButton>
      </Chosen>
    )
  }
  const invalid = Boolean(idMeta.touched && idMeta.error)
  return (
    <div>
      <label htmlFor={searchId}>Product (name or SKU)</label>
      <Input id={searchId} type="search" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} $invalid={invalid} />
      {invalid && (
        <FieldError id={errorId} role="alert">
          {idMeta.error}
        </FieldError>
      )}
      {asked !== '' && !isFetching && found.length === 0 && <p>No product matches.</p>}
      {asked !== '' && found.length > 0 && (
        <Found aria-label={`Products found for batch ${index + 1}`}>
          {found.map((product) => (
            <li key={product._id}>
              <span>
                {product.name} · {formatNaira(product.price)}
              </span>
              <Button
                type="button"
                $variant="outline"
                aria-label={`Choose ${product.name}`}
                onClick={() => {
                  void idHelpers.setValue(product._id)
                  void nameHelpers.setValue(product.name)
                  setText('')
                }}
              >
                Choose
              </Button>
            </li>
          ))}
        </Found>
      )}
    </div>
  )
}

/** A delivery from a supplier, batch by batch: product, units, batch number, expiry date and unit cost. Fits a phone. */
export function DeliveryForm() {
  const [record] = useRecordDeliveryMutation()
  return (
    <Formik<DeliveryValues>
      initialValues={emptyDelivery()}
      validationSchema={deliverySchema}
      onSubmit={async (values, { resetForm }) => {
        const cast = deliverySchema.cast(values)
        const answer = await record({
          supplier: cast.supplier,
          ...(cast.reference && { reference: cast.reference }),
          lines: cast.lines.map(({ productId, quantity, batchNumber, expiresOn, unitCost }) => ({ productId, quantity, unitCost, ...(batchNumber && { batchNumber }), ...(expiresOn && { expiresOn }) })),
        })
        if ('data' in answer && answer.data) {
          showToast('success', answer.data.message ?? 'Delivery recorded')
          resetForm({ values: emptyDelivery() })
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="Record a delivery">
          <TextField name="supplier" label="Supplier" autoComplete="organization" maxLength={200} />
          <TextField name="reference" label="Invoice or waybill number (optional)" maxLength={200} />
          <FieldArray name="lines">
            {({ push, remove }) => (
              <>
                {values.lines.map((_line, index) => (
                  <Batch key={index}>
                    <legend>Batch {index + 1}</legend>
                    <ProductPicker index={index} />
                    <Row>
                      <TextField name={`lines.${index}.quantity`} label="Units" type="number" inputMode="numeric" min="1" step="1" />
                      <TextField name={`lines.${index}.batchNumber`} label="Batch number (optional)" maxLength={40} autoCapitalize="characters" />
                      <TextField name={`lines.${index}.expiresOn`} label="Expiry date" type="date" min={shopDate()} hint="Leave empty when the label has none." />
                      <TextField name={`lines.${index}.unitCost`} label="Unit cost (₦)" type="number" inputMode="decimal" min="0" step="0.01" />
                    </Row>
                    {values.lines.length > 1 && (
                      <TextButton type="button" $danger onClick={() => remove(index)} aria-label={`Remove batch ${index + 1}`}>
                        Remove batch
                      </TextButton>
                    )}
                  </Batch>
                ))}
                {values.lines.length < DELIVERY_MAX_LINES && (
                  <Button type="button" $variant="outline" onClick={() => push(emptyLine(values.lines.at(-1)))}>
                    Add another batch
                  </Button>
                )}
              </>
            )}
          </FieldArray>
          <Actions>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Recording…' : 'Record delivery'}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  )
}
