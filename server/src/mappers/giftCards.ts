import { koboToNaira } from '../../../src/contract'
import type { GiftCardMonth, GiftCardView } from '../../../src/contract/giftCards'
import type { GiftCardMonthRow, GiftCardRecord } from '../repositories/giftCards'

/** What a card is now: not paid yet, voided, expired, spent, or live. */
const stateOf = (card: GiftCardRecord, now: Date): GiftCardView['state'] =>
  !card.sold ? 'unpaid' : card.voidReason !== null ? 'voided' : card.expiresAt <= now ? 'expired' : card.balanceKobo === 0 ? 'used' : 'live'

/** A card as her wallet, the printable card and the owner's list show it, in naira. */
export const toGiftCardView = (card: GiftCardRecord, now: Date): GiftCardView => ({
  _id: card.id,
  ending: card.ending,
  recipientName: card.recipientName,
  amount: koboToNaira(card.amountKobo),
  balance: koboToNaira(card.balanceKobo),
  expiresAt: card.expiresAt.toISOString(),
  state: stateOf(card, now),
})

export const toGiftCardMonth = (row: GiftCardMonthRow): GiftCardMonth => ({
  month: row.month,
  sold: koboToNaira(row.soldKobo),
  redeemed: koboToNaira(row.redeemedKobo),
  expiredOrVoided: koboToNaira(row.endedKobo),
  outstanding: koboToNaira(row.outstandingKobo),
})
