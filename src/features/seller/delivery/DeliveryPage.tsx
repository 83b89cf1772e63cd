import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { paths } from '../../../contract/routes'
import { SellerHeading } from '../SellerHeading'
import { DispatchView } from './DispatchView'
import { PackingSlipView } from './PackingSlip'
import { ZonesView } from './ZonesView'

const Tabs = styled.nav`
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; margin: 0 0 ${({ theme }) => theme.space.lg}; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`

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
      <Tabs aria-label="Delivery">
        <ul>
          {(Object.keys(VIEWS) as View[]).map((name) => (
            <li key={name}>
              <Link to={`${paths.sellerDelivery}?view=${name}`} aria-current={!slip && view === name ? 'page' : undefined}>
                {VIEWS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      {slip ? <PackingSlipView id={slip} /> : view === 'dispatch' ? <DispatchView /> : <ZonesView />}
    </>
  )
}
