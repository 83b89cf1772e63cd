// Messages on a phone (SMS through Termii, WhatsApp through the Cloud API): the channel a client chooses,
// her consent, the length rules an SMS is built to, and the owner's bank-transfer details they carry.
import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { internationalPhone } from './nigeria'

/** The phone channels a client may choose; WhatsApp first, as most Nigerians read it. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const
export type PhoneChannel = (typeof PHONE_CHANNELS)[number]

export const PHONE_CHANNEL_LABELS: Record<PhoneChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' }

/** An SMS is at most this many GSM-7 pages: 2 × 153 characters once a message takes more than one (160). */
export const MAX_SMS_PAGES = 2
const SINGLE_PAGE = 160
const PAGE_OF_MANY = 153
export const MAX_SMS_CHARS = MAX_SMS_PAGES * PAGE_OF_MANY

// The GSM 03.38 basic set, and the extension characters that take two places each.
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
const GSM_EXTENDED = '^{}\\[~]|€'

/** Whether every character of the text is GSM-7 (else the SMS goes as UCS-2 and a page holds 70). */
export const isGsm7 = (text: string): boolean => [...text].every((char) => GSM_BASIC.includes(char) || GSM_EXTENDED.includes(char))

/** The text's length in GSM-7 places: an extension character takes two. */
export const gsm7Length = (text: string): number => [...text].reduce((length, char) => length + (GSM_EXTENDED.includes(char) ? 2 : 1), 0)

/** How many SMS pages a GSM-7 text takes. */
export const smsPages = (text: string): number => {
  const length = gsm7Length(text)
  return length <= SINGLE_PAGE ? 1 : Math.ceil(length / PAGE_OF_MANY)
}

/**
 * The text as a phone message carries it: accents dropped (Adébáyọ̀ → Adebayo), typographic quotes and dashes plain,
 * anything outside GSM-7 left out but the naira sign, written `naira`. Either way a character stays one character.
 */
function phoneText(text: string, naira: '₦' | 'N'): string {
  const plain = text
    .replace(/₦/g, naira)
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/…/g, '...')
    .replace(/[\u00a0\u202f]/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  return [...plain].filter((char) => (GSM_BASIC.includes(char) || char === naira) && char !== '\r').join('')
}

/** The text in GSM-7, for an SMS: the naira sign as N. */
export const toGsm7 = (text: string): string => phoneText(text, 'N')

/** The text of a WhatsApp template's parameter: an SMS's characters, and the naira sign itself. */
export const toWhatsAppText = (text: string): string => phoneText(text, '₦')

/** The owner's bank account a transfer booking or order is paid into. */
export interface TransferAccount {
  bank: string
  /** The 10-digit NUBAN. */
  number: string
  name: string
}

/** The account in one line, as the wizard and the messages give it. */
export const transferAccountLine = (account: TransferAccount): string => `${account.bank}, ${account.number}, ${account.name}`

/** The code that proves a number is hers: its digits, how long it is good for, how many tries it takes. */
export const PHONE_CODE_LENGTH = 6
export const PHONE_CODE_MINUTES = 10
export const PHONE_CODE_TRIES = 5
/** Codes an account may ask for, and codes a number may be sent, in an hour: a stranger cannot flood her phone. */
export const PHONE_CODES_PER_HOUR = 3

export const phoneMessageWords = {
  /** The consent she gives (NDPA 2023), in the wizard and My Account alike. */
  consentLabel: 'Send me messages about my bookings and orders by WhatsApp or SMS on this number. I can stop them at any time: reply STOP, follow the link in any message, or use My Account.',
  phone: 'Enter a Nigerian mobile number, such as 0803 123 4567',
  channel: 'Choose WhatsApp or SMS',
  consent: 'Tick the box to agree to messages on your phone',
  bank: 'Enter the bank’s short name, at most 20 characters',
  accountNumber: 'Enter the 10-digit account number',
  accountName: 'Enter the account’s name, at most 30 characters',
  transferIncomplete: 'Enter the bank, the account number and its name, or clear all three',
  saved: 'Message settings saved',
  preferencesSaved: 'Your message choices are saved',
  stopped: 'You will get no more messages on this number',
  linkNotFound: 'This link is not valid',
  /** A number becomes hers in My Account once she types the code sent to it (nobody else's number can be). */
  codeSent: (phone: string) => `We sent a ${PHONE_CODE_LENGTH}-digit code by SMS to ${phone}. Enter it to confirm the number is yours.`,
  codeLabel: 'Code from the SMS',
  code: `Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS`,
  codeWrong: 'That code is not the one we sent. Check the SMS and try again.',
  codeExpired: 'This code has ended. Save your number again for a new one.',
  codeTooMany: 'Too many codes asked for. Please wait an hour and try again.',
  /** The code's SMS: GSM-7, one page. */
  codeSms: (shop: string, code: string) =>
    `${shop}: your code is ${code}. Enter it in My Account to get messages on this number. It ends in ${PHONE_CODE_MINUTES} minutes. Not you? Ignore this SMS.`,
} as const

const w = phoneMessageWords

const nigerianMobile = yup
  .string()
  .trim()
  .max(TEXT_MAX)
  .required(w.phone)
  .test('nigerian-mobile', w.phone, (value = '') => internationalPhone(value) !== null)

const phoneChannel = yup.string().oneOf(PHONE_CHANNELS, w.channel).required(w.channel)

/**
 * The wizard's Details step, beside SPEC's fields: whether she wants her messages on her phone (her NDPA
 * consent, recorded with its time) and on which channel. Without the tick, she gets e-mails only.
 */
export const bookingPhoneMessagesSchema = yup.object({
  phoneMessages: yup
    .boolean()
    .default(false)
    .test('nigerian-mobile', w.phone, (wanted, { parent }) => !wanted || internationalPhone(String(parent.phone ?? '')) !== null),
  // Empty: not chosen (the owner's default).
  phoneChannel: yup
    .string()
    .transform((value: string) => (value === '' ? undefined : value))
    .oneOf(PHONE_CHANNELS, w.channel)
    .optional(),
})

/** My Account's message choices: her number, the channel, and her consent (required: clearing them is "Stop"). */
export const messagePreferencesSchema = yup.object({
  phone: nigerianMobile,
  channel: phoneChannel,
  consent: yup.boolean().oneOf([true], w.consent).required(w.consent),
})

/** The code she types to prove the number is hers. */
export const phoneCodeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(w.code)
    .matches(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), w.code),
})

/** A number waiting for its code in My Account. */
export interface PendingPhone {
  phone: string
  channel: PhoneChannel
  expiresAt: string
}

/** My Account's message choices as the server answers them; null when she has none on a phone. */
export interface MessagePreferences {
  phone: string
  channel: PhoneChannel
  consentedAt: string
}

/** The owner's message settings: the default channel, her own phone for alerts, and the bank account for transfers. */
export interface MessageSettings {
  defaultChannel: PhoneChannel
  /** Her number for new-order and new-booking alerts; null: e-mail only. */
  ownerPhone: string | null
  ownerChannel: PhoneChannel
  transfer: TransferAccount | null
}

export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { defaultChannel: 'whatsapp', ownerPhone: null, ownerChannel: 'whatsapp', transfer: null }

/** What the public salon answer carries for the wizard: the default channel, and the transfer account if set. */
export type PublicMessageSettings = Pick<MessageSettings, 'defaultChannel' | 'transfer'>

/** A bank's short name (GTBank, Access Bank, Moniepoint) and an account's name, kept short enough for an SMS. */
export const TRANSFER_BANK_MAX = 20
export const TRANSFER_NAME_MAX = 30

const optionalText = (max: number, message: string) => yup.string().trim().max(max, message).default('')

/** The three of the account: all given, or none. */
const wholeAccount = (value: string | undefined, { parent }: { parent: Record<string, unknown> }) =>
  (value ?? '') !== '' || [parent.bank, parent.accountNumber, parent.accountName].every((field) => (field ?? '') === '')

/** The settings form: empty bank fields clear the account; all three or none. */
export const messageSettingsSchema = yup.object({
  defaultChannel: phoneChannel,
  ownerPhone: yup
    .string()
    .trim()
    .max(TEXT_MAX)
    .default('')
    .test('nigerian-mobile', w.phone, (value = '') => value === '' || internationalPhone(value) !== null),
  ownerChannel: phoneChannel,
  bank: optionalText(TRANSFER_BANK_MAX, w.bank).test('whole', w.transferIncomplete, wholeAccount),
  accountNumber: yup
    .string()
    .trim()
    .default('')
    .test('nuban', w.accountNumber, (value = '') => value === '' || /^\d{10}$/.test(value))
    .test('whole', w.transferIncomplete, wholeAccount),
  accountName: optionalText(TRANSFER_NAME_MAX, w.accountName).test('whole', w.transferIncomplete, wholeAccount),
})
