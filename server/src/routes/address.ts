import type { FastifyPluginAsync } from 'fastify'
import * as yup from 'yup'
import { addressSchema } from '../../../src/contract'
import { parseBody } from '../errors'
import { insertAddress, listAddresses } from '../repositories/addresses'

const addAddressSchema = yup.object({
  address: addressSchema
    .noUnknown(true, ({ unknown }) => `Unknown address field: ${unknown}`)
    .default(undefined)
    .required('The address is required')
    .typeError('The address must be an object'),
  // Older clients send their user id: it is ignored, the owner is the session's user.
  userId: yup.mixed().optional(),
})

export const addressRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireUser)

  app.get('/get', async (request) => ({ success: true, addresses: await listAddresses(app.db, request.userId!) }))

  app.post('/add', async (request, reply) => {
    const { address: fields } = await parseBody(addAddressSchema, request.body)
    const address = await insertAddress(app.db, request.userId!, fields)
    return reply.status(201).send({ success: true, message: 'Address added', address })
  })
}
