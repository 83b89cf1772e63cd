import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import {
  CURRENCY,
  formatKobo,
  formatLongDate,
  internationalPhone,
  messages,
  nairaToKobo,
  paths,
  shopDate,
  shopMoment,
} from '../../../src/contract'
import {
  DEFAULT_GIFT_CARD_TERMS,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  giftCardMessages,
  normalGiftCode,
  printedGiftCode,
  type BuyGiftCardRequest,
  type GiftCardTerms,
} from '../../../src/contract/giftCards'
import type { Db } from '../db/client'
import { badRequest, conflict, notFound, Refusal, unauthenticated } from '../http/refusal'
import { toGiftCardMonth, toGiftCardView } from '../mappers/giftCards'
import type { StaffActor } from '../domain/permissions'
import { recordActivity } from '../repositories/staff'
import { isUuid } from '../tools/ids'
import { enqueueGiftCardMessages } from '../messages/giftCard'
import { newPaymentReference, PAYMENT_PATHS, PAYMENT_REFERENCE, PENDING_PAYMENT_STATUSES } from '../payments/gateway'
import {
  findGiftCard,
  firstGiftCardMonth,
  findGiftCardByCode,
  giftCardMonths,
  listGiftCards,
  voidGiftCard,
  findGiftCardByPayment,
  holdGiftCard,
  lockGiftCards,
  readGiftCardSettings,
  redeemGiftCard,
  saveGiftCardSettings,
  setGiftCardCode,
  settleGiftCardPayment,
  startGiftCardSale,
  walletOf,
  type GiftCardRecord,
  type RedeemedFor,
} from '../repositories/giftCards'
import type { PageRequest } from '../repositories/pages'
import { findUser } from '../repositories/users'
import { hashToken } from '../tools/tokens'

const gm = giftCardMessages

/** A new card's code: 16 characters of the alphabet, 80 random bits. */
const newGiftCode = () => Array.from({ length: GIFT_CODE_LENGTH }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join('')

/** What the database keeps of a code: its SHA-256. */
const codeHashOf = (code: string) => hashToken(code)

/** The owner's terms, in naira (hers, or the shop's until she sets them). */
export async function giftCardTerms(shop: FastifyInstance): Promise<GiftCardTerms> {
  const saved = await readGiftCardSettings(shop.db)
  if (!saved) return DEFAULT_GIFT_CARD_TERMS
  return { amounts: saved.amountsKobo.map((kobo) => kobo / 100), minimumAnyAmount: saved.minimumAnyKobo === null ? null : saved.minimumAnyKobo / 100, validityMonths: saved.validityMonths }
}

export async function setGiftCardTerms(shop: FastifyInstance, terms: GiftCardTerms): Promise<GiftCardTerms> {
  const amounts = [...new Set(terms.amounts)].sort((a, b) => a - b)
  await saveGiftCardSettings(shop.db, { amountsKobo: amounts.map(nairaToKobo), minimumAnyKobo: terms.minimumAnyAmount === null ? null : nairaToKobo(terms.minimumAnyAmount), validityMonths: terms.validityMonths })
  return giftCardTerms(shop)
}

/** The card's last moment: `months` after `from`, at the end of that Lagos day. */
function expiryAfter(from: Date, months: number): Date {
  const [year, month, day] = shopDate(from).split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(year, month - 1 + months, day))
  return shopMoment(last.toISOString().slice(0, 10), 24 * 60)
}

/** When the card's message goes out: the Lagos day and time she chose, or now. */
function deliveryMoment(shop: FastifyInstance, asked: BuyGiftCardRequest): Date {
  const now = shop.clock.now()
  if (!asked.deliverOn && !asked.deliverAt) return now
  if (!asked.deliverOn) throw badRequest(gm.deliverOn)
  const [hours, minutes] = (asked.deliverAt || '08:00').split(':').map(Number) as [number, number]
  const at = shopMoment(asked.deliverOn, hours * 60 + minutes)
  if (at.getTime() < now.getTime() - 60_000) throw badRequest(gm.deliverInPast)
  return at
}

/**
 * A shopper buys a card as a gift: checked against the owner's terms, stored unpaid with its payment started, and
 * paid on the provider's page. It becomes live (and its message is scheduled) only when that payment succeeds.
 */
export async function buyGiftCard(shop: FastifyInstance, userId: string, asked: BuyGiftCardRequest, origin: string) {
  const gateway = shop.payments
  if (!gateway) throw conflict(gm.onlineOnly)
  const user = await findUser(shop.db, userId)
  if (!user) throw unauthenticated(messages.auth.loginRequired)
  const terms = await giftCardTerms(shop)
  const listed = terms.amounts.includes(asked.amount)
  if (!listed && terms.minimumAnyAmount === null) throw badRequest(gm.amount)
  if (!listed && asked.amount < terms.minimumAnyAmount!) throw badRequest(gm.anyAmountFrom(formatKobo(nairaToKobo(terms.minimumAnyAmount!))))
  const deliverAt = deliveryMoment(shop, asked)
  const reference = newPaymentReference()
  const amountKobo = nairaToKobo(asked.amount)
  // Its real code is made when it is paid, for its message alone: until then it opens nothing.
  const cardId = await startGiftCardSale(
    shop.db,
    {
      codeHash: codeHashOf(`unpaid:${reference}`),
      ending: '',
      amountKobo,
      buyerUserId: userId,
      recipientName: asked.recipientName,
      recipientPhone: asked.recipientPhone ? internationalPhone(asked.recipientPhone) : null,
      recipientEmail: asked.recipientEmail || null,
      message: asked.message,
      deliverAt,
      expiresAt: expiryAfter(deliverAt, terms.validityMonths),
    },
    reference,
  )
  try {
    const { authorizationUrl } = await gateway.initialize({ email: user.email, amountKobo, reference, callbackUrl: `${origin}${PAYMENT_PATHS.giftCardVerify}` })
    return { authorizationUrl, reference, cardId }
  } catch (error) {
    shop.log.error({ err: error, reference }, 'gift card payment initialization failed')
    throw new Refusal('gatewayFailed', 'Online payment is not available right now. Please try again.')
  }
}

/**
 * The provider says a card's payment arrived: once, its payment succeeds, the card is sold (its 'sold' movement), gets
 * its code, and its message is scheduled for the time the buyer chose. Undefined when the reference is no card's.
 */
export async function settleGiftCard(shop: FastifyInstance, payment: { reference: string; amountKobo: number; currency: string }): Promise<boolean | undefined> {
  const card = await findGiftCardByPayment(shop.db, payment.reference)
  if (!card) return undefined
  if (payment.currency !== CURRENCY) return false
  const settled = await settleGiftCardPayment(shop.db, payment, shop.clock.now(), async (tx, sold) => {
    const code = newGiftCode()
    await setGiftCardCode(tx, sold.id, codeHashOf(code), code.slice(-4))
    await enqueueGiftCardMessages(tx, shop.mail.context, { ...sold, ending: code.slice(-4) }, code)
  })
  if (settled) shop.mail.wake()
  return settled !== undefined
}

/** Where the buyer's browser comes back after paying for a card: the provider is asked, never the browser. The page to send her to. */
export async function returnFromGiftCardPayment(shop: FastifyInstance, reference: unknown, log: FastifyBaseLogger): Promise<string> {
  const failed = `${GIFT_CARD_PAGE}?payment=failed`
  if (typeof reference !== 'string' || !PAYMENT_REFERENCE.test(reference)) return failed
  const card = await findGiftCardByPayment(shop.db, reference)
  if (!card) return failed
  if (card.sold) return `${GIFT_CARD_PAGE}?payment=paid`
  if (!shop.payments) return failed
  try {
    const payment = await shop.payments.verify(reference)
    if (payment.reference !== reference) return failed
    if (payment.status === 'success') await settleGiftCard(shop, payment)
    else if (PENDING_PAYMENT_STATUSES.includes(payment.status)) return `${GIFT_CARD_PAGE}?payment=pending`
  } catch (error) {
    log.error({ err: error, reference }, 'gift card payment verification failed')
  }
  return (await findGiftCardByPayment(shop.db, reference))?.sold ? `${GIFT_CARD_PAGE}?payment=paid` : failed
}

/** The shop's page for buying gift cards, where the buyer comes back to. */
const GIFT_CARD_PAGE = paths.giftCards

/** Why a card cannot pay `amountKobo` now, or undefined when it can. */
function refusalToPay(card: GiftCardRecord, amountKobo: number, now: Date): Refusal | undefined {
  if (card.voidReason !== null) return conflict(gm.voided)
  if (!card.sold) return conflict(gm.notLive)
  if (card.expiresAt.getTime() <= now.getTime()) return conflict(gm.expired)
  if (card.balanceKobo < amountKobo) return conflict(gm.notEnough(card.ending, formatKobo(card.balanceKobo)))
  return undefined
}

/** A code's one written form, or a 400 before anything is looked up. */
function codeOf(typed: string): string {
  const code = normalGiftCode(typed)
  if (!code) throw badRequest(gm.codeInvalid)
  return code
}

/**
 * The codes looked up with guessing counted: each code takes a unit of every key's allowance first (so parallel
 * guesses cannot all pass), a right one gives it back. A wrong code is a 404; too many, a 429.
 */
export async function knownCodes(shop: FastifyInstance, typed: string[], keys: string[]): Promise<Map<string, GiftCardRecord>> {
  const codes = typed.map(codeOf)
  const limit = shop.limits.giftCardCodes
  for (let taken = 0; taken < codes.length; taken += 1) await limit.take(...keys)
  const found = new Map<string, GiftCardRecord>()
  for (const code of codes) {
    const card = await findGiftCardByCode(shop.db, codeHashOf(code))
    if (!card) continue
    found.set(code, card)
    await limit.giveBack(...keys)
  }
  if (found.size < codes.length) throw notFound(gm.unknownCode)
  return found
}

/** Money asked from cards for one sale: each card's code (typed) and the kobo to take. */
export interface GiftCardTake {
  code: string
  amountKobo: number
}

/**
 * Takes the money from the cards for a sale, in the sale's transaction: every card's row locked first (in id order)
 * and its balance read after the lock, so what arrives at once online and at the counter never takes a card below
 * zero; then each card's payment row and movement. Refuses (nothing written) when a card cannot pay its part.
 */
export async function takeFromGiftCards(tx: Db, takes: GiftCardTake[], redeemed: { for: RedeemedFor; at: Date; staffAccountId: string | null }): Promise<void> {
  if (takes.length === 0) return
  const hashes = takes.map((take) => codeHashOf(codeOf(take.code)))
  const locked = new Map((await lockGiftCards(tx, hashes)).map((card) => [card.codeHash, card]))
  for (const [index, take] of takes.entries()) {
    const card = locked.get(hashes[index]!)
    if (!card) throw notFound(gm.unknownCode)
    const refusal = refusalToPay(card, take.amountKobo, redeemed.at)
    if (refusal) throw refusal
  }
  for (const [index, take] of takes.entries()) {
    await redeemGiftCard(tx, { cardId: locked.get(hashes[index]!)!.id, amountKobo: take.amountKobo, for: redeemed.for, at: redeemed.at, staffAccountId: redeemed.staffAccountId })
  }
}

/** The cards she paid with go in her wallet, unless they are in another's: she sees what is left on them. */
export async function holdGiftCardsOf(tx: Db, takes: GiftCardTake[], userId: string): Promise<void> {
  for (const card of await lockGiftCards(tx, takes.map((take) => codeHashOf(codeOf(take.code))))) await holdGiftCard(tx, card.id, userId)
}

/** The cards in her wallet. */
export async function giftCardWallet(shop: FastifyInstance, userId: string) {
  const now = shop.clock.now()
  return (await walletOf(shop.db, userId)).map((card) => toGiftCardView(card, now))
}

/** She adds a card she was given to her wallet by its code (guessing counted). */
export async function addToWallet(shop: FastifyInstance, userId: string, code: string, address: string) {
  const [card] = [...(await knownCodes(shop, [code], [`account:${userId}`, `address:${address}`])).values()]
  if (!card!.sold) throw conflict(gm.notLive)
  if (!(await holdGiftCard(shop.db, card!.id, userId))) throw conflict(gm.alreadyAnothers)
  return { message: gm.added, cards: await giftCardWallet(shop, userId) }
}

/** A card as its printable page shows it, opened by its code (guessing counted per address). */
export async function printableCard(shop: FastifyInstance, code: string, address: string) {
  const [card] = [...(await knownCodes(shop, [code], [`address:${address}`])).values()]
  if (!card!.sold) throw notFound(gm.unknownCode)
  return { card: toGiftCardView(card!, shop.clock.now()), code: printedGiftCode(codeOf(code)), message: card!.message, expires: formatLongDate(card!.expiresAt) }
}

/** The owner's months of gift cards (Lagos months, the last `months` up to this one). */
export async function giftCardSummary(shop: FastifyInstance, months: number) {
  const rows = await giftCardMonths(shop.db, shopDate(shop.clock.now()).slice(0, 7), months)
  return rows.map(toGiftCardMonth)
}

/** A page of the cards sold, newest first. */
export async function giftCardsSold(shop: FastifyInstance, page: PageRequest) {
  const now = shop.clock.now()
  const { cards, nextCursor } = await listGiftCards(shop.db, page)
  return { cards: cards.map((card) => toGiftCardView(card, now)), nextCursor }
}

/** Every month since the first card moved, for the owner's CSV (at most ten years). */
export async function giftCardMonthsSheet(shop: FastifyInstance) {
  const thisMonth = shopDate(shop.clock.now()).slice(0, 7)
  const first = (await firstGiftCardMonth(shop.db)) ?? thisMonth
  const [y1, m1] = first.split('-').map(Number) as [number, number]
  const [y2, m2] = thisMonth.split('-').map(Number) as [number, number]
  const months = Math.min(120, Math.max(1, (y2 - y1) * 12 + (m2 - m1) + 1))
  return giftCardSummary(shop, months)
}

/** The owner voids a card with her reason: what was left on it is taken off (a 'voided' movement), recorded in the activity. */
export async function voidCard(shop: FastifyInstance, staff: StaffActor, cardId: string, reason: string) {
  const id = cardId.toLowerCase()
  const card = isUuid(id) ? await findGiftCard(shop.db, id) : undefined
  if (!card || !card.sold) throw notFound(gm.cardNotFound)
  const voided = await shop.db.transaction(async (tx) => {
    const done = await voidGiftCard(tx, id, reason, staff.accountId, shop.clock.now())
    if (done) await recordActivity(tx, { accountId: staff.accountId, kind: 'order', subject: id, summary: `Gift card ending ${card.ending} voided (${formatKobo(card.balanceKobo)} left): ${reason}` })
    return done
  })
  if (!voided) throw conflict(gm.alreadyVoided)
  return { message: gm.voidedDone(card.ending), card: toGiftCardView((await findGiftCard(shop.db, id))!, shop.clock.now()) }
}
