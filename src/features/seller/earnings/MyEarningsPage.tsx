import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { LabelledSelect } from '../../../components/Field'
import { Spinner } from '../../../components/Spinner'
import { EARNINGS_SPAN_NAMES, EARNINGS_SPANS, earningsMessages, type EarningsSpan } from '../../../contract/earnings'
import { paths } from '../../../contract/routes'
import { formatCalendarDate } from '../../../contract/shopClock'
import { useAppSelector } from '../../../shared/hooks'
import { SellerHeading } from '../SellerHeading'
import { selectMay, selectStaff } from '../sellerSlice'
import { ViewTabs } from '../ViewTabs'
import { useGetCommissionRulesQuery, useGetMemberEarningsQuery } from './earningsApi'
import { Figures, Panel } from './Figures'

const spanOf = (value: string | null): EarningsSpan => (EARNINGS_SPANS as readonly string[]).includes(value ?? '') ? (value as EarningsSpan) : 'today'

/** /seller/earnings: a stylist's own services, sales, tips and commission for today, this week or this month; the owner picks a member. */
export function MyEarningsPage() {
  const [params] = useSearchParams()
  const period = spanOf(params.get('period'))
  const managesEarnings = useAppSelector((state) => selectMay(state, 'earnings.manage'))
  const staff = useAppSelector(selectStaff)
  const { data: team } = useGetCommissionRulesQuery(undefined, { skip: !managesEarnings })
  const [chosen, setChosen] = useState('')
  const member = managesEarnings ? chosen || staff?.staffId || team?.members[0]?.id : undefined
  const { data, isLoading, isError } = useGetMemberEarningsQuery({ period, ...(member && { member }) }, { skip: managesEarnings && !member })
  return (
    <>
      <SellerHeading title={earningsMessages.mineTitle} />
      <ViewTabs aria-label="Period">
        <ul>
          {EARNINGS_SPANS.map((span) => (
            <li key={span}>
              <Link to={`${paths.sellerEarnings}?period=${span}`} aria-current={span === period ? 'page' : undefined}>
                {EARNINGS_SPAN_NAMES[span]}
              </Link>
            </li>
          ))}
        </ul>
      </ViewTabs>
      {managesEarnings && team && (
        <LabelledSelect id="earnings-member" label="Member" value={member ?? ''} onChange={(event) => setChosen(event.target.value)}>
          {team.members.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </LabelledSelect>
      )}
      {isLoading ? (
        <Spinner label="Loading the earnings…" />
      ) : isError || !data ? (
        <p>{staff && !staff.staffId && !managesEarnings ? earningsMessages.noMember : 'The earnings could not be loaded.'}</p>
      ) : (
        <Panel aria-labelledby="earnings-period">
          <h2 id="earnings-period">
            {EARNINGS_SPAN_NAMES[period]}: {data.from === data.to ? formatCalendarDate(data.from) : `${formatCalendarDate(data.from)} to ${formatCalendarDate(data.to)}`}
          </h2>
          <Figures figures={data.figures} />
        </Panel>
      )}
    </>
  )
}
