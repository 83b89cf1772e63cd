import styled from 'styled-components'
import { Button } from '../../components/Button'
import { messages } from '../../contract/messages'
import { formatKobo, TAX_PERCENT, type CartTotals } from '../../contract/money'
import { offlineTexts } from '../../contract/offline'
import type { OrderRequest } from '../../contract/types'
import { useAppSelector } from '../../shared/hooks'
import { useOnline } from '../../shared/online'
import { AddressChoice } from './AddressChoice'
import { selectPaymentType, selectPlacing } from './checkoutSlice'
import { PaymentChoice } from './PaymentChoice'
import { usePlaceOrder } from './placeOrder'
import { Section } from './summaryParts'

const Panel = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${({ theme }) => theme.media.lg} { position: sticky; top: ${({ theme }) => theme.space.md}; }
`

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dd { margin: 0; text-align: right; }
  .total { font-weight: 700; font-size: ${({ theme }) => theme.fontSizes.lg}; padding-top: ${({ theme }) => theme.space.sm}; }
`

const Blocked = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

interface Props {
  /** What is ordered: every line of the cart. */
  items: OrderRequest['items']
  /** What the server will charge for it. */
  totals: CartTotals
  /** Some line cannot be ordered: no order until it is removed. */
  blocked: boolean
}

/** The cart page's order summary (SPEC §2): address, payment method, figures and the order button. */
export function OrderSummary({ items, totals, blocked }: Props) {
  const online = useOnline()
  const placing = useAppSelector(selectPlacing)
  const paymentType = useAppSelector(selectPaymentType)
  const placeOrder = usePlaceOrder()

  return (
    <Panel aria-labelledby="order-summary">
      <h2 id="order-summary">Order Summary</h2>
      <Section>
        <AddressChoice />
      </Section>
      <Section>
        <PaymentChoice />
      </Section>
      <Section>
        <Figures>
          <dt>Price</dt>
          <dd>{formatKobo(totals.subtotalKobo)}</dd>
          <dt>Shipping Fee</dt>
          <dd>Free</dd>
          <dt>Tax ({TAX_PERCENT}%)</dt>
          <dd>{formatKobo(totals.taxKobo)}</dd>
          <dt className="total">Total Amount</dt>
          <dd className="total">{formatKobo(totals.totalKobo)}</dd>
        </Figures>
      </Section>
      {blocked && (
        <Blocked id="checkout-blocked" role="alert">
          {messages.checkout.unavailable}
        </Blocked>
      )}
      {!online && (
        <Blocked id="checkout-offline" role="alert">
          {offlineTexts.checkout}
        </Blocked>
      )}
      <Button type="button" $block disabled={placing || blocked || !online} aria-describedby={blocked ? 'checkout-blocked' : online ? undefined : 'checkout-offline'} onClick={() => placeOrder(items)}>
        {paymentType === 'COD' ? 'Place Order' : 'Proceed to Checkout'}
      </Button>
    </Panel>
  )
}
