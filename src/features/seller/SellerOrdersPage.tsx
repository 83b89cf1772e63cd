import styled from 'styled-components'
import { usePagedRows } from '../../shared/pages'
import { Button } from '../../components/Button'
import { Select } from '../../components/Control'
import { formatNaira } from '../../contract/money'
import { canMarkPaid, orderMoves, orderNumber } from '../../contract/orders'
import type { Order, OrderStatus } from '../../contract/types'
import { formatDateTime } from './format'
import { OrdersIcon } from './icons'
import { Inbox } from './Inbox'
import { SellerHeading } from './SellerHeading'
import { useGetSellerOrdersInfiniteQuery, useMarkOrderPaidMutation, useUpdateOrderStatusMutation } from './sellerApi'

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* A long e-mail address or street breaks inside the card instead of pushing it past a phone's edge. */
  overflow-wrap: anywhere;
  > * { min-width: 0; }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 2fr 1.3fr 1.4fr;
    align-items: start;
    padding: ${({ theme }) => theme.space.lg};
  }
  p, address { margin: 0; font-style: normal; }
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-family: inherit; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; text-transform: uppercase; letter-spacing: 0.04em; }
`

const Items = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
  ul { margin: 0; padding: 0; list-style: none; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`

const Quantity = styled.b`
  white-space: nowrap;
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px ${({ theme }) => theme.space.sm};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`

const Badge = styled.span<{ $tone: 'good' | 'wait' | 'stop' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'stop' ? theme.colors.danger : theme.colors.ink)};
  background: ${({ $tone }) => ($tone === 'good' ? '#e3f3ea' : $tone === 'stop' ? '#fbe7e6' : '#fdf1dc')};
`

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  label { font-weight: 600; }
`

function StatusControl({ order }: { order: Order }) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation()
  const [markPaid, { isLoading: isMarking }] = useMarkOrderPaidMutation()
  const moves = orderMoves(order)
  const selectId = `order-status-${order._id}`
  return (
    <Actions>
      {moves.length > 0 ? (
        <>
          <label htmlFor={selectId}>Status</label>
          <Select
            id={selectId}
            value={order.status}
            disabled={isLoading}
            onChange={(event) => void updateStatus({ orderId: order._id, status: event.currentTarget.value as OrderStatus })}
          >
            <option value={order.status} disabled>
              {order.status}
            </option>
            {moves.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </>
      ) : (
        <p>
          Status: <Badge $tone={order.status === 'Cancelled' ? 'stop' : 'good'}>{order.status}</Badge>
        </p>
      )}
      {canMarkPaid(order) && (
        <Button type="button" $variant="outline" disabled={isMarking} onClick={() => void markPaid({ orderId: order._id })}>
          Mark as paid
        </Button>
      )}
    </Actions>
  )
}

function OrderCard({ order }: { order: Order }) {
  const { address } = order
  return (
    <Card aria-labelledby={`order-${order._id}`}>
      <Items>
        <OrdersIcon />
        <div>
          <h2 id={`order-${order._id}`}>Order {orderNumber(order._id)}</h2>
          <ul>
            {order.items.map((item) => (
              <li key={item.product._id}>
                {item.product.name} <Quantity>x {item.quantity}</Quantity>
              </li>
            ))}
          </ul>
        </div>
      </Items>
      <div>
        <h2>Deliver to</h2>
        <address>
          <b>
            {address.firstName} {address.lastName}
          </b>
          <br />
          {address.street}, {address.city}
          <br />
          {address.state}, {address.zipcode}, {address.country}
          <br />
          {address.phone}
          <br />
          {address.email}
        </address>
      </div>
      <div>
        <Amount>{formatNaira(order.amount)}</Amount>
        <Facts>
          <dt>Method</dt>
          <dd>{order.paymentType === 'COD' ? 'Cash on delivery' : 'Online'}</dd>
          <dt>Date</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt>Payment</dt>
          <dd>
            <Badge $tone={order.isPaid ? 'good' : 'wait'}>{order.isPaid ? 'Paid' : 'Pending'}</Badge>
          </dd>
        </Facts>
      </div>
      <StatusControl order={order} />
    </Card>
  )
}

const ordersOf = (page: { orders: Order[] }) => page.orders

export function SellerOrdersPage() {
  const list = useGetSellerOrdersInfiniteQuery()
  const { rows, more } = usePagedRows(list, ordersOf)
  return (
    <>
      <SellerHeading title="Orders List" />
      <Inbox
        items={rows}
        isLoading={list.isLoading}
        isError={list.isError}
        retry={() => void list.refetch()}
        more={more}
        what="orders"
        empty={['No orders yet.', 'New orders appear here as soon as customers place them, newest first.']}
        render={(order) => <OrderCard key={order._id} order={order} />}
      />
    </>
  )
}
