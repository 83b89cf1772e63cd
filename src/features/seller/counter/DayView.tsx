import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Input } from '../../../components/Control'
import { Spinner } from '../../../components/Spinner'
import { formatNaira, koboToNaira, nairaToKobo } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { isCalendarDate, shopDate } from '../../../contract/shopClock'
import { counterMessages, PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type CounterSale } from '../../../contract/counter'
import { useAppSelector } from '../../../shared/hooks'
import { formatDateTime } from '../format'
import { selectMay } from '../sellerSlice'
import { useGetCounterDayQuery } from './counterApi'
import { CounterSettingsForm } from './CounterSettingsForm'

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  div { padding: ${({ theme }) => theme.space.md}; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface}; }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 700; font-variant-numeric: tabular-nums; }
  .drawer { border-color: ${({ theme }) => theme.colors.primary}; }
`

const Sales = styled.ul`
  list-style: none;
  padding: 0;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
`

const DayPicker = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 14rem;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** One page of the day's sales, and the next when asked for. */
function SalesPage({ date, after, onMore }: { date: string; after?: string; onMore: (after: string) => void }) {
  const { data } = useGetCounterDayQuery({ date, after })
  if (!data) return null
  return (
    <>
      {data.sales.map((sale: CounterSale) => (
        <li key={sale._id}>
          <Link to={`${paths.sellerCounter}?receipt=${sale._id}`}>{sale.number}</Link>
          <span>{formatDateTime(sale.createdAt)}</span>
          <span>{sale.clientName || 'Walk-in'}</span>
          <span>
            {sale.status === 'voided' ? `Voided (${formatNaira(sale.due)})` : formatNaira(sale.due)}
            {sale.status === 'closed' && sale.refunds.length > 0 && ` · ${counterMessages.refundedTotal} ${formatNaira(koboToNaira(sale.refunds.reduce((sum, refund) => sum + nairaToKobo(refund.amount), 0)))}`}
          </span>
        </li>
      ))}
      {data.nextCursor && (
        <li>
          <Button type="button" $variant="outline" onClick={() => onMore(data.nextCursor!)}>
            Show more sales
          </Button>
        </li>
      )}
    </>
  )
}

/** The day's count at the counter (Lagos day): takings by payment method, the cash the drawer should hold, and the sales. */
export function DayView() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('date') ?? ''
  const date = isCalendarDate(asked) ? asked : shopDate()
  const [pages, setPages] = useState<string[]>([])
  const { data, isLoading } = useGetCounterDayQuery({ date })
  const setsTheShop = useAppSelector((state) => selectMay(state, 'shop.settings'))
  return (
    <>
      <DayPicker htmlFor="counter-day">
        Day
        <Input id="counter-day" type="date" value={date} onChange={(event) => (setPages([]), setParams({ view: 'day', date: event.target.value }))} />
      </DayPicker>
      {isLoading || !data ? (
        <Spinner label="Loading the day…" />
      ) : (
        <>
          <Figures aria-label="The day's takings">
            {PAYMENT_METHODS.map((method) => (
              <div key={method}>
                <dt>{PAYMENT_METHOD_NAMES[method]}</dt>
                <dd>{formatNaira(data.day.byMethod[method])}</dd>
              </div>
            ))}
            {data.day.refunded > 0 && (
              <div>
                <dt>{counterMessages.refundsGiven}</dt>
                <dd>−{formatNaira(data.day.refunded)}</dd>
              </div>
            )}
            {data.day.tips > 0 && (
              <div>
                <dt>Tips for the team (not takings; cash ones in the drawer)</dt>
                <dd>{formatNaira(data.day.tips)}</dd>
              </div>
            )}
            <div className="drawer">
              <dt>Cash the drawer should hold</dt>
              <dd>{formatNaira(data.day.drawerCash)}</dd>
            </div>
            <div>
              <dt>Day’s total ({data.day.sales} {data.day.sales === 1 ? 'sale' : 'sales'}{data.day.voided ? `, ${data.day.voided} voided` : ''})</dt>
              <dd data-testid="counter-day-total">{formatNaira(data.day.total)}</dd>
            </div>
          </Figures>
          {setsTheShop && <CounterSettingsForm />}
          <h2>Sales</h2>
          {data.sales.length === 0 ? (
            <p>No sale at the counter this day.</p>
          ) : (
            <Sales>
              <SalesPage date={date} onMore={(after) => setPages([after])} />
              {pages.map((after) => (
                <SalesPage key={after} date={date} after={after} onMore={(next) => setPages((now) => [...now, next])} />
              ))}
            </Sales>
          )}
        </>
      )}
    </>
  )
}
