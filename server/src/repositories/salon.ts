import { and, asc, eq, gt, inArray, lt, lte, ne, notExists, or, sql } from 'drizzle-orm'
import { AWAITING_DEPOSIT, shopMoment, weekdayOf, type SalonCategory, type SalonInfo, type SalonTeamMember } from '../../../src/contract'
import { DEFAULT_SALON_SETTINGS, type SalonSettings } from '../../../src/contract/salonAdmin'
import type { Db } from '../db/client'
import type { TeamDayRows } from '../salon/schedule'
import { bookingBusy, bookings, salonCategories, salonServices, salonSettings, salonStaff, salonStaffCategories, salonStaffHours, salonTimeOff } from '../db/schema'

export type ServiceRow = typeof salonServices.$inferSelect

export async function listCategories(db: Db): Promise<SalonCategory[]> {
  return db.select({ id: salonCategories.id, name: salonCategories.name, anyLabel: salonCategories.anyLabel }).from(salonCategories).orderBy(asc(salonCategories.position), asc(salonCategories.id))
}

export async function findCategory(db: Db, id: string): Promise<SalonCategory | undefined> {
  const [row] = await db.select({ id: salonCategories.id, name: salonCategories.name, anyLabel: salonCategories.anyLabel }).from(salonCategories).where(eq(salonCategories.id, id))
  return row
}

export async function findService(db: Db, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(salonServices).where(eq(salonServices.id, id))
  return row
}

/** The team in the salon's order, each with the categories they take. */
export async function listTeam(db: Db): Promise<SalonTeamMember[]> {
  const [members, served] = await Promise.all([
    db.select().from(salonStaff).orderBy(asc(salonStaff.position), asc(salonStaff.id)),
    db.select().from(salonStaffCategories).orderBy(asc(salonStaffCategories.categoryId)),
  ])
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    role: member.role,
    image: member.image,
    categories: served.filter((row) => row.staffId === member.id).map((row) => row.categoryId),
  }))
}

/** What the shop shows of the salon: the wizard's menu and team, the home page's cards, the About page's team (prices in kobo). */
export async function salonInfo(db: Db): Promise<Omit<SalonInfo, 'services'> & { services: ServiceRow[] }> {
  const [categories, services, team, open] = await Promise.all([
    listCategories(db),
    db
      .select()
      .from(salonServices)
      .where(or(eq(salonServices.active, true), eq(salonServices.onHomePage, true)))
      .orderBy(asc(salonServices.position), asc(salonServices.id)),
    listTeam(db),
    db.selectDistinct({ weekday: salonStaffHours.weekday }).from(salonStaffHours).orderBy(asc(salonStaffHours.weekday)),
  ])
  return { categories, services, team, openWeekdays: open.map((row) => row.weekday) }
}

/** Ids of the team members who take a category, in the salon's order. */
export async function staffFor(db: Db, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: salonStaff.id })
    .from(salonStaff)
    .innerJoin(salonStaffCategories, eq(salonStaffCategories.staffId, salonStaff.id))
    .where(eq(salonStaffCategories.categoryId, categoryId))
    .orderBy(asc(salonStaff.position), asc(salonStaff.id))
  return rows.map((row) => row.id)
}

/**
 * What makes the members' day on `date`: their hours for its weekday, and their time off and the busy spans of the
 * visits that still hold their time (every status but cancelled, nor a hold run out by `now`) that meet the day. `except` leaves one booking out (a move).
 */
export async function readTeamDay(db: Db, date: string, staffIds: string[], now: Date, except?: string): Promise<TeamDayRows> {
  if (staffIds.length === 0) return { hours: [], busy: [] }
  const dayStart = shopMoment(date, 0)
  const dayEnd = shopMoment(date, 24 * 60)
  const [hours, timeOff, booked] = await Promise.all([
    db
      .select({ staffId: salonStaffHours.staffId, startMinute: salonStaffHours.startMinute, endMinute: salonStaffHours.endMinute })
      .from(salonStaffHours)
      .where(and(inArray(salonStaffHours.staffId, staffIds), eq(salonStaffHours.weekday, weekdayOf(date)))),
    db
      .select({ staffId: salonTimeOff.staffId, startsAt: salonTimeOff.startsAt, endsAt: salonTimeOff.endsAt })
      .from(salonTimeOff)
      .where(and(inArray(salonTimeOff.staffId, staffIds), lt(salonTimeOff.startsAt, dayEnd), gt(salonTimeOff.endsAt, dayStart))),
    db
      .select({ staffId: bookingBusy.employeeId, startsAt: bookingBusy.startsAt, endsAt: bookingBusy.endsAt })
      .from(bookingBusy)
      .where(
        and(
          inArray(bookingBusy.employeeId, staffIds),
          // The exclusion constraint's own index finds them.
          sql`tstzrange(${bookingBusy.startsAt}, ${bookingBusy.endsAt}) && tstzrange(${dayStart}, ${dayEnd})`,
          eq(bookingBusy.active, true),
          // A hold whose deposit never came frees the time, swept or not yet: the few such holds (bookings_hold_idx),
          // not the whole bookings table, are read to leave them out.
          notExists(
            db
              .select({ id: bookings.id })
              .from(bookings)
              .where(and(eq(bookings.id, bookingBusy.bookingId), eq(bookings.status, AWAITING_DEPOSIT), lte(bookings.holdUntil, now))),
          ),
          except === undefined ? undefined : ne(bookingBusy.bookingId, except),
        ),
      ),
  ])
  return { hours, busy: [...timeOff, ...booked] }
}

/** The shortest active service of a category, in minutes (undefined: the category offers none). */
export async function shortestService(db: Db, categoryId: string): Promise<number | undefined> {
  const rows = await db
    .select({ minutes: salonServices.durationMinutes })
    .from(salonServices)
    .where(and(eq(salonServices.categoryId, categoryId), eq(salonServices.active, true)))
    .orderBy(asc(salonServices.durationMinutes))
    .limit(1)
  return rows[0]?.minutes
}

/** The salon's opening hours: each weekday (0 Sunday … 6 Saturday) someone works, from the first start to the last end, in minutes. */
export async function salonOpeningHours(db: Db): Promise<{ weekday: number; start: number; end: number }[]> {
  return db
    .select({ weekday: salonStaffHours.weekday, start: sql<number>`min(${salonStaffHours.startMinute})::int`, end: sql<number>`max(${salonStaffHours.endMinute})::int` })
    .from(salonStaffHours)
    .groupBy(salonStaffHours.weekday)
    .orderBy(asc(salonStaffHours.weekday))
}

const settingsColumns = { depositPercent: salonSettings.depositPercent, clientChangeCutoffHours: salonSettings.clientChangeCutoffHours, patchTestNote: salonSettings.patchTestNote }

/** The settings as the owner reads them: a note she never wrote is the shop's default words. */
const toSettings = (row: { depositPercent: number; clientChangeCutoffHours: number; patchTestNote: string | null }): SalonSettings => ({
  ...row,
  patchTestNote: row.patchTestNote ?? DEFAULT_SALON_SETTINGS.patchTestNote,
})

/** The salon's settings; the defaults stand when the row is missing (a database restored from before it). */
export async function readSalonSettings(db: Db): Promise<SalonSettings> {
  const [row] = await db.select(settingsColumns).from(salonSettings).limit(1)
  return row ? toSettings(row) : DEFAULT_SALON_SETTINGS
}

/** Changes the settings given, keeps the others; answers them all. */
export async function saveSalonSettings(db: Db, change: Partial<SalonSettings>): Promise<SalonSettings> {
  const [row] = await db
    .insert(salonSettings)
    .values({ id: true, ...change })
    .onConflictDoUpdate({ target: salonSettings.id, set: change })
    .returning(settingsColumns)
  return toSettings(row!)
}
