import type { FastifyPluginAsync } from 'fastify'
import { MAX_CART_QUANTITY, type CartItems } from '../../../src/contract'
import { badRequest } from '../errors'
import { isUuid } from '../ids'
import { findProductRows } from '../repositories/products'
import { saveCart } from '../repositories/users'

/** More distinct products than any shelf holds is not a cart. */
const MAX_CART_LINES = 200

function readCart(body: unknown): CartItems {
  const record = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!record(body)) throw badRequest('The request body must be a JSON object.')
  const extra = Object.keys(body).find((key) => key !== 'cartItems')
  if (extra) throw badRequest(`Unknown field: ${extra.slice(0, 50)}`)
  const { cartItems } = body
  if (!record(cartItems)) throw badRequest('cartItems must be an object of product id to quantity.')
  const entries = Object.entries(cartItems)
  if (entries.length > MAX_CART_LINES) throw badRequest(`A cart holds at most ${MAX_CART_LINES} different products.`)
  for (const [id, quantity] of entries) {
    if (!isUuid(id)) throw badRequest(`Unknown product in the cart: ${id.slice(0, 50)}`)
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) {
      throw badRequest(`Quantities must be whole numbers from 1 to ${MAX_CART_QUANTITY}.`)
    }
  }
  return Object.fromEntries(entries.map(([id, quantity]) => [id.toLowerCase(), quantity as number]))
}

export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.post('/update', { preHandler: app.requireUser }, async (request) => {
    const cartItems = readCart(request.body)
    const ids = Object.keys(cartItems)
    const known = new Set((await findProductRows(app.db, ids)).map((row) => row.id))
    const unknown = ids.find((id) => !known.has(id))
    if (unknown) throw badRequest(`Unknown product in the cart: ${unknown}`)
    await saveCart(app.db, request.userId!, cartItems)
    return { success: true, message: 'Cart updated' }
  })
}
