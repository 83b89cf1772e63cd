import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { LAPSED_DAYS, REBOOK_REPORT_DAYS } from '../../../contract/reviews'
import { paths } from '../../../contract/routes'
import { shopDate } from '../../../contract/shopClock'
import { formatDay } from '../format'
import { useGetReturningClientsQuery } from './reviewsApi'

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 700; font-variant-numeric: tabular-nums; }
`

const Rows = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`

/** The dashboard's clients who come back: lapsed clients, and what the rebooking reminders brought; its heading is `headingId`. */
export function ReturningClients({ headingId }: { headingId: string }) {
  const { data } = useGetReturningClientsQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <>
      <h2 id={headingId}>Clients who come back</h2>
      {data && (
        <>
          <Figures>
            <div>
              <dt>Lapsed ({LAPSED_DAYS} days, nothing booked)</dt>
              <dd>{data.lapsed.count}</dd>
            </div>
            <div>
              <dt>Rebooking reminders ({REBOOK_REPORT_DAYS} days)</dt>
              <dd>{data.reminders.sent}</dd>
            </div>
            <div>
              <dt>Booked after one</dt>
              <dd>{data.reminders.booked}</dd>
            </div>
          </Figures>
          {data.lapsed.clients.length > 0 && (
            <Rows aria-label="Lapsed clients, the latest first">
              {data.lapsed.clients.map((client) => (
                <li key={client.phone}>
                  <span>
                    {client.name} <small>{client.phone}</small>
                  </span>
                  <small>Last visit {formatDay(shopDate(new Date(client.lastVisit)))}</small>
                </li>
              ))}
            </Rows>
          )}
          <Link to={paths.sellerReviews}>Read the clients’ reviews</Link>
        </>
      )}
    </>
  )
}
