import { koboToNaira, nairaToKobo } from '../../../src/contract'
import type { BookingFee, NoShowPolicy, NoShowPolicyFields } from '../../../src/contract/noShow'
import type { FeeRow, PolicyRow, SavedCardRow } from '../repositories/noShow'

/** A naira sum of the policy as kept (kobo), a percentage as it is. */
const valueOut = (kind: string, value: number) => (kind === 'naira' ? koboToNaira(value) : value)
const valueIn = (kind: string, value: number) => (kind === 'naira' ? nairaToKobo(value) : kind === 'percent' ? value : 0)

/** A policy as the API shows it: naira for sums. */
export const toPolicy = (row: PolicyRow): NoShowPolicy => ({
  service: row.service,
  depositKind: row.depositKind,
  depositValue: valueOut(row.depositKind, row.depositValue),
  depositWho: row.depositWho,
  depositAbove: koboToNaira(row.depositAboveKobo),
  windowHours: row.windowHours,
  feeKind: row.feeKind,
  feeValue: valueOut(row.feeKind, row.feeValue),
  keepCard: row.keepCard,
})

/** The owner's policy as kept: kobo for sums, nothing kept that its kind does not use. */
export const policyRowOf = (fields: NoShowPolicyFields): PolicyRow => ({
  service: fields.service,
  depositKind: fields.depositKind,
  depositValue: valueIn(fields.depositKind, fields.depositValue),
  depositWho: fields.depositKind === 'none' ? 'everyone' : fields.depositWho,
  depositAboveKobo: fields.depositKind !== 'none' && fields.depositWho === 'above' ? nairaToKobo(fields.depositAbove) : 0,
  windowHours: fields.windowHours,
  feeKind: fields.feeKind,
  feeValue: valueIn(fields.feeKind, fields.feeValue),
  keepCard: fields.feeKind !== 'none' && fields.keepCard,
})

/** A booking's fee as the seller sees it, with the card it may go on. */
export const toBookingFee = (fee: FeeRow, card: SavedCardRow | undefined): BookingFee => ({
  reason: fee.reason,
  amount: koboToNaira(fee.amountKobo),
  state: fee.state,
  card: card ? { last4: card.last4, brand: card.brand } : null,
  failure: fee.failure,
})
