import { useEffect, useState } from 'react'
import { ButtonLink } from '../../components/Button'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { api } from '../../shared/api'
import { orderPlaced } from '../../shared/events'
import { useAppDispatch } from '../../shared/hooks'
import { OrderOutcome } from './OrderOutcome'
import { forgetPaymentStarted, paymentWasStarted } from './paymentMark'

export function OrderSuccessPage() {
  const dispatch = useAppDispatch()
  // Only the tab that went to pay is told its order was placed; the address opened any other way claims nothing.
  const [paid] = useState(paymentWasStarted)
  useEffect(() => {
    if (!paid) return
    forgetPaymentStarted()
    // The payment went through: the cart has become an order.
    dispatch(orderPlaced())
    dispatch(api.util.invalidateTags(['Order']))
  }, [dispatch, paid])

  if (!paid)
    return (
      <OrderOutcome title="No new order to show">
        <p>Your orders, and whether each one is paid, are listed in My Orders.</p>
        <ButtonLink to={paths.myOrders}>Go to My Orders</ButtonLink>
      </OrderOutcome>
    )

  return (
    <OrderOutcome good title={messages.orders.placed}>
      <p>Thank you for shopping with us. We will deliver within 24 hours.</p>
      <ButtonLink to={paths.myOrders}>Go to My Orders</ButtonLink>
    </OrderOutcome>
  )
}
