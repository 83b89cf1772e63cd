import { CartPage } from '../../features/cart/CartPage'
import { OrderSummary } from '../../features/checkout/OrderSummary'

/** /cart: the cart feature's page, with the checkout feature's order summary beside its lines. */
export function CartRoute() {
  return <CartPage summary={(cart) => <OrderSummary {...cart} />} />
}
