import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Spinner } from '../../../components/Spinner'
import { formatKobo, formatNaira, nairaToKobo, TAX_PERCENT } from '../../../contract/money'
import { orderNumber } from '../../../contract/orders'
import type { OrderActor, OrderDetail } from '../../../contract/seller'
import { formatDateTime, mailtoHref } from '../format'
import { orderListPath } from '../listLinks'
import { Badge } from '../Badge'
import { OrderStatusControl, PaymentBadge } from './OrderStatusControl'
import { SellerHeading } from '../SellerHeading'
import { useGetSellerOrderQuery } from './ordersApi'
import { DeliveryAddress } from '../../../components/DeliveryAddress'
import { deliveryMessages, paymentMethodLabel, shippingText } from '../../../contract/delivery'
import { discountLabel } from '../../../contract/promotions'
import { paths } from '../../../contract/routes'
import { PhoneLinks } from '../PhoneLinks'

/** Who took a step of the order's history, in the seller's words. */
const actorNames: Record<OrderActor, string> = { customer: 'Customer', seller: 'Seller', payment: 'Paystack', system: 'System' }

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`

const Placed = styled.p`
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

// One column on a phone with what the seller acts on first; two on a wide screen, the lines and history on the left.
const Layout = styled.div`
  max-width: 1100px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.lg};
  }
`

const Column = styled.div`
  display: contents;
  ${({ theme }) => theme.media.lg} {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    min-width: 0;
  }
`

const Section = styled.section<{ $order: number }>`
  order: ${({ $order }) => $order};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  p, address { margin: 0; font-style: normal; }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; text-align: right; vertical-align: top; }
  th:first-child, td:first-child { text-align: left; padding-left: 0; }
  th:last-child, td:last-child { padding-right: 0; }
  td:not(:first-child) { white-space: nowrap; }
  thead th { overflow-wrap: normal; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  tfoot th, tfoot td { border-bottom: 0; font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: 700; }
  tfoot .delivery th, tfoot .delivery td { font-size: inherit; font-weight: 400; }
  ${({ theme }) => theme.media.sm} { th, td { padding-left: ${({ theme }) => theme.space.md}; } }
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-left: 2px solid ${({ theme }) => theme.colors.line};
    margin-left: 6px;
  }
  li:last-child { padding-bottom: 0; border-left-color: transparent; }
  li::before {
    content: '';
    position: absolute;
    left: -8px;
    top: 2px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 3px solid ${({ theme }) => theme.colors.primary};
    box-sizing: border-box;
  }
  b { display: block; }
  span, time { color: ${({ theme }) => theme.colors.muted}; }
`

const SlipLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space.sm} !important;
`

/** `order`: its place in the one column of a phone. */
function Card({ title, order, children }: { title: string; order: number; children: ReactNode }) {
  const id = `order-section-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Section aria-labelledby={id} $order={order}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  )
}

function Items({ order }: { order: OrderDetail }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Unit price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map(({ product, quantity }) => (
          <tr key={product._id}>
            <td>{product.name}</td>
            <td>{quantity}</td>
            <td>{formatNaira(product.offerPrice)}</td>
            <td>{formatKobo(nairaToKobo(product.offerPrice) * quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.discount && (
          <tr>
            <th scope="row" colSpan={3}>
              {discountLabel(order.discount.code)}
            </th>
            <td>−{formatNaira(order.discount.amount)}</td>
          </tr>
        )}
        <tr className="delivery">
          <th scope="row" colSpan={3}>
            Delivery
          </th>
          <td>{order.delivery.method === 'pickup' ? deliveryMessages.pickupFree : order.shipping === 0 ? deliveryMessages.free : formatNaira(order.shipping)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            Amount (with {TAX_PERCENT}% tax on the products)
          </th>
          <td>{formatNaira(order.amount)}</td>
        </tr>
        {order.giftCards !== undefined && (
          <>
            <tr>
              <th scope="row" colSpan={3}>
                Paid by gift cards
              </th>
              <td>−{formatNaira(order.giftCards)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {order.paymentType === 'COD' ? 'To collect' : 'Paid online'}
              </th>
              <td>{formatNaira(order.amount - order.giftCards)}</td>
            </tr>
          </>
        )}
      </tfoot>
    </Table>
  )
}

function OrderView({ order }: { order: OrderDetail }) {
  const { address, customer } = order
  return (
    <Layout>
      <Column>
        <Card title="Items" order={2}>
          <Items order={order} />
        </Card>
        <Card title="Status history" order={6}>
          <Timeline>
            {order.history.map((step) => (
              <li key={`${step.event}-${step.at}`}>
                <b>{step.event}</b>
                <span>by {step.member ?? actorNames[step.actor]}</span>, <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </li>
            ))}
          </Timeline>
        </Card>
      </Column>
      <Column>
        <Card title="Amount and status" order={1}>
          <Amount>{formatNaira(order.amount)}</Amount>
          <OrderStatusControl order={order} />
        </Card>
        <Card title="Customer" order={3}>
          <p>
            <b>{customer.name}</b>
            <br />
            <a href={mailtoHref(customer.email, `Your order ${orderNumber(order._id)}`)}>{customer.email}</a>
          </p>
        </Card>
        <Card title={order.delivery.method === 'pickup' ? deliveryMessages.pickup : 'Deliver to'} order={4}>
          {order.delivery.method === 'pickup' ? (
            <p>
              {address.firstName} collects it at the salon.
              <br />
              <PhoneLinks phone={address.phone} about={`Your order ${orderNumber(order._id)}`} />
            </p>
          ) : (
            <>
              <DeliveryAddress address={address} phone={<PhoneLinks phone={address.phone} about={`Your order ${orderNumber(order._id)}`} />} />
              <p>
                {order.delivery.zone} · {shippingText(order.shipping, order.delivery)}
              </p>
            </>
          )}
          <SlipLink to={`${paths.sellerDelivery}?slip=${order._id}`}>Print packing slip</SlipLink>
        </Card>
        <Card title="Payment" order={5}>
          <Facts>
            <dt>Method</dt>
            <dd>{paymentMethodLabel(order)}</dd>
            <dt>Payment</dt>
            <dd>
              <PaymentBadge isPaid={order.isPaid} refund={order.refund} />
            </dd>
            {order.paidAt && (
              <>
                <dt>Paid at</dt>
                <dd>{formatDateTime(order.paidAt)}</dd>
              </>
            )}
            {order.paymentType === 'Online' && (
              <>
                <dt>Reference</dt>
                <dd>{order.paymentReference ?? '–'}</dd>
              </>
            )}
          </Facts>
        </Card>
      </Column>
    </Layout>
  )
}

/** /seller/orders/:id: one order with everything the seller needs to handle it. */
export function SellerOrderPage() {
  const { id = '' } = useParams()
  const { state } = useLocation()
  const order = useGetSellerOrderQuery(id)
  const status = order.error && 'status' in order.error ? order.error.status : undefined
  return (
    <>
      <Back to={orderListPath(state)}>← Back to orders</Back>
      <SellerHeading title={`Order ${orderNumber(id)}`} />
      {order.data ? (
        <>
          <Placed>
            Placed {formatDateTime(order.data.createdAt)} ·{' '}
            <Badge $tone={order.data.status === 'Cancelled' ? 'stop' : order.data.status === 'Delivered' ? 'good' : 'wait'}>{order.data.status}</Badge>
          </Placed>
          <OrderView order={order.data} />
        </>
      ) : order.isLoading ? (
        <Spinner label="Loading the order…" />
      ) : status === 404 ? (
        <p>This order does not exist. It may have been an online payment that was never completed.</p>
      ) : (
        <p>
          The order could not be loaded.{' '}
          <Button type="button" $variant="ghost" onClick={() => void order.refetch()}>
            Try again
          </Button>
        </p>
      )}
    </>
  )
}
