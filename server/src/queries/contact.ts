import type { FastifyInstance } from 'fastify'
import type { ContactMessage, PageInfo } from '../../../src/contract'
import { listContactMessages } from '../repositories/messages'
import type { PageRequest } from '../repositories/pages'

/** A page of the messages sent from the contact page, newest first, for the team. */
export const contactMessages = (shop: FastifyInstance, page: PageRequest): Promise<{ messages: ContactMessage[] } & PageInfo> => listContactMessages(shop.db, page)
