import type { FastifyPluginAsync } from 'fastify'
import { MAX_ADDRESSES, addAddressSchema, messages } from '../../../src/contract'
import { HttpError, parseBody } from '../errors'
import { countAddresses, insertAddress, listAddresses } from '../repositories/addresses'

export const addressRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser)

  app.get('/get', async (request) => ({ success: true, addresses: await listAddresses(app.db, request.userId!) }))

  app.post('/add', async (request, reply) => {
    const { address: fields } = await parseBody(addAddressSchema, request.body)
    // The list the checkout shows stays short: a shopper keeps a handful of addresses, a script no more.
    if ((await countAddresses(app.db, request.userId!)) >= MAX_ADDRESSES) {
      throw new HttpError(409, `You can keep at most ${MAX_ADDRESSES} addresses.`)
    }
    const address = await insertAddress(app.db, request.userId!, fields)
    return reply.status(201).send({ success: true, message: messages.address.added, address })
  })
}
