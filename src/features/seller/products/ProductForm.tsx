import { useFormikContext } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import * as yup from 'yup'
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/Field'
import { categories } from '../../../content/categories'
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_PRODUCT_IMAGES } from '../../../contract/limits'
import { sellerMessages } from '../../../contract/sellerMessages'
import { lowStockThresholdSchema, productSchema, stockCountSchema } from '../../../contract/schemas'
import { nafdacSchema } from '../../../contract/stock'
import { ImageSlots, imageProblem, type ImageSlotValue } from './ImageSlots'

// The product form that adding and editing share: the same fields, rules and messages.

export interface ProductFormValues {
  images: ImageSlotValue[]
  name: string
  description: string
  category: string
  price: number | ''
  offerPrice: number | ''
  weight: string
  nafdacNumber: string
  stockCount: number | ''
  lowStockThreshold: number | ''
}

/** Four empty image slots, or the product's images in their order. */
export const imageSlots = (images: readonly string[] = []): ImageSlotValue[] => Array.from({ length: MAX_PRODUCT_IMAGES }, (_, index) => images[index] ?? null)

/** A new product's form: nothing typed, not counted, the shop's usual alert. */
export const emptyProductForm = (): ProductFormValues => ({
  images: imageSlots(),
  name: '',
  description: '',
  category: '',
  price: '',
  offerPrice: '',
  weight: '',
  nafdacNumber: '',
  stockCount: '',
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
})

// The contract's product and stock rules, plus: a product without an image is never shown in the shop.
export const productFormSchema = productSchema.pick(['name', 'category', 'price', 'offerPrice', 'weight']).shape({
  images: yup.array().test('some-image', sellerMessages.product.imageRequired, (images) => (images ?? []).some(Boolean)),
  nafdacNumber: nafdacSchema,
  stockCount: stockCountSchema,
  lowStockThreshold: lowStockThresholdSchema,
})

/** One description line becomes one bullet point. */
export const bulletPoints = (description: string) =>
  description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export const Card = styled.div`
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
  min-width: 0;
  legend { margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  p { margin: ${({ theme }) => theme.space.sm} 0 0; }
`

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

/** Two fields side by side from a small tablet up, one under the other on a phone. */
const Pair = styled.div`
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

export function UploadProgress({ label }: { label: string }) {
  return (
    <Progress role="status">
      <label htmlFor="upload-progress">{label}</label>
      <progress id="upload-progress" />
    </Progress>
  )
}

/** The images, name, description, category, prices, weight and stock of a product, inside the page's Formik form. */
export function ProductFields({ reorder = false }: { reorder?: boolean }) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ProductFormValues>()
  const [imageError, setImageError] = useState<string>()
  const imagesError = imageError ?? (submitCount > 0 && typeof errors.images === 'string' ? errors.images : undefined)
  return (
    <>
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
          onMove={
            reorder
              ? (from, to) => {
                  const images = [...values.images]
                  ;[images[from], images[to]] = [images[to] ?? null, images[from] ?? null]
                  void setFieldValue('images', images)
                }
              : undefined
          }
        />
        <Hint id="product-images-hint">
          Up to {MAX_PRODUCT_IMAGES} images (JPEG, PNG, WebP, GIF or AVIF, 5 MB each). The first is shown in the shop.
          {reorder && ' Choose a picture to replace it; move it left or right to change the order.'}
        </Hint>
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
      <Pair>
        <TextField name="price" label="Product Price (₦)" type="number" inputMode="decimal" min="0" step="0.01" placeholder="0" />
        <TextField name="offerPrice" label="Offer Price (₦)" type="number" inputMode="decimal" min="0" step="0.01" placeholder="0" />
      </Pair>
      <TextField name="weight" label="Weight or size (optional)" placeholder="e.g. 250 g or 30 ml" maxLength={50} />
      <TextField name="nafdacNumber" label="NAFDAC number" placeholder="e.g. A7-1234" maxLength={40} autoCapitalize="characters" />
      <Hint>As the label prints it. Shoppers look for it; cosmetics without one are flagged in the product list.</Hint>
      <Pair>
        <TextField name="stockCount" label="Quantity in stock" type="number" inputMode="numeric" min="0" step="1" placeholder="Not counted" />
        <TextField name="lowStockThreshold" label="Low-stock alert at" type="number" inputMode="numeric" min="0" step="1" />
      </Pair>
      <Hint>Leave the quantity empty when you do not count this product. Orders take units as they are placed.</Hint>
    </>
  )
}
