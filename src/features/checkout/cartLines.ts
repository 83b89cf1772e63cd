import { cartTotals, nairaToKobo, type CartTotals } from '../../contract/money'
import type { CartItems, Product } from '../../contract/types'

/** Why a line cannot be ordered: the product is out of stock, or the shop no longer sells it. */
export type LineProblem = 'outOfStock' | 'gone'

export interface CartLine {
  productId: string
  quantity: number
  product?: Product
  problem?: LineProblem
}

export const problemText: Record<LineProblem, string> = {
  outOfStock: 'Out of stock',
  gone: 'No longer available',
}

/** The cart's lines in the order they were added, each with its product as the shop sells it now. */
export function cartLines(items: CartItems, products: readonly Product[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]))
  return Object.entries(items).map(([productId, quantity]) => {
    const product = byId.get(productId)
    if (!product) return { productId, quantity, problem: 'gone' }
    return product.inStock ? { productId, quantity, product } : { productId, quantity, product, problem: 'outOfStock' }
  })
}

export const unitKobo = (product: Product): number => nairaToKobo(product.offerPrice)

/** What the server will charge for the lines that can be ordered (the same contract rule). */
export const linesTotals = (lines: readonly CartLine[]): CartTotals =>
  cartTotals(lines.flatMap(({ product, problem, quantity }) => (product && !problem ? [{ unitKobo: unitKobo(product), quantity }] : [])))
