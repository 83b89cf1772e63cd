import type { Product } from '../../contract/types'

// The cart's products as this phone last showed them, kept beside the saved cart (localStorage): without signal, a
// tab that has seen no page of them (a reload of /cart, a new tab) shows the lines from here, at the prices of that
// day (the offline notice says prices may have changed; the server prices every order). Never read with signal: the
// shop's answer is the truth then.

const KEY = 'glow-cart-products'

/** Keeps these products (the cart's lines shown with signal), replacing those kept before. */
export function keepCartProducts(products: readonly Product[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(products))
  } catch {
    // A full or refused storage keeps nothing: the lines then wait for the signal, as before.
  }
}

/** The products kept, or none. */
export function keptCartProducts(): Product[] {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(kept) ? (kept as Product[]) : []
  } catch {
    return []
  }
}
