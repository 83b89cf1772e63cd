import { Form, Formik, type FormikHelpers } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import * as yup from 'yup'
import { Button } from '../../components/Button'
import { FieldError, SelectField, TextAreaField, TextField } from '../../components/Field'
import { categories } from '../../content/categories'
import { MAX_PRODUCT_IMAGES } from '../../contract/limits'
import { messages } from '../../contract/messages'
import { productSchema } from '../../contract/schemas'
import { showToast } from '../../shared/toasts'
import { ImageSlots, imageProblem } from './ImageSlots'
import { SellerHeading } from './SellerHeading'
import { useAddProductMutation } from './sellerApi'

interface Values {
  images: (File | null)[]
  name: string
  description: string
  category: string
  price: number | ''
  offerPrice: number | ''
}

const initialValues: Values = {
  images: Array.from({ length: MAX_PRODUCT_IMAGES }, () => null),
  name: '',
  description: '',
  category: '',
  price: '',
  offerPrice: '',
}

// The contract's product rules, plus: a product without an image is never shown in the shop.
const formSchema = productSchema.pick(['name', 'category', 'price', 'offerPrice']).shape({
  images: yup.array().test('some-image', messages.product.imageRequired, (images) => (images ?? []).some(Boolean)),
})

/** One description line becomes one bullet point. */
const bulletPoints = (description: string) =>
  description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const Card = styled.div`
  max-width: 640px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;
  legend { margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  p { margin: ${({ theme }) => theme.space.sm} 0 0; }
`

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const Prices = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
`

// fetch reports no upload progress: while the images go up the bar runs without a value (indeterminate).
const Progress = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  progress { display: block; width: 100%; height: 8px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

export function AddProductPage() {
  const [addProduct, { isLoading: isUploading }] = useAddProductMutation()
  const [imageError, setImageError] = useState<string>()

  const onSubmit = async (values: Values, { resetForm }: FormikHelpers<Values>) => {
    const form = new FormData()
    const { name, category, price, offerPrice } = formSchema.cast(values)
    form.append('productData', JSON.stringify({ name, description: bulletPoints(values.description), category, price, offerPrice }))
    for (const image of values.images) if (image) form.append('images', image)
    const { data } = await addProduct(form)
    if (data) {
      showToast('success', data.message ?? messages.product.added)
      resetForm()
    }
  }

  return (
    <>
      <SellerHeading title="Add Product" />
      <Card>
        <Formik initialValues={initialValues} validationSchema={formSchema} onSubmit={onSubmit}>
          {({ values, errors, submitCount, setFieldValue, isSubmitting }) => {
            const imagesError = imageError ?? (submitCount > 0 && typeof errors.images === 'string' ? errors.images : undefined)
            return (
              <Form noValidate>
                <Group>
                  <legend>Product Image</legend>
                  <ImageSlots
                    images={values.images}
                    describedBy="product-images-hint"
                    onChoose={async (index, file) => {
                      const problem = await imageProblem(file)
                      setImageError(problem)
                      // Only this slot: another file may have been chosen into another one while this one was decoded.
                      if (!problem) void setFieldValue(`images.${index}`, file)
                    }}
                    onRemove={(index) => void setFieldValue('images', values.images.map((image, at) => (at === index ? null : image)))}
                  />
                  <Hint id="product-images-hint">Up to {MAX_PRODUCT_IMAGES} images (JPEG, PNG, WebP, GIF or AVIF, 5 MB each). The first is shown in the shop.</Hint>
                  {imagesError && <FieldError role="alert">{imagesError}</FieldError>}
                </Group>
                <TextField name="name" label="Product Name" placeholder="Type here" maxLength={200} />
                <TextAreaField name="description" label="Product Description" placeholder="One point per line" rows={4} />
                <SelectField name="category" label="Category">
                  <option value="">Select Category</option>
                  {categories.map((category) => (
                    <option key={category.path} value={category.path}>
                      {category.text}
                    </option>
                  ))}
                </SelectField>
                <Prices>
                  <TextField name="price" label="Product Price (₦)" type="number" inputMode="decimal" min="0" step="0.01" placeholder="0" />
                  <TextField name="offerPrice" label="Offer Price (₦)" type="number" inputMode="decimal" min="0" step="0.01" placeholder="0" />
                </Prices>
                {isUploading && (
                  <Progress role="status">
                    <label htmlFor="upload-progress">Uploading the images and saving the product…</label>
                    <progress id="upload-progress" />
                  </Progress>
                )}
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Adding…' : 'Add Product'}
                </Button>
              </Form>
            )
          }}
        </Formik>
      </Card>
    </>
  )
}
