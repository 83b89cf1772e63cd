import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { koboToNaira, nairaToKobo } from '../../../src/contract'
import { DEFAULT_PICKUP, type DeliveryTerms, type DeliveryZone, type DeliveryZoneFields, type PickupPoint } from '../../../src/contract/delivery'
import type { Db } from '../db/client'
import { deliverySettings, deliveryZones, deliveryZoneStates } from '../db/schema'

type ZoneRow = typeof deliveryZones.$inferSelect

const toZone = (row: ZoneRow, states: string[]): DeliveryZone => ({
  _id: row.id,
  name: row.name,
  states,
  fee: koboToNaira(row.feeKobo),
  freeFrom: row.freeFromKobo === null ? null : koboToNaira(row.freeFromKobo),
  minDays: row.minDays,
  maxDays: row.maxDays,
})

const toColumns = (fields: DeliveryZoneFields) => ({
  name: fields.name,
  feeKobo: nairaToKobo(fields.fee),
  freeFromKobo: fields.freeFrom === null ? null : nairaToKobo(fields.freeFrom),
  minDays: fields.minDays,
  maxDays: fields.maxDays,
})

/** Every zone with its states, oldest first (a shop has at most one per state). */
export async function listZones(db: Db): Promise<DeliveryZone[]> {
  const [rows, states] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id)),
    db.select().from(deliveryZoneStates).orderBy(asc(deliveryZoneStates.state)),
  ])
  return rows.map((row) => toZone(row, states.filter((state) => state.zoneId === row.id).map((state) => state.state)))
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
export async function saveZone(tx: Db, fields: DeliveryZoneFields, id?: string): Promise<DeliveryZone | undefined> {
  const [row] = id
    ? await tx.update(deliveryZones).set(toColumns(fields)).where(eq(deliveryZones.id, id)).returning()
    : await tx.insert(deliveryZones).values(toColumns(fields)).returning()
  if (!row) return undefined
  await tx.delete(deliveryZoneStates).where(eq(deliveryZoneStates.zoneId, row.id))
  const states = [...new Set(fields.states)].sort()
  await tx.insert(deliveryZoneStates).values(states.map((state) => ({ state, zoneId: row.id })))
  return toZone(row, states)
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
