import { ButtonLink } from '../../components/Button'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { OrderOutcome } from './OrderOutcome'

export function OrderFailurePage() {
  return (
    <OrderOutcome good={false} title={messages.orders.failed}>
      <p>Your payment was not completed. Your cart is still here, so you can try again.</p>
      <ButtonLink to={paths.cart}>Back to Cart</ButtonLink>
    </OrderOutcome>
  )
}
