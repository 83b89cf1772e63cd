// Uploaded product images are stored once in a few widths beside the full picture: `/uploads/<uuid>.webp`
// (at most 1600 px) and `/uploads/<uuid>-320.webp`, `-640`, `-1280`. The API names only the full picture
// (SPEC §7's `image` array); the browser derives the smaller ones from it by this one convention.

/** Widths, in pixels, every upload is also stored in. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const

/** How wide a product card draws its picture: the grid of 2, 3, 4 then 5 columns (ProductGrid). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'
/** The product page's main picture: the full width on a phone, about half the page beside the details. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw'

/** An image the shop stored itself; any other URL (the demo's SVG artwork) scales itself and has no variants. */
const UPLOADED = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/

/** The UUID of an image the shop stored, or undefined. */
export function uploadedImageId(url: string): string | undefined {
  return UPLOADED.exec(url)?.[1]
}

/** The stored file name of an upload's full picture (width undefined) or of one of its widths. */
export function imageFileName(id: string, width?: number): string {
  return width === undefined ? `${id}.webp` : `${id}-${width}.webp`
}

/** The `srcset` of an image: its stored widths, or undefined for artwork that scales itself. */
export function imageSrcSet(url: string): string | undefined {
  const id = uploadedImageId(url)
  if (!id) return undefined
  return IMAGE_WIDTHS.map((width) => `/uploads/${imageFileName(id, width)} ${width}w`).join(', ')
}

/** The smallest stored width of an image at least `width` pixels wide (for thumbnails drawn at a fixed size). */
export function imageAtWidth(url: string, width: number): string {
  const id = uploadedImageId(url)
  if (!id) return url
  const fit = IMAGE_WIDTHS.find((stored) => stored >= width)
  return fit === undefined ? url : `/uploads/${imageFileName(id, fit)}`
}
