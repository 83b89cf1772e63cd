import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Select } from '../../../components/Control'
import { formatNaira } from '../../../contract/money'
import { canMarkPaid, orderMoves, orderNumber } from '../../../contract/orders'
import { sellerMessages } from '../../../contract/sellerMessages'
import type { Order, OrderStatus, RefundStatus } from '../../../contract/types'
import { showToast } from '../../../shared/toasts'
import { Badge } from '../Badge'
import { ConfirmDialog } from '../ConfirmDialog'
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

const oc = sellerMessages.orderCancel

/** Cancelling cannot be undone: the seller is asked first, told what follows (stock, refund), then told it is done. */
function CancelOrderDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation()
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0)
  const amount = formatNaira(order.amount)
  const confirm = async () => {
    // A refusal (moved meanwhile) is said by the one error toast of every failed call.
    const { data } = await updateStatus({ orderId: order._id, status: 'Cancelled' })
    if (data?.message) showToast('success', data.message)
    onClose()
  }
  return (
    <ConfirmDialog title={oc.title(orderNumber(order._id))} keepLabel={oc.keep} confirmLabel={oc.confirm} busyLabel={oc.confirming} busy={isLoading} onConfirm={() => void confirm()} onClose={onClose}>
      <ul>
        <li>{oc.stock(units)}</li>
        {order.isPaid && <li>{order.paymentType === 'Online' ? oc.refund(amount) : oc.cash(amount)}</li>}
        <li>{oc.final}</li>
      </ul>
    </ConfirmDialog>
  )
}

export function OrderStatusControl({ order }: { order: Order }) {
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation()
  const [markPaid, { isLoading: isMarking }] = useMarkOrderPaidMutation()
  const [cancelling, setCancelling] = useState(false)
  const moves = orderMoves(order)
  const selectId = `order-status-${order._id}`
  const choose = (status: OrderStatus) => (status === 'Cancelled' ? setCancelling(true) : void updateStatus({ orderId: order._id, status }))
  return (
    <>
      <Actions>
        {moves.length > 0 ? (
          <>
            <label htmlFor={selectId}>Status</label>
            <Select
              id={selectId}
              value={order.status}
              disabled={isLoading}
              onChange={(event) => choose(event.currentTarget.value as OrderStatus)}
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
      {cancelling && <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />}
    </>
  )
}
