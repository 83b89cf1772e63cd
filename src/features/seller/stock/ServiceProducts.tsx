import { FieldArray, Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button, TextButton } from '../../../components/Button'
import { Input, TextField } from '../../../components/Field'
import { Spinner } from '../../../components/Spinner'
import { serviceProductsSchema, SERVICE_PRODUCT_MIN, SERVICE_PRODUCTS_MAX } from '../../../contract/stock'
import { showToast } from '../../../shared/toasts'
import { useTypedSearch } from '../typedSearch'
import { useGetServiceProductsQuery, useSaveServiceProductsMutation, useSearchStockProductsQuery } from './stockApi'

interface UsedValues {
  products: { productId: string; name: string; salonStock: number; amount: number | '' }[]
}

const Used = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 1fr auto; align-items: end; gap: 0 ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
`

const Found = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.xs} 0; }
`

/** Finds a product by name or SKU to add to what the service uses. */
function AddProduct({ onChoose, taken }: { onChoose: (product: { _id: string; name: string }) => void; taken: string[] }) {
  const { text, setText, asked, setAsked } = useTypedSearch()
  const { data: found = [], isFetching } = useSearchStockProductsQuery(asked, { skip: asked === '' })
  return (
    <>
      <label htmlFor="service-product-search">Add a product (name or SKU)</label>
      <Input id="service-product-search" type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      {isFetching && <Spinner label="Searching products" />}
      <Found aria-label="Products found">
        {found
          .filter((product) => !taken.includes(product._id))
          .map((product) => (
            <li key={product._id}>
              <span>{product.name}</span>
              <TextButton
                type="button"
                aria-label={`Use ${product.name}`}
                onClick={() => {
                  onChoose(product)
                  setText('')
                  setAsked('')
                }}
              >
                Use
              </TextButton>
            </li>
          ))}
      </Found>
    </>
  )
}

/**
 * The products one visit of a service uses, in units of each (1: a tube; 0.03: 30 ml of a litre): completing a visit
 * takes them from the stock kept for the salon.
 */
export function ServiceProducts({ service }: { service: string }) {
  const { data, isLoading } = useGetServiceProductsQuery(service)
  const [save] = useSaveServiceProductsMutation()
  if (isLoading || !data) return <Spinner label="Loading the products it uses" />
  return (
    <Formik<UsedValues>
      initialValues={{ products: data.map((row) => ({ productId: row.productId, name: row.name, salonStock: row.salonStock, amount: row.amount })) }}
      validationSchema={serviceProductsSchema}
      enableReinitialize
      onSubmit={async ({ products }) => {
        const answer = await save({ service, products: products.map(({ productId, amount }) => ({ productId, amount: Number(amount) })) }).unwrap()
        showToast('success', answer.message ?? 'Saved')
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="Products used">
          <h3>Products used</h3>
          <p>Each completed visit takes these from the stock kept for the salon. 1 is a tube or a jar; 0.03 is 30 ml of a litre.</p>
          <FieldArray name="products">
            {({ push, remove }) => (
              <>
                <Used>
                  {values.products.map((row, index) => (
                    <li key={row.productId}>
                      <div>
                        <TextField name={`products.${index}.amount`} label={`Units per visit of ${row.name}`} type="number" inputMode="decimal" min={SERVICE_PRODUCT_MIN} step="any" />
                        <p>{row.salonStock} kept for the salon</p>
                      </div>
                      <TextButton type="button" onClick={() => remove(index)} aria-label={`Stop using ${row.name}`}>
                        Remove
                      </TextButton>
                    </li>
                  ))}
                </Used>
                {values.products.length < SERVICE_PRODUCTS_MAX && (
                  <AddProduct taken={values.products.map((row) => row.productId)} onChoose={(product) => push({ productId: product._id, name: product.name, salonStock: 0, amount: 1 })} />
                )}
              </>
            )}
          </FieldArray>
          <Button type="submit" $variant="outline" disabled={isSubmitting}>
            Save products used
          </Button>
        </Form>
      )}
    </Formik>
  )
}
