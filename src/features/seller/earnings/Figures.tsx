import styled from 'styled-components'
import { formatNaira } from '../../../contract/money'
import type { MemberEarnings } from '../../../contract/earnings'

export { SellerBox as Panel } from '../SellerBox'

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd { margin: 0; text-align: right; font-weight: 600; }
  .big { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 700; }
`

/** One member's figures for a period, the money she is owed first. */
export function Figures({ figures }: { figures: MemberEarnings }) {
  return (
    <List aria-label={`${figures.name}’s figures`}>
      <dt className="big">Commission</dt>
      <dd className="big">{formatNaira(figures.commission)}</dd>
      <dt className="big">Tips</dt>
      <dd className="big">{formatNaira(figures.tips)}</dd>
      <dt>Services done</dt>
      <dd>{figures.services}</dd>
      <dt>Their value</dt>
      <dd>{formatNaira(figures.servicesValue)}</dd>
      <dt>Products sold</dt>
      <dd>{formatNaira(figures.productsValue)}</dd>
      <dt>Refunds of her sales</dt>
      <dd>{figures.refunds > 0 ? `−${formatNaira(figures.refunds)}` : formatNaira(0)}</dd>
      <dt>Commission and tips</dt>
      <dd>{formatNaira(figures.total)}</dd>
    </List>
  )
}
