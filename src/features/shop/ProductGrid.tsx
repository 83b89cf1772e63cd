import { memo } from 'react'
import styled from 'styled-components'
import type { Product } from '../../contract/types'
import { ProductCard } from './ProductCard'

/** The grid's list, for pages that draw something beside each card (Offers and Deals). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space.md}; }
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.lg}; }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`

/** Cards in the first row a wide screen shows load their pictures at once; the rest as they scroll near. */
export const FIRST_ROW = 5

interface Props {
  products: readonly Product[]
  label: string
  /** h2 where the grid sits right under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3'
  /** A grid further down the page (related products, the home page's best sellers): no picture is first. */
  belowFold?: boolean
}

/** Drawn again only when its products change: not for a keystroke in the search box above it. */
export const ProductGrid = memo(function ProductGrid({ products, label, headingLevel = 'h3', belowFold = false }: Props) {
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} eager={!belowFold && index < FIRST_ROW} />
        </li>
      ))}
    </Grid>
  )
})
