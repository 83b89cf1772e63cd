import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { nairaToKobo } from '../../../src/contract'
import type { Db } from '../db/client'
import { productGroups, products } from '../db/schema'

type ProductRow = typeof products.$inferSelect

/** A shade's or size's own fields, as the owner's grid sets them. */
export interface VariantFields {
  values: string[]
  /** Naira. */
  price: number
  offerPrice: number
  /** Absent: kept as it is (a new row is then not counted). */
  stockCount?: number | null
  /** Empty or absent: none. */
  sku?: string
  /** The swatch's colour (#6b3e26); empty: none; absent: kept as it is. */
  colour?: string
}

const ownFields = (fields: VariantFields) => ({
  optionValues: fields.values,
  priceKobo: nairaToKobo(fields.price),
  offerPriceKobo: nairaToKobo(fields.offerPrice),
  sku: fields.sku || null,
  ...(fields.colour !== undefined ? { colour: fields.colour || null } : {}),
  ...(fields.stockCount !== undefined ? { stockCount: fields.stockCount } : {}),
})

export async function findGroup(db: Db, id: string): Promise<{ id: string; options: string[] } | undefined> {
  const [group] = await db.select({ id: productGroups.id, options: productGroups.options }).from(productGroups).where(eq(productGroups.id, id))
  return group
}

/** Every row of the group, archived ones too, oldest first, locked until the transaction ends. */
export function lockGroupRows(db: Db, groupId: string): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.groupId, groupId)).orderBy(asc(products.createdAt), asc(products.id)).for('update')
}

/**
 * A single product becomes the first row of a new group with these options, renamed when `name` is given; undefined
 * when it is gone or already grouped.
 */
export async function groupProductRow(db: Db, id: string, options: string[], values: string[], name?: string): Promise<ProductRow | undefined> {
  const [group] = await db.insert(productGroups).values({ options }).returning({ id: productGroups.id })
  const [row] = await db
    .update(products)
    .set({ groupId: group!.id, optionValues: values, ...(name ? { name } : {}) })
    .where(and(eq(products.id, id), isNull(products.groupId)))
    .returning()
  return row
}

/** One more row of the group: the group's name, category, words, weight and alert from `base`, its pictures too. */
export async function insertVariantRow(db: Db, base: ProductRow, fields: VariantFields): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      name: base.name,
      category: base.category,
      description: base.description,
      images: base.images,
      weight: base.weight,
      lowStockThreshold: base.lowStockThreshold,
      groupId: base.groupId,
      ...ownFields(fields),
    })
    .returning()
  return row!
}

export async function setGroupOptions(db: Db, groupId: string, options: string[]): Promise<void> {
  await db.update(productGroups).set({ options }).where(eq(productGroups.id, groupId))
}

export async function updateVariantRow(db: Db, id: string, fields: VariantFields): Promise<void> {
  await db.update(products).set(ownFields(fields)).where(eq(products.id, id))
}

/** The rows that have any of these SKUs. */
export async function skuOwners(db: Db, skus: readonly string[]): Promise<{ id: string; sku: string }[]> {
  if (skus.length === 0) return []
  const rows = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, [...skus]))
  return rows.map(({ id, sku }) => ({ id, sku: sku! }))
}
