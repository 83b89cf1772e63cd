import { useEffect } from 'react'
import { ButtonLink } from '../../components/Button'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { api } from '../../app/api'
import { orderPlaced } from '../../app/events'
import { useAppDispatch } from '../../app/hooks'
import { OrderOutcome } from './OrderOutcome'

export function OrderSuccessPage() {
  const dispatch = useAppDispatch()
  // The payment went through: the cart has become an order.
  useEffect(() => {
    dispatch(orderPlaced())
    dispatch(api.util.invalidateTags(['Order']))
  }, [dispatch])

  return (
    <OrderOutcome good title={messages.orders.placed}>
      <p>Thank you for shopping with us. We will deliver within 24 hours.</p>
      <ButtonLink to={paths.myOrders}>Go to My Orders</ButtonLink>
    </OrderOutcome>
  )
}
