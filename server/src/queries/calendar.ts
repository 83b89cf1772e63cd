import type { FastifyInstance } from 'fastify'
import { phoneKey, shopMoment, type Booking } from '../../../src/contract'
import type { CalendarBooking } from '../../../src/contract/deskClients'
import { calendarScopeOf, type Actor } from '../domain/permissions'
import { toBooking, toBookingPage } from '../mappers/bookings'
import type { BookingFee } from '../../../src/contract/noShow'
import { toBookingFee } from '../mappers/noShow'
import { cardOf, feesOf } from '../repositories/noShow'
import { bookingsBetween, listBookings } from '../repositories/bookings'
import { recordsOfBookings } from '../repositories/clients'
import type { PageRequest } from '../repositories/pages'
import { listStaffAdmin, listTimeOff } from '../repositories/salonAdmin'

/**
 * The calendar of `days` days from `from` as `actor` may see it (permissions.ts's calendarScopeOf): the front desk's
 * and the owner's the whole team's; a stylist's her own column, her bookings, her time off.
 */
export async function calendarOf(shop: FastifyInstance, actor: Actor, from: string, days: number) {
  const member = calendarScopeOf(actor)
  const [found, timeOff, team] = await Promise.all([
    bookingsBetween(shop.db, shopMoment(from, 0), shopMoment(from, days * 24 * 60), member),
    listTimeOff(shop.db, from, days, member),
    listStaffAdmin(shop.db),
  ])
  // Whoever may open a booking reads its client's allergies and last patch test: the stylist who serves her too.
  const records = await recordsOfBookings(shop.db, found)
  const bookings: CalendarBooking[] = found.map((booking) => ({ ...toBooking(booking), client: records.get(booking.row.id)! }))
  return { bookings, timeOff, team: member === undefined ? team : team.filter((someone) => someone.id === member) }
}

/** The fees of a page of bookings, by id, with the card each may go on. */
async function feesOfBookings(shop: FastifyInstance, bookings: Booking[]): Promise<Record<string, BookingFee>> {
  const fees = await feesOf(shop.db, bookings.map((booking) => booking._id))
  const shown: Record<string, BookingFee> = {}
  for (const booking of bookings) {
    const fee = fees.get(booking._id)
    if (fee) shown[booking._id] = toBookingFee(fee, await cardOf(shop.db, phoneKey(booking.phone)))
  }
  return shown
}

/** The bookings list of the front desk and the owner: a page, newest first. */
export async function bookingsPage(shop: FastifyInstance, page: PageRequest) {
  const shown = toBookingPage(await listBookings(shop.db, page))
  // The fees its no-shows and late cancellations owe, with the card each may go on: "Charge the ₦X fee".
  return { ...shown, fees: await feesOfBookings(shop, shown.bookings) }
}
