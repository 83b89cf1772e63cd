import type { FastifyInstance } from 'fastify'
import { phoneKeyPrefix } from '../../../src/contract'
import type { ClientVisitList } from '../../../src/contract/deskClients'
import { readClientCursor } from '../../../src/contract/queries'
import { may, type Actor } from '../domain/permissions'
import { toBookingPage } from '../mappers/bookings'
import { toDeskClient } from '../mappers/clients'
import { clientVisits, searchClients } from '../repositories/clients'

/**
 * The desk finds a client by phone, name or e-mail among the bookings' clients and the shop's accounts. What she spent
 * is a revenue figure: left out for a role without revenue (permissions.ts).
 */
export async function findClients(shop: FastifyInstance, actor: Actor, { q, limit, after }: { q: string; limit: number; after?: string | undefined }) {
  const withSpend = may(actor, 'revenue.view')
  const { clients, nextCursor } = await searchClients(shop.db, { phonePrefix: phoneKeyPrefix(q), words: q, limit, after: after === undefined ? undefined : readClientCursor(after), withSpend })
  return { clients: clients.map(toDeskClient), nextCursor }
}

/** A client's card (her phoneKey): her upcoming or past appointments, a page. */
export const visitsOfClient = async (shop: FastifyInstance, phone: string, when: ClientVisitList, page: { limit: number; after?: string | undefined }) =>
  toBookingPage(await clientVisits(shop.db, phone, when, { ...page, now: shop.clock.now() }))
