import type { FastifyInstance } from 'fastify'
import type { OutboxPage } from '../../../src/contract'
import { may, type Actor } from '../domain/permissions'
import { toOutboxEntry } from '../mappers/outbox'
import { listOutbox, phoneMonth } from '../repositories/outbox'
import type { PageRequest } from '../repositories/pages'

/**
 * A page of the outbox as `actor` may read it, with whether each channel delivers and this month on the phone. A reset
 * or invitation link lets its reader set a password: its words are the team manager's alone (permissions.ts), and
 * nobody's once its channel delivers.
 */
export async function outboxFor(shop: FastifyInstance, actor: Actor, page: PageRequest): Promise<OutboxPage> {
  const hidden = (channel: Parameters<typeof shop.mail.delivers>[0]) => shop.mail.delivers(channel) || !may(actor, 'team.manage')
  const [{ messages, nextCursor }, month] = await Promise.all([listOutbox(shop.db, page), phoneMonth(shop.db)])
  return {
    delivering: shop.mail.delivers('email'),
    phoneDelivering: { sms: shop.mail.delivers('sms'), whatsapp: shop.mail.delivers('whatsapp') },
    month,
    messages: messages.map((message) => toOutboxEntry(message, hidden(message.channel))),
    nextCursor,
  }
}
