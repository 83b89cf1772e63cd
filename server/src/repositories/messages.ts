import { desc } from 'drizzle-orm'
import type { ContactFields, ContactMessage, PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { contactMessages, newsletterSubscribers } from '../db/schema'
import { olderThan, toPage, type PageRequest } from '../pages'

export async function insertContactMessage(db: Db, message: ContactFields): Promise<void> {
  await db.insert(contactMessages).values(message)
}

/** A page of contact messages, newest first. */
export async function listContactMessages(db: Db, { limit, after }: PageRequest): Promise<{ messages: ContactMessage[] } & PageInfo> {
  const found = await db
    .select()
    .from(contactMessages)
    .where(olderThan(contactMessages, contactMessages.createdAt, contactMessages.id, after))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit + 1)
  const { rows, nextCursor } = toPage(found, limit)
  return { messages: rows.map(({ id, createdAt, ...fields }) => ({ _id: id, ...fields, createdAt: createdAt.toISOString() })), nextCursor }
}

/** Adds the address once; answers false when it was already on the list. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<boolean> {
  const rows = await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}
