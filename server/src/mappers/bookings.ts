import { koboToNaira, shopDate, shopTime, type Booking, type BookingLine } from '../../../src/contract'
import type { BookingLineRecord, BookingRecord } from '../repositories/bookings'

/** A service of a visit as the API shows it: its times in Lagos, its price in naira. */
export const toBookingLine = (line: BookingLineRecord): BookingLine => ({
  service: line.service,
  serviceName: line.serviceName,
  employeeId: line.employeeId,
  employeeName: line.employeeName,
  startTime: shopTime(line.startsAt),
  endTime: shopTime(line.endsAt),
  price: koboToNaira(line.priceKobo),
})

/** A booking as the API shows it: its day and times in Lagos, its price and deposit in naira, its services named together. */
export function toBooking({ row, employeeName, depositPaidAt, lines: records }: BookingRecord): Booking {
  const lines = records.map(toBookingLine)
  return {
    _id: row.id,
    reference: row.reference,
    category: row.category,
    employeeId: row.employeeId,
    employeeName,
    service: row.service,
    serviceName: lines.map((line) => line.serviceName).join(' + '),
    date: shopDate(row.startsAt),
    startTime: shopTime(row.startsAt),
    endTime: shopTime(row.endsAt),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    price: koboToNaira(row.priceKobo),
    status: row.status,
    deposit: koboToNaira(row.depositKobo),
    depositPaidAt: depositPaidAt?.toISOString() ?? null,
    holdUntil: row.holdUntil?.toISOString() ?? null,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    lines,
  }
}

/** A booking read, as the API shows it; undefined stays undefined. */
export const toBookingOrNone = (record: BookingRecord | undefined): Booking | undefined => record && toBooking(record)

/** A page of bookings as the API shows them. */
export const toBookingPage = <Page extends { bookings: BookingRecord[] }>(page: Page): Omit<Page, 'bookings'> & { bookings: Booking[] } => ({ ...page, bookings: page.bookings.map(toBooking) })
