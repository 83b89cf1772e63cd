// The owner's no-show policy: the deposit a booking pays ahead, the cancellation window after which a late
// cancellation or a no-show costs a fee, and whether the first card payment keeps the card for that fee. One source
// for the rules, the sums and the words both halves show (the wizard, the manage link, the desk, the seller's form).
import * as yup from 'yup'
import { formatKobo, nairaToKobo } from './money'

/** A deposit or a fee is a share of the visit's price, a fixed sum in naira, or nothing. */
export const POLICY_AMOUNT_KINDS = ['none', 'percent', 'naira'] as const
export type PolicyAmountKind = (typeof POLICY_AMOUNT_KINDS)[number]

/** Who pays the deposit: every client, only a client never seen before, or every visit above a value. */
export const DEPOSIT_WHO = ['everyone', 'new-clients', 'above'] as const
export type DepositWho = (typeof DEPOSIT_WHO)[number]

/** The policy's key for every service a policy of its own does not cover. */
export const ALL_SERVICES = '*'

/** How long the desk holds a phone client's time while her deposit link is unpaid. */
export const DESK_DEPOSIT_HOLD_HOURS = 12

/** The longest cancellation window an owner may set: a month. */
export const MAX_WINDOW_HOURS = 720

/** A policy as the owner sets it and the API shows it (naira for sums, whole percentages). */
export interface NoShowPolicy {
  /** A service's id, or ALL_SERVICES. */
  service: string
  depositKind: PolicyAmountKind
  /** A percentage of the price, or naira. */
  depositValue: number
  depositWho: DepositWho
  /** With depositWho 'above': the visit's price (naira) above which the deposit is asked. */
  depositAbove: number
  /** Hours before the start after which a cancellation is late (0: only a no-show costs the fee). */
  windowHours: number
  feeKind: PolicyAmountKind
  /** A percentage of the price, or naira. */
  feeValue: number
  /** The first card payment keeps the card (Paystack's reusable authorisation), with her consent, for the fee. */
  keepCard: boolean
}

/** The policy of a salon with none set: nothing asked beyond the card deposit of its settings (actions/deposits). */
export const noPolicy = (service: string = ALL_SERVICES): NoShowPolicy => ({
  service,
  depositKind: 'none',
  depositValue: 0,
  depositWho: 'everyone',
  depositAbove: 0,
  windowHours: 0,
  feeKind: 'none',
  feeValue: 0,
  keepCard: false,
})

const amountKobo = (kind: PolicyAmountKind, value: number, priceKobo: number): number =>
  kind === 'percent' ? Math.round((priceKobo * value) / 100) : kind === 'naira' ? Math.min(nairaToKobo(value), priceKobo) : 0

/** The deposit the policy asks of a visit at `priceKobo`, for a client new or not, in kobo (never above the price). */
export function policyDepositKobo(policy: NoShowPolicy, priceKobo: number, newClient: boolean): number {
  if (policy.depositWho === 'new-clients' && !newClient) return 0
  if (policy.depositWho === 'above' && priceKobo <= nairaToKobo(policy.depositAbove)) return 0
  return amountKobo(policy.depositKind, policy.depositValue, priceKobo)
}

/** The fee a late cancellation or a no-show of a visit at `priceKobo` costs, in kobo (never above the price). */
export const policyFeeKobo = (policy: NoShowPolicy, priceKobo: number): number => amountKobo(policy.feeKind, policy.feeValue, priceKobo)

/** Whether cancelling at `now` a visit starting at `start` is late under the policy. */
export const isLateCancellation = (policy: NoShowPolicy, start: Date, now: Date): boolean =>
  policy.windowHours > 0 && start.getTime() - now.getTime() < policy.windowHours * 3_600_000

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`

/**
 * The policy in plain words for a visit at `priceKobo`: what she pays ahead, what cancelling late or not coming costs,
 * and whether her card is kept. Empty when the policy asks nothing.
 */
export function policyWords(policy: NoShowPolicy, priceKobo: number, depositKobo: number): string[] {
  const words: string[] = []
  if (depositKobo > 0) {
    const who = policy.depositWho === 'new-clients' ? 'On your first visit, a' : 'A'
    words.push(`${who} deposit of ${formatKobo(depositKobo)} is paid ahead by card to hold your time; it comes off your bill at the salon.`)
  }
  const fee = policyFeeKobo(policy, priceKobo)
  if (fee > 0) {
    words.push(
      policy.windowHours > 0
        ? `Cancelling less than ${hours(policy.windowHours)} before your appointment, or not coming, costs a fee of ${formatKobo(fee)}.`
        : `Not coming to your appointment costs a fee of ${formatKobo(fee)}.`,
    )
    if (policy.keepCard) words.push('If you pay by card and agree, we keep your card on file (with Paystack, never on our server) to charge that fee only.')
  }
  return words
}

/** What the manage link says before she cancels: what cancelling now costs, or that it is free. */
export const cancelWords = (feeKobo: number, late: boolean): string =>
  late && feeKobo > 0 ? `Cancelling now is late: a fee of ${formatKobo(feeKobo)} applies.` : 'Cancelling now is free of charge.'

/** Where a booking's fee stands: due (recorded, not yet charged), charging (claimed), charged, failed, or waived by the owner. */
export const FEE_STATES = ['due', 'charging', 'charged', 'failed', 'waived'] as const
export type FeeState = (typeof FEE_STATES)[number]

/** Why the fee is owed. */
export const FEE_REASONS = ['no-show', 'late-cancellation'] as const
export type FeeReason = (typeof FEE_REASONS)[number]

/** A booking's fee as the seller sees it, with the card it may be charged to. */
export interface BookingFee {
  reason: FeeReason
  /** Naira. */
  amount: number
  state: FeeState
  /** The card kept for her, by its last four digits and brand; null: none on file. */
  card: { last4: string; brand: string } | null
  /** The provider's word when a charge failed. */
  failure: string | null
}

export const FEE_REASON_WORDS: Record<FeeReason, string> = { 'no-show': 'No-show', 'late-cancellation': 'Late cancellation' }

export const noShowMessages = {
  saved: 'No-show policy saved',
  removed: 'No-show policy removed',
  service: 'Please choose a service, or all services',
  depositKind: 'Choose how the deposit is counted: none, a percentage or naira',
  depositPercent: 'A deposit percentage must be a whole number from 1 to 100',
  depositNaira: 'A deposit in naira must be more than 0',
  depositWho: 'Choose who pays the deposit',
  depositAbove: 'Give the booking value above which the deposit is asked, in naira',
  windowHours: `The cancellation window must be a whole number of hours from 0 to ${MAX_WINDOW_HOURS}`,
  feeKind: 'Choose how the fee is counted: none, a percentage or naira',
  feePercent: 'A fee percentage must be a whole number from 1 to 100',
  feeNaira: 'A fee in naira must be more than 0',
  keepCardNeedsFee: 'Keeping a card is only for charging a fee: set a fee first',
  deskDepositNoContact: 'A deposit link goes by phone or e-mail: give her phone number or e-mail',
  deskDepositNothing: 'This booking asks no deposit under your policy',
  depositLinkSent: (hoursHeld: number) => `Booked and held for ${hoursHeld} hours: the deposit link is on its way to her`,
  depositLinkGone: 'This deposit link has expired or was already paid.',
  noFee: 'This booking has no fee to charge.',
  feeTaken: 'This fee is already charged or being charged.',
  noCard: 'No card is kept for this client: ask her to pay the fee, or waive it.',
  feeCharged: (amount: string) => `${amount} charged`,
  feeFailed: (why: string) => `The card was declined: ${why}. It will not be tried again by itself.`,
  feeWaived: 'Fee waived',
  notWaivable: 'Only a fee not yet charged can be waived.',
  cardConsent: 'Keep my card on file for a late cancellation or no-show fee',
  chargesUnavailable: 'Card charges are not available right now. Please try again.',
} as const

const wholePercent = (message: string) => yup.number().typeError(message).integer(message).min(1, message).max(100, message)
const positiveNaira = (message: string) => yup.number().typeError(message).moreThan(0, message).max(100_000_000, message)

/** The owner's policy for a service or all: the amounts checked against their kind. */
export const noShowPolicySchema = yup.object({
  service: yup.string().trim().required(noShowMessages.service).max(100, noShowMessages.service),
  depositKind: yup.string().oneOf(POLICY_AMOUNT_KINDS, noShowMessages.depositKind).required(noShowMessages.depositKind),
  depositValue: yup
    .number()
    .typeError(noShowMessages.depositNaira)
    .default(0)
    .when('depositKind', ([kind], schema) => (kind === 'percent' ? wholePercent(noShowMessages.depositPercent).required(noShowMessages.depositPercent) : kind === 'naira' ? positiveNaira(noShowMessages.depositNaira).required(noShowMessages.depositNaira) : schema)),
  depositWho: yup.string().oneOf(DEPOSIT_WHO, noShowMessages.depositWho).default('everyone'),
  depositAbove: yup
    .number()
    .typeError(noShowMessages.depositAbove)
    .default(0)
    .when('depositWho', ([who], schema) => (who === 'above' ? positiveNaira(noShowMessages.depositAbove).required(noShowMessages.depositAbove) : schema)),
  windowHours: yup.number().typeError(noShowMessages.windowHours).integer(noShowMessages.windowHours).min(0, noShowMessages.windowHours).max(MAX_WINDOW_HOURS, noShowMessages.windowHours).default(0),
  feeKind: yup.string().oneOf(POLICY_AMOUNT_KINDS, noShowMessages.feeKind).required(noShowMessages.feeKind),
  feeValue: yup
    .number()
    .typeError(noShowMessages.feeNaira)
    .default(0)
    .when('feeKind', ([kind], schema) => (kind === 'percent' ? wholePercent(noShowMessages.feePercent).required(noShowMessages.feePercent) : kind === 'naira' ? positiveNaira(noShowMessages.feeNaira).required(noShowMessages.feeNaira) : schema)),
  keepCard: yup
    .boolean()
    .default(false)
    .test('needs-fee', noShowMessages.keepCardNeedsFee, (keep, context) => !keep || context.parent.feeKind !== 'none'),
})
export type NoShowPolicyFields = yup.InferType<typeof noShowPolicySchema>

/** Her consent, in the wizard, that her first card payment keeps the card for the policy's fee. */
export const bookingCardConsentSchema = yup.object({ keepCard: yup.boolean().typeError(noShowMessages.cardConsent).default(false) })

/** The desk asks the policy's deposit of a phone client by a payment link (her time held meanwhile). */
export const deskDepositSchema = yup.object({ askDeposit: yup.boolean().typeError(noShowMessages.deskDepositNothing).default(false) })

/** The visit whose policy the wizard or the desk reads: its category, first service and others ("id,id@member"). */
export const visitPolicyQuerySchema = yup.object({
  category: yup.string().trim().required(noShowMessages.service).max(100, noShowMessages.service),
  service: yup.string().trim().required(noShowMessages.service).max(100, noShowMessages.service),
  more: yup.string().trim().max(2000, noShowMessages.service).optional(),
})

/** The policy of a visit as the wizard and the desk show it (naira). */
export interface VisitPolicy {
  /** The owner set a policy for it (else the settings' card deposit alone stands). */
  set: boolean
  /** What a card booking pays ahead online (a new client's, when the policy asks it of new clients only). */
  deposit: number
  depositWho: DepositWho
  fee: number
  windowHours: number
  /** She is asked whether her card may be kept. */
  keepCard: boolean
  words: string[]
}
