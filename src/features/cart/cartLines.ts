import { createSelector } from '@reduxjs/toolkit'
import { messages } from '../../contract/messages'
import { cartTotals, nairaToKobo, type CartTotals } from '../../contract/money'
import type { OrderRequest, Product } from '../../contract/types'
import { isDisplayable } from '../../shared/productsApi'
import { selectKnownProducts } from '../../shared/productsEntity'
import { selectCartItems } from './cartSlice'

/** Why a line cannot be ordered: the product is out of stock, or the shop no longer sells it. */
export type LineProblem = 'outOfStock' | 'gone'

export interface CartLine {
  productId: string
  quantity: number
  product?: Product
  problem?: LineProblem
  /** A product the shop no longer sells (archived) as it was sold, to name the line. */
  retired?: Product
}

export const problemText: Record<LineProblem, string> = {
  outOfStock: 'Out of stock',
  gone: messages.cart.noLongerSold,
}

/** What checkout needs of the cart, in the contract's terms. */
export interface CartCheckout {
  items: OrderRequest['items']
  totals: CartTotals
  /** A line cannot be ordered: checkout waits until it is removed. */
  blocked: boolean
}

function cartLine(productId: string, quantity: number, product: Product | undefined): CartLine {
  if (!product || !isDisplayable(product)) return { productId, quantity, problem: 'gone' }
  if (product.archived) return { productId, quantity, problem: 'gone', retired: product }
  return product.inStock ? { productId, quantity, product } : { productId, quantity, product, problem: 'outOfStock' }
}

/** The cart's lines in the order they were added, each with its product as the shop sells it now (read by id). */
export const selectCartLines = createSelector([selectCartItems, selectKnownProducts], (items, products) =>
  Object.entries(items).map(([productId, quantity]) => cartLine(productId, quantity, products[productId])),
)

export const unitKobo = (product: Product): number => nairaToKobo(product.offerPrice)

const selectOrderItems = createSelector([selectCartItems], (items) => Object.entries(items).map(([product, quantity]) => ({ product, quantity })))

export const selectCartCheckout = createSelector(
  [selectOrderItems, selectCartLines],
  (items, lines): CartCheckout => ({
    items,
    // What the server will charge for the lines that can be ordered (the same contract rule).
    totals: cartTotals(lines.flatMap(({ product, problem, quantity }) => (product && !problem ? [{ unitKobo: unitKobo(product), quantity }] : []))),
    blocked: lines.some((line) => line.problem),
  }),
)
