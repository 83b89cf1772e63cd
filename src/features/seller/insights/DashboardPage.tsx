import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { ValidationError } from 'yup'
import { Button } from '../../../components/Button'
import { FieldError, Input } from '../../../components/Control'
import { Spinner } from '../../../components/Spinner'
import type { SalesFigures, SalesSummary } from '../../../contract/dashboard'
import { exportRangeSchema } from '../../../contract/queries'
import { shopDate } from '../../../contract/shopClock'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { apiUrl } from '../../../shared/env'
import { useGetSalesSummaryQuery } from './insightsApi'
import { DownloadIcon } from '../icons'
import { BookingsPerDay } from './BookingsPerDay'
import { RevenueChart } from './RevenueChart'
import { SellerHeading } from '../SellerHeading'
import { ResponsiveImage } from '../../../components/ResponsiveImage'
import { ExpiringSoon } from '../stock/ExpiringSoon'
import { REPORTS_VIEW, reportsMessages } from '../../../contract/reports'
import { useAppSelector } from '../../../shared/hooks'
import { selectMay } from '../sellerSlice'
import { ViewTabs } from '../ViewTabs'
import { ReportsView } from '../reports/ReportsView'
import { ReturningClients } from '../reviews/ReturningClients'

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1100px;
`

const Note = styled.p`
  margin: -${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Periods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, 1fr); }
`

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

const PeriodCard = styled(Panel)`
  h2 { margin: 0; font-family: inherit; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; text-transform: uppercase; letter-spacing: 0.05em; }
`

const Headline = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.2;
  small { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:last-child { padding-bottom: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; text-align: right; font-variant-numeric: tabular-nums; }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} { grid-template-columns: 1fr 1fr; align-items: start; }
`

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.sm} 0; border-top: 1px solid ${({ theme }) => theme.colors.line}; }
  li:first-child { border-top: 0; padding-top: 0; }
  img { flex: none; width: 40px; height: 40px; object-fit: cover; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radii.sm}; }
`

const Rank = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  a { color: inherit; font-weight: 600; }
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
`

const Figure = styled.span`
  flex: none;
  text-align: right;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  small { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`

const Left = styled.span<{ $out: boolean }>`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $out }) => ($out ? theme.colors.danger : theme.colors.ink)};
  background: ${({ $out }) => ($out ? '#fbe7e6' : '#fdf1dc')};
`

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

const ExportForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr auto; align-items: end; }
  label { display: grid; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const ExportMore = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const PERIODS = [
  ['today', 'Today'],
  ['week', 'This week'],
  ['month', 'This month'],
] as const

function Period({ title, figures }: { title: string; figures: SalesFigures }) {
  const id = `period-${title.replace(/\s/g, '-').toLowerCase()}`
  return (
    <PeriodCard aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Headline>
        {formatNaira(figures.taken)}
        <small>taken, every channel</small>
      </Headline>
      <Facts>
        <dt>Online and cash orders paid</dt>
        <dd>{formatNaira(figures.paidRevenue)}</dd>
        <dt>Counter</dt>
        <dd>{formatNaira(figures.counter)}</dd>
        <dt>Booking deposits</dt>
        <dd>{formatNaira(figures.deposits)}</dd>
      </Facts>
      <Facts>
        <dt>Orders placed</dt>
        <dd>{figures.orders}</dd>
        <dt>Their value</dt>
        <dd>{formatNaira(figures.placedRevenue)}</dd>
        <dt>Average order</dt>
        <dd>{formatNaira(figures.averageOrder)}</dd>
        <dt>Delivery fees</dt>
        <dd>{formatNaira(figures.deliveryFees)}</dd>
      </Facts>
    </PeriodCard>
  )
}

const ChannelTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; text-align: right; }
  th:first-child { text-align: left; }
`

const CHANNELS = [
  ['online', 'Online orders'],
  ['services', 'Salon services'],
  ['counterProducts', 'Counter products'],
] as const

/** The month's margin: what the products sold brought in before tax, what their units cost, and what the salon used. */
function Margin({ figures }: { figures: NonNullable<SalesSummary['margin']>['month'] }) {
  return (
    <PeriodCard aria-labelledby="margin">
      <h2 id="margin">Margin this month</h2>
      <Headline>
        {formatNaira(figures.margin)}
        <small>on {figures.units} units sold, before tax</small>
      </Headline>
      <Facts>
        <dt>Products sold</dt>
        <dd>{formatNaira(figures.revenue)}</dd>
        <dt>What they cost</dt>
        <dd>{formatNaira(figures.cost)}</dd>
        {figures.unknownCostUnits > 0 && (
          <>
            <dt>Units of unknown cost</dt>
            <dd>{figures.unknownCostUnits}</dd>
          </>
        )}
        <dt>Used in services</dt>
        <dd>{formatNaira(figures.salonCost)}</dd>
      </Facts>
    </PeriodCard>
  )
}

/** Where the money came from: the shop online, the salon's services and the products sold at its counter. */
function Channels({ channels }: { channels: SalesSummary['channels'] }) {
  return (
    <Panel aria-labelledby="channels">
      <h2 id="channels">Revenue by channel</h2>
      {/* Wider than a phone with large sums: it scrolls sideways, so the keyboard can reach it too. */}
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Revenue by channel, by period">
        <ChannelTable>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              {PERIODS.map(([key, title]) => (
                <th key={key} scope="col">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CHANNELS.map(([channel, name]) => (
              <tr key={channel}>
                <th scope="row">{name}</th>
                {PERIODS.map(([key]) => (
                  <td key={key}>{formatNaira(channels[key][channel])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </ChannelTable>
      </div>
    </Panel>
  )
}

function TopProducts({ products }: { products: SalesSummary['topProducts'] }) {
  return (
    <Panel aria-labelledby="top-products">
      <h2 id="top-products">Top products, last 30 days</h2>
      {products.length === 0 ? (
        <Quiet>No sales in the last 30 days yet.</Quiet>
      ) : (
        <Rows>
          {products.map((product, index) => (
            <li key={product.productId}>
              <Rank aria-hidden="true">{index + 1}</Rank>
              <Name>{product.name}</Name>
              <Figure>
                {product.units} sold
                <small>{formatNaira(product.revenue)}</small>
              </Figure>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  )
}

function LowStock({ products }: { products: SalesSummary['lowStock'] }) {
  return (
    <Panel aria-labelledby="low-stock">
      <h2 id="low-stock">Low on stock</h2>
      {products.length === 0 ? (
        <Quiet>Every counted product is above its low-stock alert.</Quiet>
      ) : (
        <Rows>
          {products.map((product) => (
            <li key={product._id}>
              {product.image[0] ? <ResponsiveImage src={product.image[0]} alt="" width={40} height={40} loading="lazy" /> : null}
              <Name>
                <Link to={paths.sellerProduct(product._id)}>{product.name}</Link>
                <small>Alert at {product.lowStockThreshold}</small>
              </Name>
              <Left $out={product.stockCount === 0}>{product.stockCount === 0 ? 'Sold out' : `${product.stockCount} left`}</Left>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  )
}

/** What is wrong with an export's days, by the rule the server checks, or undefined. */
function rangeProblem(from: string, to: string): string | undefined {
  try {
    exportRangeSchema.validateSync({ from, to })
    return undefined
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0]
    throw error
  }
}

function Export() {
  const today = shopDate()
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const problem = rangeProblem(from, to)
  const ordersUrl = `${apiUrl}/api/seller/export/orders.csv?${new URLSearchParams({ from, to })}`
  return (
    <Panel aria-labelledby="export">
      <h2 id="export">Export</h2>
      <ExportForm>
        <label>
          Orders from
          <Input type="date" value={from} max={today} onChange={(event) => setFrom(event.currentTarget.value)} aria-describedby={problem ? 'export-problem' : undefined} />
        </label>
        <label>
          to
          <Input type="date" value={to} max={today} onChange={(event) => setTo(event.currentTarget.value)} aria-describedby={problem ? 'export-problem' : undefined} />
        </label>
        {problem ? (
          <Button type="button" disabled>
            <DownloadIcon /> Download orders
          </Button>
        ) : (
          <Button as="a" href={ordersUrl} download>
            <DownloadIcon /> Download orders
          </Button>
        )}
      </ExportForm>
      {problem && (
        <FieldError id="export-problem" role="alert">
          {problem}
        </FieldError>
      )}
      <ExportMore>
        <span>Every product, archived ones too, with its stock.</span>
        <Button as="a" href={`${apiUrl}/api/seller/export/products.csv`} download $variant="outline">
          <DownloadIcon /> Download products
        </Button>
      </ExportMore>
    </Panel>
  )
}

/**
 * /seller/dashboard: the shop's figures of today, this week and this month; for the owner (reports.view) also the
 * reports over any days (`?view=reports&from=&to=`).
 */
export function DashboardPage() {
  const [params] = useSearchParams()
  const mayReport = useAppSelector((state) => selectMay(state, 'reports.view'))
  const reports = mayReport && params.get('view') === REPORTS_VIEW
  return (
    <>
      <SellerHeading title={reports ? reportsMessages.title : 'Dashboard'} />
      {mayReport && (
        <ViewTabs aria-label="Dashboard">
          <ul>
            <li>
              <Link to={paths.sellerDashboard} aria-current={reports ? undefined : 'page'}>
                Overview
              </Link>
            </li>
            <li>
              <Link to={`${paths.sellerDashboard}?view=${REPORTS_VIEW}`} aria-current={reports ? 'page' : undefined}>
                {reportsMessages.title}
              </Link>
            </li>
          </ul>
        </ViewTabs>
      )}
      {/* The reports' charts load their library (uPlot) when drawn: the home page and the overview never do. */}
      {reports ? <ReportsView /> : <Overview />}
    </>
  )
}

/** Today, this week and this month: the dashboard's own view. */
function Overview() {
  const { data, isLoading, isError, refetch } = useGetSalesSummaryQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <>
      <Page>
        <Note>In Lagos time. Taken: every naira received, online, in cash on delivery, at the counter and as deposits. Orders placed: cash orders and paid online orders. Cancelled orders and voided bills count nowhere.</Note>
        {isLoading ? (
          <Spinner label="Loading your sales…" />
        ) : isError || !data ? (
          <p>
            Your sales could not be loaded.{' '}
            <Button type="button" $variant="ghost" onClick={() => void refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <>
            <Periods>
              {PERIODS.map(([key, title]) => (
                <Period key={key} title={title} figures={data.periods[key]} />
              ))}
            </Periods>
            <Columns>
              <Channels channels={data.channels} />
              <Panel aria-labelledby="bookings-per-day">
                <BookingsPerDay days={data.daily} />
              </Panel>
            </Columns>
            {data.margin && <Margin figures={data.margin.month} />}
            <Panel aria-label="Revenue per day">
              <RevenueChart days={data.daily} />
            </Panel>
            <Columns>
              <TopProducts products={data.topProducts} />
              <LowStock products={data.lowStock} />
            </Columns>
            <Panel aria-labelledby="expiring-soon">
              <ExpiringSoon headingId="expiring-soon" />
            </Panel>
            <Panel aria-labelledby="returning-clients">
              <ReturningClients headingId="returning-clients" />
            </Panel>
          </>
        )}
        <Export />
      </Page>
    </>
  )
}
