import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Select } from '../../../components/Control'
import { canMarkPaid, orderMoves } from '../../../contract/orders'
import type { Order, OrderStatus, RefundStatus } from '../../../contract/types'
import { Badge } from '../Badge'
import { useMarkOrderPaidMutation, useUpdateOrderStatusMutation } from './ordersApi'

// How the seller moves an order along and takes its cash: the same controls on the list and on the order's page.

const refundTones: Record<RefundStatus, 'good' | 'wait' | 'stop'> = { 'Refund pending': 'wait', Refunded: 'good', 'Refund failed': 'stop' }

/** Paid or Pending, as SPEC §4 shows a payment; a cancelled paid order's refund once one is asked for (a failed one for the seller to make). */
export const PaymentBadge = ({ isPaid, refund }: Pick<Order, 'isPaid' | 'refund'>) =>
  refund ? <Badge $tone={refundTones[refund]}>{refund}</Badge> : <Badge $tone={isPaid ? 'good' : 'wait'}>{isPaid ? 'Paid' : 'Pending'}</Badge>

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  label { font-weight: 600; }
  p { margin: 0; }
`

export function OrderStatusControl({ order }: { order: Order }) {
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
