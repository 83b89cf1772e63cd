import type { FastifyInstance } from 'fastify'
import { messages, type CartItems } from '../../../src/contract'
import { isUuid } from '../tools/ids'
import { findProductRows } from '../repositories/products'
import { saveCart } from '../repositories/users'
import { noteCartChange } from '../repositories/cartReminders'
import { badRequest } from '../http/refusal'

/** The shopper's cart as her browser holds it, kept for her next visit (and for its reminder); an id the catalogue does not know is refused by name. */
export async function keepCart(shop: FastifyInstance, userId: string, cartItems: CartItems): Promise<void> {
  const cart = Object.fromEntries(Object.entries(cartItems).map(([id, quantity]) => [id.toLowerCase(), quantity]))
  const ids = Object.keys(cart)
  // A malformed id never reaches a query.
  const known = new Set((await findProductRows(shop.db, ids.filter(isUuid))).map((row) => row.id))
  const unknown = ids.find((id) => !known.has(id))
  if (unknown !== undefined) throw badRequest(messages.cart.unknownProduct(unknown.slice(0, 50)))
  await saveCart(shop.db, userId, cart)
  // A cart left with items waits for its one reminder (actions/campaigns.ts); an empty one needs none.
  await noteCartChange(shop.db, userId, ids.length > 0, shop.clock.now())
}
