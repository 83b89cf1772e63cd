import { Link, useSearchParams } from 'react-router-dom'
import { counterMessages } from '../../../contract/counter'
import { paths } from '../../../contract/routes'
import { SellerHeading } from '../SellerHeading'
import { ViewTabs } from '../ViewTabs'
import { BillView } from './BillView'
import { DayView } from './DayView'
import { ReceiptView } from './ReceiptView'


const VIEWS = { bill: 'New bill', day: counterMessages.dayTitle } as const
type View = keyof typeof VIEWS

/** /seller/counter: a new bill, a sale's receipt (`?receipt=<sale id>`) and the day's count (`?view=day&date=`), on one route. */
export function CounterPage() {
  const [params] = useSearchParams()
  const receipt = params.get('receipt')
  const view: View = params.get('view') === 'day' ? 'day' : 'bill'
  return (
    <>
      <SellerHeading title={receipt ? 'Receipt' : view === 'day' ? counterMessages.dayTitle : counterMessages.title} />
      <ViewTabs aria-label="Counter">
        <ul>
          {(Object.keys(VIEWS) as View[]).map((name) => (
            <li key={name}>
              <Link to={name === 'bill' ? paths.sellerCounter : `${paths.sellerCounter}?view=${name}`} aria-current={!receipt && view === name ? 'page' : undefined}>
                {VIEWS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </ViewTabs>
      {receipt ? <ReceiptView id={receipt} /> : view === 'day' ? <DayView /> : <BillView />}
    </>
  )
}
