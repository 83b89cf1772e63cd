import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { nairaToKobo, type CategoryCount, type ShopSearchPage, type ShopSort } from '../../../src/contract'
import type { Db } from '../db/client'
import { products } from '../db/schema'
import { uncheckedCursor } from './pages'
import { isUuid } from '../tools/ids'
import { PRODUCT_ORDERS, type ProductOrder } from './productAdmin'
import { itemSales } from './productLists'
import { isGroupLead, leadsGroup, soldSql, withGroups, type ProductRecord, type ProductTable } from './products'

/** A page of the shop's search: its rows, each with its group, then the cursor, and on the first page the counts. */
export type ShopSearchRecordPage = Omit<ShopSearchPage, 'products'> & { products: ProductRecord[] }

export interface ShopSearch {
  /** Trimmed; empty matches every product. */
  q: string
  category?: string
  /** Only what can be bought now (the switch on, a unit left when counted). */
  inStock: boolean
  /** Whole naira: the offer price at least, and at most. */
  minPrice?: number
  maxPrice?: number
  sort: ShopSort
  limit: number
  /** The nextCursor of the page before. */
  cursor?: string
}

/**
 * The query's words for matching: any of them (`|`), each stemmed in English, so "red nail polish" finds a
 * red polish and a nail file too, the product with all three ranking first. Stop words alone make an empty
 * query, which matches nothing (the trigram match still may).
 */
const anyWord = (q: string) => sql`replace(plainto_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery`

/** Words a typo is looked for by, at most this many (each is one more index scan). */
const MAX_TYPO_WORDS = 6

/**
 * A typo's match: the query, or one of its words, is like a run of words in the name (pg_trgm's `%>`, by the
 * trigram index) at least as much as `pg_trgm.word_similarity_threshold` (0.5, set per connection by db/client.ts):
 * "lipstik" finds the lipstick, "vitamn serun" the serum.
 */
const nameLike = (table: ProductTable, q: string) => {
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter((word) => word.length >= 3))].slice(0, MAX_TYPO_WORDS)
  return or(...[q.toLowerCase(), ...(words.length > 1 ? words : [])].map((text) => sql`lower(${table.name}) %> ${text}`))
}

/**
 * Relevance: full-text rank (name weighs most, then category, then description) plus how much the name is
 * like the query (1 for the exact words, less for a typo). Rounded to a numeric so a cursor holds it exactly.
 */
const relevance = (q: string) =>
  sql`round((ts_rank(${products.searchVector}, ${anyWord(q)}) + word_similarity(lower(${q}), lower(${products.name})))::numeric, 6)`

const relevanceOrder = (q: string): ProductOrder => ({
  key: relevance(q),
  value: sql<string>`${relevance(q)}::text`,
  descending: true,
  valid: (value) => typeof value === 'string' && /^\d{1,4}(\.\d{1,6})?$/.test(value),
  bind: (value) => sql`${value}::numeric`,
})

/** The units the row's item sold lately: read from the sales joined in for this order only. */
const sales = (db: Db) => itemSales(db)
type Sales = ReturnType<typeof sales>

const bestSellingOrder = (sold: Sales): ProductOrder => {
  const units = sql`coalesce(${sold.units}, 0)`
  return {
    key: units,
    value: sql<string>`${units}::text`,
    descending: true,
    valid: (value) => typeof value === 'string' && /^\d{1,10}$/.test(value),
    bind: (value) => sql`${value}::integer`,
  }
}

/** Without a query there is nothing to rank: relevance is newest first. */
const orderOf = (search: ShopSearch, sold: Sales): { name: ShopSort; order: ProductOrder } => {
  if (search.sort === 'relevance') return search.q ? { name: 'relevance', order: relevanceOrder(search.q) } : { name: 'newest', order: PRODUCT_ORDERS.newest }
  if (search.sort === 'best-selling') return { name: 'best-selling', order: bestSellingOrder(sold) }
  return { name: search.sort, order: PRODUCT_ORDERS[search.sort] }
}

/** Opaque to the client: the search it belongs to (sort and words), the last row's sort value and its id. */
const encodeCursor = (sort: ShopSort, q: string, value: string, id: string) => Buffer.from(JSON.stringify([sort, q, value, id])).toString('base64url')

/** The cursor's row, or undefined when it is not one this search gave out. */
function decodeCursor(sort: ShopSort, q: string, order: ProductOrder, cursor: string): { value: string; id: string } | undefined {
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(decoded) || decoded.length !== 4) return undefined
  const [cursorSort, cursorQ, value, id] = decoded as unknown[]
  if (cursorSort !== sort || cursorQ !== q || !order.valid(value) || !isUuid(id)) return undefined
  return { value: value as string, id: (id as string).toLowerCase() }
}

/** Whether the search's cursor (if any) is one this search gave out: checked before the search is asked for. */
export function isSearchCursor(search: ShopSearch, db: Db): boolean {
  const { name, order } = orderOf(search, sales(db))
  return search.cursor === undefined || decodeCursor(name, search.q, order, search.cursor) !== undefined
}

/**
 * What the search shows of `table` (products, or a row's siblings): not archived; with `inStock` only what can be
 * bought now; matching the words; in the category and price range.
 */
const shown = (search: ShopSearch) => (table: ProductTable) =>
  and(
    isNull(table.archivedAt),
    search.inStock ? soldSql(table) : undefined,
    search.q ? or(sql`${table.searchVector} @@ ${anyWord(search.q)}`, nameLike(table, search.q)) : undefined,
    search.category ? eq(table.category, search.category) : undefined,
    search.minPrice !== undefined ? sql`${table.offerPriceKobo} >= ${nairaToKobo(search.minPrice)}` : undefined,
    search.maxPrice !== undefined ? sql`${table.offerPriceKobo} <= ${nairaToKobo(search.maxPrice)}` : undefined,
  )

/**
 * A page of the shop's search: matching, in the asked order, after the cursor, each group of shades or sizes once
 * (its row that sells, cheapest, among those the search shows). Sorts other than relevance and best-selling read
 * their index from the cursor on; relevance ranks only the matching rows (found by the two GIN indexes). The first
 * page also counts the matching items per category (whatever category is asked), for the filter.
 */
export async function searchProducts(db: Db, search: ShopSearch): Promise<ShopSearchRecordPage> {
  const sold = sales(db)
  const { name, order } = orderOf(search, sold)
  const direction = order.descending ? desc : asc
  const cursor = search.cursor === undefined ? undefined : (decodeCursor(name, search.q, order, search.cursor) ?? uncheckedCursor())
  const afterCursor: SQL | undefined =
    cursor && sql`(${order.key}, ${products.id}) ${sql.raw(order.descending ? '<' : '>')} (${order.bind(cursor.value)}, ${cursor.id}::uuid)`
  const showing = shown(search)
  // Words and a price range can leave out a group's lead: then the row that leads among those shown.
  const subset = search.q !== '' || search.minPrice !== undefined || search.maxPrice !== undefined
  let found = db.select({ row: products, sortValue: order.value }).from(products).$dynamic()
  if (name === 'best-selling') found = found.leftJoin(sold, sql`${sold.item} = coalesce(${products.groupId}, ${products.id})`)
  const reading = found
    .where(and(showing(products), subset ? leadsGroup(showing) : isGroupLead, afterCursor))
    .orderBy(direction(order.key), direction(products.id))
    .limit(search.limit + 1)
  const counted = cursor
    ? undefined
    : db
        .select({ category: products.category, count: subset ? sql<number>`count(distinct coalesce(${products.groupId}, ${products.id}))::integer` : count() })
        .from(products)
        .where(and(shown({ ...search, category: undefined })(products), subset ? undefined : isGroupLead))
        .groupBy(products.category)
        .orderBy(products.category)
  const [rows, categories] = await Promise.all([reading, counted])
  const page = rows.slice(0, search.limit)
  const last = page[page.length - 1]
  return {
    products: await withGroups(db, page.map(({ row }) => row)),
    nextCursor: rows.length > search.limit && last ? encodeCursor(name, search.q, last.sortValue, last.row.id) : null,
    ...(categories && { categories, total: totalOf(categories, search.category) }),
  }
}

const totalOf = (categories: CategoryCount[], category: string | undefined) =>
  categories.reduce((sum, entry) => sum + (category === undefined || entry.category === category ? entry.count : 0), 0)
