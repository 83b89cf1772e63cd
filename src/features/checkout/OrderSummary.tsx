import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Button } from '../../components/Button'
import { Select } from '../../components/Control'
import { messages } from '../../contract/messages'
import { formatKobo, TAX_PERCENT } from '../../contract/money'
import { paths } from '../../contract/routes'
import type { Address, CartItems, OrderRequest, PaymentType } from '../../contract/types'
import { orderPlaced } from '../../shared/events'
import { selectSignedIn } from '../../shared/session'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { showToast } from '../../shared/toasts'
import { linesTotals, type CartLine } from './cartLines'
import { useGetAddressesQuery, useGetPaymentMethodsQuery, usePlaceCashOrderMutation, useStartOnlinePaymentMutation } from './checkoutApi'
import { markPaymentStarted, paymentPage } from './paymentPage'

const Panel = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ${({ theme }) => theme.media.lg} { position: sticky; top: ${({ theme }) => theme.space.md}; }
`

const Section = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const headingStyle = css`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.5;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.muted};
`
const Heading = styled.h3`
  ${headingStyle}
`
const HeadingLabel = styled.label`
  ${headingStyle}
`

/** The section's heading with its action on the same line: 'Change' sits level with 'Delivery Address'. */
const HeadingRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: -${({ theme }) => theme.space.sm} 0 0;
  h3 { margin: 0; }
  /* The button's text, not its padding, lines up with the figures' right edge. */
  > button { margin-right: -${({ theme }) => theme.space.sm}; }
  + p { margin: 0; }
`

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`

const Choices = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.line}; }
  button { width: 100%; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primarySoft}; text-decoration: none; }
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

const formatAddress = (address: Address) => `${address.street}, ${address.city}, ${address.state}, ${address.country}`

interface Props {
  items: CartItems
  lines: CartLine[]
  /** The address to start with, e.g. the one just added. */
  preferredAddressId?: string
}

/** 128 random bits as hex; crypto.getRandomValues works on plain http too, unlike randomUUID. */
const newRequestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

export function OrderSummary({ items, lines, preferredAddressId }: Props) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const signedIn = useAppSelector(selectSignedIn)
  const addresses = useGetAddressesQuery(undefined, { skip: !signedIn })
  const [placeCashOrder] = usePlaceCashOrderMutation()
  const [startOnlinePayment] = useStartOnlinePaymentMutation()
  const [chosenAddressId, setChosenAddressId] = useState(preferredAddressId)
  const [choosing, setChoosing] = useState(false)
  const [chosenPayment, setPaymentType] = useState<PaymentType>('COD')
  // Offered until the server says the shop takes cash only (ONLINE_PAYMENT=off).
  const onlineOffered = useGetPaymentMethodsQuery().data?.online ?? true
  const paymentType = onlineOffered ? chosenPayment : 'COD'
  const [placing, setPlacing] = useState(false)
  const placingNow = useRef(false)
  // One key per order the shopper means to place: a retry after a lost answer finds the order it made;
  // another cart or address is another order, with a new key.
  const cashRequest = useRef<{ order: string; key: string } | null>(null)

  const list = addresses.data ?? []
  const address = list.find((candidate) => candidate._id === chosenAddressId) ?? list[0]
    const blocked = lines.some((line) => line.problem)
  const totals = linesTotals(lines)

  function addAddress() {
    if (!signedIn) {
      showToast('error', messages.checkout.loginRequired)
      navigate(paths.login, { state: { returnTo: paths.cart } })
    } else navigate(paths.addAddress)
  }

  async function placeOrder() {
    if (placingNow.current) return
    if (!address) {
      showToast('error', messages.checkout.selectAddress)
      return
    }
    placingNow.current = true
    setPlacing(true)
    const order: OrderRequest = { items: Object.entries(items).map(([product, quantity]) => ({ product, quantity })), address: address._id }
    if (paymentType === 'COD') {
      const asked = JSON.stringify(order)
      if (cashRequest.current?.order !== asked) cashRequest.current = { order: asked, key: newRequestKey() }
      const result = await placeCashOrder({ order, key: cashRequest.current.key })
      if (result.data) {
        dispatch(orderPlaced())
        showToast('success', result.data.message ?? messages.orders.placed)
        // The pressed button goes with the cart: focus stays in the page, on its main content, not on the body.
        document.querySelector<HTMLElement>('main[tabindex]')?.focus()
        navigate(paths.myOrders)
        return
      }
    } else {
      const result = await startOnlinePayment(order)
      // The browser is leaving for the payment page: the button stays disabled until it has gone.
      if (result.data) {
        markPaymentStarted()
        return paymentPage.open(result.data.authorization_url)
      }
    }
    placingNow.current = false
    setPlacing(false)
  }

  return (
    <Panel aria-labelledby="order-summary">
      <h2 id="order-summary">Order Summary</h2>
      <Section>
        <HeadingRow>
          <Heading>Delivery Address</Heading>
          <LinkButton type="button" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
            Change
          </LinkButton>
        </HeadingRow>
        <p>{address ? formatAddress(address) : messages.checkout.noAddress}</p>
        {choosing && (
          <Choices aria-label="Your addresses">
            {list.map((candidate) => (
              <li key={candidate._id}>
                <LinkButton
                  type="button"
                  aria-pressed={candidate._id === address?._id}
                  onClick={() => {
                    setChosenAddressId(candidate._id)
                    setChoosing(false)
                  }}
                >
                  {formatAddress(candidate)}
                </LinkButton>
              </li>
            ))}
            <li>
              <LinkButton type="button" onClick={addAddress}>
                Add address
              </LinkButton>
            </li>
          </Choices>
        )}
      </Section>
      <Section>
        <HeadingLabel htmlFor="payment-method">Payment Method</HeadingLabel>
        <Select id="payment-method" value={paymentType} onChange={(event) => setPaymentType(event.target.value as PaymentType)}>
          <option value="COD">Cash On Delivery</option>
          {onlineOffered && <option value="Online">Online Payment</option>}
        </Select>
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
      <Button type="button" $block disabled={placing || blocked} aria-describedby={blocked ? 'checkout-blocked' : undefined} onClick={placeOrder}>
        {paymentType === 'COD' ? 'Place Order' : 'Proceed to Checkout'}
      </Button>
    </Panel>
  )
}
