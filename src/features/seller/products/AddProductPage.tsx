import { Form, Formik, type FormikHelpers } from 'formik'
import { Button } from '../../../components/Button'
import { sellerMessages } from '../../../contract/sellerMessages'
import { showToast } from '../../../shared/toasts'
import { bulletPoints, Card, emptyProductForm, ProductFields, productFormSchema, UploadProgress, type ProductFormValues } from './ProductForm'
import { SellerHeading } from '../SellerHeading'
import { useAddProductMutation } from './productsAdminApi'

const initialValues = emptyProductForm()

export function AddProductPage() {
  const [addProduct, { isLoading: isUploading }] = useAddProductMutation()

  const onSubmit = async (values: ProductFormValues, { resetForm }: FormikHelpers<ProductFormValues>) => {
    const form = new FormData()
    const { name, category, price, offerPrice, weight, nafdacNumber, stockCount, lowStockThreshold } = productFormSchema.cast(values)
    form.append('productData', JSON.stringify({ name, description: bulletPoints(values.description), category, price, offerPrice, weight: weight || undefined, nafdacNumber, stockCount, lowStockThreshold }))
    for (const image of values.images) if (image && typeof image !== 'string') form.append('images', image)
    const { data } = await addProduct(form)
    if (data) {
      showToast('success', data.message ?? sellerMessages.product.added)
      resetForm()
    }
  }

  return (
    <>
      <SellerHeading title="Add Product" />
      <Card>
        <Formik initialValues={initialValues} validationSchema={productFormSchema} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <ProductFields />
              {isUploading && <UploadProgress label="Uploading the images and saving the product…" />}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Adding…' : 'Add Product'}
              </Button>
            </Form>
          )}
        </Formik>
      </Card>
    </>
  )
}
