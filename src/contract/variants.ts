// Shades and sizes: the rows of one item share a group with named options (Shade, Size); each row has its own
// value of each, its own price, stock, pictures and SKU. Small on purpose: product cards ship it.
import type { Product, ProductOption, ProductVariant } from './types'

/** Options one group may have (Shade and Size, say, and one more). */
export const MAX_GROUP_OPTIONS = 3
/** Rows one group may have: every shade of a foundation range, with room to spare. */
export const MAX_GROUP_VARIANTS = 100
/** The longest option name or value (Shade, Ebony 540). */
export const OPTION_TEXT_MAX = 40
/** The longest SKU. */
export const SKU_MAX = 64
/** A swatch's colour: # and six hexadecimal digits. */
export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i

/** Options shown as swatches of the shade itself (its colour, or else its picture). */
const SWATCH_OPTIONS = new Set(['shade', 'colour', 'color'])
export const isSwatchOption = (name: string): boolean => SWATCH_OPTIONS.has(name.trim().toLowerCase())

/** "Shade: Ebony 540, Size: 30 ml". */
export const variantLabel = (options: readonly ProductOption[]): string => options.map(({ name, value }) => `${name}: ${value}`).join(', ')

/** The product as carts, orders, messages and exports name it: "Velvet Matte Foundation — Shade: Ebony 540". */
export const variantName = (product: Pick<Product, 'name' | 'variant'>): string =>
  product.variant && product.variant.options.length > 0 ? `${product.name} — ${variantLabel(product.variant.options)}` : product.name

/** The word for a group's rows: "shades" for a group by Shade, "sizes" by Size, "options" by more than one. */
function rowsWord(options: readonly ProductOption[], count: number): string {
  const single = options.length === 1 ? options[0]!.name.trim().toLowerCase() : 'option'
  if (count === 1) return single
  return /(s|x|z|ch|sh)$/.test(single) ? `${single}es` : `${single}s`
}

/** What a card says of a group: "12 shades", "2 sizes"; nothing for a single product. */
export const variantSummary = (variant: ProductVariant | undefined): string | undefined =>
  variant && variant.count > 1 ? `${variant.count} ${rowsWord(variant.options, variant.count)}` : undefined
