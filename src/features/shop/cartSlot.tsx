import { createContext, useContext, type ComponentType } from 'react'
import type { Product } from '../../contract/types'

/** What the cart lends the shop: the card's Add/stepper control, a plain "add one", and how many are in the cart. src/app/ShopLayout fills it. */
export interface CartSlot {
  Control: ComponentType<{ product: Product }>
  add: (productId: string) => void
  /** A hook: the product's quantity in the cart. */
  useQuantity: (productId: string) => number
}

const CartSlotContext = createContext<CartSlot | null>(null)

export const CartSlotProvider = CartSlotContext.Provider

export function useCartSlot(): CartSlot {
  const slot = useContext(CartSlotContext)
  if (!slot) throw new Error('useCartSlot needs a CartSlotProvider above it (src/app/ShopLayout).')
  return slot
}
