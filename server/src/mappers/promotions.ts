import { koboToNaira } from '../../../src/contract'
import { codeStateAt, type DiscountCode } from '../../../src/contract/promotions'
import { shopDate, shopTime } from '../../../src/contract/shopClock'
import type { CodeRecord } from '../repositories/promotions'

/** A moment as the owner's form writes it, on the shop's clock: 2026-11-27T00:00. */
const shopMomentText = (at: Date): string => `${shopDate(at)}T${shopTime(at)}`

/** A code as the Promotions page lists it, its state at `now`, money in naira. */
export const toDiscountCode = (code: CodeRecord, now: Date): DiscountCode => ({
  _id: code.id,
  code: code.code,
  kind: code.kind,
  value: code.kind === 'percent' ? code.value : koboToNaira(code.value),
  appliesTo: code.appliesTo,
  target: code.target,
  targetName: code.targetName,
  minSpend: koboToNaira(code.minSpendKobo),
  from: shopMomentText(code.startsAt),
  until: code.endsAt && shopMomentText(code.endsAt),
  maxUses: code.maxUses,
  perCustomer: code.perCustomer,
  firstOrderOnly: code.firstOrderOnly,
  channel: code.channel,
  state: codeStateAt(code, now),
  uses: code.figures.uses,
  discountGiven: koboToNaira(code.figures.discountKobo),
  revenue: koboToNaira(code.figures.revenueKobo),
  createdAt: code.createdAt.toISOString(),
})
