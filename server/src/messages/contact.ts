import { paths, type ContactFields } from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'

/** The owner hears of a message sent from the contact page, in the transaction that stored it. */
export async function enqueueContactMail(tx: Db, context: MailContext, messageId: string, message: ContactFields): Promise<void> {
  await enqueueMessage(tx, {
    channel: 'email',
    key: `contact:${messageId}:${context.ownerEmail}`,
    event: 'Contact message (to you)',
    to: context.ownerEmail,
    subject: `New message from ${message.name}: ${message.subject}`,
    ...compose(context, {
      paragraphs: [`${message.name} (${message.email}) wrote through the contact page:`, message.message],
      action: { label: 'Open your messages', url: `${context.publicUrl}${paths.sellerMessages}` },
    }),
  })
}
