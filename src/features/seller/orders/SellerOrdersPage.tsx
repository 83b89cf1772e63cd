import { useMemo } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { usePagedRows } from '../../../shared/pages'
import { paymentMethodLabel } from '../../../contract/delivery'
import { formatNaira } from '../../../contract/money'
import { sellerMessages } from '../../../contract/sellerMessages'
import { orderFiltersOf, orderNumber, type OrderFilterKey } from '../../../contract/orders'
import { paths } from '../../../contract/routes'
import type { Order } from '../../../contract/types'
import { formatDateTime } from '../format'
import { OrdersIcon } from '../icons'
import { Inbox } from '../Inbox'
import { OrderFilterBar } from './OrderFilterBar'
import type { FromList } from '../listLinks'
import { OrderStatusControl, PaymentBadge } from './OrderStatusControl'
import { SellerHeading } from '../SellerHeading'
import { useGetSellerOrdersInfiniteQuery } from './ordersApi'
import { DeliveryAddress } from '../../../components/DeliveryAddress'

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

const OrderLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover { text-decoration-thickness: 2px; }
`

const Customer = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm} !important;
  color: ${({ theme }) => theme.colors.muted};
  b { color: ${({ theme }) => theme.colors.ink}; }
`

function OrderCard({ order, listSearch }: { order: Order; listSearch: string }) {
  const { address, customer } = order
  return (
    <Card aria-labelledby={`order-${order._id}`}>
      <Items>
        <OrdersIcon />
        <div>
          <h2 id={`order-${order._id}`}>
            <OrderLink to={paths.sellerOrder(order._id)} state={{ listSearch } satisfies FromList}>
              Order {orderNumber(order._id)}
            </OrderLink>
          </h2>
          {customer && (
            <Customer>
              <b>{customer.name}</b>
              <br />
              {customer.email}
            </Customer>
          )}
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
        <DeliveryAddress address={address} />
      </div>
      <div>
        <Amount>{formatNaira(order.amount)}</Amount>
        <Facts>
          <dt>Method</dt>
          <dd>{paymentMethodLabel(order)}</dd>
          <dt>Date</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt>Payment</dt>
          <dd>
            <PaymentBadge isPaid={order.isPaid} refund={order.refund} />
          </dd>
        </Facts>
      </div>
      <OrderStatusControl order={order} />
    </Card>
  )
}

const ordersOf = (page: { orders: Order[] }) => page.orders

export function SellerOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const { search } = useLocation()
  // A new object only when the address changes: it keys the list's cache.
  const filters = useMemo(() => orderFiltersOf(searchParams), [searchParams])
  const list = useGetSellerOrdersInfiniteQuery(filters)
  // Only the pages of these filters: the previous filters' orders never show under the new ones.
  const { rows, more } = usePagedRows({ ...list, data: list.currentData }, ordersOf)
  const filtered = Object.keys(filters).length > 0

  const change = (key: OrderFilterKey, value: string) => {
    const next = new URLSearchParams(searchParams)
    if (value) next.set(key, value)
    else next.delete(key)
    // A range the wrong way round would ask for nothing: the other end gives way.
    if (key === 'from' && value && (next.get('to') ?? value) < value) next.delete('to')
    if (key === 'to' && value && (next.get('from') ?? value) > value) next.delete('from')
    setSearchParams(next, { replace: true })
  }

  return (
    <>
      <SellerHeading title="Orders List" />
      <OrderFilterBar
        filters={filters}
        change={change}
        clear={() => setSearchParams({}, { replace: true })}
        customer={rows?.find((order) => order.customer?._id === filters.customer)?.customer}
      />
      <Inbox
        items={rows}
        isLoading={!list.currentData && list.isFetching}
        isError={list.isError}
        retry={() => void list.refetch()}
        more={more}
        what="orders"
        empty={
          filtered
            ? [sellerMessages.orderFilters.noMatch, 'Change the search or the filters above, or clear them to see every order.']
            : ['No orders yet.', 'New orders appear here as soon as customers place them, newest first.']
        }
        render={(order) => <OrderCard key={order._id} order={order} listSearch={search} />}
      />
    </>
  )
}
