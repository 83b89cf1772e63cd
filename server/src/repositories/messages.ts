import { desc } from 'drizzle-orm'
import type { ContactFields, ContactMessage } from '../../../src/contract'
import type { Db } from '../db/client'
import { contactMessages, newsletterSubscribers } from '../db/schema'

export async function insertContactMessage(db: Db, message: ContactFields): Promise<void> {
  await db.insert(contactMessages).values(message)
}

/** Contact messages, newest first. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt))
  return rows.map(({ id, createdAt, ...fields }) => ({ _id: id, ...fields, createdAt: createdAt.toISOString() }))
}

/** Adds the address once; answers false when it was already on the list. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<boolean> {
  const rows = await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}
