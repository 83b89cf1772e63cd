import { and, asc, count, gt, gte, isNull, max, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { products } from '../db/schema'

/** A product the shop shows a page for: not archived, with a picture (as the app's isDisplayable). */
const shown = and(isNull(products.archivedAt), sql`cardinality(${products.images}) > 0`)

export interface SitemapProduct {
  id: string
  category: string
  updatedAt: Date
}

export async function countShownProducts(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(products).where(shown)
  return row?.count ?? 0
}

/** When each category's newest change was, for the categories that show a product. */
export async function categoriesLastModified(db: Db): Promise<Map<string, Date>> {
  const rows = await db.select({ category: products.category, updatedAt: max(products.updatedAt) }).from(products).where(shown).groupBy(products.category)
  return new Map(rows.flatMap((row) => (row.updatedAt ? [[row.category, row.updatedAt] as const] : [])))
}

/** The id the `skip`+1-th shown product has in id order: where a sitemap file after the first starts. */
export async function shownProductAt(db: Db, skip: number): Promise<string | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(shown).orderBy(asc(products.id)).offset(skip).limit(1)
  return row?.id
}

/**
 * Shown products in id order from `from` on (inclusive), `batch` at a time, at most `total` in all: a
 * sitemap of 50,000 products is written as it is read, never held whole.
 */
export async function* shownProducts(db: Db, { from, total, batch = 1000 }: { from?: string; total: number; batch?: number }): AsyncGenerator<SitemapProduct> {
  let after: string | undefined
  let left = total
  while (left > 0) {
    const rows = await db
      .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
      .from(products)
      .where(and(shown, after === undefined ? (from === undefined ? undefined : gte(products.id, from)) : gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(Math.min(batch, left))
    yield* rows
    if (rows.length < Math.min(batch, left)) return
    left -= rows.length
    after = rows[rows.length - 1]!.id
  }
}
