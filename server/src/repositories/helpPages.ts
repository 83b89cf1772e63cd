import { eq, sql } from 'drizzle-orm'
import type { HelpSlug } from '../../../src/contract/help'
import type { Db } from '../db/client'
import { helpPages } from '../db/schema'

export type HelpPageRow = typeof helpPages.$inferSelect

export async function findHelpPage(db: Db, slug: HelpSlug): Promise<HelpPageRow | undefined> {
  const [row] = await db.select().from(helpPages).where(eq(helpPages.slug, slug)).limit(1)
  return row
}

/** The owner's title and body, replacing what the page said. */
export async function saveHelpPage(db: Db, slug: HelpSlug, page: { title: string; body: string }): Promise<HelpPageRow> {
  const [row] = await db
    .insert(helpPages)
    .values({ slug, ...page })
    .onConflictDoUpdate({ target: helpPages.slug, set: { title: page.title, body: page.body, updatedAt: sql`now()` } })
    .returning()
  return row!
}

/** Writes the pages the shop does not have yet; a page the owner has written is left alone. */
export async function addMissingHelpPages(db: Db, pages: { slug: HelpSlug; title: string; body: string }[]): Promise<void> {
  await db.insert(helpPages).values(pages).onConflictDoNothing({ target: helpPages.slug })
}
