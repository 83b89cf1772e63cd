import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { paths } from '../../../contract/routes'
import { formatDay } from '../format'
import { useGetBatchesQuery, useGetStockSettingsQuery } from './stockApi'

/** Batches the dashboard names at most; the stock page lists them all. */
const SHOWN = 5

const Rows = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
  b { white-space: nowrap; font-variant-numeric: tabular-nums; }
`

/** The dashboard's warning: batches that expire within the owner's number of days, the soonest first; its heading is `headingId`. */
export function ExpiringSoon({ headingId }: { headingId: string }) {
  const { data } = useGetBatchesQuery({ view: 'expiring' })
  const { data: settings } = useGetStockSettingsQuery()
  if (!data || !settings) return <h2 id={headingId}>Expiring soon</h2>
  const shown = data.batches.slice(0, SHOWN)
  return (
    <>
      <h2 id={headingId}>Expiring within {settings.expiryWarningDays} days</h2>
      {shown.length === 0 ? (
        <p>No batch expires within {settings.expiryWarningDays} days.</p>
      ) : (
        <Rows>
          {shown.map((batch) => (
            <li key={batch._id}>
              <span>
                {batch.productName}
                <small>Batch {batch.batchNumber ?? 'without number'}</small>
              </span>
              <span>
                <b>{batch.remaining} left</b>
                <small>{batch.expiresOn && formatDay(batch.expiresOn)}</small>
              </span>
            </li>
          ))}
        </Rows>
      )}
      <Link to={`${paths.sellerStock}?view=expiring`}>Every batch expiring soon</Link>
    </>
  )
}
