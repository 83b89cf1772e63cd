import { randomInt } from 'node:crypto'
import { and, asc, eq, gt, lt, lte, sql, type Column, type SQL } from 'drizzle-orm'
import { AWAITING_DEPOSIT, CURRENCY, koboToNaira, shopDate, shopTime, type Booking, type BookingPaymentMethod, type PageInfo } from '../../../src/contract'
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
  date: shopDate(row.startsAt),
  startTime: shopTime(row.startsAt),
  endTime: shopTime(row.endsAt),
  durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
  price: koboToNaira(row.priceKobo),
  status: row.status,
  deposit: koboToNaira(row.depositKobo),
  depositPaidAt: row.depositPaidAt?.toISOString() ?? null,
  holdUntil: row.holdUntil?.toISOString() ?? null,
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

/** A card booking's deposit: the time is held until `holdUntil` while it is paid at the gateway. */
export interface DepositHold {
  depositKobo: number
  paymentReference: string
  holdUntil: Date
}

/**
 * Lets go of the holds on the employee's time in [startsAt, endsAt) whose deposit never came by `now`:
 * they lapse (cancelled), so the exclusion constraint stops counting them. Run in the transaction of the
 * change that wants the time; concurrent requests wait on the row lock, then find it already lapsed.
 */
export async function releaseLapsedHolds(tx: Db, employeeId: string, startsAt: Date, endsAt: Date, now: Date = new Date()): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.employeeId, employeeId), eq(bookings.status, AWAITING_DEPOSIT), lte(bookings.holdUntil, now), lt(bookings.startsAt, endsAt), gt(bookings.endsAt, startsAt)))
}

/**
 * Books the time for one employee. The exclusion constraint bookings_no_overlap decides between
 * concurrent requests: the loser's insert is refused and this answers undefined. `onMade` runs in the
 * insert's transaction, so the booking and its messages are committed together. With a `hold`, the
 * booking awaits its deposit (its messages wait for the payment): it holds the time until then.
 */
export async function insertBooking(db: Db, booking: NewBooking, slot: BookingSlot, onMade?: BookingStep, hold?: DepositHold): Promise<Booking | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await releaseLapsedHolds(tx, slot.employeeId, slot.startsAt, slot.endsAt)
        const [row] = await tx
          .insert(bookings)
          .values({ ...booking, ...slot, ...(hold && { ...hold, status: AWAITING_DEPOSIT }), reference: newReference() })
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

/** The booking a deposit payment is for (its payment reference), or undefined. */
export async function findBookingByPayment(db: Db, paymentReference: string): Promise<Booking | undefined> {
  const [row] = await selectBookings(db, eq(bookings.paymentReference, paymentReference))
  return row && toBooking(row)
}

/** What became of a deposit payment the gateway reported: see confirmDeposit. */
export type DepositOutcome = 'confirmed' | 'already-paid' | 'lapsed' | 'wrong-amount' | 'unknown'

/**
 * Confirms the booking a deposit was paid for, once: a replayed webhook or a second return changes nothing.
 * A booking still awaiting its deposit holds its time (the constraint counts it), so it is confirmed even
 * when its hold ran out a moment ago; one that lapsed (cancelled) stays so, and the money is to be refunded.
 * `onConfirmed` (its e-mails) runs in the same transaction.
 */
export async function confirmDeposit(db: Db, payment: { reference: string; amountKobo: number; currency: string }, onConfirmed?: BookingStep): Promise<DepositOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.paymentReference, payment.reference)).for('update')
    if (!row) return 'unknown'
    if (row.depositPaidAt) return 'already-paid'
    if (row.status !== AWAITING_DEPOSIT) return 'lapsed'
    if (payment.amountKobo !== row.depositKobo || payment.currency !== CURRENCY) return 'wrong-amount'
    await tx.update(bookings).set({ status: 'confirmed', depositPaidAt: new Date() }).where(eq(bookings.id, row.id))
    await onConfirmed?.(tx, row.id)
    return 'confirmed'
  })
}

/** The deposit failed (or the client turned back): the booking lets go of its time at once. True when it did. */
export async function lapseHold(db: Db, paymentReference: string): Promise<boolean> {
  const lapsed = await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.paymentReference, paymentReference), eq(bookings.status, AWAITING_DEPOSIT)))
    .returning({ id: bookings.id })
  return lapsed.length > 0
}

/** Every hold whose deposit never came by `now` lapses (cancelled); answers how many. */
export async function lapseExpiredHolds(db: Db, now: Date = new Date()): Promise<number> {
  const lapsed = await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.status, AWAITING_DEPOSIT), lte(bookings.holdUntil, now)))
    .returning({ id: bookings.id })
  return lapsed.length
}

/** Rows of one salon team member (`member`), of none (null), or of everyone (undefined). */
export const ofMember = (column: Column, member: string | null | undefined): SQL | undefined => (member === undefined ? undefined : member === null ? sql`false` : eq(column, member))

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
export async function bookingsBetween(db: Db, from: Date, to: Date, member?: string | null): Promise<Booking[]> {
  const rows = await selectBookings(db, and(lt(bookings.startsAt, to), gt(bookings.endsAt, from), ofMember(bookings.employeeId, member))).orderBy(asc(bookings.startsAt), asc(bookings.employeeId))
  return rows.map(toBooking)
}
