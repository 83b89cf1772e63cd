import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { nairaToKobo, variantName, type PageInfo } from '../../../src/contract'
import type { Db } from '../db/client'
import { catalogueVersion, productGroups, products } from '../db/schema'

export type ProductRow = typeof products.$inferSelect

/** What a grouped row needs of its group to be shown: the options' names and how many rows the shop has. */
export interface GroupInfo {
  options: string[]
  count: number
}

/** A row and, when it is a shade or size, its group's options and size: what mappers/products shows it by. */
export interface ProductRecord {
  row: ProductRow
  group: GroupInfo | undefined
}

/** A page of rows, each with its group, and the cursor of the next. */
export type ProductRecordPage = PageInfo & { products: ProductRecord[] }

/** Whether the shop sells it now: the seller's switch on, a unit left when counted, not archived. */
export const isSold = (row: ProductRow): boolean => row.inStock && row.archivedAt === null && (row.stockCount === null || row.stockCount > 0)

/**
 * The groups of these rows: their options and how many of their rows are not archived. One query, none without
 * groups; each group's rows counted by the group index (a join was planned as a scan of every product while the
 * table had no statistics: 7.5 ms at 10,000 products on PostgreSQL, against 0.3 ms).
 */
export async function groupsOf(db: Db, rows: readonly ProductRow[]): Promise<Map<string, GroupInfo>> {
  const ids = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))]
  if (ids.length === 0) return new Map()
  // The group's id named whole: in a query of one table drizzle leaves columns unqualified, and "id" would be the product's.
  const rowsOfGroup = sql<number>`(select count(*)::integer from ${products} where ${products.groupId} = ${productGroups}.${sql.identifier('id')} and ${products.archivedAt} is null)`
  const found = await db.select({ id: productGroups.id, options: productGroups.options, count: rowsOfGroup }).from(productGroups).where(inArray(productGroups.id, ids))
  return new Map(found.map(({ id, options, count }) => [id, { options, count }]))
}

/** The rows, each grouped one with its group's options and size. */
export async function withGroups(db: Db, rows: readonly ProductRow[]): Promise<ProductRecord[]> {
  const groups = await groupsOf(db, rows)
  return rows.map((row) => ({ row, group: row.groupId ? groups.get(row.groupId) : undefined }))
}

const sibling = alias(products, 'sibling')
/** The products table, or the alias a row's siblings are read by. */
export type ProductTable = typeof products | typeof sibling

/** What the shop sells now (isSold, mappers/products' inStock), as SQL, of `table` (products or an alias of it). */
export const soldSql = (table: ProductTable): SQL =>
  and(isNull(table.archivedAt), eq(table.inStock, true), or(isNull(table.stockCount), sql`${table.stockCount} > 0`))!

/**
 * The row stands for its group in a list: no other row of its group that the list also shows (`shown`, asked of
 * the sibling) comes before it, sold ones first, then the cheapest, then the oldest. A single product always does.
 * For lists that show a subset of a group's rows (words, a price range, discounted); the others ask `isGroupLead`.
 */
export const leadsGroup = (shown: (table: ProductTable) => SQL | undefined): SQL =>
  sql`(${products.groupId} is null or not exists (select 1 from ${products} as ${sql.identifier('sibling')} where ${sibling.groupId} = ${products.groupId} and ${sibling.id} <> ${products.id}
      and ${and(shown(sibling) ?? sql`true`)}
      and (case when ${soldSql(sibling)} then 0 else 1 end, ${sibling.offerPriceKobo}, ${sibling.createdAt}, ${sibling.id})
        < (case when ${soldSql(products)} then 0 else 1 end, ${products.offerPriceKobo}, ${products.createdAt}, ${products.id})))`

/**
 * The row is its group's lead (product_groups.lead_id, kept by migration 0021's trigger): what `leadsGroup` finds
 * for a list that shows a group's rows not archived, or its sold ones (a sold row leads whenever the group has
 * one). A single product always is. One hashed lookup per row instead of a look at its siblings: lists that read
 * every row (best-selling, the category counts) cost what they did before groups.
 */
export const isGroupLead = sql`(${products.groupId} is null or ${products.id} in (select ${productGroups.leadId} from ${productGroups}))`

/**
 * The shop's products, newest first: every one not archived; and for each whether it could be sold apart from
 * the seller's switch (not counted, or a unit left), so a switch can be applied to the list without reading it again.
 */
export async function listProducts(db: Db): Promise<{ products: ProductRecord[]; soldApartFromSwitch: Map<string, boolean> }> {
  const rows = await db.select().from(products).where(isNull(products.archivedAt)).orderBy(desc(products.createdAt))
  return { products: await withGroups(db, rows), soldApartFromSwitch: new Map(rows.map((row) => [row.id, isSold({ ...row, inStock: true })])) }
}

/** Moves on with every change to products (a trigger keeps it), in whichever server instance made it. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).limit(1)
  return row?.version ?? 0
}

export async function findProduct(db: Db, id: string): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return row && (await withGroups(db, [row]))[0]
}

/** A product and, when it is a shade or size, every row of its group the shop has (itself too), oldest first. */
export async function findProductWithVariants(db: Db, id: string): Promise<{ product: ProductRecord; variants: ProductRecord[] } | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  if (!row) return undefined
  if (!row.groupId) return { product: { row, group: undefined }, variants: [] }
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.groupId, row.groupId), isNull(products.archivedAt)))
    .orderBy(asc(products.createdAt), asc(products.id))
  const [product, ...variants] = await withGroups(db, [row, ...rows])
  return { product: product!, variants }
}

/** A row with the name carts, orders and messages give it ("Velvet Matte Foundation — Shade: Ebony 540"). */
export type NamedProductRow = ProductRow & { fullName: string }

/** The rows of the given ids that exist, each grouped one with its group's options and size. */
export async function findProducts(db: Db, ids: string[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return []
  return withGroups(db, await db.select().from(products).where(inArray(products.id, ids)))
}

/** The name of the row's shade or size as mappers/products' variant gives it, or the row's own name. */
const fullNameOf = ({ row, group }: ProductRecord): string =>
  row.groupId && row.optionValues && group
    ? variantName({ name: row.name, variant: { group: row.groupId, options: group.options.map((name, index) => ({ name, value: row.optionValues![index] ?? '' })), count: group.count } })
    : row.name

/** The rows of the given ids that exist, for pricing and checks, each with its full name. */
export async function findProductRows(db: Db, ids: string[]): Promise<NamedProductRow[]> {
  return (await findProducts(db, ids)).map((record) => ({ ...record.row, fullName: fullNameOf(record) }))
}

export interface NewProduct {
  name: string
  category: string
  description: string[]
  /** Naira, as the seller typed them. */
  price: number
  offerPrice: number
  weight?: string
  images: string[]
  /** Units on the shelf, null (or absent) when not counted. */
  stockCount?: number | null
  lowStockThreshold?: number
  /** Its NAFDAC number, normalized; null for none, absent to keep it. */
  nafdacNumber?: string | null
}

export async function insertProduct(db: Db, product: NewProduct): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      name: product.name,
      category: product.category,
      description: product.description,
      priceKobo: nairaToKobo(product.price),
      offerPriceKobo: nairaToKobo(product.offerPrice),
      weight: product.weight || null,
      images: product.images,
      stockCount: product.stockCount ?? null,
      nafdacNumber: product.nafdacNumber ?? null,
      ...(product.lowStockThreshold !== undefined ? { lowStockThreshold: product.lowStockThreshold } : {}),
    })
    .returning()
  return row!
}

/** False when no product has this id. */
export async function setInStock(db: Db, id: string, inStock: boolean): Promise<boolean> {
  const rows = await db.update(products).set({ inStock }).where(eq(products.id, id)).returning({ id: products.id })
  return rows.length > 0
}
