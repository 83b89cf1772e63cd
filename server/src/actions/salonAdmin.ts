import type { FastifyInstance } from 'fastify'
import { salonAdminMessages as am } from '../../../src/contract'
import type { SalonSettings } from '../../../src/contract/salonAdmin'
import { isForeignKeyViolation } from '../tools/ids'
import { serviceColumns, type ServiceInput } from '../mappers/salon'
import { badRequest, notFound } from '../http/refusal'
import { listCategories, readSalonSettings, saveSalonSettings } from '../repositories/salon'
import {
  addTimeOff,
  createCategory,
  createService,
  deleteTimeOff,
  listAllServices,
  listStaffAdmin,
  saveStaff,
  updateService,
  type StaffInput,
} from '../repositories/salonAdmin'

// The owner's salon: its menu, team, hours, time off and settings (the photos: salonPhotos.ts).

/** Runs a write whose foreign keys name categories or staff: one that names none there is a 400. */
async function withKnownReferences<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(message)
    throw error
  }
}

/** The categories, every service (active or not) and the team with their hours, as the owner edits them. */
export async function salonAsEdited(shop: FastifyInstance) {
  const [categories, services, team] = await Promise.all([listCategories(shop.db), listAllServices(shop.db), listStaffAdmin(shop.db)])
  return { categories, services, team }
}

export const salonSettingsOf = (shop: FastifyInstance): Promise<SalonSettings> => readSalonSettings(shop.db)

/** Changes the settings the owner sent, keeps the others; answers them all. */
export async function changeSalonSettings(shop: FastifyInstance, { depositPercent, clientChangeCutoffHours, patchTestNote }: { [K in keyof SalonSettings]?: SalonSettings[K] | undefined }): Promise<SalonSettings> {
  return saveSalonSettings(shop.db, {
    ...(depositPercent !== undefined && { depositPercent }),
    ...(clientChangeCutoffHours !== undefined && { clientChangeCutoffHours }),
    ...(patchTestNote !== undefined && { patchTestNote }),
  })
}

export const addCategory = (shop: FastifyInstance, input: { name: string; anyLabel: string }) => createCategory(shop.db, input)

export const addService = (shop: FastifyInstance, input: ServiceInput) => withKnownReferences(createService(shop.db, serviceColumns(input)), am.category)

export async function editService(shop: FastifyInstance, id: string, input: ServiceInput) {
  const service = await withKnownReferences(updateService(shop.db, id, serviceColumns(input)), am.category)
  if (!service) throw notFound(am.serviceNotFound)
  return service
}

/** A new member of the team: her id. */
export async function addTeamMember(shop: FastifyInstance, input: StaffInput): Promise<string> {
  return (await withKnownReferences(saveStaff(shop.db, undefined, input), am.category))!
}

/** A member's details, categories and hours, replaced: her id. */
export async function editTeamMember(shop: FastifyInstance, id: string, input: StaffInput): Promise<string> {
  const saved = await withKnownReferences(saveStaff(shop.db, id, input), am.category)
  if (!saved) throw notFound(am.staffNotFound)
  return saved
}

export const addStaffTimeOff = (shop: FastifyInstance, input: { staffId: string; date: string; from: string; to: string; note: string }) => withKnownReferences(addTimeOff(shop.db, input), am.staffNotFound)

export async function removeTimeOff(shop: FastifyInstance, id: string): Promise<void> {
  if (!(await deleteTimeOff(shop.db, id))) throw notFound(am.timeOffNotFound)
  await shop.waitingList.offerFreed()
}
