import styled from 'styled-components'
import type { SellerProduct, StockState } from '../../../contract/seller'

const labels: Record<StockState, string> = { 'in-stock': 'In stock', low: 'Low stock', 'out-of-stock': 'Out of stock', archived: 'Archived' }

const Badge = styled.span<{ $state: StockState }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $state }) => ({ 'in-stock': theme.colors.success, low: '#7a4a00', 'out-of-stock': theme.colors.danger, archived: theme.colors.muted })[$state]};
  background: ${({ $state }) => ({ 'in-stock': '#e3f3ea', low: '#fdf0d5', 'out-of-stock': '#fbe4e2', archived: '#eeeaec' })[$state]};
`

const Count = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  b { font-weight: 600; font-variant-numeric: tabular-nums; }
`

/** Units left (when counted) and the stock state, in words and colour. */
export function StockBadge({ product }: { product: Pick<SellerProduct, 'stockCount' | 'stockState'> }) {
  return (
    <Count>
      {product.stockCount !== null && <b>{product.stockCount.toLocaleString('en-NG')} left</b>}
      <Badge $state={product.stockState}>{labels[product.stockState]}</Badge>
    </Count>
  )
}
