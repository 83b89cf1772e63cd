import { useMemo, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Input } from '../../../components/Field'
import { Spinner } from '../../../components/Spinner'
import { earningsMessages, spanDays } from '../../../contract/earnings'
import { formatNaira, koboToNaira, nairaToKobo } from '../../../contract/money'
import { REPORT_CHANNEL_NAMES, type SalonReport } from '../../../contract/reports'
import { formatCalendarDate, isCalendarDate, shopDate } from '../../../contract/shopClock'
import { SellerBox } from '../SellerBox'
import { formatCompactNaira } from '../insights/uplotRules'
import { BarChart } from './BarChart'
import { useGetReportQuery } from './reportsApi'

const formatCount = (value: number) => String(value)

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { display: grid; gap: 2px; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  input { min-width: 10rem; }
`

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  max-width: 1100px;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .wide { grid-column: 1 / -1; }
`

const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  small { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

// A table scrolls sideways inside its box on a phone, its first column staying put.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; white-space: normal; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
`

const Scroll = styled.div`
  overflow-x: auto;
`

const percentOf = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part * 1000) / whole) / 10} %`)
const sumNaira = (values: number[]) => koboToNaira(values.reduce((sum, value) => sum + nairaToKobo(value), 0))

/** A table that scrolls sideways on a phone, reachable by keyboard, named by `label`. */
function Sheet({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label}>{children}</Table>
    </Scroll>
  )
}

function Figures({ report }: { report: SalonReport }) {
  const revenue = sumNaira(report.channels.map((row) => row.revenue))
  const channelBars = useMemo(() => report.channels.map((row) => ({ label: REPORT_CHANNEL_NAMES[row.channel], value: row.revenue })), [report])
  const categoryBars = useMemo(() => report.categories.map((row) => ({ label: row.name, value: row.revenue })), [report])
  const memberBars = useMemo(() => report.members.map((row) => ({ label: row.name.split(' ')[0] ?? row.name, value: row.bookings })), [report])
  const servicesDone = report.services.reduce((sum, row) => sum + row.count, 0)
  const servicesRevenue = report.channels.find((row) => row.channel === 'services')?.revenue ?? 0
  return (
    <Grid>
      <SellerBox className="wide" aria-labelledby="report-revenue">
        <h2 id="report-revenue">Revenue</h2>
        <Headline>
          {formatNaira(revenue)}
          <small>
            {report.bookings} {report.bookings === 1 ? 'booking' : 'bookings'} at the salon · counter refunds {formatNaira(report.counterRefunds)}
          </small>
        </Headline>
        <BarChart caption="Revenue by channel" bars={channelBars} format={formatCompactNaira}>
          <Sheet label="Revenue by channel, figures">
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">Revenue</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {report.channels.map((row) => (
                <tr key={row.channel}>
                  <th scope="row">{REPORT_CHANNEL_NAMES[row.channel]}</th>
                  <td>{formatNaira(row.revenue)}</td>
                  <td>{percentOf(row.revenue, revenue)}</td>
                </tr>
              ))}
            </tbody>
          </Sheet>
        </BarChart>
      </SellerBox>
      <SellerBox aria-labelledby="report-categories">
        <h2 id="report-categories">Services by category</h2>
        {report.categories.length === 0 ? (
          <p>No service was billed in this period.</p>
        ) : (
          <BarChart caption="Revenue of each category" bars={categoryBars} format={formatCompactNaira}>
            <Sheet label="Service revenue by category, figures">
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {report.categories.map((row) => (
                  <tr key={row.category ?? 'none'}>
                    <th scope="row">{row.name}</th>
                    <td>{formatNaira(row.revenue)}</td>
                    <td>{percentOf(row.revenue, servicesRevenue)}</td>
                  </tr>
                ))}
              </tbody>
            </Sheet>
          </BarChart>
        )}
      </SellerBox>
      <SellerBox aria-labelledby="report-mix">
        <h2 id="report-mix">Service mix</h2>
        <Note>The services of the visits completed in the period, at their booked prices.</Note>
        {report.services.length === 0 ? (
          <p>No visit was completed in this period.</p>
        ) : (
          <Sheet label="Service mix">
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Done</th>
                <th scope="col">Share</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {report.services.map((row) => (
                <tr key={row.service}>
                  <th scope="row">{row.name}</th>
                  <td>{row.count}</td>
                  <td>{percentOf(row.count, servicesDone)}</td>
                  <td>{formatNaira(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </Sheet>
        )}
      </SellerBox>
      <SellerBox className="wide" aria-labelledby="report-team">
        <h2 id="report-team">Bookings and rebook rate</h2>
        <Note>Rebooked: the client left with her next visit booked (made by the end of the visit’s day). The rate is of her completed visits.</Note>
        <BarChart caption="Bookings per member" bars={memberBars} format={formatCount} counts>
          <Sheet label="Bookings and rebook rate per member, figures">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Bookings</th>
                <th scope="col">Completed</th>
                <th scope="col">Rebooked</th>
                <th scope="col">Rebook rate</th>
              </tr>
            </thead>
            <tbody>
              {report.members.map((row) => (
                <tr key={row.member}>
                  <th scope="row">{row.name}</th>
                  <td>{row.bookings}</td>
                  <td>{row.completed}</td>
                  <td>{row.rebooked}</td>
                  <td>{row.rebookRate === null ? '—' : `${row.rebookRate} %`}</td>
                </tr>
              ))}
            </tbody>
          </Sheet>
        </BarChart>
      </SellerBox>
      <SellerBox className="wide" aria-labelledby="report-clients">
        <h2 id="report-clients">Top clients</h2>
        <Note>The biggest spenders of the period, one per phone: bills at the counter and orders online together.</Note>
        {report.topClients.length === 0 ? (
          <p>No client spent in this period.</p>
        ) : (
          <Sheet label="Top clients by spend">
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Phone</th>
                <th scope="col">Purchases</th>
                <th scope="col">Spent</th>
              </tr>
            </thead>
            <tbody>
              {report.topClients.map((row) => (
                <tr key={row.phone}>
                  <th scope="row">{row.name}</th>
                  <td>{row.phone}</td>
                  <td>{row.purchases}</td>
                  <td>{formatNaira(row.spent)}</td>
                </tr>
              ))}
            </tbody>
          </Sheet>
        )}
      </SellerBox>
    </Grid>
  )
}

/** The dashboard's reports (`?view=reports&from=&to=`): the owner's figures over any Lagos days (this month by default), charts with their tables. */
export function ReportsView() {
  const [params, setParams] = useSearchParams()
  const month = spanDays('month', shopDate())
  const from = isCalendarDate(params.get('from') ?? '') ? params.get('from')! : month.from
  const to = isCalendarDate(params.get('to') ?? '') ? params.get('to')! : month.to
  const { data: report, isLoading, isError } = useGetReportQuery({ from, to }, { skip: from > to })
  const setDay = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params)
    next.set(name, value)
    setParams(next)
  }
  return (
    <>
      <Bar>
        <label>
          First day
          <Input type="date" value={from} onChange={(event) => setDay('from', event.target.value)} />
        </label>
        <label>
          Last day
          <Input type="date" value={to} onChange={(event) => setDay('to', event.target.value)} />
        </label>
      </Bar>
      {from > to ? (
        <p role="alert">{earningsMessages.periodOrder}</p>
      ) : isLoading ? (
        <Spinner label="Loading the reports…" />
      ) : isError || !report ? (
        <p>The reports could not be loaded.</p>
      ) : (
        <>
          <Note aria-live="polite">
            {formatCalendarDate(report.from)} to {formatCalendarDate(report.to)}, Lagos time.
          </Note>
          <Figures report={report} />
        </>
      )}
    </>
  )
}
