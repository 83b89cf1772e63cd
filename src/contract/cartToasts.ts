// The cart's toasts (SPEC §5), part of messages.cart: in a module of their own because the cart's listener ships
// with the home page, and messages.ts, a module the first bundle would import whole, need not.
import { MAX_CART_QUANTITY } from './limits'

export const cartToasts = {
  added: 'Added to Cart',
  updated: 'Cart Updated',
  removed: 'Removed from Cart',
  limit: `You can order at most ${MAX_CART_QUANTITY} of one product`,
} as const
