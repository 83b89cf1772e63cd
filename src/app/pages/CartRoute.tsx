import { itemRemoved, quantitySet, selectCartCount, selectCartItems } from '../../features/cart/cartSlice'
import { CartPage } from '../../features/checkout/CartPage'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'

/** /cart: the checkout feature's page over the cart feature's state. */
export function CartRoute() {
  const dispatch = useAppDispatch()
  const items = useAppSelector(selectCartItems)
  const count = useAppSelector(selectCartCount)
  return (
    <CartPage
      items={items}
      count={count}
      onQuantityChange={(productId, quantity) => dispatch(quantitySet({ productId, quantity }))}
      onRemove={(productId) => dispatch(itemRemoved(productId))}
    />
  )
}
