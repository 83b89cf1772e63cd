import type { FastifyInstance } from 'fastify'
import type { ContactFields } from '../../../src/contract'
import { enqueueContactMail } from '../messages/contact'
import { insertContactMessage } from '../repositories/messages'

/** A message from the contact page, stored with the owner's e-mail about it in one transaction. */
export async function sendContactMessage(shop: FastifyInstance, message: ContactFields): Promise<void> {
  await shop.db.transaction(async (tx) => enqueueContactMail(tx, shop.mail.context, await insertContactMessage(tx, message), message))
  shop.mail.wake()
}

