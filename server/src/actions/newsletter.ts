import type { FastifyInstance } from 'fastify'
import { subscribeToNewsletter } from '../repositories/messages'

/** Puts the address on the newsletter's list; false when it was there already. */
export const subscribe = (shop: FastifyInstance, email: string): Promise<boolean> => subscribeToNewsletter(shop.db, email.toLowerCase())
