import { FieldArray, Form, Formik, type FormikHelpers } from 'formik'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import * as yup from 'yup'
import { Button, TextButton } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { ResponsiveImage } from '../../../components/ResponsiveImage'
import { COLOUR_PATTERN, isSwatchOption, MAX_GROUP_OPTIONS } from '../../../contract/variants'
import { paths } from '../../../contract/routes'
import { addVariantSchema, editGroupSchema, optionNameSchema, optionValueSchema, productNameSchema } from '../../../contract/schemas'
import type { SellerProduct } from '../../../contract/seller'
import { showToast } from '../../../shared/toasts'
import { Card, Hint } from './ProductForm'
import { StockBadge } from './StockBadge'
import { useAddVariantMutation, useArchiveProductMutation, useGroupProductMutation, useSaveProductMutation, useSaveVariantsMutation } from './productsAdminApi'

const Section = styled(Card)`
  max-width: none;
  margin-top: ${({ theme }) => theme.space.lg};
  /* A phone's width goes to the fields, not to two frames' padding. */
  @media (max-width: 479px) { padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm}; }
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.md}; font-family: ${({ theme }) => theme.fonts.body}; }
  & > p { margin: 0 0 ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.muted}; }
`

/** The grid's fields side by side as the screen allows: a row is one line on a desktop, a card of two columns on a phone. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: 0 ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(auto-fit, minmax(110px, 1fr)); }
`

/** An option's value (a shade's name) takes the card's whole width on a phone: it is the longest text of the row. */
const Wide = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} { grid-column: auto; }
`

/** The options' names: short words, not the page's width. */
const OptionNames = styled(Fields)`
  max-width: 520px;
`

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Row = styled.li<{ $archived: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $archived }) => ($archived ? '#f6f1f3' : 'transparent')};
  min-width: 0;
  ${({ theme }) => theme.media.lg} { grid-template-columns: 150px minmax(0, 1fr) 120px; align-items: start; }
`

const Picture = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img { width: 56px; height: 56px; border-radius: ${({ theme }) => theme.radii.sm}; object-fit: cover; border: 1px solid ${({ theme }) => theme.colors.line}; }
  label { cursor: pointer; color: ${({ theme }) => theme.colors.primary}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; text-decoration: underline; }
  label:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.lg} { flex-direction: column; align-items: flex-start; }
  a { font-weight: 600; }
`

/** A colour field with its swatch beside it, as the shop will show it. */
const ColourField = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space.xs};
  & > div { flex: 1; min-width: 0; }
  /* Level with the 44 px input: above the field's error line and margin. */
  & > span {
    flex: none;
    width: 28px;
    height: 28px;
    margin-bottom: calc(${({ theme }) => theme.fontSizes.sm} * 1.5 + ${({ theme }) => theme.space.sm} + 8px);
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: 50%;
  }
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`

/** A field of a row, named for a screen reader with the row it belongs to. */
const labelOf = (row: string, field: string) => `${field}${row ? ` (${row})` : ''}`

const numberOrEmpty = (value: number | null | undefined): number | '' => (value === null || value === undefined ? '' : value)

interface RowValues {
  id: string
  values: string[]
  price: number | ''
  offerPrice: number | ''
  stockCount: number | ''
  sku: string
  colour: string
}

interface GridValues {
  options: string[]
  rows: RowValues[]
}

const rowValues = (row: SellerProduct): RowValues => ({
  id: row._id,
  values: row.variant?.options.map((option) => option.value) ?? [],
  price: row.price,
  offerPrice: row.offerPrice,
  stockCount: numberOrEmpty(row.stockCount),
  sku: row.sku ?? '',
  colour: row.variant?.colour ?? '',
})

/** A shade's colour field (a hex value) and its swatch, shown while what is typed is a colour. */
function Colour({ name, label, value, ...rest }: { name: string; label: string; value: string; 'aria-label'?: string }) {
  return (
    <ColourField>
      <TextField name={name} label={label} maxLength={7} placeholder="#6B3E26" autoComplete="off" spellCheck={false} {...rest} />
      <span aria-hidden="true" style={{ background: COLOUR_PATTERN.test(value.trim()) ? value.trim() : 'transparent' }} />
    </ColourField>
  )
}

/** A name that ends with its shade or size ("Full Cover Foundation, Mahogany"): the name and the value apart. */
function splitName(name: string): { groupName: string; value: string } {
  const at = name.lastIndexOf(', ')
  return at > 0 ? { groupName: name.slice(0, at).trim(), value: name.slice(at + 2).trim() } : { groupName: name, value: '' }
}

/**
 * A single product becomes the first of its shades or sizes: the option's name, this product's value of it, and the
 * name every shade or size will share (a name ending ", Mahogany" is suggested without it, Mahogany as the value).
 */
function MakeGroup({ product }: { product: SellerProduct }) {
  const [groupProduct] = useGroupProductMutation()
  const onSubmit = async ({ option, value, groupName }: { option: string; value: string; groupName: string }) => {
    const { data } = await groupProduct({ id: product._id, options: [option.trim()], values: [value.trim()], name: groupName.trim() })
    if (data?.message) showToast('success', data.message)
  }
  return (
    <>
      <p>Sell this product in shades or sizes, each with its own price, stock, SKU and picture, on one product page. Until you do, it stays a single product.</p>
      <Formik
        initialValues={{ option: 'Shade', ...splitName(product.name) }}
        validationSchema={yup.object({ option: optionNameSchema, value: optionValueSchema, groupName: productNameSchema })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Fields>
              <TextField name="option" label="Option (e.g. Shade or Size)" maxLength={40} />
              <TextField name="value" label="This product’s value (e.g. Ebony 540)" maxLength={40} />
              <Wide>
                <TextField name="groupName" label="Name, without the shade or size" hint="Every shade or size shows this name, its own value beside it." maxLength={200} />
              </Wide>
            </Fields>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding…' : 'Add shades or sizes'}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  )
}

/** A row's picture, changed at once: its first image is replaced by the file chosen (the row's other images stay). */
function RowPicture({ row, name }: { row: SellerProduct; name: string }) {
  const [saveProduct, { isLoading }] = useSaveProductMutation()
  const inputId = useId()
  const change = async (file: File | undefined) => {
    if (!file) return
    const form = new FormData()
    form.append('images', file)
    const { name: productName, description, category, price, offerPrice, weight, lowStockThreshold } = row
    form.append('productData', JSON.stringify({ name: productName, description, category, price, offerPrice, weight, lowStockThreshold, images: ['upload:1', ...row.image.slice(1)] }))
    const { data } = await saveProduct({ id: row._id, form })
    if (data?.message) showToast('success', data.message)
  }
  return (
    <Picture>
      <ResponsiveImage src={row.image[0]} alt="" width={56} height={56} />
      <label htmlFor={inputId}>
        {isLoading ? 'Uploading…' : 'Change picture'}
        <span className="visually-hidden"> of {name}</span>
        <input id={inputId} type="file" accept="image/*" className="visually-hidden" disabled={isLoading} onChange={(event) => void change(event.target.files?.[0])} />
      </label>
    </Picture>
  )
}

function ArchiveRow({ row, name }: { row: SellerProduct; name: string }) {
  const [archiveProduct, { isLoading }] = useArchiveProductMutation()
  const toggle = async () => {
    const { data } = await archiveProduct({ id: row._id, archived: !row.archived })
    if (data?.message) showToast('success', data.message)
  }
  return (
    <TextButton type="button" onClick={() => void toggle()} disabled={isLoading}>
      {row.archived ? 'Restore' : 'Archive'}
      <span className="visually-hidden"> {name}</span>
    </TextButton>
  )
}

/** The owner's grid: the options' names, and each row's values, prices, stock, SKU and picture; one save for all. */
function VariantGrid({ group, variants }: { group: string; variants: SellerProduct[] }) {
  const [saveVariants] = useSaveVariantsMutation()
  const initialValues: GridValues = { options: variants[0]?.variant?.options.map((option) => option.name) ?? [], rows: variants.map(rowValues) }
  const byId = new Map(variants.map((row) => [row._id, row]))

  const onSubmit = async (values: GridValues, { resetForm }: FormikHelpers<GridValues>) => {
    const cast = editGroupSchema.cast(values)
    const rows = cast.rows.map((row, index) => {
      // A count is sent only when changed here: orders may have taken units since the page was opened.
      const { stockCount, ...rest } = row
      return values.rows[index]!.stockCount === initialValues.rows[index]!.stockCount ? rest : { ...rest, stockCount }
    })
    const { data } = await saveVariants({ group, options: cast.options, rows })
    if (data) {
      showToast('success', data.message ?? 'Saved')
      resetForm({ values })
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={editGroupSchema} onSubmit={onSubmit}>
      {({ values, isSubmitting, setFieldValue }) => (
        <Form noValidate>
          <h3>Options</h3>
          <FieldArray name="options">
            {() => (
              <>
                <OptionNames>
                  {values.options.map((_, index) => (
                    <TextField key={index} name={`options.${index}`} label={`Option ${index + 1}`} maxLength={40} />
                  ))}
                </OptionNames>
                {values.options.length < MAX_GROUP_OPTIONS && (
                  <TextButton
                    type="button"
                    onClick={() => {
                      void setFieldValue('options', [...values.options, ''])
                      void setFieldValue('rows', values.rows.map((row) => ({ ...row, values: [...row.values, ''] })))
                    }}
                  >
                    Add an option (e.g. Size)
                  </TextButton>
                )}
              </>
            )}
          </FieldArray>
          <h3>Each shade or size</h3>
          <Rows>
            {values.rows.map((row, index) => {
              const product = byId.get(row.id)!
              const name = row.values.join(', ')
              return (
                <Row key={row.id} $archived={product.archived}>
                  <RowPicture row={product} name={name} />
                  <Fields>
                    {values.options.map((option, at) => (
                      <Wide key={at}>
                        <TextField name={`rows.${index}.values.${at}`} label={option || `Option ${at + 1}`} maxLength={40} />
                      </Wide>
                    ))}
                    <TextField name={`rows.${index}.price`} label="Price (₦)" aria-label={labelOf(name, 'Price (₦)')} type="number" inputMode="decimal" min="0" step="0.01" />
                    <TextField name={`rows.${index}.offerPrice`} label="Offer price (₦)" aria-label={labelOf(name, 'Offer price (₦)')} type="number" inputMode="decimal" min="0" step="0.01" />
                    <TextField name={`rows.${index}.stockCount`} label="In stock" aria-label={labelOf(name, 'In stock')} type="number" inputMode="numeric" min="0" step="1" placeholder="Not counted" />
                    <TextField name={`rows.${index}.sku`} label="SKU" aria-label={labelOf(name, 'SKU')} maxLength={64} />
                    {values.options.some(isSwatchOption) && <Colour name={`rows.${index}.colour`} label="Colour" aria-label={labelOf(name, 'Colour')} value={row.colour} />}
                  </Fields>
                  <RowActions>
                    <StockBadge product={product} />
                    <Link to={paths.sellerProduct(product._id)}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </Link>
                    <ArchiveRow row={product} name={name} />
                  </RowActions>
                </Row>
              )
            })}
          </Rows>
          <Buttons>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save shades and sizes'}
            </Button>
          </Buttons>
        </Form>
      )}
    </Formik>
  )
}

/** One more shade or size: the group's name, words and the first row's pictures, its own values, prices, stock, SKU and colour. */
function AddVariant({ group, options }: { group: string; options: string[] }) {
  const [addVariant] = useAddVariantMutation()
  // Under `added`: the page's product form has fields of the same names, and each field's id comes from its name.
  const initialValues = { added: { values: options.map(() => ''), price: '' as number | '', offerPrice: '' as number | '', stockCount: '' as number | '', sku: '', colour: '' } }
  const onSubmit = async ({ added }: typeof initialValues, { resetForm }: FormikHelpers<typeof initialValues>) => {
    const { stockCount, offerPrice, ...rest } = addVariantSchema.cast(added)
    const { data } = await addVariant({ group, ...rest, ...(offerPrice === null || offerPrice === undefined ? {} : { offerPrice }), ...(stockCount === null || stockCount === undefined ? {} : { stockCount }) })
    if (data) {
      showToast('success', data.message ?? 'Added')
      resetForm()
    }
  }
  return (
    <>
      <h3>Add a shade or size</h3>
      <Formik initialValues={initialValues} validationSchema={yup.object({ added: addVariantSchema })} onSubmit={onSubmit}>
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label="Add a shade or size">
            <Fields>
              {options.map((option, index) => (
                <TextField key={index} name={`added.values.${index}`} label={`New ${option}`} maxLength={40} />
              ))}
              <TextField name="added.price" label="Price (₦)" type="number" inputMode="decimal" min="0" step="0.01" />
              <TextField name="added.offerPrice" label="Offer price (₦)" type="number" inputMode="decimal" min="0" step="0.01" placeholder="The price" />
              <TextField name="added.stockCount" label="In stock" type="number" inputMode="numeric" min="0" step="1" placeholder="Not counted" />
              <TextField name="added.sku" label="SKU (optional)" maxLength={64} />
              {options.some(isSwatchOption) && <Colour name="added.colour" label="Colour (optional)" value={values.added.colour} />}
            </Fields>
            <Button type="submit" $variant="outline" disabled={isSubmitting}>
              {isSubmitting ? 'Adding…' : 'Add'}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  )
}

/** The edit page's shades and sizes: grouping a single product, then the grid of its group's rows. */
export function VariantsSection({ product, variants }: { product: SellerProduct; variants: SellerProduct[] }) {
  const group = product.variant?.group
  return (
    <Section as="section" aria-labelledby="variants-heading">
      <h2 id="variants-heading">Shades and sizes</h2>
      {group ? (
        <>
          <p>Each row is sold on its own: its price, stock and SKU are its own, and its picture shows when a shopper picks it. The name, category and description are the group’s.</p>
          <VariantGrid key={variants.map((row) => row._id).join()} group={group} variants={variants} />
          <AddVariant key={`add-${variants.length}`} group={group} options={variants[0]?.variant?.options.map((option) => option.name) ?? []} />
          <Hint>Archive a shade or size to stop selling it; the others stay in the shop.</Hint>
        </>
      ) : (
        <MakeGroup product={product} />
      )}
    </Section>
  )
}
