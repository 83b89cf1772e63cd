import type { FastifyInstance } from 'fastify'
import { phoneKey, shopMoment, timeToMinutes, type Booking } from '../../../src/contract'
import { ALL_SERVICES, isLateCancellation, noShowMessages as nm, policyFeeKobo, type FeeReason, type NoShowPolicy, type NoShowPolicyFields } from '../../../src/contract/noShow'
import type { Db } from '../db/client'
import { badRequest, notFound } from '../http/refusal'
import { policyRowOf, toPolicy } from '../mappers/noShow'
import { cardVault } from '../payments/cardVault'
import type { PaymentResult } from '../payments/gateway'
import type { BookingStep } from '../repositories/bookings'
import { keepCard, listPolicies, policyRowFor, recordFee, removePolicy, savePolicy } from '../repositories/noShow'
import { findService } from '../repositories/salon'

// The owner's no-show policy (src/contract/noShow.ts has its rules and words): set per service or for all, read by the
// deposit decision (actions/deposits), by the fee a no-show or a late cancellation records, and by a card kept.

/** The policy a service books under (its own, else all services'), or undefined when the owner set none. */
export async function policyFor(db: Db, service: string): Promise<NoShowPolicy | undefined> {
  const row = await policyRowFor(db, service)
  return row && toPolicy(row)
}

export const policiesOf = async (shop: FastifyInstance) => (await listPolicies(shop.db)).map(toPolicy)

/** The owner saves a service's policy (or all services'), whole. */
export async function setPolicy(shop: FastifyInstance, fields: NoShowPolicyFields): Promise<NoShowPolicy> {
  if (fields.service !== ALL_SERVICES && !(await findService(shop.db, fields.service))) throw badRequest(nm.service)
  return toPolicy(await savePolicy(shop.db, policyRowOf(fields)))
}

export async function dropPolicy(shop: FastifyInstance, service: string): Promise<void> {
  if (!(await removePolicy(shop.db, service))) throw notFound(nm.service)
}

/** The fee a booking owes for `reason` under its first service's policy, in kobo (0: none). */
export async function feeKoboOf(db: Db, booking: Booking): Promise<number> {
  const policy = await policyFor(db, booking.service)
  return policy ? policyFeeKobo(policy, Math.round(booking.price * 100)) : 0
}

/** Whether cancelling `booking` at `now` is late under its policy, and the fee it would cost. */
export async function lateCancellationOf(db: Db, booking: Booking, now: Date): Promise<{ late: boolean; feeKobo: number }> {
  const policy = await policyFor(db, booking.service)
  if (!policy) return { late: false, feeKobo: 0 }
  const feeKobo = policyFeeKobo(policy, Math.round(booking.price * 100))
  return { late: feeKobo > 0 && isLateCancellation(policy, shopMoment(booking.date, timeToMinutes(booking.startTime)), now), feeKobo }
}

/** In the change's transaction, after `step`: the fee the booking now owes (none when the policy asks none). */
export const withFee =
  (step: BookingStep, reason: FeeReason, feeKobo: number): BookingStep =>
  async (tx, bookingId) => {
    await step(tx, bookingId)
    if (feeKobo > 0) await recordFee(tx, bookingId, reason, feeKobo)
  }

/**
 * After a deposit paid by card for a booking whose client agreed: keeps Paystack's reusable authorisation (cards only),
 * sealed, under her phone. The gateway's answer is used when it carries the card; else the gateway is asked.
 */
export async function keepCardAfterDeposit(shop: FastifyInstance, booking: { id: string; phone: string; cardConsent: boolean }, payment: { reference: string } & Partial<PaymentResult>): Promise<void> {
  const clientPhone = phoneKey(booking.phone)
  if (!booking.cardConsent || !clientPhone || !shop.payments) return
  try {
    const card = payment.authorization ?? (await shop.payments.verify(payment.reference)).authorization
    if (!card || !card.reusable || card.channel !== 'card' || !card.email) return
    const { code, reusable: _reusable, channel: _channel, ...named } = card
    await keepCard(shop.db, { ...named, clientPhone, sealedAuthorization: cardVault(shop.config.paystackSecretKey).seal(code), bookingId: booking.id }, shop.clock.now())
  } catch (error) {
    shop.log.warn({ err: error, reference: payment.reference }, 'could not keep the card of a paid deposit')
  }
}
