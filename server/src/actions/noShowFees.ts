import type { FastifyInstance } from 'fastify'
import { formatKobo, phoneKey, type Booking } from '../../../src/contract'
import { FEE_REASON_WORDS, noShowMessages as nm, type BookingFee } from '../../../src/contract/noShow'
import type { StaffActor } from '../domain/permissions'
import { conflict, notFound, Refusal } from '../http/refusal'
import { toBookingOrNone } from '../mappers/bookings'
import { toBookingFee } from '../mappers/noShow'
import { enqueueFeeCharged } from '../messages/noShow'
import { cardVault } from '../payments/cardVault'
import { newPaymentReference } from '../payments/gateway'
import { findBooking } from '../repositories/bookings'
import { cardOf, claimFee, feesOf, settleFee, waiveFee, type FeeRow } from '../repositories/noShow'
import { recordActivity } from '../repositories/staff'
import { isUuid } from '../tools/ids'

// A no-show's or a late cancellation's fee (recorded by actions/bookings under the owner's policy): charged once to
// the card she agreed to keep, through Paystack's charge_authorization, or waived by the owner.

async function bookingOf(shop: FastifyInstance, id: string): Promise<Booking> {
  const booking = toBookingOrNone(isUuid(id) ? await findBooking(shop.db, id) : undefined)
  if (!booking) throw notFound(nm.noFee)
  return booking
}

async function feeRowOf(shop: FastifyInstance, bookingId: string): Promise<FeeRow> {
  const fee = (await feesOf(shop.db, [bookingId])).get(bookingId)
  if (!fee) throw notFound(nm.noFee)
  return fee
}

/** A booking's fee as the owner sees it, with the card it may go on. */
export async function feeOfBooking(shop: FastifyInstance, id: string): Promise<BookingFee> {
  const booking = await bookingOf(shop, id)
  return toBookingFee(await feeRowOf(shop, booking._id), await cardOf(shop.db, phoneKey(booking.phone)))
}

/**
 * The owner charges a booking's fee to the card kept for its client. The fee is claimed in the database first (one
 * conditional update), so a double tap or requests in parallel on several instances charge once; the provider is asked
 * once, under the claim's reference; its answer settles the fee (the ledger's 'fee' row when charged), writes the
 * booking's history and tells her. A declined card is recorded failed and never tried again by itself.
 */
export async function chargeFee(shop: FastifyInstance, staff: StaffActor, id: string): Promise<{ fee: BookingFee; message: string }> {
  const booking = await bookingOf(shop, id)
  const fee = await feeRowOf(shop, booking._id)
  if (fee.state !== 'due') throw conflict(nm.feeTaken)
  const card = await cardOf(shop.db, phoneKey(booking.phone))
  if (!card) throw conflict(nm.noCard)
  if (!shop.payments) throw new Refusal('gatewayFailed', nm.chargesUnavailable)
  const reference = newPaymentReference()
  const claimed = await claimFee(shop.db, booking._id, reference, staff.accountId)
  if (!claimed) throw conflict(nm.feeTaken)
  let charged = false
  let failure: string | null
  try {
    const result = await shop.payments.chargeAuthorization({ authorizationCode: cardVault(shop.config.paystackSecretKey).open(card.sealedAuthorization), email: card.email, amountKobo: claimed.amountKobo, reference })
    charged = result.status === 'success' && result.reference === reference && result.amountKobo === claimed.amountKobo
    failure = charged ? null : (result.gatewayResponse ?? result.status)
  } catch (error) {
    shop.log.error({ err: error, reference }, 'charging a kept card failed')
    failure = 'the card could not be charged right now'
  }
  const what = FEE_REASON_WORDS[claimed.reason]
  const amount = formatKobo(claimed.amountKobo)
  const summary = charged ? `${what} fee of ${amount} for booking ${booking.reference} charged to the card ending ${card.last4}` : `${what} fee of ${amount} for booking ${booking.reference} declined on the card ending ${card.last4}: ${failure}`
  await settleFee(shop.db, { bookingId: booking._id, reference, charged, failure, at: shop.clock.now() }, async (tx, bookingId) => {
    await recordActivity(tx, { accountId: staff.accountId, kind: 'booking', subject: bookingId, summary })
    if (charged) await enqueueFeeCharged(tx, shop.mail.context, booking, { reason: claimed.reason, amountKobo: claimed.amountKobo, last4: card.last4 })
  })
  if (charged) shop.mail.wake()
  return { fee: await feeOfBooking(shop, booking._id), message: charged ? nm.feeCharged(amount) : nm.feeFailed(failure ?? '') }
}

/** The owner waives a fee not charged; the booking's history says so. */
export async function waiveBookingFee(shop: FastifyInstance, staff: StaffActor, id: string): Promise<BookingFee> {
  const booking = await bookingOf(shop, id)
  const fee = await feeRowOf(shop, booking._id)
  const waived = await waiveFee(shop.db, booking._id, staff.accountId, shop.clock.now(), (tx, bookingId) =>
    recordActivity(tx, { accountId: staff.accountId, kind: 'booking', subject: bookingId, summary: `${FEE_REASON_WORDS[fee.reason]} fee of ${formatKobo(fee.amountKobo)} for booking ${booking.reference} waived` }),
  )
  if (!waived) throw conflict(nm.notWaivable)
  return feeOfBooking(shop, booking._id)
}
