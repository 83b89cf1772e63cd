import type { FastifyPluginAsync } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { MAX_IMAGE_BYTES, salonAdminMessages as am, salonCategorySchema, salonServiceSchema, salonSettingsSchema, salonStaffSchema, salonTimeOffSchema } from '../../../../src/contract'
import { salonIdParamsSchema, uuidParamsSchema } from '../../../../src/contract/queries'
import { addCategory, addService, addStaffTimeOff, addTeamMember, changeSalonSettings, editService, editTeamMember, removeTimeOff, salonAsEdited, salonSettingsOf } from '../../actions/salonAdmin'
import { removePhoto, removeService, removeTeamMember, setPhoto } from '../../actions/salonPhotos'
import { toSalonService } from '../../mappers/salon'
import { dropPolicy, policiesOf, setPolicy } from '../../actions/noShowPolicy'
import { noShowMessages as nm, noShowPolicySchema } from '../../../../src/contract/noShow'
import { parseBody, parseParams } from '../../http/parse'
import { badRequest, Refusal } from '../../http/refusal'
import { readUploadForm } from '../../http/uploadForm'

const serviceParams = salonIdParamsSchema(am.serviceNotFound)
const staffParams = salonIdParamsSchema(am.staffNotFound)
const timeOffParams = uuidParamsSchema(am.timeOffNotFound)

/** The owner's salon under /api/booking/seller: the menu, the team and their photos, hours, time off and settings. */
export const salonRoutes: FastifyPluginAsync = async (app) => {
  const salon = { preHandler: app.permit('salon.manage') }

  app.get('/seller/salon', salon, async () => {
    const edited = await salonAsEdited(app)
    return { success: true, ...edited, services: edited.services.map(toSalonService) }
  })

  /**
   * The owner's salon settings: the deposit a card booking pays, until when before a booking its client may change it
   * online, and her note to a client booking a service that needs a patch test.
   */
  app.get('/seller/settings', salon, async () => ({ success: true, settings: await salonSettingsOf(app) }))

  app.patch('/seller/settings', salon, async (request) => ({ success: true, message: am.saved, settings: await changeSalonSettings(app, await parseBody(salonSettingsSchema, request.body)) }))

  /** The owner's no-show policies: per service, or for all ('*'): deposit, cancellation window, fee, card kept. */
  app.get('/seller/policies', salon, async () => ({ success: true, policies: await policiesOf(app) }))
  app.put('/seller/policies', salon, async (request) => ({ success: true, message: nm.saved, policy: await setPolicy(app, await parseBody(noShowPolicySchema, request.body)) }))
  app.delete<{ Params: { service: string } }>('/seller/policies/:service', salon, async (request) => {
    await dropPolicy(app, request.params.service)
    return { success: true, message: nm.removed }
  })

  app.post('/seller/categories', salon, async (request, reply) => {
    const category = await addCategory(app, await parseBody(salonCategorySchema, request.body))
    return reply.status(201).send({ success: true, message: am.saved, category })
  })

  app.post('/seller/services', salon, async (request, reply) => {
    const service = await addService(app, await parseBody(salonServiceSchema, request.body))
    return reply.status(201).send({ success: true, message: am.saved, service: toSalonService(service) })
  })

  app.put('/seller/services/:id', salon, async (request) => {
    const input = await parseBody(salonServiceSchema, request.body)
    const { id } = await parseParams(serviceParams, request.params)
    return { success: true, message: am.saved, service: toSalonService(await editService(app, id, input)) }
  })

  app.post('/seller/services/:id/delete', salon, async (request) => {
    await removeService(app, (await parseParams(serviceParams, request.params)).id, request.log)
    return { success: true, message: am.deleted }
  })

  app.post('/seller/team', salon, async (request, reply) => {
    const id = await addTeamMember(app, await parseBody(salonStaffSchema, request.body))
    return reply.status(201).send({ success: true, message: am.saved, id })
  })

  app.put('/seller/team/:id', salon, async (request) => {
    const input = await parseBody(salonStaffSchema, request.body)
    const { id } = await parseParams(staffParams, request.params)
    return { success: true, message: am.saved, id: await editTeamMember(app, id, input) }
  })

  app.post('/seller/team/:id/delete', salon, async (request) => {
    await removeTeamMember(app, (await parseParams(staffParams, request.params)).id, request.log)
    return { success: true, message: am.deleted }
  })

  // The photos of the services (the home page's cards) and of the team (the About page): one picture each, uploaded
  // as a product's images are. Multipart is read only here; the permission is checked before the file is read.
  await app.register(async (photos) => {
    await photos.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 1, parts: 3 } })
    const owners = [
      ['service', '/seller/services/:id/photo', serviceParams],
      ['staff', '/seller/team/:id/photo', staffParams],
    ] as const
    for (const [owner, path, params] of owners) {
      photos.put(path, salon, async (request) => {
        if (!request.isMultipart()) throw new Refusal('unsupportedMedia', am.photoNotMultipart)
        const { uploads } = await readUploadForm(request, { files: 'image', maxFiles: 1, tooMany: am.photoOne })
        if (!uploads[0]) throw badRequest(am.photoMissing)
        const { id } = await parseParams(params, request.params)
        return { success: true, message: am.photoSaved, image: await setPhoto(app, owner, id, uploads[0], request.log) }
      })
      photos.delete(path, salon, async (request) => {
        await removePhoto(app, owner, (await parseParams(params, request.params)).id, request.log)
        return { success: true, message: am.photoRemoved, image: '' }
      })
    }
  })

  app.post('/seller/time-off', salon, async (request, reply) => {
    const timeOff = await addStaffTimeOff(app, await parseBody(salonTimeOffSchema, request.body))
    return reply.status(201).send({ success: true, message: am.saved, timeOff })
  })

  app.post('/seller/time-off/:id/delete', salon, async (request) => {
    await removeTimeOff(app, (await parseParams(timeOffParams, request.params)).id)
    return { success: true, message: am.deleted }
  })
}
