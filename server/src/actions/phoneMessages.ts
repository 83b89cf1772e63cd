import type { FastifyInstance } from 'fastify'
import { internationalPhone, type MessagePreferences, type MessageSettings, type PhoneChannel, type TransferAccount } from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueueSmsFallback } from '../messages/phone'
import { saveMessageSettings } from '../repositories/messageSettings'
import { recordDeliveryReport, withdrawPhoneMessagesTo, type ReportedStatus } from '../repositories/outbox'
import { phoneOfStopLink, recordConsent, stopPhone, stopPhoneOfUser } from '../repositories/phoneContacts'
import { hashToken } from '../tokens'

// A client's phone messages: her consent and channel, STOP (a reply, a link, My Account), and what the
// providers report about each message.

/** A number stops: it gets nothing more, and what was queued for it is withdrawn. True when it had not stopped before. */
async function stopInTransaction(tx: Db, phone: string): Promise<boolean> {
  const stopped = await stopPhone(tx, phone)
  await withdrawPhoneMessagesTo(tx, phone)
  return stopped
}

/** A STOP reply from a number (Termii's inbound webhook, a WhatsApp reply): any way it was written. */
export async function stopFromReply(app: FastifyInstance, from: string): Promise<boolean> {
  const phone = internationalPhone(from)
  if (!phone) return false
  return app.db.transaction((tx) => stopInTransaction(tx, phone))
}

/** A message's stop link was followed (and confirmed): false when the link is not the shop's. */
export async function stopFromLink(app: FastifyInstance, token: string): Promise<boolean> {
  const phone = token.length > 0 && token.length <= 64 ? await phoneOfStopLink(app.db, hashToken(token)) : undefined
  if (!phone) return false
  await app.db.transaction((tx) => stopInTransaction(tx, phone))
  return true
}

/** The words that mean "no more messages" in a reply. */
const STOP_WORDS = new Set(['stop', 'stop all', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'opt out', 'optout'])
export const isStopReply = (text: string): boolean => STOP_WORDS.has(text.trim().toLowerCase().replace(/[.!]+$/, ''))

/**
 * A provider's delivery report: the message moves forward (sent, delivered, read, failed); a WhatsApp
 * message that failed is sent once more by SMS. A replayed or late report changes nothing.
 */
export async function recordReport(app: FastifyInstance, channel: PhoneChannel, providerId: string, status: ReportedStatus, error?: string): Promise<void> {
  const fellBack = await app.db.transaction(async (tx) => {
    const moved = await recordDeliveryReport(tx, channel, providerId, status, error)
    return moved !== undefined && status === 'failed' && moved.channel === 'whatsapp' && (await enqueueSmsFallback(tx, moved))
  })
  if (fellBack) app.mail.wake()
}

/** My Account: her number and channel, with her consent recorded now. */
export const saveClientPreferences = (app: FastifyInstance, userId: string, phone: string, channel: PhoneChannel): Promise<MessagePreferences> =>
  app.db.transaction((tx) => recordConsent(tx, internationalPhone(phone)!, channel, userId))

/** My Account's "Stop": her number gets nothing more. */
export async function stopClientMessages(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const phone = await stopPhoneOfUser(tx, userId)
    if (phone) await withdrawPhoneMessagesTo(tx, phone)
  })
}

/** The owner's message settings, from the form's fields. */
export function saveOwnerMessageSettings(
  app: FastifyInstance,
  fields: { defaultChannel: PhoneChannel; ownerPhone: string; ownerChannel: PhoneChannel; bank: string; accountNumber: string; accountName: string },
): Promise<MessageSettings> {
  const transfer: TransferAccount | null = fields.bank ? { bank: fields.bank, number: fields.accountNumber, name: fields.accountName } : null
  return saveMessageSettings(app.db, {
    defaultChannel: fields.defaultChannel,
    ownerPhone: fields.ownerPhone ? internationalPhone(fields.ownerPhone) : null,
    ownerChannel: fields.ownerChannel,
    transfer,
  })
}
