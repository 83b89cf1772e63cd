import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Input } from '../../../components/Control'
import { Spinner } from '../../../components/Spinner'
import { deliveryMessages, shippingText } from '../../../contract/delivery'
import { formatNaira } from '../../../contract/money'
import { addressLine } from '../../../contract/nigeria'
import { orderNumber } from '../../../contract/orders'
import { formatDay } from '../format'
import type { Order } from '../../../contract/types'
import { useGetDispatchQuery } from './deliveryApi'
import { PaperChoice, PrintBar, PrintOnly, type Paper } from './PackingSlip'
import { PhoneLinks } from '../PhoneLinks'

const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72rem;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  address { font-style: normal; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: ${({ theme }) => theme.space.sm}; }
  li { display: grid; gap: ${({ theme }) => theme.space.xs}; padding: ${({ theme }) => theme.space.sm} 0; border-top: 1px solid ${({ theme }) => theme.colors.line}; overflow-wrap: anywhere; }
  li p { margin: 0; }
  @media (min-width: 900px) { li { grid-template-columns: 8rem minmax(0, 1.2fr) minmax(0, 2fr) minmax(0, 1.5fr) 9rem; } }
  @media print { li { grid-template-columns: 6rem 1fr 2fr 1.5fr 7rem; } }
`

const Cash = styled.p`
  font-weight: 700;
`

const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  input { width: auto; }
`

/** The orders by how they go: each zone in the server's order, collection at the salon last. */
function groupsOf(orders: Order[]): [string, Order[]][] {
  const groups = new Map<string, Order[]>()
  for (const order of orders) {
    const name = order.delivery.method === 'pickup' ? deliveryMessages.pickup : (order.delivery.zone ?? 'No zone')
    groups.set(name, [...(groups.get(name) ?? []), order])
  }
  return [...groups]
}

function Row({ order }: { order: Order }) {
  const a = order.address
  const number = orderNumber(order._id)
  return (
    <li>
      <p>
        <b>{number}</b>
        <br />
        <Link to={`?slip=${order._id}`}>Packing slip</Link>
      </p>
      <p>
        {order.customer?.name ?? `${a.firstName} ${a.lastName}`}
        <br />
        <PhoneLinks phone={a.phone} about={`Your order ${number}`} />
      </p>
      {order.delivery.method === 'pickup' ? (
        <p>{deliveryMessages.pickupFree}</p>
      ) : (
        <address>
          {addressLine(a)}
          <br />
          {shippingText(order.shipping, order.delivery)}
        </address>
      )}
      <p>{order.items.map(({ product, quantity }) => `${quantity} × ${product.name}`).join(', ')}</p>
      <Cash>{order.paymentType === 'COD' && !order.isPaid ? `Collect ${formatNaira(order.amount)}` : 'Paid'}</Cash>
    </li>
  )
}

/** The day's dispatch list: every order to send or hand over, grouped by zone, printable on A4 or a receipt roll. */
export function DispatchView() {
  const [params, setParams] = useSearchParams()
  const [paper, setPaper] = useState<Paper>('a4')
  const { data, isLoading, isError } = useGetDispatchQuery(params.get('date') ?? '')
  return (
    <>
      <PrintOnly $paper={paper} />
      <PrintBar>
        <Pick>
          Orders placed up to
          <Input
            type="date"
            value={data?.date ?? ''}
            onChange={(event) => {
              const next = new URLSearchParams(params)
              next.set('date', event.target.value)
              setParams(next)
            }}
          />
        </Pick>
        <PaperChoice paper={paper} onChange={setPaper} />
        <Button type="button" onClick={() => window.print()}>
          Print dispatch list
        </Button>
      </PrintBar>
      {isLoading ? (
        <Spinner label="Loading the orders to send…" />
      ) : isError || !data ? (
        <p>The dispatch list could not be loaded.</p>
      ) : (
        <Sheet className="print-area" aria-label="Dispatch list">
          <h2>Dispatch list · orders placed up to {formatDay(data.date)}</h2>
          {data.orders.length === 0 && <p>No orders to send: every order is on its way or delivered.</p>}
          {groupsOf(data.orders).map(([zone, orders]) => (
            <section key={zone} aria-label={zone}>
              <h2>
                {zone} ({orders.length} {orders.length === 1 ? 'order' : 'orders'})
              </h2>
              <ol>
                {orders.map((order) => (
                  <Row key={order._id} order={order} />
                ))}
              </ol>
            </section>
          ))}
          {data.more && <p>More orders are waiting: mark these Shipped to see the next ones.</p>}
        </Sheet>
      )}
    </>
  )
}
