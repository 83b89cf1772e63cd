import type { FastifyPluginAsync } from 'fastify'
import { cartUpdateSchema, messages } from '../../../src/contract'
import { parseBody } from '../parse'
import { badRequest } from '../refusal'
import { isUuid } from '../ids'
import { findProductRows } from '../repositories/products'
import { saveCart } from '../repositories/users'

export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.post('/update', { preHandler: app.requireUser }, async (request) => {
    const { cartItems } = await parseBody(cartUpdateSchema, request.body)
    const cart = Object.fromEntries(Object.entries(cartItems).map(([id, quantity]) => [id.toLowerCase(), quantity]))
    const ids = Object.keys(cart)
    // A malformed id never reaches a query.
    const known = new Set((await findProductRows(app.db, ids.filter(isUuid))).map((row) => row.id))
    const unknown = ids.find((id) => !known.has(id))
    if (unknown !== undefined) throw badRequest(messages.cart.unknownProduct(unknown.slice(0, 50)))
    await saveCart(app.db, request.userId!, cart)
    return { success: true, message: messages.cart.updated }
  })
}
