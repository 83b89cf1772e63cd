import { randomInt } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { findEmployee, type Booking, type BookingCategory, type BookingPaymentMethod, type BookingService, type PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { bookings } from '../db/schema'
import { newestFirst, type PageRequest } from '../pages'

type BookingRow = typeof bookings.$inferSelect

export interface NewBooking {
  category: BookingCategory
  date: string
  startTime: string
  service: BookingService
  fullName: string
  email: string
  phone: string
  paymentMethod: BookingPaymentMethod
}

const toBooking = (row: BookingRow): Booking => ({
  _id: row.id,
  reference: row.reference,
  category: row.category,
  employeeId: row.employeeId,
  employeeName: findEmployee(row.employeeId)?.name ?? row.employeeId,
  date: row.date,
  startTime: row.startTime,
  service: row.service,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  paymentMethod: row.paymentMethod,
  createdAt: row.createdAt.toISOString(),
})

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const newReference = () => `GB-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`

const REFERENCE_ATTEMPTS = 3

function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
  }
  return undefined
}

/**
 * Books the slot for one employee. The unique index bookings_slot_key decides between concurrent
 * requests: the loser's insert does nothing and this answers undefined.
 */
export async function insertBooking(db: Db, booking: NewBooking, employeeId: string): Promise<Booking | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(bookings)
        .values({ ...booking, employeeId, reference: newReference() })
        .onConflictDoNothing({ target: [bookings.employeeId, bookings.date, bookings.startTime] })
        .returning()
      return row && toBooking(row)
    } catch (error) {
      // Two bookings drew the same reference: draw again.
      if (violatedConstraint(error) !== 'bookings_reference_key' || attempt === REFERENCE_ATTEMPTS) throw error
    }
  }
}

/** Booked start times per employee on a date. */
export async function bookedSlots(db: Db, date: string, employeeIds: string[]): Promise<Record<string, string[]>> {
  const rows = employeeIds.length
    ? await db
        .select({ employeeId: bookings.employeeId, startTime: bookings.startTime })
        .from(bookings)
        .where(and(eq(bookings.date, date), inArray(bookings.employeeId, employeeIds)))
        .orderBy(bookings.startTime)
    : []
  const slots: Record<string, string[]> = Object.fromEntries(employeeIds.map((id) => [id, []]))
  for (const row of rows) slots[row.employeeId]?.push(row.startTime)
  return slots
}

/** A page of bookings, newest first. */
export async function listBookings(db: Db, page: PageRequest): Promise<{ bookings: Booking[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, bookings, page)
  return { bookings: rows.map(toBooking), nextCursor }
}
