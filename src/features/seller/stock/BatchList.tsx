import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { LoadMore } from '../../../components/LoadMore'
import { Spinner } from '../../../components/Spinner'
import { formatNaira } from '../../../contract/money'
import type { BatchViewName, StockBatch } from '../../../contract/stock'
import { showToast } from '../../../shared/toasts'
import { ConfirmDialog } from '../ConfirmDialog'
import { formatDay } from '../format'
import { useAppSelector } from '../../../shared/hooks'
import { selectMay } from '../sellerSlice'
import { useGetBatchesQuery, useKeepForSalonMutation, useWriteOffBatchMutation } from './stockApi'

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr)); }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0 ${({ theme }) => theme.space.sm}; margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`

// The product's history follows its batches: a gap between them, as between the page's other panels.
const Batches = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`

const EMPTY: Record<BatchViewName, string> = {
  expiring: 'No batch expires within the days set.',
  'write-off': 'Nothing to write off: no batch is past its date.',
  product: 'No batch of this product holds units.',
}

/** The owner keeps a batch for the salon's use (no longer for sale), or puts it back on sale. */
function SalonUseButton({ batch }: { batch: StockBatch }) {
  const [keep, { isLoading }] = useKeepForSalonMutation()
  const label = batch.salonUse ? 'Put back on sale' : 'Keep for the salon'
  return (
    <Button
      type="button"
      $variant="outline"
      disabled={isLoading}
      aria-label={`${label}: ${batch.productName}, batch ${batch.batchNumber ?? 'without number'}`}
      onClick={() =>
        void keep({ id: batch._id, salonUse: !batch.salonUse }).then((answer) => {
          if ('data' in answer && answer.data) showToast('success', answer.data.message ?? 'Saved')
        })
      }
    >
      {label}
    </Button>
  )
}

/** One batch: its product, number, expiry, units left, supplier, whether the salon keeps it and (for who may see it) its unit cost. */
function BatchCard({ batch, onWriteOff }: { batch: StockBatch; onWriteOff?: (batch: StockBatch) => void }) {
  const managesSalon = useAppSelector((state) => selectMay(state, 'salon.manage'))
  return (
    <li>
      <div>
        <h3>{batch.productName}</h3>
        <dl>
          <dt>Batch</dt>
          <dd>{batch.batchNumber ?? 'No number'}</dd>
          <dt>{batch.expired ? 'Expired' : 'Expires'}</dt>
          <dd>{batch.expiresOn ? formatDay(batch.expiresOn) : 'No date'}</dd>
          <dt>Units left</dt>
          <dd>
            {batch.remaining} of {batch.received}
          </dd>
          {batch.supplier && (
            <>
              <dt>From</dt>
              <dd>
                {batch.supplier}
                {batch.receivedOn ? `, ${formatDay(batch.receivedOn)}` : ''}
              </dd>
            </>
          )}
          {batch.unitCost !== undefined && batch.unitCost !== null && (
            <>
              <dt>Unit cost</dt>
              <dd>{formatNaira(batch.unitCost)}</dd>
            </>
          )}
          {batch.salonUse && (
            <>
              <dt>Use</dt>
              <dd>Kept for the salon, not for sale</dd>
            </>
          )}
        </dl>
      </div>
      {managesSalon && !batch.expired && batch.remaining > 0 && <SalonUseButton batch={batch} />}
      {onWriteOff && (
        <Button type="button" $variant="outline" onClick={() => onWriteOff(batch)} aria-label={`Write off ${batch.remaining} of ${batch.productName}, batch ${batch.batchNumber ?? 'without number'}`}>
          Write off
        </Button>
      )}
    </li>
  )
}

/** A page of batches as `view` asks, and the next pages on request; the write-off view asks before each write-off. */
export function BatchList({ view, product, heading }: { view: BatchViewName; product?: string; heading: string }) {
  const [after, setAfter] = useState<(string | undefined)[]>([undefined])
  return (
    <Batches aria-label={heading}>
      {after.map((cursor, index) => (
        <BatchPage key={cursor ?? 'first'} view={view} product={product} after={cursor} last={index === after.length - 1} onMore={(next) => setAfter((pages) => [...pages, next])} />
      ))}
    </Batches>
  )
}

function BatchPage({ view, product, after, last, onMore }: { view: BatchViewName; product?: string; after?: string; last: boolean; onMore: (next: string) => void }) {
  const { data, isLoading, isFetching } = useGetBatchesQuery({ view, product, after })
  const [writeOff, { isLoading: writing }] = useWriteOffBatchMutation()
  const [asking, setAsking] = useState<StockBatch | null>(null)
  if (isLoading || !data) return <Spinner label="Loading batches" />
  if (!after && data.batches.length === 0) return <p>{EMPTY[view]}</p>
  return (
    <>
      <Cards>
        {data.batches.map((batch) => (
          <BatchCard key={batch._id} batch={batch} onWriteOff={view === 'write-off' ? setAsking : undefined} />
        ))}
      </Cards>
      {last && <LoadMore hasMore={data.nextCursor !== null} loading={isFetching} load={() => data.nextCursor && onMore(data.nextCursor)} label="More batches" />}
      {asking && (
        <ConfirmDialog
          title={`Write off ${asking.productName}?`}
          confirmLabel="Write off"
          keepLabel="Keep it"
          busyLabel="Writing off…"
          busy={writing}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            void writeOff({ id: asking._id, note: 'Past its expiry date' }).then((answer) => {
              setAsking(null)
              if ('data' in answer && answer.data) showToast('success', answer.data.message ?? 'Written off')
            })
          }
        >
          <p>
            {asking.remaining} units of batch {asking.batchNumber ?? 'without number'} expired on {asking.expiresOn ? formatDay(asking.expiresOn) : 'its date'}. They leave the stock for good.
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}
