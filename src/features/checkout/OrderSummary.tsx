import { useEffect } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { messages } from '../../contract/messages'
import { cartTotals, formatKobo, nairaToKobo, TAX_PERCENT, type CartTotals } from '../../contract/money'
import { offlineTexts } from '../../contract/offline'
import { discountLabel } from '../../contract/promotions'
import type { OrderRequest } from '../../contract/types'
import { useAppSelector } from '../../shared/hooks'
import { useOnline } from '../../shared/online'
import { skipToken } from '@reduxjs/toolkit/query'
import { deliveryMessages, shippingText } from '../../contract/delivery'
import { failedCallMessage } from '../../shared/apiErrors'
import { dismissFailedCalls } from '../../shared/listeners'
import { checkoutApi, useGetOrderQuoteQuery } from './checkoutApi'
import { selectDeliveryRequest, selectDiscountCode, selectGiftCards, selectPaymentType, selectPlacing } from './checkoutSlice'
import { DiscountCode } from './DiscountCode'
import { GiftCardsBox } from './GiftCardsBox'
import { DeliveryChoice } from './DeliveryChoice'
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
  /** The products' price and tax as the shop sells them now (the delivery fee is the server's quote). */
  totals: CartTotals
  /** Some line cannot be ordered: no order until it is removed. */
  blocked: boolean
}

const ORDER_ENDPOINTS = [checkoutApi.endpoints.placeCashOrder.name, checkoutApi.endpoints.startOnlinePayment.name]

/** The cart page's order summary (SPEC §2): address, payment method, figures and the order button. */
export function OrderSummary({ items, totals, blocked }: Props) {
  const online = useOnline()
  const placing = useAppSelector(selectPlacing)
  const paymentType = useAppSelector(selectPaymentType)
  const placeOrder = usePlaceOrder()
  const giftCardKobo = useAppSelector(selectGiftCards).reduce((sum, card) => sum + nairaToKobo(card.amount), 0)
  const delivery = useAppSelector(selectDeliveryRequest)
  const code = useAppSelector(selectDiscountCode)
  // The fee follows the address (its zone) and the products' price (the zone's threshold), the code's discount the
  // products: the server prices them all.
  const { data: quote, error, isFetching } = useGetOrderQuoteQuery(blocked || items.length === 0 ? skipToken : { items, ...delivery, ...(code && { code }) })
  // An order refused for what the cart held (too few left) stops being true once the cart changes.
  useEffect(() => dismissFailedCalls(ORDER_ENDPOINTS), [items])
  const shipping = error ? undefined : quote?.shipping
  const discount = error ? null : (quote?.discount ?? null)
  const figures = cartTotals([{ unitKobo: totals.subtotalKobo, quantity: 1 }], nairaToKobo(shipping ?? 0), nairaToKobo(discount?.amount ?? 0))

  return (
    <Panel aria-labelledby="order-summary">
      <h2 id="order-summary">Order Summary</h2>
      <Section>
        <DeliveryChoice />
      </Section>
      <Section>
        <PaymentChoice />
      </Section>
      <Section>
        <DiscountCode items={items} />
        <GiftCardsBox />
      </Section>
      <Section>
        <Figures>
          <dt>Price</dt>
          <dd>{formatKobo(figures.subtotalKobo)}</dd>
          {discount && (
            <>
              <dt>{discountLabel(discount.code)}</dt>
              <dd>−{formatKobo(figures.discountKobo)}</dd>
            </>
          )}
          <dt>Shipping Fee</dt>
          <dd aria-busy={isFetching}>{error ? '—' : shipping === undefined ? '…' : shipping === null ? deliveryMessages.fromAddress : shippingText(shipping, quote?.delivery ?? { method: 'delivery', from: null, by: null })}</dd>
          <dt>Tax ({TAX_PERCENT}%)</dt>
          <dd>{formatKobo(figures.taxKobo)}</dd>
          <dt className="total">Total Amount</dt>
          <dd className="total">{formatKobo(figures.totalKobo)}</dd>
          {giftCardKobo > 0 && (
            <>
              <dt>Gift cards</dt>
              <dd>−{formatKobo(giftCardKobo)}</dd>
              <dt className="total">To pay</dt>
              <dd className="total">{formatKobo(Math.max(0, figures.totalKobo - giftCardKobo))}</dd>
            </>
          )}
        </Figures>
        {error && <Blocked role="alert">{failedCallMessage(error)}</Blocked>}
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
      <Button
        type="button"
        $block
        data-main-action
        disabled={placing || blocked || !online}
        aria-describedby={blocked ? 'checkout-blocked' : online ? undefined : 'checkout-offline'}
        onClick={() => placeOrder(items)}
      >
        {paymentType === 'COD' ? 'Place Order' : 'Proceed to Checkout'}
      </Button>
    </Panel>
  )
}
