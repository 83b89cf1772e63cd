import type { FastifyInstance } from 'fastify'
import { randomInt, timingSafeEqual } from 'node:crypto'
import {
  internationalPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  phoneMessageWords as w,
  type MessagePreferences,
  type MessageSettings,
  type PendingPhone,
  type PhoneChannel,
  type TransferAccount,
} from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueuePhoneCode, enqueueSmsFallback } from '../messages/phone'
import { saveMessageSettings } from '../repositories/messageSettings'
import { withdrawOffers } from '../repositories/campaigns'
import { recordDeliveryReport, withdrawPhoneMessagesTo, type ReportedStatus } from '../repositories/outbox'
import {
  changeChannelOfOwnNumber,
  deletePhoneCode,
  phoneOfStopLink,
  recordNumbersConsent,
  savePhoneCode,
  stopPhone,
  stopPhoneOfUser,
  tryPhoneCode,
} from '../repositories/phoneContacts'
import { badRequest } from '../http/refusal'
import { hashToken } from '../tools/tokens'

// A client's phone messages: her consent and channel, STOP (a reply, a link, My Account), and what the
// providers report about each message.

/** A number stops: it gets nothing more (news and offers neither), and what was queued for it is withdrawn. True when it had not stopped before. */
async function stopInTransaction(tx: Db, phone: string, now: Date): Promise<boolean> {
  const stopped = await stopPhone(tx, phone)
  await withdrawOffers(tx, phone, now)
  await withdrawPhoneMessagesTo(tx, phone)
  return stopped
}

/** A STOP reply from a number (Termii's inbound webhook, a WhatsApp reply): any way it was written. */
export async function stopFromReply(app: FastifyInstance, from: string): Promise<boolean> {
  const phone = internationalPhone(from)
  if (!phone) return false
  return app.db.transaction((tx) => stopInTransaction(tx, phone, app.clock.now()))
}

/** A message's stop link was followed (and confirmed): false when the link is not the shop's. */
export async function stopFromLink(app: FastifyInstance, token: string): Promise<boolean> {
  const phone = token.length > 0 && token.length <= 64 ? await phoneOfStopLink(app.db, hashToken(token)) : undefined
  if (!phone) return false
  await app.db.transaction((tx) => stopInTransaction(tx, phone, app.clock.now()))
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

/** A START reply from a number that had stopped (Termii's inbound webhook, a WhatsApp reply): it agrees again, on the channel it wrote on. */
export async function resumeFromReply(app: FastifyInstance, from: string, channel: PhoneChannel): Promise<boolean> {
  const phone = internationalPhone(from)
  if (!phone) return false
  await app.db.transaction((tx) => recordNumbersConsent(tx, phone, channel))
  return true
}

/** The words that mean "messages again, please" in a reply. */
const START_WORDS = new Set(['start', 'unstop', 'resume', 'yes'])
export const isStartReply = (text: string): boolean => START_WORDS.has(text.trim().toLowerCase().replace(/[.!]+$/, ''))

/** What saving My Account's choices did: saved them (her own number), or sent a code to the number typed. */
export type SavedPreferences = { preferences: MessagePreferences } | { pending: PendingPhone }

/** A code's hash, bound to the account it was sent for. */
const phoneCodeHash = (userId: string, code: string) => hashToken(`${userId}:${code}`)

/**
 * My Account: her number and channel. The number she proved before takes the new channel at once; any other
 * number is hers only once she types the code sent to it (a number belongs to whoever holds the phone, not to
 * whoever types it). Codes are counted, per account and per number, before one is made.
 */
export async function saveClientPreferences(app: FastifyInstance, userId: string, typed: string, channel: PhoneChannel): Promise<SavedPreferences> {
  const phone = internationalPhone(typed)!
  const own = await changeChannelOfOwnNumber(app.db, userId, phone, channel)
  if (own) return { preferences: own }
  await app.limits.phoneCodes.take(`account:${userId}`, `phone:${phone}`)
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0')
  const pending = await app.db.transaction(async (tx) => {
    await enqueuePhoneCode(tx, phone, code)
    return savePhoneCode(tx, { userId, phone, channel, codeHash: phoneCodeHash(userId, code), minutes: PHONE_CODE_MINUTES })
  })
  app.mail.wake()
  return { pending }
}

/** My Account: the code typed back. Right, the number is hers and agrees (even after a STOP); wrong or ended, a refusal that says which. */
export async function confirmClientPhone(app: FastifyInstance, userId: string, code: string): Promise<MessagePreferences> {
  return app.db.transaction(async (tx) => {
    const kept = await tryPhoneCode(tx, userId, PHONE_CODE_TRIES)
    if (!kept) throw badRequest(w.codeExpired)
    const typed = Buffer.from(phoneCodeHash(userId, code))
    if (!timingSafeEqual(typed, Buffer.from(kept.codeHash))) return { wrong: true as const }
    await deletePhoneCode(tx, userId)
    return recordNumbersConsent(tx, kept.phone, kept.channel, userId)
  }).then((outcome) => {
    // The try stays counted: the refusal comes after the transaction that counted it.
    if ('wrong' in outcome) throw badRequest(w.codeWrong)
    return outcome
  })
}

/** My Account's "Stop": her number gets nothing more. */
export async function stopClientMessages(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const phone = await stopPhoneOfUser(tx, userId)
    if (!phone) return
    await withdrawOffers(tx, phone, app.clock.now())
    await withdrawPhoneMessagesTo(tx, phone)
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
