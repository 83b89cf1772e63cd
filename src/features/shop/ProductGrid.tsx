import styled from 'styled-components'
import type { Product } from '../../contract/types'
import { ProductCard } from './ProductCard'

const Grid = styled.ul`
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

export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </Grid>
  )
}
