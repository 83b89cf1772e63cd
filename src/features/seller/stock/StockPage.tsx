import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Panel } from '../../../components/Panel'
import { paths } from '../../../contract/routes'
import { useAppSelector } from '../../../shared/hooks'
import { SellerHeading } from '../SellerHeading'
import { selectMay } from '../sellerSlice'
import { ViewTabs } from '../ViewTabs'
import { BatchList } from './BatchList'
import { DeliveryForm } from './DeliveryForm'
import { StockHistory } from './StockHistory'
import { StockSettingsForm } from './StockSettingsForm'
import { StockTake } from './StockTake'

// A form of a few fields reads best at a phone's or a page's column width, not across a wide screen.
const Narrow = styled(Panel)`
  max-width: 48rem;
`

const VIEWS = { delivery: 'Record a delivery', expiring: 'Expiring soon', 'write-off': 'To write off', count: 'Stock take' } as const
type View = keyof typeof VIEWS

/**
 * /seller/stock: record a delivery (`?view=delivery`), the batches expiring soon (`?view=expiring`), those past their
 * date to write off (`?view=write-off`), the stock take (`?view=count`), and one product's batches and history
 * (`?product=<id>`); the owner's settings below the lists.
 */
export function StockPage() {
  const [params] = useSearchParams()
  const product = params.get('product')
  const asked = params.get('view')
  const view: View = asked === 'expiring' || asked === 'write-off' || asked === 'count' ? asked : 'delivery'
  const setsShop = useAppSelector((state) => selectMay(state, 'shop.settings'))
  return (
    <>
      <SellerHeading title={product ? 'Batches of a product' : VIEWS[view]} />
      <ViewTabs aria-label="Stock">
        <ul>
          {(Object.keys(VIEWS) as View[]).map((name) => (
            <li key={name}>
              <Link to={`${paths.sellerStock}?view=${name}`} aria-current={!product && view === name ? 'page' : undefined}>
                {VIEWS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </ViewTabs>
      {product ? (
        <>
          <BatchList view="product" product={product} heading="Batches of this product" />
          <StockHistory product={product} />
        </>
      ) : view === 'count' ? (
        <StockTake />
      ) : view === 'delivery' ? (
        <Narrow aria-label="Delivery">
          <DeliveryForm />
        </Narrow>
      ) : (
        <BatchList view={view} heading={VIEWS[view]} />
      )}
      {setsShop && !product && (view === 'expiring' || view === 'write-off') && <StockSettingsForm />}
    </>
  )
}
