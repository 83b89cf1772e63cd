import { asc, eq } from 'drizzle-orm'
import type { Address, AddressFields } from '../../../src/contract'
import type { Db } from '../db/client'
import { addresses } from '../db/schema'

type AddressRow = typeof addresses.$inferSelect

export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  street: row.street,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  country: row.country,
  phone: row.phone,
})

/** The user's addresses, oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt))
  return rows.map(toAddress)
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  return db.$count(addresses, eq(addresses.userId, userId))
}

export async function insertAddress(db: Db, userId: string, fields: AddressFields): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      street: fields.street,
      city: fields.city,
      state: fields.state,
      zipcode: fields.zipcode,
      country: fields.country,
      phone: fields.phone,
    })
    .returning()
  return toAddress(row!)
}

