import { Link, useSearchParams } from 'react-router-dom'
import { paths } from '../../../contract/routes'
import { SellerHeading } from '../SellerHeading'
import { ViewTabs } from '../ViewTabs'
import { DispatchView } from './DispatchView'
import { PackingSlipView } from './PackingSlip'
import { ZonesView } from './ZonesView'


const VIEWS = { zones: 'Zones and collection', dispatch: 'Dispatch list' } as const
type View = keyof typeof VIEWS

/**
 * /seller/delivery: the zones and collection at the salon (`?view=zones`, owner only), the day's dispatch list
 * (`?view=dispatch&date=`) and an order's packing slip (`?slip=<order id>`), on one route.
 */
export function DeliveryPage() {
  const [params] = useSearchParams()
  const slip = params.get('slip')
  const view: View = slip || params.get('view') === 'dispatch' ? 'dispatch' : 'zones'
  return (
    <>
      <SellerHeading title={slip ? 'Packing slip' : VIEWS[view]} />
      <ViewTabs aria-label="Delivery">
        <ul>
          {(Object.keys(VIEWS) as View[]).map((name) => (
            <li key={name}>
              <Link to={`${paths.sellerDelivery}?view=${name}`} aria-current={!slip && view === name ? 'page' : undefined}>
                {VIEWS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </ViewTabs>
      {slip ? <PackingSlipView id={slip} /> : view === 'dispatch' ? <DispatchView /> : <ZonesView />}
    </>
  )
}
