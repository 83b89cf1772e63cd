import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { nairaToKobo, type ProductSort, type ProductStockFilter } from '../../../src/contract'
import type { Db } from '../db/client'
import { orderItems, products } from '../db/schema'
import { isForeignKeyViolation, isUuid } from '../tools/ids'
import { uncheckedCursor } from './pages'
import { withGroups, type NewProduct, type ProductRecord, type ProductRecordPage, type ProductRow } from './products'

/** A product as the seller edits it and, when it is a shade or size, every row of its group (archived ones too), oldest first. */
export async function findSellerProduct(db: Db, id: string): Promise<{ product: ProductRecord; variants: ProductRecord[] } | undefined> {
  const row = await findProductRow(db, id)
  if (!row) return undefined
  const siblings = row.groupId ? await db.select().from(products).where(eq(products.groupId, row.groupId)).orderBy(asc(products.createdAt), asc(products.id)) : []
  const [product, ...variants] = await withGroups(db, [row, ...siblings])
  return { product: product!, variants }
}

export async function findProductRow(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return row
}

/** The row, locked until the transaction ends, so the check made on it holds for the write that follows. */
export async function lockProductRow(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update')
  return row
}

export interface ProductChanges extends NewProduct {
  /** Absent: kept as it is. */
  stockCount?: number | null
  lowStockThreshold?: number
}

export async function updateProduct(db: Db, id: string, changes: ProductChanges): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      name: changes.name,
      category: changes.category,
      description: changes.description,
      priceKobo: nairaToKobo(changes.price),
      offerPriceKobo: nairaToKobo(changes.offerPrice),
      weight: changes.weight || null,
      images: changes.images,
      ...(changes.stockCount !== undefined ? { stockCount: changes.stockCount } : {}),
      ...(changes.lowStockThreshold !== undefined ? { lowStockThreshold: changes.lowStockThreshold } : {}),
      ...(changes.nafdacNumber !== undefined ? { nafdacNumber: changes.nafdacNumber } : {}),
    })
    .where(eq(products.id, id))
    .returning()
  // A shade or size shares its name, category and words with the rest of its group.
  if (row?.groupId) {
    await db
      .update(products)
      .set({ name: changes.name, category: changes.category, description: changes.description })
      .where(and(eq(products.groupId, row.groupId), sql`${products.id} <> ${id}`))
  }
  return row
}

/** A number typed on one shade goes to the group's other rows that have none; a row with its own keeps it. */
export async function shareNafdacNumber(db: Db, groupId: string, fromId: string, now: string): Promise<void> {
  await db
    .update(products)
    .set({ nafdacNumber: now })
    .where(and(eq(products.groupId, groupId), sql`${products.id} <> ${fromId}`, isNull(products.nafdacNumber)))
}

/** Of these image URLs, those no product names any more (a shade or size shares its group's pictures until it has its own). */
export async function unusedImages(db: Db, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return []
  const { rows } = (await db.execute(
    sql`select distinct url from ${products}, unnest(${products.images}) as url where ${products.images} && ${sql.param([...urls])}::text[]`,
  )) as unknown as { rows: { url: string }[] }
  const named = new Set(rows.map((row) => row.url))
  return urls.filter((url) => !named.has(url))
}

/** Archives (keeping the first archiving time) or restores; undefined when no product has this id. */
export async function setArchived(db: Db, id: string, archived: boolean): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ archivedAt: archived ? sql`coalesce(${products.archivedAt}, now())` : null })
    .where(eq(products.id, id))
    .returning()
  return row
}

/**
 * Deletes a product no order names: its images (for their files to go once the row has), 'missing' when no product
 * has this id, 'ordered' when an order names it. The row is locked first: an order being placed for it either
 * commits before (and is seen) or fails on the foreign key, which placeOrder answers as the product being gone (404).
 */
export async function deleteProduct(db: Db, id: string): Promise<string[] | 'missing' | 'ordered'> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockProductRow(tx, id)
      if (!row) return 'missing'
      const [named] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1)
      if (named) return 'ordered'
      await tx.delete(products).where(eq(products.id, id))
      return row.images
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'ordered'
    throw error
  }
}

export interface SellerListQuery {
  /** Trimmed; empty matches every name. */
  q: string
  category?: string
  stock: ProductStockFilter
  sort: ProductSort
  limit: number
  /** The nextCursor of the page before. */
  after?: string
}

/** Where a row stands in an order, and in which direction the list runs. */
export interface ProductOrder {
  key: SQL
  /** The row's place as text, for a cursor: read back exactly by `bind`. */
  value: SQL<string>
  descending: boolean
  valid(value: unknown): boolean
  bind(value: string): SQL
}

/** Each of the seller's orders; the shop's search (productSearch.ts) sorts by the same ones. */
export const PRODUCT_ORDERS: Record<ProductSort, ProductOrder> = {
  newest: {
    key: sql`${products.createdAt}`,
    // Microseconds since 1970 as text: a JavaScript Date would drop the database's last three digits.
    value: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
    descending: true,
    valid: (value) => typeof value === 'string' && /^\d{1,17}$/.test(value),
    bind: (value) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`,
  },
  oldest: {
    key: sql`${products.createdAt}`,
    value: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
    descending: false,
    valid: (value) => typeof value === 'string' && /^\d{1,17}$/.test(value),
    bind: (value) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`,
  },
  name: {
    key: sql`lower(${products.name})`,
    value: sql<string>`lower(${products.name})`,
    descending: false,
    valid: (value) => typeof value === 'string' && value.length <= 1000,
    bind: (value) => sql`${value}::text`,
  },
  'price-asc': {
    key: sql`${products.offerPriceKobo}`,
    value: sql<string>`${products.offerPriceKobo}::text`,
    descending: false,
    valid: (value) => typeof value === 'string' && /^\d{1,10}$/.test(value),
    bind: (value) => sql`${value}::integer`,
  },
  'price-desc': {
    key: sql`${products.offerPriceKobo}`,
    value: sql<string>`${products.offerPriceKobo}::text`,
    descending: true,
    valid: (value) => typeof value === 'string' && /^\d{1,10}$/.test(value),
    bind: (value) => sql`${value}::integer`,
  },
}

/** Opaque to the client: the sort it belongs to, the last row's sort value and its id. */
const encodeCursor = (sort: ProductSort, value: string, id: string) => Buffer.from(JSON.stringify([sort, value, id])).toString('base64url')

/** The cursor's row, or undefined when it is not one this list (in this sort) gave out. */
function decodeCursor(sort: ProductSort, cursor: string): { value: string; id: string } | undefined {
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) return undefined
  const [cursorSort, value, id] = decoded as unknown[]
  if (cursorSort !== sort || !PRODUCT_ORDERS[sort].valid(value) || !isUuid(id)) return undefined
  return { value: value as string, id: (id as string).toLowerCase() }
}

/** Whether `after` is a cursor the seller's list gave out in this sort (checked before the list is asked for). */
export const isSellerListCursor = (sort: ProductSort, after: string) => decodeCursor(sort, after) !== undefined

const live = isNull(products.archivedAt)
const switchedOn = and(live, eq(products.inStock, true))

/** Each stock filter as SQL: the contract's stockStateOf, row by row. */
const STOCK_FILTERS: Record<ProductStockFilter, SQL | undefined> = {
  all: live,
  'in-stock': and(switchedOn, or(isNull(products.stockCount), sql`${products.stockCount} > ${products.lowStockThreshold}`)),
  low: and(switchedOn, sql`${products.stockCount} > 0 and ${products.stockCount} <= ${products.lowStockThreshold}`),
  'out-of-stock': and(live, or(eq(products.inStock, false), eq(products.stockCount, 0))),
  archived: isNotNull(products.archivedAt),
}

/**
 * A page of the seller's products: filtered, in the asked order, after the cursor. The order's index is read
 * from the cursor on, so a page costs the same on the first and the hundredth; one row more than the page says
 * whether there is a next.
 */
export async function listSellerProducts(db: Db, query: SellerListQuery): Promise<ProductRecordPage> {
  const sort = PRODUCT_ORDERS[query.sort]
  const direction = sort.descending ? desc : asc
  const cursor = query.after === undefined ? undefined : (decodeCursor(query.sort, query.after) ?? uncheckedCursor())
  const afterCursor = cursor && sql`(${sort.key}, ${products.id}) ${sql.raw(sort.descending ? '<' : '>')} (${sort.bind(cursor.value)}, ${cursor.id}::uuid)`
  const rows = await db
    .select({ row: products, sortValue: sort.value })
    .from(products)
    .where(
      and(
        STOCK_FILTERS[query.stock],
        query.q ? sql`strpos(lower(${products.name}), lower(${query.q})) > 0` : undefined,
        query.category ? eq(products.category, query.category) : undefined,
        afterCursor,
      ),
    )
    .orderBy(direction(sort.key), direction(products.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  return {
    products: await withGroups(db, page.map(({ row }) => row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, last.sortValue, last.row.id) : null,
  }
}
