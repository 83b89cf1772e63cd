import { formatNaira } from '../../../../contract/money'
import { shopTime } from '../../../../contract/shopClock'
import { AWAITING_DEPOSIT, type Booking, type BookingState } from '../../../../contract/types'

// How the owner's calendar, its dialog and the latest bookings name a booking's payment, status and deposit.

export const paymentNames: Record<string, string> = { card: 'Card', transfer: 'Bank transfer', 'pay-on-visit': 'Pay on visit' }

export const statusNames: Record<BookingState, string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
  [AWAITING_DEPOSIT]: 'Awaiting deposit',
}

/** A card booking's deposit in a few words: held until it is paid, or paid; undefined when none was asked. */
export function depositNote(booking: Booking): string | undefined {
  if (booking.deposit <= 0) return undefined
  if (booking.depositPaidAt) return `Deposit ${formatNaira(booking.deposit)} paid`
  if (booking.status === AWAITING_DEPOSIT && booking.holdUntil) return `Held until ${shopTime(new Date(booking.holdUntil))} for its ${formatNaira(booking.deposit)} deposit`
  return `Deposit ${formatNaira(booking.deposit)} not paid`
}
