import type { ImgHTMLAttributes } from 'react'
import { smallestSrcSet } from '../contract/dataSaver'
import { imageAtWidth, imageSrcSet } from '../contract/images'
import { savingData } from './dataSaver'

export { CARD_IMAGE_SIZES, PRODUCT_IMAGE_SIZES } from '../contract/images'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  /** A picture as the API names it (a product's, a service's, a team member's): an upload (stored in several widths) or artwork that scales itself. */
  src: string | undefined
  /** The box the picture is drawn in, in CSS pixels: its width and height reserve the space, so nothing shifts. */
  width: number
  height: number
  /** How wide the picture is drawn (`sizes`); without it, the one stored width that covers `width` on a 2× screen. */
  sizes?: string
}

/**
 * A product picture that never downloads more than it draws: an upload gets its stored widths as `srcset`
 * (or, for a fixed small box, the one width that covers it); the demo's SVG artwork is sent as it is.
 * The markup depends only on its props, so the server renders the same.
 */
export function ResponsiveImage({ src, width, height, sizes, ...rest }: Props) {
  const stored = sizes && src ? imageSrcSet(src) : undefined
  // Saving data, the smallest width alone (the server cuts a drawn page's pictures the same way).
  const srcSet = stored && savingData() ? smallestSrcSet(stored) : stored
  return <img src={sizes || !src ? src : imageAtWidth(src, width * 2)} srcSet={srcSet} sizes={srcSet ? sizes : undefined} width={width} height={height} {...rest} />
}
