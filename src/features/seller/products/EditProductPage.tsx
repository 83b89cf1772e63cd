import { Form, Formik, type FormikHelpers } from 'formik'
import { useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Spinner } from '../../../components/Spinner'
import { messages } from '../../../contract/messages'
import { sellerMessages } from '../../../contract/sellerMessages'
import { paths } from '../../../contract/routes'
import type { SellerProduct } from '../../../contract/seller'
import { showToast } from '../../../shared/toasts'
import { useArchiveProductMutation, useDeleteProductMutation, useGetSellerProductQuery, useSaveProductMutation } from './productsAdminApi'
import { bulletPoints, Card, imageSlots, ProductFields, productFormSchema, UploadProgress, type ProductFormValues } from './ProductForm'
import { ConfirmDialog, DangerButton } from '../ConfirmDialog'
import { SellerHeading } from '../SellerHeading'
import { StockBadge } from './StockBadge'
import { listPathFrom } from '../listLinks'
import { VariantsSection } from './VariantsSection'

const valuesOf = (product: SellerProduct): ProductFormValues => ({
  images: imageSlots(product.image),
  name: product.name,
  description: product.description.join('\n'),
  category: product.category,
  price: product.price,
  offerPrice: product.offerPrice,
  weight: product.weight ?? '',
  nafdacNumber: product.nafdac ?? '',
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

const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
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
    <ConfirmDialog title={`Delete ${product.name}?`} keepLabel="Cancel" confirmLabel="Delete product" busyLabel="Deleting…" busy={isLoading} onConfirm={() => void confirm()} onClose={onClose}>
      <p>It leaves the shop and your product list for good, with its images. A product on past orders cannot be deleted: archive it instead.</p>
    </ConfirmDialog>
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

  const onSubmit = async (values: ProductFormValues, { resetForm }: FormikHelpers<ProductFormValues>) => {
    const { name, category, price, offerPrice, weight, nafdacNumber, stockCount, lowStockThreshold } = productFormSchema.cast(values)
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
    const productData = { name, description: bulletPoints(values.description), category, price, offerPrice, weight: weight || undefined, nafdacNumber, images, lowStockThreshold, ...counted }
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
        <Formik initialValues={initialValues} validationSchema={productFormSchema} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <ProductFields reorder />
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
            <Link to={`${paths.sellerStock}?product=${product._id}`}>Batches and history</Link>
          </Status>
          <ProductEditor key={product._id} product={product} />
          <VariantsSection product={product} variants={data?.variants ?? []} />
        </>
      )}
    </>
  )
}
