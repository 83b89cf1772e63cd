import { eq } from 'drizzle-orm'
import type { CartItems } from '../../../src/contract'
import type { Db } from '../db/client'
import { users } from '../db/schema'

export type UserRow = typeof users.$inferSelect

/** E-mail addresses are kept lower-cased: one account per address, whatever its case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function insertUser(db: Db, fields: { name: string; email: string; passwordHash: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values({ ...fields, email: normalizeEmail(fields.email) }).returning()
  return row!
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1)
  return row
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function saveCart(db: Db, userId: string, cartItems: CartItems): Promise<void> {
  await db.update(users).set({ cartItems }).where(eq(users.id, userId))
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}
