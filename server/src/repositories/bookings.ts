import { randomInt } from 'node:crypto'
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import { koboToNaira, salonTimeNow, salonToday, type Booking, type BookingPaymentMethod, type PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { bookings, salonServices, salonStaff } from '../db/schema'
import { olderThan, type PageRequest } from '../pages'

export interface NewBooking {
  category: string
  service: string
  fullName: string
  email: string
  phone: string
  paymentMethod: BookingPaymentMethod
}

/** Where a booking goes: whose time, from when to when, at what price. */
export interface BookingSlot {
  employeeId: string
  startsAt: Date
  endsAt: Date
  priceKobo: number
}

const bookingColumns = {
  row: bookings,
  employeeName: salonStaff.name,
  serviceName: salonServices.name,
}

type BookingView = { row: typeof bookings.$inferSelect; employeeName: string; serviceName: string }

const toBooking = ({ row, employeeName, serviceName }: BookingView): Booking => ({
  _id: row.id,
  reference: row.reference,
  category: row.category,
  employeeId: row.employeeId,
  employeeName,
  service: row.service,
  serviceName,
  date: salonToday(row.startsAt),
  startTime: salonTimeNow(row.startsAt),
  endTime: salonTimeNow(row.endsAt),
  durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
  price: koboToNaira(row.priceKobo),
  status: row.status,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  paymentMethod: row.paymentMethod,
  createdAt: row.createdAt.toISOString(),
})

/** Bookings with their employee's and service's names, where `filter` holds. */
const selectBookings = (db: Db, filter: SQL | undefined) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(salonStaff, eq(salonStaff.id, bookings.employeeId))
    .innerJoin(salonServices, eq(salonServices.id, bookings.service))
    .where(filter)

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const newReference = () => `GB-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`

const REFERENCE_ATTEMPTS = 3

/** The PostgreSQL error code and constraint behind a failed statement (drizzle wraps the driver's error). */
function violation(error: unknown): { code: string; constraint: string } | undefined {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && /^23/.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : '' }
  }
  return undefined
}

/** A statement refused because the time overlaps another active booking of the employee. */
export const isOverlap = (error: unknown): boolean => violation(error)?.constraint === 'bookings_no_overlap'

/** A step run in the transaction of a booking's change (its e-mails), given the booking's id. */
export type BookingStep = (tx: Db, bookingId: string) => Promise<void>

/**
 * Books the time for one employee. The exclusion constraint bookings_no_overlap decides between
 * concurrent requests: the loser's insert is refused and this answers undefined. `onMade` runs in the
 * insert's transaction, so the booking and its messages are committed together.
 */
export async function insertBooking(db: Db, booking: NewBooking, slot: BookingSlot, onMade?: BookingStep): Promise<Booking | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({ ...booking, ...slot, reference: newReference() })
          .returning({ id: bookings.id })
        await onMade?.(tx, row!.id)
        return findBooking(tx, row!.id)
      })
    } catch (error) {
      if (isOverlap(error)) return undefined
      // Two bookings drew the same reference: draw again.
      if (violation(error)?.constraint !== 'bookings_reference_key' || attempt === REFERENCE_ATTEMPTS) throw error
    }
  }
}

export async function findBooking(db: Db, id: string): Promise<Booking | undefined> {
  const [row] = await selectBookings(db, eq(bookings.id, id))
  return row && toBooking(row)
}

/** A page of bookings, newest first. */
export async function listBookings(db: Db, { limit, after }: PageRequest): Promise<{ bookings: Booking[] } & PageInfo> {
  const found = await selectBookings(db, olderThan(bookings, bookings.createdAt, bookings.id, after))
    .orderBy(sql`${bookings.createdAt} desc nulls last`, sql`${bookings.id} desc nulls last`)
    .limit(limit + 1)
  const rows = found.slice(0, limit)
  return { bookings: rows.map(toBooking), nextCursor: found.length > limit ? rows[rows.length - 1]!.row.id : null }
}

/** Every booking that meets [from, to), whatever its status, by start: a day or a week of the calendar. */
export async function bookingsBetween(db: Db, from: Date, to: Date): Promise<Booking[]> {
  const rows = await selectBookings(db, and(lt(bookings.startsAt, to), gt(bookings.endsAt, from))).orderBy(asc(bookings.startsAt), asc(bookings.employeeId))
  return rows.map(toBooking)
}
