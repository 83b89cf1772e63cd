import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { usePagedRows } from '../../shared/pages'
import { Button, ButtonLink } from '../../components/Button'
import { DeliveryAddress } from '../../components/DeliveryAddress'
import { LoadMore } from '../../components/LoadMore'
import { OrderTimeline } from '../../components/OrderTimeline'
import { SalonPickup } from '../../components/SalonPickup'
import { WhatsAppLink } from '../../components/WhatsAppLink'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { categoryBySlug } from '../../content/categories'
import { deliveryMessages, orderPromise, paymentMethodLabel, shippingText } from '../../contract/delivery'
import { discountLabel } from '../../contract/promotions'
import { messages } from '../../contract/messages'
import { formatKobo, formatNaira, nairaToKobo } from '../../contract/money'
import { canShopperCancel, orderNumber, paymentStatus } from '../../contract/orders'
import { paths } from '../../contract/routes'
import { formatReadersDate } from '../../contract/shopClock'
import type { Order } from '../../contract/types'
import { selectSignedIn } from '../../shared/session'
import { useAppSelector } from '../../shared/hooks'
import { showToast } from '../../shared/toasts'
import { useCancelOrderMutation, useGetMyOrdersInfiniteQuery, useGetPickupPointQuery } from './checkoutApi'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { OutcomeCard } from './OrderOutcome'
import { OrderThanks, type OrderPlacedState } from './OrderThanks'

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p { margin: 0; }
  strong { overflow-wrap: anywhere; }
`

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.line}; }
  img { grid-row: span 3; align-self: start; width: 64px; height: 64px; object-fit: contain; border-radius: ${({ theme }) => theme.radii.sm}; background: ${({ theme }) => theme.colors.primarySoft}; }
  h3 { margin: 0; font-family: inherit; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 64px minmax(0, 2fr) minmax(0, 1.5fr) 11rem;
    align-items: center;
    img { grid-row: auto; }
  }
`

const Facts = styled.div`
  grid-column: 2;
  ${({ theme }) => theme.media.md} { grid-column: auto; }
`

const Amount = styled.p`
  grid-column: 2;
  && { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; font-size: ${({ theme }) => theme.fontSizes.md}; }
  ${({ theme }) => theme.media.md} { grid-column: auto; text-align: right; }
`

const Paid = styled.strong<{ $paid: boolean }>`
  color: ${({ theme, $paid }) => ($paid ? theme.colors.success : theme.colors.primaryDark)};
`

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  p { margin: 0; }
`

const Foot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr auto; align-items: start; }
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-family: inherit; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

/** Where the order goes beside what happened to it; one above the other on a phone. */
const FootFacts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  address { font-style: normal; font-size: ${({ theme }) => theme.fontSizes.sm}; line-height: 1.5; overflow-wrap: anywhere; }
`

/** Where and when to collect, in the size of a delivery address beside it. */
const Collect = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  p { margin: 0; }
`

const FootActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  ${({ theme }) => theme.media.md} { flex-direction: column; align-items: stretch; }
`

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; font-weight: 600; }
`

/** Cancel order, asked twice: the shopper confirms before the order is gone. */
function CancelOrder({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false)
  if (!confirming)
    return (
      <Button type="button" $variant="outline" onClick={() => setConfirming(true)} aria-label={`Cancel order ${orderNumber(order._id)}`}>
        Cancel order
      </Button>
    )
  return <ConfirmCancel order={order} onClose={() => setConfirming(false)} />
}

function ConfirmCancel({ order, onClose }: { order: Order; onClose: () => void }) {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation()
  const number = orderNumber(order._id)
  return (
    <Confirm>
      <p>Cancel order {number}?</p>
      <Button
        type="button"
        disabled={isLoading}
        onClick={async () => {
          const result = await cancelOrder(order._id)
          if (result.data?.message) showToast('success', result.data.message)
          onClose()
        }}
      >
        Yes, cancel it
      </Button>
      <Button type="button" $variant="ghost" onClick={onClose}>
        Keep it
      </Button>
    </Confirm>
  )
}

function OrderCard({ order }: { order: Order }) {
  const { data: pickup } = useGetPickupPointQuery(undefined, { skip: order.delivery.method !== 'pickup' })
  const promise = orderPromise(order)
  return (
    <Card aria-labelledby={`order-${order._id}`}>
      <Head>
        <p id={`order-${order._id}`}>
          Order <strong>{orderNumber(order._id)}</strong>
        </p>
        <p>
          Payment: <strong>{paymentMethodLabel(order)}</strong> ·{' '}
          <Paid $paid={order.isPaid}>{paymentStatus(order)}</Paid>
          {order.refund && (
            <>
              {' '}
              · <strong>{order.refund}</strong>
            </>
          )}
        </p>
        {order.discount && (
          <p>
            {discountLabel(order.discount.code)}: <strong>−{formatNaira(order.discount.amount)}</strong>
          </p>
        )}
        <p>
          {/* Its dates only while they are still to come: not on an order delivered or cancelled. */}
          Shipping Fee: <strong>{shippingText(order.shipping, promise ? order.delivery : { ...order.delivery, from: null, by: null })}</strong>
        </p>
        <p>
          Total Amount: <strong>{formatNaira(order.amount)}</strong>
        </p>
      </Head>
      <Items>
        {order.items.map(({ product, quantity }, index) => (
          <Item key={`${product._id}-${index}`}>
            <ResponsiveImage src={product.image[0]} alt="" width={64} height={64} loading="lazy" />
            <div>
              <h3>{product.name}</h3>
              <p>Category: {categoryBySlug(product.category)?.text ?? product.category}</p>
            </div>
            <Facts>
              <p>Quantity: {quantity}</p>
              <p>Status: {order.status}</p>
              <p>Date: {formatReadersDate(new Date(order.createdAt))}</p>
            </Facts>
            <Amount>Amount: {formatKobo(nairaToKobo(product.offerPrice) * quantity)}</Amount>
          </Item>
        ))}
      </Items>
      <Foot>
        <FootFacts>
          <section aria-labelledby={`delivery-${order._id}`}>
            {order.delivery.method === 'pickup' ? (
              <>
                <h3 id={`delivery-${order._id}`}>{deliveryMessages.pickup}</h3>
                <Collect>
                  {pickup && <SalonPickup point={pickup} />}
                  {promise && <p>{promise}</p>}
                </Collect>
              </>
            ) : (
              <>
                <h3 id={`delivery-${order._id}`}>Delivery address</h3>
                {/* The address as it was when the order was placed: editing a saved address never moves an order. */}
                <DeliveryAddress address={order.address} />
              </>
            )}
          </section>
          <div>
            <h3>Order history</h3>
            <OrderTimeline steps={order.timeline ?? []} label={`History of order ${orderNumber(order._id)}`} />
          </div>
        </FootFacts>
        <FootActions>
          <WhatsAppLink about={`my order number is ${orderNumber(order._id)}`} describedBy={`order-${order._id}`} />
          {canShopperCancel(order) && <CancelOrder order={order} />}
        </FootActions>
      </Foot>
    </Card>
  )
}

/** The phone menu's way to the account page (its entry there would cost the home page's JavaScript). */
const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`

const ordersOf = (page: { orders: Order[] }) => page.orders
/** How often the page asks again while a refund is on its way. */
export const REFUND_POLL_MS = 3000

export function MyOrdersPage() {
  const signedIn = useAppSelector(selectSignedIn)
  const list = useGetMyOrdersInfiniteQuery(undefined, { skip: !signedIn })
  const { isLoading, error, refetch } = list
  const { rows: orders, more } = usePagedRows(list, ordersOf)
  // A refund on its way is reported by the payment provider a little later: look again until it is settled.
  const refundPending = orders?.some((order) => order.refund === 'Refund pending') ?? false
  useEffect(() => {
    if (!refundPending) return undefined
    const timer = setInterval(refetch, REFUND_POLL_MS)
    return () => clearInterval(timer)
  }, [refundPending, refetch])
  const isGuest = !signedIn || (error !== undefined && 'status' in error && error.status === 401)
  // A cash order just placed is thanked for here, as /order-success thanks for one paid online: once, not again on a reload.
  const location = useLocation()
  const navigate = useNavigate()
  const [placed] = useState(() => (location.state as OrderPlacedState | null)?.placed)
  useEffect(() => {
    if ((location.state as OrderPlacedState | null)?.placed) navigate(location.pathname, { replace: true, state: null })
  }, [location, navigate])
  const justPlaced = orders?.find((order) => order._id === placed)

  return (
    <Page title="My Orders">
      {isLoading ? (
        <Spinner label="Loading your orders…" fillsPage />
      ) : isGuest ? (
        <Message>
          <p>Log in to see your orders.</p>
          <ButtonLink to={paths.login} state={{ returnTo: paths.myOrders }}>
            Login
          </ButtonLink>
        </Message>
      ) : orders && orders.length > 0 ? (
        <>
          {justPlaced && (
            <OutcomeCard good title={messages.orders.placed} level={2}>
              <OrderThanks number={orderNumber(justPlaced._id)} promise={orderPromise(justPlaced)} />
            </OutcomeCard>
          )}
          <AccountLink to={paths.account}>My Account: addresses and details</AccountLink>
          <List>
            {orders.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </List>
          <LoadMore {...more} label="Show older orders" />
        </>
      ) : orders ? (
        <Message>
          <p>{messages.empty.orders}</p>
          <ButtonLink to={paths.products}>Start shopping</ButtonLink>
        </Message>
      ) : (
        <Message>
          <p>We could not load your orders.</p>
          <Button type="button" onClick={() => refetch()}>
            Try again
          </Button>
        </Message>
      )}
    </Page>
  )
}
