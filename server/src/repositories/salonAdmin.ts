import { randomBytes } from 'node:crypto'
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import { minutesToTime, shopDate, shopMoment, shopTime, timeToMinutes, type BookingStatus, type SalonStaffAdmin, type SalonTimeOff } from '../../../src/contract'
import type { Db } from '../db/client'
import { bookingLines, bookings, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours, salonTimeOff } from '../db/schema'
import type { VisitRows } from '../salon/schedule'
import { isOverlap, ofMember, releaseLapsedHolds, visitColumns, writeVisit, type BookingStep } from './bookings'
import { listTeam, type ServiceRow } from './salon'

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

/** A service as the owner writes it: everything but its id, its place in the menu and its photo (uploaded on its own, setPhoto). */
export type ServiceColumns = Omit<ServiceRow, 'id' | 'position' | 'image'>

/** Every service, active or not, in the salon's order. */
export async function listAllServices(db: Db): Promise<ServiceRow[]> {
  return db.select().from(salonServices).orderBy(asc(salonServices.position), asc(salonServices.id))
}

export async function createService(db: Db, columns: ServiceColumns): Promise<ServiceRow> {
  const [row] = await db
    .insert(salonServices)
    .values({ id: newSalonId(columns.name), position: 1000, ...columns })
    .returning()
  return row!
}

export async function updateService(db: Db, id: string, columns: ServiceColumns): Promise<ServiceRow | undefined> {
  const [row] = await db.update(salonServices).set(columns).where(eq(salonServices.id, id)).returning()
  return row
}

/** Deletes a service no booking names, answering the photo it had: 'booked' when one does, undefined when there is no such service. */
export async function deleteService(db: Db, id: string): Promise<{ image: string } | 'booked' | undefined> {
  const [booked] = await db.select({ id: bookingLines.bookingId }).from(bookingLines).where(eq(bookingLines.service, id)).limit(1)
  if (booked) return 'booked'
  const [row] = await db.delete(salonServices).where(eq(salonServices.id, id)).returning({ image: salonServices.image })
  return row
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

export type StaffInput = Omit<SalonStaffAdmin, 'id' | 'image'>

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

/** Removes a member no booking names, answering the photo she had: 'booked' when one does, undefined when there is no such member. */
export async function deleteStaff(db: Db, id: string): Promise<{ image: string } | 'booked' | undefined> {
  const [booked] = await db.select({ id: bookingLines.bookingId }).from(bookingLines).where(eq(bookingLines.employeeId, id)).limit(1)
  if (booked) return 'booked'
  const [row] = await db.delete(salonStaff).where(eq(salonStaff.id, id)).returning({ image: salonStaff.image })
  return row
}

/** Whose photo: a service's (a card on the home page) or a team member's (the About page). */
export type PhotoOwner = 'service' | 'staff'
const photoTables = { service: sql.raw('salon_services'), staff: sql.raw('salon_staff') } as const

/**
 * Sets the photo of a service or a member of the team ('' takes it away), her row locked while it changes; answers
 * the photo it had, or undefined when there is no such row. Two changes at once: the second sees the first's photo.
 */
export async function replacePhoto(db: Db, owner: PhotoOwner, id: string, image: string): Promise<string | undefined> {
  const table = photoTables[owner]
  const { rows } = (await db.execute(sql`
    with before as (select id, image from ${table} where id = ${id} for update)
    update ${table} set image = ${image} from before where ${table}.id = before.id
    returning before.image as previous`)) as unknown as { rows: { previous: string }[] }
  return rows[0]?.previous
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
export async function setBookingStatus(db: Db, id: string, status: BookingStatus, onChanged?: BookingStep): Promise<'set' | 'taken' | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for('update')
      if (!before) return undefined
      if (before.status === status) return 'set'
      // A cancelled visit set going again takes its time back: the exclusion constraint refuses it when someone has it now.
      await tx.update(bookings).set({ status }).where(eq(bookings.id, id))
      await onChanged?.(tx, id)
      return 'set'
    })
  } catch (error) {
    if (isOverlap(error)) return 'taken'
    throw error
  }
}

/**
 * Moves a visit to its new place (`visit`: its lines with their members and times, at the prices it was booked
 * for), in one transaction: the new time is taken and the old released together, and the exclusion constraint
 * refuses a taken time. `onMoved` runs in its transaction when the time or the member changed.
 */
export async function moveBooking(db: Db, id: string, visit: VisitRows, now: Date, onMoved?: BookingStep): Promise<'moved' | 'taken'> {
  const to = visitColumns(visit)
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ employeeId: bookings.employeeId, startsAt: bookings.startsAt, status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for('update')
      await releaseLapsedHolds(tx, visit.busy, now)
      // The spans first: a cancelled visit's old spans must not come back to life when it is confirmed again.
      await writeVisit(tx, id, visit)
      await tx.update(bookings).set({ employeeId: to.employeeId, startsAt: to.startsAt, endsAt: to.endsAt, status: 'confirmed' }).where(eq(bookings.id, id))
      const changed = before && (before.employeeId !== to.employeeId || before.startsAt.getTime() !== to.startsAt.getTime() || before.status !== 'confirmed')
      if (changed) await onMoved?.(tx, id)
    })
    return 'moved'
  } catch (error) {
    if (isOverlap(error)) return 'taken'
    throw error
  }
}
