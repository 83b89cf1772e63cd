import type { FastifyInstance } from 'fastify'
import { deskClientMessages as cm, needsPatchTest, type ClientRecord, type PatchTestCheck } from '../../../src/contract/deskClients'
import { localPhone } from '../../../src/contract/nigeria'
import type { StaffActor } from '../domain/permissions'
import { badRequest } from '../http/refusal'
import { findClientRecord, saveClientRecord } from '../repositories/clients'
import { findService } from '../repositories/salon'
import { recordActivity } from '../repositories/staff'

/**
 * The desk writes a client's notes and the day of her last patch test (her phone as phoneKey writes it). The activity
 * list says what changed, never the notes' words (allergies are her health's business).
 */
export async function writeClientRecord(shop: FastifyInstance, staff: StaffActor, phone: string, record: ClientRecord): Promise<ClientRecord> {
  return shop.db.transaction(async (tx) => {
    const before = await findClientRecord(tx, phone)
    const saved = await saveClientRecord(tx, phone, record, staff.accountId)
    const said = [
      saved.notes !== before.notes && (saved.notes ? 'notes changed' : 'notes cleared'),
      saved.lastPatchTest !== before.lastPatchTest && (saved.lastPatchTest ? `last patch test ${saved.lastPatchTest}` : 'patch test cleared'),
    ].filter(Boolean)
    if (said.length) await recordActivity(tx, { accountId: staff.accountId, kind: 'client', subject: phone, summary: `Client ${localPhone(phone)}: ${said.join('; ')}` })
    return saved
  })
}

/** Whether a client (her phoneKey) needs a patch test before the service on `date`: needsPatchTest, on her record. */
export async function patchTestFor(shop: FastifyInstance, phone: string, serviceId: string, date: string): Promise<PatchTestCheck> {
  const [service, { lastPatchTest }] = await Promise.all([findService(shop.db, serviceId), findClientRecord(shop.db, phone)])
  if (!service) throw badRequest(cm.service)
  return { needed: needsPatchTest(service.patchTestDays, lastPatchTest, date), withinDays: service.patchTestDays, lastPatchTest }
}
