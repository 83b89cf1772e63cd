import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { MAX_KOBO } from './money'
import { internationalPhone } from './nigeria'
import { isCalendarDate } from './shopClock'

// Gift cards: bought online as a present (or given at the counter), spent at checkout and at the counter in part,
// beside any other method. A card's balance is the sum of its movements (sold, redeemed, refunded, expired, voided).

/** A card's code: 16 characters of this alphabet (80 random bits), shown in groups of four (GLOW-…). */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const GIFT_CODE_LENGTH = 16

/** The code as typed (any case, spaces or dashes, O for 0, I or L for 1) in its one written form, or null when it cannot be one. */
export function normalGiftCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (code.length !== GIFT_CODE_LENGTH || [...code].some((character) => !GIFT_CODE_ALPHABET.includes(character))) return null
  return code
}

/** The code as printed on a card: four groups of four. */
export const printedGiftCode = (code: string): string => code.match(/.{1,4}/g)!.join('-')

/** The movements of a card's balance: what it was sold for (+), spent (−), given back by a cancelled sale (+), left to expire (−), voided by the owner (−). */
export const GIFT_CARD_MOVEMENTS = ['sold', 'redeemed', 'refunded', 'expired', 'voided'] as const
export type GiftCardMovementKind = (typeof GIFT_CARD_MOVEMENTS)[number]

/** How many cards one sale may be paid with. */
export const MAX_GIFT_CARDS_PER_SALE = 5

/** Wrong codes allowed per hour, per client address and per account, before she must wait. */
export const GIFT_CODE_TRIES_PER_HOUR = 30

/** What the owner offers: the amounts (naira), any amount from a minimum (null: the listed amounts only), months a card lasts. */
export interface GiftCardTerms {
  amounts: number[]
  minimumAnyAmount: number | null
  validityMonths: number
}

/** The shop's terms until the owner sets her own. */
export const DEFAULT_GIFT_CARD_TERMS: GiftCardTerms = { amounts: [10_000, 20_000, 25_000, 50_000], minimumAnyAmount: 5_000, validityMonths: 12 }

export const giftCardMessages = {
  codeInvalid: 'Enter the 16-character code on the gift card.',
  unknownCode: 'No gift card has this code. Check it and try again.',
  tooManyTries: 'Too many wrong gift card codes. Please wait an hour and try again.',
  notLive: 'This gift card is not paid yet.',
  expired: 'This gift card has expired.',
  voided: 'This gift card can no longer be used.',
  notEnough: (code: string, left: string) => `The gift card ending ${code} has ${left} left.`,
  sameCardTwice: 'Each gift card can be used once per payment: add its amounts together.',
  tooManyCards: `Pay with at most ${MAX_GIFT_CARDS_PER_SALE} gift cards at once.`,
  cardsCoverMoreThanDue: 'The gift cards cover more than is due: lower the amount taken from a card.',
  cardsLeaveNothingOnline: 'The gift cards cover the whole order: place it without online payment.',
  amount: 'Choose one of the amounts offered.',
  anyAmountFrom: (minimum: string) => `Choose an amount of at least ${minimum}.`,
  recipientName: "Enter the name of the person you're giving it to.",
  recipientContact: 'Enter her phone number or e-mail address, so the card reaches her.',
  recipientPhone: 'Enter a Nigerian phone number, or leave it empty.',
  recipientEmail: 'Enter a valid e-mail address, or leave it empty.',
  message: 'Keep the message under 500 characters.',
  deliverOn: 'Choose the day it is delivered.',
  deliverAt: 'Choose the time it is delivered (HH:MM).',
  deliverInPast: 'Choose a delivery time from now on.',
  redeemAmount: 'Enter how much to take from the card.',
  added: 'The gift card is in your wallet.',
  alreadyAnothers: 'This gift card is already in another wallet.',
  voidReason: 'Say why the card is voided.',
  voidedDone: (code: string) => `The gift card ending ${code} is voided.`,
  alreadyVoided: 'This gift card is already voided or used up.',
  cardNotFound: 'No such gift card.',
  termsAmounts: 'List at least one amount, each a whole number of naira from ₦1,000.',
  termsValidity: 'A card lasts from 1 to 60 months.',
  termsSaved: 'Gift card settings saved.',
  bought: 'Redirecting to payment…',
  onlineOnly: 'Gift cards are bought online: online payment is not offered right now.',
} as const

const gm = giftCardMessages
const unknownField = 'Unknown field: ${unknown}'

/** A code as she types it; the server finds the card. */
const codeField = yup.string().strict().trim().max(TEXT_MAX, gm.codeInvalid).required(gm.codeInvalid).test('code', gm.codeInvalid, (value) => normalGiftCode(value) !== null)

/** One card paying part of a sale: its code and the naira taken from it. */
export const giftCardEntrySchema = yup
  .object({
    code: codeField,
    amount: yup.number().typeError(gm.redeemAmount).moreThan(0, gm.redeemAmount).max(MAX_KOBO / 100, gm.redeemAmount).required(gm.redeemAmount),
  })
  .noUnknown(true, unknownField)

/** Money taken from cards for a sale: each card once, its amount in naira. */
export const giftCardPaymentsField = yup
  .array(giftCardEntrySchema)
  .max(MAX_GIFT_CARDS_PER_SALE, gm.tooManyCards)
  .test('distinct', gm.sameCardTwice, (cards) => !cards || new Set(cards.map((card) => normalGiftCode(card.code))).size === cards.length)
  .default([])

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

/** A card bought as a gift: how much, for whom, the words, and when (a Lagos day and time; both empty: at once). */
export const buyGiftCardSchema = yup
  .object({
    amount: yup.number().typeError(gm.amount).integer(gm.amount).positive(gm.amount).max(MAX_KOBO / 100, gm.amount).required(gm.amount),
    recipientName: yup.string().trim().max(TEXT_MAX, gm.recipientName).required(gm.recipientName),
    recipientPhone: yup.string().trim().max(TEXT_MAX, gm.recipientPhone).default('').test('nigerian', gm.recipientPhone, (value) => !value || internationalPhone(value) !== null),
    recipientEmail: yup.string().trim().max(TEXT_MAX, gm.recipientEmail).email(gm.recipientEmail).default(''),
    message: yup.string().trim().max(500, gm.message).default(''),
    deliverOn: yup.string().trim().default('').test('day', gm.deliverOn, (value) => !value || isCalendarDate(value)),
    deliverAt: yup.string().trim().default('').test('time', gm.deliverAt, (value) => !value || HH_MM.test(value)),
  })
  .noUnknown(true, unknownField)
  .test('contact', gm.recipientContact, (value) => Boolean(value.recipientPhone || value.recipientEmail))
export type BuyGiftCardRequest = yup.InferType<typeof buyGiftCardSchema>

/** Adding a card she was given to her wallet. */
export const addGiftCardSchema = yup.object({ code: codeField }).noUnknown(true, unknownField)

export const voidGiftCardSchema = yup.object({ reason: yup.string().trim().max(TEXT_MAX, gm.voidReason).required(gm.voidReason) }).noUnknown(true, unknownField)

export const giftCardTermsSchema = yup
  .object({
    amounts: yup.array(yup.number().typeError(gm.termsAmounts).integer(gm.termsAmounts).min(1_000, gm.termsAmounts).max(MAX_KOBO / 100, gm.termsAmounts).required(gm.termsAmounts)).min(1, gm.termsAmounts).max(12, gm.termsAmounts).required(gm.termsAmounts),
    minimumAnyAmount: yup.number().typeError(gm.termsAmounts).integer(gm.termsAmounts).min(1_000, gm.termsAmounts).max(MAX_KOBO / 100, gm.termsAmounts).nullable().default(null),
    validityMonths: yup.number().typeError(gm.termsValidity).integer(gm.termsValidity).min(1, gm.termsValidity).max(60, gm.termsValidity).required(gm.termsValidity),
  })
  .noUnknown(true, unknownField)

/** A card as her wallet and the printable card show it (amounts in naira; only the code's last four characters). */
export interface GiftCardView {
  _id: string
  /** The code's last four characters: the whole code is never stored readable. */
  ending: string
  recipientName: string
  amount: number
  balance: number
  expiresAt: string
  state: 'live' | 'unpaid' | 'expired' | 'voided' | 'used'
}

/** The owner's month of gift cards, in naira: sold, redeemed (net of what came back), expired or voided, and what was still owed at its end. */
export interface GiftCardMonth {
  month: string
  sold: number
  redeemed: number
  expiredOrVoided: number
  outstanding: number
}
