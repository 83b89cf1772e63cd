import { gsm7Length, MAX_SMS_CHARS, phoneMessageWords, SHOP_NAME, toGsm7, toWhatsAppText, type TransferAccount } from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { hasStopped, insertStopLink, type PhoneRecipient } from '../repositories/phoneContacts'
import { hashToken } from '../tools/tokens'
import { randomBytes, randomUUID } from 'node:crypto'

/**
 * The short phone versions of the shop's messages. Each is a WhatsApp template, registered with Meta under
 * its name with exactly this body (README lists them), and the SMS is the same body filled in. The last
 * parameter of each is the message's stop link.
 */
export const PHONE_TEMPLATES = {
  glow_booking_confirmed: 'Hello {{1}}, booking {{2}} confirmed: {{3}} with {{4}}, {{5}}. {{6}} {{7}} Stop: {{8}}',
  glow_booking_confirmed_transfer: 'Hi {{1}}, {{2}} {{3}} booked, ref {{4}}. Pay by transfer: {{5}}. {{6}} Stop: {{7}}',
  glow_booking_reminder: 'Hello {{1}}, reminder: {{2}} with {{3}} tomorrow at {{4}}, booking {{5}}. {{6}} Stop: {{7}}',
  glow_booking_moved: 'Hello {{1}}, booking {{2}} has moved: {{3}} with {{4}}, {{5}}. {{6}} Stop: {{7}}',
  glow_booking_cancelled: 'Hello {{1}}, booking {{2}} ({{3}}, {{4}}) is cancelled. If you did not expect this, call us. Stop: {{5}}',
  glow_order_confirmed: 'Hello {{1}}, thank you for order {{2}} of {{3}}. {{4}} Your orders: {{5}} Stop: {{6}}',
  glow_order_status: 'Hello {{1}}, your order {{2}} {{3}}. Your orders: {{4}} Stop: {{5}}',
  glow_payment_received: 'Hello {{1}}, we have received your payment of {{2}} for order {{3}}. Thank you! Stop: {{4}}',
  glow_new_booking: 'New booking {{1}}: {{2}} with {{3}}, {{4}}, for {{5}} ({{6}}). {{7}} Stop: {{8}}',
  glow_new_order: 'New order {{1}} of {{2}} from {{3}}, to {{4}}. {{5}} Stop: {{6}}',
  glow_counter_receipt: 'Hello {{1}}, thank you for your visit. Receipt {{2}}: {{3}} paid at the counter. Stop: {{4}}',
  glow_gift_card: 'Hello {{1}}, {{2}} sent you a Glow Beauty gift card of {{3}}. Code {{4}}. Your card: {{5}} Stop: {{6}}',
  glow_waitlist_offer: 'Hello {{1}}, a time has freed up: {{2}} with {{3}}, {{4}}. First to take it gets it, until {{5}}: {{6}} Stop: {{7}}',
  glow_rebook_reminder: 'Hi {{1}}, time for your retouch? Your {{2}} is due around {{3}}. Book {{4}} again: {{5}} Stop: {{6}}',
  glow_review_request: 'Hello {{1}}, thank you for visiting Glow Beauty for {{2}}. How did we do? Tell us in a minute: {{3}} Stop: {{4}}',
  glow_deposit_link: 'Hi {{1}}, to keep {{2}}, {{3}} (ref {{4}}) please pay a {{5}} deposit by {{6}}: {{7}} Stop: {{8}}',
  glow_deposit_lapsed: 'Hi {{1}}, your time for {{2}}, {{3}} (ref {{4}}) was released: the deposit did not arrive. Call us to book again. Stop: {{5}}',
  glow_fee_charged: 'Hi {{1}}, the {{2}} fee of {{3}} for booking {{4}} was charged to your card ending {{5}}. Stop: {{6}}',
  glow_team_invitation: 'Hello {{1}}, you have a team login at {{2}} ({{3}}). Choose your password within {{4}} hours: {{5}} Stop: {{6}}',
  // Marketing (Meta's Marketing category): sent only to numbers that agreed to news and offers; their stop link withdraws that alone.
  glow_offer: 'Glow Beauty: {{1}} {{2}} No more offers: {{3}}',
  glow_cart_reminder: 'Hello {{1}}, your Glow Beauty cart is waiting for you: {{2}} Stop: {{3}}',
  glow_back_in_stock: 'Good news: {{1}} is back in stock at Glow Beauty. {{2}} Stop: {{3}}',
} as const

export type PhoneTemplateName = keyof typeof PHONE_TEMPLATES

/** A parameter: its words, and whether they may be cut to fit (names may; links, references and amounts never). */
export type PhoneParam = string | { cut: string }

/** What is left of a cut parameter at the least. */
const MIN_CUT = 3

/** The path of a stop link, before its token: …/api/messages/stop/:token. */
export const STOP_PATH = '/api/messages/stop/'
/** A stop link's token: 96 random bits, 16 characters, short enough for an SMS. */
const newStopToken = () => randomBytes(12).toString('base64url')

const fill = (body: string, params: string[]) => body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => params[Number(n) - 1] ?? '')

/**
 * The template's parameters in GSM-7 (no character that would make it UCS-2 and halve its pages), the
 * names cut, longest first, until the filled body fits in 2 pages (306 characters); and the same parameters
 * cut alike for WhatsApp, where an amount keeps its naira sign (its SMS fallback is `text`).
 */
export function fitParams(name: PhoneTemplateName, params: PhoneParam[]): { params: string[]; whatsAppParams: string[]; text: string } {
  const wordsIn = (written: (text: string) => string) => params.map((param) => written(typeof param === 'string' ? param : param.cut).replace(/\s+/g, ' ').trim())
  const words = wordsIn(toGsm7)
  const whatsAppWords = wordsIn(toWhatsAppText)
  const limits = words.map((word) => word.length)
  const cuttable = params.map((param) => typeof param !== 'string')
  const shown = (all: string[]) => all.map((word, index) => (word.length <= limits[index]! ? word : `${word.slice(0, limits[index]! - 1).trimEnd()}.`))
  const fitted = (text: string) => ({ params: shown(words), whatsAppParams: shown(whatsAppWords), text })
  for (;;) {
    const text = fill(PHONE_TEMPLATES[name], shown(words))
    if (gsm7Length(text) <= MAX_SMS_CHARS) return fitted(text)
    const longest = limits.reduce((best, limit, index) => (cuttable[index] && limit > MIN_CUT && (best < 0 || limit > limits[best]!) ? index : best), -1)
    // Nothing left to cut: the links alone are too long (PUBLIC_URL is checked against this at start-up).
    if (longest < 0) return fitted(text)
    limits[longest] = limits[longest]! - 1
  }
}

/** The account a transfer is paid into, in a phone message; without one set, the promise of it. */
export const transferAccountWords = (account: TransferAccount | null) => (account ? `${account.bank} ${account.number}, ${account.name}` : 'our account details follow by e-mail')

export interface PhoneMessage {
  /** Unique per event, like the e-mail's key; the phone's own key adds its channel. */
  key: string
  event: string
  template: PhoneTemplateName
  /** Every parameter but the stop link, which is added here. */
  params: PhoneParam[]
  sendAfter?: Date
  /** It holds a secret (an invitation link): see the outbox's confidential messages. */
  confidential?: boolean
  /** An offer's own stop link (it withdraws news and offers only); without it, a new stop link for the number's every message. */
  stopUrl?: string
}

/**
 * Enqueues a phone message to `to` on its channel, in the caller's transaction, with a new stop link (kept
 * hashed) as its last parameter; nothing for a number that said STOP. True when it was new.
 */
export async function enqueuePhoneMessage(tx: Db, publicUrl: string, to: PhoneRecipient, message: PhoneMessage): Promise<boolean> {
  if (await hasStopped(tx, to.phone)) return false
  const token = message.stopUrl === undefined ? newStopToken() : undefined
  const { whatsAppParams, text } = fitParams(message.template, [...message.params, message.stopUrl ?? `${publicUrl}${STOP_PATH}${token}`])
  const base = { key: `${message.key}:${to.channel}`, event: message.event, to: to.phone, text, confidential: message.confidential, ...(message.sendAfter && { sendAfter: message.sendAfter }) }
  const made = await enqueueMessage(tx, to.channel === 'whatsapp' ? { ...base, channel: 'whatsapp', template: { name: message.template, params: whatsAppParams } } : { ...base, channel: 'sms' })
  if (made && token) await insertStopLink(tx, hashToken(token), to.phone)
  return made
}

/**
 * The code that proves a number is hers, by SMS, in the caller's transaction. It goes to a number that said STOP
 * too (typing it back is how the number agrees again), with no stop link; the daily cap per number still holds, and
 * the outbox hides its words once SMS is delivered for real.
 */
export async function enqueuePhoneCode(tx: Db, phone: string, code: string): Promise<void> {
  await enqueueMessage(tx, { channel: 'sms', key: `phone-code:${randomUUID()}`, event: 'Phone number code', to: phone, text: phoneMessageWords.codeSms(SHOP_NAME, code), confidential: true })
}

/** A failed WhatsApp message's one SMS: the same words, keyed after it, so a replayed failure report adds nothing. */
export async function enqueueSmsFallback(tx: Db, failed: { key: string; event: string; recipient: string; text: string }): Promise<boolean> {
  if (await hasStopped(tx, failed.recipient)) return false
  return enqueueMessage(tx, { channel: 'sms', key: `${failed.key}:sms-fallback`, event: failed.event, to: failed.recipient, text: failed.text })
}
