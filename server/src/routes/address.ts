import type { FastifyPluginAsync } from 'fastify'
import { MAX_ADDRESSES, addAddressSchema, aftercareMessages, editAddressSchema, messages } from '../../../src/contract'
import { parseBody } from '../parse'
import { conflict, notFound } from '../refusal'
import { isUuid } from '../ids'
import { deleteAddress, insertAddressUpTo, listAddresses, updateAddress } from '../repositories/addresses'

const noSuchAddress = () => notFound(aftercareMessages.address.notFound)

export const addressRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser)

  app.get('/get', async (request) => ({ success: true, addresses: await listAddresses(app.db, request.userId!) }))

  app.post('/add', async (request, reply) => {
    const { address: fields } = await parseBody(addAddressSchema, request.body)
    // The list the checkout shows stays short: a shopper keeps a handful of addresses, a script no more.
    const address = await insertAddressUpTo(app.db, request.userId!, fields, MAX_ADDRESSES)
    if (!address) throw conflict(`You can keep at most ${MAX_ADDRESSES} addresses.`)
    return reply.status(201).send({ success: true, message: messages.address.added, address })
  })

  app.put<{ Params: { id: string } }>('/:id', async (request) => {
    const { address: fields } = await parseBody(editAddressSchema, request.body)
    const address = isUuid(request.params.id) ? await updateAddress(app.db, request.userId!, request.params.id, fields) : undefined
    if (!address) throw noSuchAddress()
    return { success: true, message: aftercareMessages.address.saved, address }
  })

  app.delete<{ Params: { id: string } }>('/:id', async (request) => {
    if (!isUuid(request.params.id) || !(await deleteAddress(app.db, request.userId!, request.params.id))) throw noSuchAddress()
    return { success: true, message: aftercareMessages.address.deleted }
  })
}
