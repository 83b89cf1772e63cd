import { randomBytes } from 'node:crypto'
import { and, asc, eq, gt, lt } from 'drizzle-orm'
import { minutesToTime, nairaToKobo, shopDate, shopMoment, shopTime, timeToMinutes, type BookingStatus, type SalonService, type SalonStaffAdmin, type SalonTimeOff } from '../../../src/contract'
import type { Db } from '../db/client'
import { bookings, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours, salonTimeOff } from '../db/schema'
import { isOverlap, ofMember, releaseLapsedHolds, type BookingStep } from './bookings'
import { listTeam, toSalonService } from './salon'

/** A new row's id: its name in lower case letters and digits, and a short random tail ('brow-lift-3fa2'). */
export const newSalonId = (name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item'
  }-${randomBytes(2).toString('hex')}`

/** A foreign key that named a row that is not there (an unknown category). */
export const isMissingReference = (error: unknown): boolean => {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true
  }
  return false
}

/** A service as the owner writes it: everything but its id. */
export type ServiceInput = Omit<SalonService, 'id'>

const serviceRow = ({ price, ...input }: ServiceInput) => ({ ...input, priceKobo: nairaToKobo(price) })

/** Every service, active or not, in the salon's order. */
export async function listAllServices(db: Db): Promise<SalonService[]> {
  return (await db.select().from(salonServices).orderBy(asc(salonServices.position), asc(salonServices.id))).map(toSalonService)
}

export async function createService(db: Db, input: ServiceInput): Promise<SalonService> {
  const [row] = await db
    .insert(salonServices)
    .values({ id: newSalonId(input.name), position: 1000, ...serviceRow(input) })
    .returning()
  return toSalonService(row!)
}

export async function updateService(db: Db, id: string, input: ServiceInput): Promise<SalonService | undefined> {
  const [row] = await db.update(salonServices).set(serviceRow(input)).where(eq(salonServices.id, id)).returning()
  return row && toSalonService(row)
}

/** Deletes a service no booking names: 'booked' when one does, undefined when there is no such service. */
export async function deleteService(db: Db, id: string): Promise<'deleted' | 'booked' | undefined> {
  const [booked] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.service, id)).limit(1)
  if (booked) return 'booked'
  const [row] = await db.delete(salonServices).where(eq(salonServices.id, id)).returning({ id: salonServices.id })
  return row ? 'deleted' : undefined
}

export async function createCategory(db: Db, input: { name: string; anyLabel: string }) {
  const [row] = await db
    .insert(salonCategories)
    .values({ id: newSalonId(input.name), position: 1000, ...input })
    .returning({ id: salonCategories.id, name: salonCategories.name, anyLabel: salonCategories.anyLabel })
  return row!
}

/** The team with their categories and weekly hours, as the owner edits them. */
export async function listStaffAdmin(db: Db): Promise<SalonStaffAdmin[]> {
  const [team, hours] = await Promise.all([listTeam(db), db.select().from(salonStaffHours).orderBy(asc(salonStaffHours.weekday))])
  return team.map((member) => ({
    ...member,
    hours: hours.filter((row) => row.staffId === member.id).map((row) => ({ weekday: row.weekday, start: minutesToTime(row.startMinute), end: minutesToTime(row.endMinute) })),
  }))
}

export type StaffInput = Omit<SalonStaffAdmin, 'id'>

/** Creates a member of the team (id undefined) or replaces one's details, categories and hours, in one transaction. */
export async function saveStaff(db: Db, id: string | undefined, input: StaffInput): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const { categories, hours, ...details } = input
    let staffId = id
    if (staffId === undefined) {
      staffId = newSalonId(input.name)
      await tx.insert(salonStaff).values({ id: staffId, position: 1000, ...details })
    } else {
      const [row] = await tx.update(salonStaff).set(details).where(eq(salonStaff.id, staffId)).returning({ id: salonStaff.id })
      if (!row) return undefined
      await tx.delete(salonStaffCategories).where(eq(salonStaffCategories.staffId, staffId))
      await tx.delete(salonStaffHours).where(eq(salonStaffHours.staffId, staffId))
    }
    const memberId = staffId
    if (categories.length > 0) await tx.insert(salonStaffCategories).values([...new Set(categories)].map((categoryId) => ({ staffId: memberId, categoryId })))
    if (hours.length > 0) {
      await tx.insert(salonStaffHours).values(hours.map((span) => ({ staffId: memberId, weekday: span.weekday, startMinute: timeToMinutes(span.start), endMinute: timeToMinutes(span.end) })))
    }
    return memberId
  })
}

export async function deleteStaff(db: Db, id: string): Promise<'deleted' | 'booked' | undefined> {
  const [booked] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.employeeId, id)).limit(1)
  if (booked) return 'booked'
  const [row] = await db.delete(salonStaff).where(eq(salonStaff.id, id)).returning({ id: salonStaff.id })
  return row ? 'deleted' : undefined
}

const toTimeOff = (row: typeof salonTimeOff.$inferSelect): SalonTimeOff => {
  const date = shopDate(row.startsAt)
  const endsNextDay = shopDate(row.endsAt) !== date
  return { id: row.id, staffId: row.staffId, date, from: shopTime(row.startsAt), to: endsNextDay ? '24:00' : shopTime(row.endsAt), note: row.note }
}

export async function addTimeOff(db: Db, input: { staffId: string; date: string; from: string; to: string; note: string }): Promise<SalonTimeOff> {
  const [row] = await db
    .insert(salonTimeOff)
    .values({ staffId: input.staffId, startsAt: shopMoment(input.date, timeToMinutes(input.from)), endsAt: shopMoment(input.date, timeToMinutes(input.to)), note: input.note })
    .returning()
  return toTimeOff(row!)
}

export async function deleteTimeOff(db: Db, id: string): Promise<boolean> {
  return (await db.delete(salonTimeOff).where(eq(salonTimeOff.id, id)).returning({ id: salonTimeOff.id })).length > 0
}

/** Time off that meets the days from `from` for `days` days. */
export async function listTimeOff(db: Db, from: string, days: number, member?: string | null): Promise<SalonTimeOff[]> {
  const rows = await db
    .select()
    .from(salonTimeOff)
    .where(and(lt(salonTimeOff.startsAt, shopMoment(from, days * 24 * 60)), gt(salonTimeOff.endsAt, shopMoment(from, 0)), ofMember(salonTimeOff.staffId, member)))
    .orderBy(asc(salonTimeOff.startsAt))
  return rows.map(toTimeOff)
}

/** Sets a booking's status; `onChanged` runs in its transaction when the status changed. False when there is no such booking. */
export async function setBookingStatus(db: Db, id: string, status: BookingStatus, onChanged?: BookingStep): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for('update')
    if (!before) return false
    if (before.status === status) return true
    await tx.update(bookings).set({ status }).where(eq(bookings.id, id))
    await onChanged?.(tx, id)
    return true
  })
}

/**
 * Moves a booking to another start (and member of the team), keeping its length, in one statement: the
 * new time is taken and the old released together, and the exclusion constraint refuses a taken time.
 * `onMoved` runs in its transaction when the time or the member changed (not for a move to where it is).
 */
export async function moveBooking(db: Db, id: string, to: { employeeId: string; startsAt: Date; endsAt: Date }, onMoved?: BookingStep): Promise<'moved' | 'taken'> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ employeeId: bookings.employeeId, startsAt: bookings.startsAt, status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for('update')
      await releaseLapsedHolds(tx, to.employeeId, to.startsAt, to.endsAt)
      await tx.update(bookings).set({ ...to, status: 'confirmed' }).where(eq(bookings.id, id))
      const changed = before && (before.employeeId !== to.employeeId || before.startsAt.getTime() !== to.startsAt.getTime() || before.status !== 'confirmed')
      if (changed) await onMoved?.(tx, id)
    })
    return 'moved'
  } catch (error) {
    if (isOverlap(error)) return 'taken'
    throw error
  }
}
