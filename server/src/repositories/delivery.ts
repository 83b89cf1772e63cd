import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { DEFAULT_PICKUP, type DeliveryTerms, type PickupPoint } from '../../../src/contract/delivery'
import type { Db } from '../db/client'
import { deliverySettings, deliveryZones, deliveryZoneStates } from '../db/schema'

type ZoneRow = typeof deliveryZones.$inferSelect

/** A delivery zone's row (fees in kobo) and the states it takes. */
export type Zone = ZoneRow & { states: string[] }

/** What the owner sets of a zone, fees in kobo. */
export type ZoneColumns = Pick<ZoneRow, 'name' | 'feeKobo' | 'freeFromKobo' | 'minDays' | 'maxDays'> & { states: string[] }

/** Every zone with its states, oldest first (a shop has at most one per state). */
export async function listZones(db: Db): Promise<Zone[]> {
  const [rows, states] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id)),
    db.select().from(deliveryZoneStates).orderBy(asc(deliveryZoneStates.state)),
  ])
  return rows.map((row) => ({ ...row, states: states.filter((state) => state.zoneId === row.id).map((state) => state.state) }))
}

export const countZones = async (db: Db): Promise<number> => (await db.select({ count: sql<number>`count(*)::int` }).from(deliveryZones))[0]!.count

/** The terms of the zone a state is in, or undefined when no zone takes it. */
export async function termsOfState(db: Db, state: string): Promise<DeliveryTerms | undefined> {
  const [row] = await db
    .select({ zone: deliveryZones.name, feeKobo: deliveryZones.feeKobo, freeFromKobo: deliveryZones.freeFromKobo, minDays: deliveryZones.minDays, maxDays: deliveryZones.maxDays })
    .from(deliveryZoneStates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneStates.zoneId))
    .where(eq(deliveryZoneStates.state, state))
  return row
}

/** Whether every zone delivers free whatever the order (a shop that set nothing). */
export async function everyZoneFree(db: Db): Promise<boolean> {
  const [row] = await db.select({ paid: sql<number>`count(*)::int` }).from(deliveryZones).where(sql`${deliveryZones.feeKobo} > 0`)
  return row!.paid === 0
}

/** Which zone (by name) each of these states is in now, for the states some other zone than `except` holds. */
export async function zonesHolding(db: Db, states: string[], except?: string): Promise<{ state: string; zone: string }[]> {
  if (states.length === 0) return []
  const rows = await db
    .select({ state: deliveryZoneStates.state, zone: deliveryZones.name, zoneId: deliveryZones.id })
    .from(deliveryZoneStates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneStates.zoneId))
    .where(inArray(deliveryZoneStates.state, states))
  return rows.filter((row) => row.zoneId !== except)
}

/** Takes these states from whichever zone other than `except` has them, in the caller's transaction: they are the saved zone's next. */
export async function releaseStates(tx: Db, states: string[], except?: string): Promise<void> {
  const others = except === undefined ? undefined : ne(deliveryZoneStates.zoneId, except)
  await tx.delete(deliveryZoneStates).where(and(inArray(deliveryZoneStates.state, states), others))
}

/**
 * A new zone with its states, or the zone `id` made to be `fields` (its states replaced), in the caller's
 * transaction. A state already in another zone fails the statement (the states' primary key): the caller says which.
 * Undefined when the zone to change is gone.
 */
export async function saveZone(tx: Db, { states: asked, ...columns }: ZoneColumns, id?: string): Promise<Zone | undefined> {
  const [row] = id
    ? await tx.update(deliveryZones).set(columns).where(eq(deliveryZones.id, id)).returning()
    : await tx.insert(deliveryZones).values(columns).returning()
  if (!row) return undefined
  await tx.delete(deliveryZoneStates).where(eq(deliveryZoneStates.zoneId, row.id))
  const states = [...new Set(asked)].sort()
  await tx.insert(deliveryZoneStates).values(states.map((state) => ({ state, zoneId: row.id })))
  return { ...row, states }
}

/** Deletes a zone (its states then belong to none); false when it was gone. */
export async function deleteZone(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id })
  return deleted.length > 0
}

/** Collecting at the salon as the owner set it, or the shop's default. */
export async function readPickup(db: Db): Promise<PickupPoint> {
  const [row] = await db.select().from(deliverySettings).limit(1)
  return row ? { enabled: row.pickupEnabled, address: row.pickupAddress, hours: row.pickupHours } : DEFAULT_PICKUP
}

export async function savePickup(db: Db, pickup: PickupPoint): Promise<PickupPoint> {
  const values = { pickupEnabled: pickup.enabled, pickupAddress: pickup.address, pickupHours: pickup.hours }
  await db.insert(deliverySettings).values({ id: true, ...values }).onConflictDoUpdate({ target: deliverySettings.id, set: values })
  return pickup
}
