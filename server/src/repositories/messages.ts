import type { ContactFields, PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { contactMessages, newsletterSubscribers } from '../db/schema'
import { newestFirst, type PageRequest } from './pages'

export type ContactMessageRow = typeof contactMessages.$inferSelect

/** Stores a contact message; answers its id. */
export async function insertContactMessage(db: Db, message: ContactFields): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id })
  return row!.id
}

/** A page of contact messages, newest first. */
export async function listContactMessages(db: Db, page: PageRequest): Promise<{ messages: ContactMessageRow[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, contactMessages, page)
  return { messages: rows, nextCursor }
}

/** Adds the address once; answers false when it was already on the list. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<boolean> {
  const rows = await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}
