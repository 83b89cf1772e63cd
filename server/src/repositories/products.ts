import { desc, eq, inArray, isNull } from 'drizzle-orm'
import { koboToNaira, nairaToKobo, type Product } from '../../../src/contract'
import type { Db } from '../db/client'
import { catalogueVersion, products } from '../db/schema'

type ProductRow = typeof products.$inferSelect

/** Whether the shop sells it now: the seller's switch on, a unit left when counted, not archived. */
const isSold = (row: ProductRow): boolean => row.inStock && row.archivedAt === null && (row.stockCount === null || row.stockCount > 0)

/** A product as the shop shows it. An archived one is only ever shown on the orders and carts that name it. */
export const toProduct = (row: ProductRow): Product => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  image: row.images,
  description: row.description,
  price: koboToNaira(row.priceKobo),
  offerPrice: koboToNaira(row.offerPriceKobo),
  inStock: isSold(row),
  ...(row.weight ? { weight: row.weight } : {}),
  ...(row.archivedAt ? { archived: true } : {}),
  createdAt: row.createdAt.toISOString(),
})

/**
 * The shop's products, newest first: every one not archived; and for each whether it could be sold apart from
 * the seller's switch (not counted, or a unit left), so a switch can be applied to the list without reading it again.
 */
export async function listProducts(db: Db): Promise<{ products: Product[]; soldApartFromSwitch: Map<string, boolean> }> {
  const rows = await db.select().from(products).where(isNull(products.archivedAt)).orderBy(desc(products.createdAt))
  return { products: rows.map(toProduct), soldApartFromSwitch: new Map(rows.map((row) => [row.id, isSold({ ...row, inStock: true })])) }
}

/** Moves on with every change to products (a trigger keeps it), in whichever server instance made it. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).limit(1)
  return row?.version ?? 0
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return row && toProduct(row)
}

/** The rows of the given ids that exist, for pricing and checks. */
export async function findProductRows(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db.select().from(products).where(inArray(products.id, ids))
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
}

export async function insertProduct(db: Db, product: NewProduct): Promise<Product> {
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
    })
    .returning()
  return toProduct(row!)
}

/** False when no product has this id. */
export async function setInStock(db: Db, id: string, inStock: boolean): Promise<boolean> {
  const rows = await db.update(products).set({ inStock }).where(eq(products.id, id)).returning({ id: products.id })
  return rows.length > 0
}
