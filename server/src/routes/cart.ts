import type { FastifyPluginAsync } from 'fastify'
import { cartUpdateSchema, messages } from '../../../src/contract'
import { keepCart } from '../actions/cart'
import { parseBody } from '../http/parse'

export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.post('/update', { preHandler: app.requireUser }, async (request) => {
    const { cartItems } = await parseBody(cartUpdateSchema, request.body)
    await keepCart(app, request.userId!, cartItems)
    return { success: true, message: messages.cart.updated }
  })
}
