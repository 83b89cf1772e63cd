import type { FastifyInstance } from 'fastify'
import { shopMoment } from '../../../src/contract'
import type { CalendarBooking } from '../../../src/contract/deskClients'
import { calendarScopeOf, type Actor } from '../domain/permissions'
import { toBooking, toBookingPage } from '../mappers/bookings'
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

/** The bookings list of the front desk and the owner: a page, newest first. */
export const bookingsPage = async (shop: FastifyInstance, page: PageRequest) => toBookingPage(await listBookings(shop.db, page))
