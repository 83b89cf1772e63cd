import { randomInt } from 'node:crypto'
import { and, asc, eq, gt, inArray, lt, lte, or, sql, type Column, type SQL } from 'drizzle-orm'
import { AWAITING_DEPOSIT, CURRENCY, phoneKey, type BookingPaymentMethod, type PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { bookingBusy, bookingLines, bookings, salonServices, salonStaff } from '../db/schema'
import { postgresError } from '../tools/ids'
import type { VisitRows } from '../salon/schedule'
import { olderThan, type PageRequest } from './pages'
import { bookingOfReference, depositsOf, failDeposits, settleOnlinePayment, startDepositPayment } from './payments'

/** The client's side of a booking (the visit's rows say what and when). */
export interface NewBooking {
  /** The first service's category. */
  category: string
  fullName: string
  /** Null for a client booked at the desk without one. */
  email: string | null
  phone: string
  paymentMethod: BookingPaymentMethod
  /** She agreed that her first card payment keeps the card for the policy's fee. */
  cardConsent?: boolean
}

const bookingColumns = {
  row: bookings,
  employeeName: salonStaff.name,
  /** When its deposit was paid: its row in the ledger succeeded. */
  depositPaidAt: sql<Date | null>`(select max(p.settled_at) from payments p where p.booking_id = ${bookings.id} and p.kind = 'payment' and p.state = 'succeeded')`.mapWith(bookings.holdUntil),
}

type BookingView = { row: typeof bookings.$inferSelect; employeeName: string; depositPaidAt: Date | null }

/** A service of a booked visit, as read: its member's name, its time as instants, its booked price in kobo. */
export interface BookingLineRecord {
  service: string
  serviceName: string
  employeeId: string
  employeeName: string
  startsAt: Date
  endsAt: Date
  priceKobo: number
}

/** A booking as read: its row (prices in kobo), its first member's name, when its deposit was paid, its services in order. */
export interface BookingRecord extends BookingView {
  lines: BookingLineRecord[]
}

/** The bookings of `views` with their services' lines: one query for them all. */
export async function withLines(db: Db, views: BookingView[]): Promise<BookingRecord[]> {
  if (views.length === 0) return []
  const rows = await db
    .select({ line: bookingLines, serviceName: salonServices.name, employeeName: salonStaff.name })
    .from(bookingLines)
    .innerJoin(salonServices, eq(salonServices.id, bookingLines.service))
    .innerJoin(salonStaff, eq(salonStaff.id, bookingLines.employeeId))
    .where(inArray(bookingLines.bookingId, views.map((view) => view.row.id)))
    .orderBy(asc(bookingLines.bookingId), asc(bookingLines.position))
  const linesOf = new Map<string, BookingLineRecord[]>()
  for (const { line, serviceName, employeeName } of rows) {
    const lines = linesOf.get(line.bookingId) ?? []
    lines.push({ service: line.service, serviceName, employeeId: line.employeeId, employeeName, startsAt: line.startsAt, endsAt: line.endsAt, priceKobo: line.priceKobo })
    linesOf.set(line.bookingId, lines)
  }
  return views.map((view) => ({ ...view, lines: linesOf.get(view.row.id) ?? [] }))
}

/** Bookings with their first member's name, where `filter` holds (withLines adds their services). */
export const selectBookings = (db: Db, filter: SQL | undefined) => db.select(bookingColumns).from(bookings).innerJoin(salonStaff, eq(salonStaff.id, bookings.employeeId)).where(filter)

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const newReference = () => `GB-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`

const REFERENCE_ATTEMPTS = 3

/** An integrity constraint refused the statement (SQLSTATE class 23): its code and the constraint's name. */
const violation = (error: unknown) => postgresError(error, /^23/)

/** The transaction was chosen to end a deadlock (PostgreSQL): it may simply be tried again. */
const isDeadlock = (error: unknown): boolean => postgresError(error, /^40P01$/) !== undefined

/** A statement refused because the time overlaps another active booking of the employee. */
export const isOverlap = (error: unknown): boolean => violation(error)?.constraint === 'booking_busy_no_overlap'

/** A step run in the transaction of a booking's change (its e-mails), given the booking's id. */
export type BookingStep = (tx: Db, bookingId: string) => Promise<void>

/** A card booking's deposit: the time is held until `holdUntil` while it is paid at the gateway. */
export interface DepositHold {
  depositKobo: number
  paymentReference: string
  holdUntil: Date
  /** Asked at the desk by a payment link: she is told if it lapses. */
  byLink?: boolean
}

/**
 * Lets go of the holds on the members' time in `busy` whose deposit never came by `now`: they lapse (cancelled),
 * so the exclusion constraint stops counting them. Run in the transaction of the change that wants the time;
 * concurrent requests wait on the row lock, then find it already lapsed.
 */
export async function releaseLapsedHolds(tx: Db, busy: VisitRows['busy'], now: Date): Promise<void> {
  const wanted = or(...busy.map((span) => and(eq(bookingBusy.employeeId, span.employeeId), lt(bookingBusy.startsAt, span.endsAt), gt(bookingBusy.endsAt, span.startsAt))))
  const holding = tx.select({ id: bookingBusy.bookingId }).from(bookingBusy).where(and(eq(bookingBusy.active, true), wanted))
  const lapsed = await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.status, AWAITING_DEPOSIT), lte(bookings.holdUntil, now), inArray(bookings.id, holding)))
    .returning({ id: bookings.id })
  await failDeposits(tx, lapsed.map((booking) => booking.id))
}

/** Stores the visit's lines and busy spans (in place of any it had): the exclusion constraint judges the spans. */
export async function writeVisit(tx: Db, bookingId: string, visit: VisitRows): Promise<void> {
  await tx.delete(bookingLines).where(eq(bookingLines.bookingId, bookingId))
  await tx.delete(bookingBusy).where(eq(bookingBusy.bookingId, bookingId))
  await tx.insert(bookingLines).values(visit.lines.map((line, position) => ({ ...line, bookingId, position })))
  // In one order for every visit (member, then time): two visits that want each other's members wait for one another
  // at their first common span instead of each holding one and waiting for the other's (a deadlock).
  const spans = [...visit.busy].sort((a, b) => a.employeeId.localeCompare(b.employeeId) || a.startsAt.getTime() - b.startsAt.getTime())
  await tx.insert(bookingBusy).values(spans.map((span) => ({ ...span, bookingId })))
}

/** A booked visit's lines as a move places them again: each service's timing at its booked price, its member, its minutes after the visit's start. */
export async function visitLinesOf(db: Db, bookingId: string) {
  const rows = await db
    .select({ line: bookingLines, service: salonServices })
    .from(bookingLines)
    .innerJoin(salonServices, eq(salonServices.id, bookingLines.service))
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(bookingLines.position))
  const visitStart = rows[0]?.line.startsAt.getTime() ?? 0
  return rows.map(({ line, service }) => ({
    service: { ...service, priceKobo: line.priceKobo },
    employeeId: line.employeeId,
    offset: Math.round((line.startsAt.getTime() - visitStart) / 60_000),
  }))
}

/** The booking row's own columns for a visit: its first service and member, the client's whole time, the price of all. */
export const visitColumns = ({ lines }: VisitRows) => ({
  employeeId: lines[0]!.employeeId,
  service: lines[0]!.service,
  startsAt: lines[0]!.startsAt,
  endsAt: lines[lines.length - 1]!.endsAt,
  priceKobo: lines.reduce((sum, line) => sum + line.priceKobo, 0),
})

/**
 * Books a visit: its services with their members, all or none. The exclusion constraint booking_busy_no_overlap
 * decides between concurrent requests: the loser's insert is refused and this answers undefined. `onMade` runs in
 * the insert's transaction, so the booking and its messages are committed together. With a `hold`, the booking
 * awaits its deposit (its messages wait for the payment): it holds the time until then. Holds run out by `now`.
 */
export async function insertBooking(db: Db, booking: NewBooking, visit: VisitRows, now: Date, onMade?: BookingStep, hold?: DepositHold): Promise<BookingRecord | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await releaseLapsedHolds(tx, visit.busy, now)
        const [row] = await tx
          .insert(bookings)
          .values({
            ...booking,
            clientPhone: phoneKey(booking.phone),
            ...visitColumns(visit),
            ...(hold && { depositKobo: hold.depositKobo, holdUntil: hold.holdUntil, status: AWAITING_DEPOSIT, depositByLink: hold.byLink === true }),
            reference: newReference(),
          })
          .returning({ id: bookings.id })
        if (hold) await startDepositPayment(tx, row!.id, { reference: hold.paymentReference, amountKobo: hold.depositKobo })
        await writeVisit(tx, row!.id, visit)
        await onMade?.(tx, row!.id)
        return findBooking(tx, row!.id)
      })
    } catch (error) {
      if (isOverlap(error)) return undefined
      // Two bookings drew the same reference, or met in a deadlock all the same: try again.
      const again = violation(error)?.constraint === 'bookings_reference_key' || isDeadlock(error)
      if (!again || attempt === REFERENCE_ATTEMPTS) throw error
    }
  }
}

/** The booking a deposit payment is for (its payment reference), or undefined. */
export async function findBookingByPayment(db: Db, paymentReference: string): Promise<BookingRecord | undefined> {
  const bookingId = await bookingOfReference(db, paymentReference)
  if (!bookingId) return undefined
  const [booking] = await withLines(db, await selectBookings(db, eq(bookings.id, bookingId)))
  return booking
}

/** What became of a deposit payment the gateway reported: see confirmDeposit. */
export type DepositOutcome = 'confirmed' | 'already-paid' | 'lapsed' | 'wrong-amount' | 'unknown'

/**
 * Confirms the booking a deposit was paid for, once: a replayed webhook or a second return changes nothing.
 * A booking still awaiting its deposit holds its time (the constraint counts it), so it is confirmed even
 * when its hold ran out a moment ago; one that lapsed (cancelled) stays so, and the money is to be refunded.
 * `onConfirmed` (its e-mails) runs in the same transaction.
 */
export async function confirmDeposit(db: Db, payment: { reference: string; amountKobo: number; currency: string }, now: Date, onConfirmed?: BookingStep): Promise<DepositOutcome> {
  return db.transaction(async (tx) => {
    const bookingId = await bookingOfReference(tx, payment.reference)
    if (!bookingId) return 'unknown'
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update')
    const deposit = (await depositsOf(tx, [bookingId])).get(bookingId)!
    if (deposit.state === 'succeeded') return 'already-paid'
    if (row!.status !== AWAITING_DEPOSIT) return 'lapsed'
    if (payment.amountKobo !== deposit.amountKobo || payment.currency !== CURRENCY) return 'wrong-amount'
    await settleOnlinePayment(tx, payment, now, 'booking')
    await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookingId))
    await onConfirmed?.(tx, bookingId)
    return 'confirmed'
  })
}

/** The deposit failed (or the client turned back): the booking lets go of its time at once. True when it did. */
export async function lapseHold(db: Db, paymentReference: string): Promise<boolean> {
  const bookingId = await bookingOfReference(db, paymentReference)
  if (!bookingId) return false
  const lapsed = await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, AWAITING_DEPOSIT)))
    .returning({ id: bookings.id })
  await failDeposits(db, lapsed.map((booking) => booking.id))
  return lapsed.length > 0
}

/** Every hold whose deposit never came by `now` lapses (cancelled); answers how many. */
export async function lapseExpiredHolds(db: Db, now: Date): Promise<number> {
  const lapsed = await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(eq(bookings.status, AWAITING_DEPOSIT), lte(bookings.holdUntil, now)))
    .returning({ id: bookings.id })
  await failDeposits(db, lapsed.map((booking) => booking.id))
  return lapsed.length
}

/** Rows of one salon team member (`member`), of none (null), or of everyone (undefined). */
export const ofMember = (column: Column, member: string | null | undefined): SQL | undefined => (member === undefined ? undefined : member === null ? sql`false` : eq(column, member))

export async function findBooking(db: Db, id: string): Promise<BookingRecord | undefined> {
  const [booking] = await withLines(db, await selectBookings(db, eq(bookings.id, id)))
  return booking
}

/** A page of bookings, newest first. */
export async function listBookings(db: Db, { limit, after }: PageRequest): Promise<{ bookings: BookingRecord[] } & PageInfo> {
  const found = await selectBookings(db, olderThan(bookings, bookings.createdAt, bookings.id, after))
    .orderBy(sql`${bookings.createdAt} desc nulls last`, sql`${bookings.id} desc nulls last`)
    .limit(limit + 1)
  const rows = found.slice(0, limit)
  return { bookings: await withLines(db, rows), nextCursor: found.length > limit ? rows[rows.length - 1]!.row.id : null }
}

/** Every booking that meets [from, to), whatever its status, by start: a day or a week of the calendar. */
export async function bookingsBetween(db: Db, from: Date, to: Date, member?: string | null): Promise<BookingRecord[]> {
  // A member's: the visits she serves any service of.
  const hers = member ? sql`exists (select 1 from ${bookingLines} where ${bookingLines.bookingId} = ${bookings.id} and ${bookingLines.employeeId} = ${member})` : ofMember(bookings.employeeId, member)
  const rows = await selectBookings(db, and(lt(bookings.startsAt, to), gt(bookings.endsAt, from), hers)).orderBy(asc(bookings.startsAt), asc(bookings.employeeId))
  return withLines(db, rows)
}
