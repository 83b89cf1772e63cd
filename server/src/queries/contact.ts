import type { FastifyInstance } from 'fastify'
import type { ContactMessage, PageInfo } from '../../../src/contract'
import { toContactMessage } from '../mappers/contact'
import { listContactMessages } from '../repositories/messages'
import type { PageRequest } from '../repositories/pages'

/** A page of the messages sent from the contact page, newest first, for the team. */
export async function contactMessages(shop: FastifyInstance, page: PageRequest): Promise<{ messages: ContactMessage[] } & PageInfo> {
  const { messages, nextCursor } = await listContactMessages(shop.db, page)
  return { messages: messages.map(toContactMessage), nextCursor }
}
