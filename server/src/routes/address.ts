import type { FastifyPluginAsync } from 'fastify'
import { addAddressSchema, aftercareMessages, editAddressSchema, messages } from '../../../src/contract'
import { addAddress, editAddress, removeAddress } from '../actions/addresses'
import { toAddress } from '../mappers/addresses'
import { parseBody } from '../http/parse'
import { addressesOf } from '../queries/addresses'

export const addressRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser)

  app.get('/get', async (request) => ({ success: true, addresses: await addressesOf(app, request.userId!) }))

  app.post('/add', async (request, reply) => {
    const { address: fields } = await parseBody(addAddressSchema, request.body)
    const address = await addAddress(app, request.userId!, fields)
    return reply.status(201).send({ success: true, message: messages.address.added, address: toAddress(address) })
  })

  app.put<{ Params: { id: string } }>('/:id', async (request) => {
    const { address: fields } = await parseBody(editAddressSchema, request.body)
    return { success: true, message: aftercareMessages.address.saved, address: toAddress(await editAddress(app, request.userId!, request.params.id, fields)) }
  })

  app.delete<{ Params: { id: string } }>('/:id', async (request) => {
    await removeAddress(app, request.userId!, request.params.id)
    return { success: true, message: aftercareMessages.address.deleted }
  })
}
