import { and, asc, eq } from 'drizzle-orm'
import type { AddressFields } from '../../../src/contract'
import type { Db } from '../db/client'
import { addresses, users } from '../db/schema'

export type AddressRow = typeof addresses.$inferSelect

/** The user's addresses, oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt))
}

/** SPEC's nine columns of an address and the optional landmark and area, from the form's fields (and nothing else the body may hold). */
const columns = (fields: AddressFields) => ({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  street: fields.street,
  city: fields.city,
  state: fields.state,
  zipcode: fields.zipcode,
  country: fields.country,
  phone: fields.phone,
  landmark: fields.landmark ?? '',
  area: fields.area ?? '',
})

/**
 * Adds an address unless the user keeps `max` already (then undefined). Her row is locked first, so adds made at
 * once are counted one after another: each count sees the adds committed before it.
 */
export async function insertAddressUpTo(db: Db, userId: string, fields: AddressFields, max: number): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
    if ((await tx.$count(addresses, eq(addresses.userId, userId))) >= max) return undefined
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(fields) })
      .returning()
    return row!
  })
}

const owned = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId))

/** One of the shopper's own addresses; undefined when she has no such address. */
export async function findOwnAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(owned(userId, id)).limit(1)
  return row
}

/** Rewrites one of the user's addresses; undefined when she has no such address. Orders keep the copy they were placed with. */
export async function updateAddress(db: Db, userId: string, id: string, fields: AddressFields): Promise<AddressRow | undefined> {
  const [row] = await db.update(addresses).set(columns(fields)).where(owned(userId, id)).returning()
  return row
}

/** Deletes one of the user's addresses; false when she has no such address. Orders keep the copy they were placed with. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id })
  return rows.length === 1
}

