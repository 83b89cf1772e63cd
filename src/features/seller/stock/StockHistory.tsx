import styled from 'styled-components'
import { Panel } from '../../../components/Panel'
import { Spinner } from '../../../components/Spinner'
import { COUNT_REASON_NAMES, STOCK_MOVE_NAMES, type CountReason } from '../../../contract/stock'
import { formatDateTime } from '../format'
import { useGetStockMovesQuery } from './stockApi'

const Moves = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
  b { white-space: nowrap; font-variant-numeric: tabular-nums; }
`

const why = (note: string | null) => (note && note in COUNT_REASON_NAMES ? COUNT_REASON_NAMES[note as CountReason] : note)

/** A product's history: every change of its units, newest first, with why and by whom. */
export function StockHistory({ product }: { product: string }) {
  const { data, isLoading } = useGetStockMovesQuery(product)
  if (isLoading || !data) return <Spinner label="Loading the history" />
  return (
    <Panel aria-labelledby="stock-history">
      <h2 id="stock-history">History</h2>
      {data.moves.length === 0 ? (
        <p>Nothing has moved yet.</p>
      ) : (
        <Moves>
          {data.moves.map((move) => (
            <li key={move._id}>
              <span>
                {STOCK_MOVE_NAMES[move.reason]}
                {move.note ? `: ${why(move.note)}` : ''}
                <small>
                  {formatDateTime(move.at)} · batch {move.batchNumber ?? 'without number'}
                  {move.by ? ` · ${move.by}` : ''}
                </small>
              </span>
              <b>{move.units > 0 ? `+${move.units}` : move.units}</b>
            </li>
          ))}
        </Moves>
      )}
    </Panel>
  )
}
