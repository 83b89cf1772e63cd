import { Form, Formik, type FormikHelpers } from 'formik'
import { useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { Spinner } from '../../../components/Spinner'
import { messages } from '../../../contract/messages'
import { sellerMessages } from '../../../contract/sellerMessages'
import { paths } from '../../../contract/routes'
import { lowStockThresholdSchema, productSchema, stockCountSchema } from '../../../contract/schemas'
import type { SellerProduct } from '../../../contract/seller'
import { showToast } from '../../../shared/toasts'
import { useArchiveProductMutation, useDeleteProductMutation, useGetSellerProductQuery, useSaveProductMutation } from './productsAdminApi'
import { bulletPoints, Card, Hint, imageSlots, Pair, ProductFields, productFormSchema, UploadProgress, type ProductFormValues } from './ProductForm'
import { SellerHeading } from '../SellerHeading'
import { StockBadge } from './StockBadge'
import { listPathFrom } from '../listLinks'
import { VariantsSection } from './VariantsSection'

interface EditValues extends ProductFormValues {
  weight: string
  stockCount: number | ''
  lowStockThreshold: number | ''
}

const editSchema = productFormSchema.concat(productSchema.pick(['weight'])).shape({ stockCount: stockCountSchema, lowStockThreshold: lowStockThresholdSchema })

const valuesOf = (product: SellerProduct): EditValues => ({
  images: imageSlots(product.image),
  name: product.name,
  description: product.description.join('\n'),
  category: product.category,
  price: product.price,
  offerPrice: product.offerPrice,
  weight: product.weight ?? '',
  stockCount: product.stockCount ?? '',
  lowStockThreshold: product.lowStockThreshold,
})

/** The list as the seller left it (its filters), when she came from there. */
function useListAddress() {
  return listPathFrom(paths.sellerProducts, useLocation().state)
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 640px) minmax(240px, 320px); }
`

const Section = styled.section`
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.md}; font-family: ${({ theme }) => theme.fonts.body}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & + h2 { margin-top: ${({ theme }) => theme.space.lg}; }
`

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const DangerButton = styled(Button)`
  && { border-color: ${({ theme }) => theme.colors.danger}; color: ${({ theme }) => theme.colors.danger}; background: transparent; }
  &&:hover:not(:disabled) { background: #fbe4e2; }
`

const ConfirmButton = styled(Button)`
  && { border-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.danger}; color: #fff; }
  &&:hover:not(:disabled) { background: #8c1d17; border-color: #8c1d17; }
`

// On a phone the two choices are full-width rows; side by side from a small tablet up.
const DialogActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { display: flex; justify-content: flex-end; }
`

const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
`

const Dialog = styled.div`
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; padding-right: ${({ theme }) => theme.space.xl}; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
  p { margin: 0 0 ${({ theme }) => theme.space.lg}; color: ${({ theme }) => theme.colors.muted}; }
`

function DeleteDialog({ product, onClose }: { product: SellerProduct; onClose(): void }) {
  const [deleteProduct, { isLoading }] = useDeleteProductMutation()
  const navigate = useNavigate()
  const list = useListAddress()
  const confirm = async () => {
    const { data } = await deleteProduct(product._id)
    if (!data) return onClose()
    showToast('success', data.message ?? sellerMessages.product.deleted)
    void navigate(list)
  }
  return (
    <Modal title="Delete product" onClose={onClose}>
      <Dialog>
        <h2>Delete {product.name}?</h2>
        <p>It leaves the shop and your product list for good, with its images. A product on past orders cannot be deleted: archive it instead.</p>
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <ConfirmButton type="button" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Deleting…' : 'Delete product'}
          </ConfirmButton>
        </DialogActions>
      </Dialog>
    </Modal>
  )
}

function ShopStatus({ product }: { product: SellerProduct }) {
  const [archiveProduct, { isLoading }] = useArchiveProductMutation()
  const [confirming, setConfirming] = useState(false)
  const toggle = async () => {
    const { data } = await archiveProduct({ id: product._id, archived: !product.archived })
    if (data?.message) showToast('success', data.message)
  }
  return (
    <Card as={Section} aria-labelledby="shop-status">
      <h2 id="shop-status">In the shop</h2>
      <p>
        {product.archived
          ? 'Archived: shoppers no longer find it and cannot order it. Past orders and carts still name it.'
          : 'Shoppers find it in the shop. Archive it to stop selling it while past orders keep naming it.'}
      </p>
      <Actions>
        <Button type="button" $variant="outline" onClick={() => void toggle()} disabled={isLoading}>
          {product.archived ? 'Restore to shop' : 'Archive'}
        </Button>
        {!product.archived && <ShopLink to={paths.product(product.category, product._id)}>View in shop</ShopLink>}
      </Actions>
      <h2>Delete</h2>
      <p>Only a product that no order names can be deleted.</p>
      <DangerButton type="button" onClick={() => setConfirming(true)}>
        Delete…
      </DangerButton>
      {confirming && <DeleteDialog product={product} onClose={() => setConfirming(false)} />}
    </Card>
  )
}

function ProductEditor({ product }: { product: SellerProduct }) {
  const [saveProduct, { isLoading: isUploading }] = useSaveProductMutation()
  // What the form started from (and was last saved as): a refetch of the product meanwhile (after Archive,
  // say) must not make an untouched quantity look changed, or the page would write back a stale count.
  const [initialValues] = useState(() => valuesOf(product))
  const saved = useRef(initialValues)

  const onSubmit = async (values: EditValues, { resetForm }: FormikHelpers<EditValues>) => {
    const { name, category, price, offerPrice, weight, stockCount, lowStockThreshold } = editSchema.cast(values)
    const form = new FormData()
    let uploads = 0
    const images = values.images.flatMap((image) => {
      if (!image) return []
      if (typeof image === 'string') return [image]
      form.append('images', image)
      return [`upload:${(uploads += 1)}`]
    })
    // The count is sent only when changed here: orders may have taken units since the page was opened.
    const counted = values.stockCount === saved.current.stockCount ? {} : { stockCount }
    const productData = { name, description: bulletPoints(values.description), category, price, offerPrice, weight: weight || undefined, images, lowStockThreshold, ...counted }
    form.append('productData', JSON.stringify(productData))
    const { data } = await saveProduct({ id: product._id, form })
    if (data) {
      showToast('success', data.message ?? sellerMessages.product.saved)
      saved.current = valuesOf(data.product)
      resetForm({ values: saved.current })
    }
  }

  return (
    <Layout>
      <Card>
        <Formik initialValues={initialValues} validationSchema={editSchema} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <ProductFields reorder />
              <TextField name="weight" label="Weight or size (optional)" placeholder="e.g. 250 g or 30 ml" maxLength={50} />
              <Pair>
                <TextField name="stockCount" label="Quantity in stock" type="number" inputMode="numeric" min="0" step="1" placeholder="Not counted" />
                <TextField name="lowStockThreshold" label="Low-stock alert at" type="number" inputMode="numeric" min="0" step="1" />
              </Pair>
              <Hint>Leave the quantity empty when you do not count this product. Orders take units as they are placed.</Hint>
              {isUploading && <UploadProgress label="Uploading the images and saving the product…" />}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save Product'}
              </Button>
            </Form>
          )}
        </Formik>
      </Card>
      <ShopStatus product={product} />
    </Layout>
  )
}

/** /seller/products/:id: every field of the product, its images in order, its stock, and archiving or deleting it. */
export function EditProductPage() {
  const { id = '' } = useParams()
  const list = useListAddress()
  const { data, isLoading } = useGetSellerProductQuery(id)
  const product = data?.product
  return (
    <>
      <Back to={list}>‹ All products</Back>
      <SellerHeading title="Edit Product" />
      {isLoading ? (
        <Spinner label="Loading the product…" />
      ) : !product ? (
        <p>{messages.product.notFound}.</p>
      ) : (
        <>
          <Status>
            <span>Stock:</span>
            <StockBadge product={product} />
          </Status>
          <ProductEditor key={product._id} product={product} />
          <VariantsSection product={product} variants={data?.variants ?? []} />
        </>
      )}
    </>
  )
}
