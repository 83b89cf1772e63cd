import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { BEST_SELLER_DAYS } from '../../../src/contract/offers'
import type { Db } from '../db/client'
import { orderItems, orders, products } from '../db/schema'
import { isUuid } from '../tools/ids'
import { uncheckedCursor, type PageRequest } from './pages'
import { isGroupLead, leadsGroup, soldSql, withGroups, type ProductRecordPage, type ProductTable } from './products'
import { isPaidOrder } from './payments'

// The shop's ranked lists: Offers and Deals and Best Sellers. Each pages on the server with a cursor of the
// last row's rank and id, so a page costs the same wherever it starts. A group of shades or sizes shows once.

/** What the shop sells now (isSold, mappers/products' inStock), as SQL. */
const onSale = soldSql(products)

/** The cursor's parts, each checked against its pattern (anything else never reaches SQL); undefined when it is no such cursor. */
function cursorParts(after: string, patterns: RegExp[]): string[] | undefined {
  const parts = after.split('.')
  return parts.length === patterns.length + 1 && isUuid(parts[parts.length - 1]) && patterns.every((pattern, index) => pattern.test(parts[index]!)) ? parts : undefined
}

const OFFER_CURSOR = [/^\d{1,10}$/]
const BEST_SELLER_CURSOR = [/^\d{1,10}$/, /^\d{1,17}$/]

/** Whether `after` is a cursor the list gave out (checked before the list is asked for). */
export const isRankedCursor = (list: 'offers' | 'best-sellers', after: string) => cursorParts(after, list === 'offers' ? OFFER_CURSOR : BEST_SELLER_CURSOR) !== undefined

const readCursor = (after: string | undefined, patterns: RegExp[]) => (after === undefined ? undefined : (cursorParts(after, patterns) ?? uncheckedCursor()))

const saving = sql<number>`(${products.priceKobo} - ${products.offerPriceKobo})`
const discounted = (table: ProductTable) => and(soldSql(table), sql`${table.offerPriceKobo} < ${table.priceKobo}`)

/** A page of the discounted products on sale, the biggest saving (in naira) first. */
export async function listOffers(db: Db, { limit, after }: PageRequest): Promise<ProductRecordPage> {
  const cursor = readCursor(after, OFFER_CURSOR)
  const afterCursor = cursor && sql`(${saving}, ${products.id}) < (${Number(cursor[0])}::integer, ${cursor[1]}::uuid)`
  const rows = await db
    .select({ row: products, saving })
    .from(products)
    .where(and(discounted(products), leadsGroup(discounted), afterCursor))
    .orderBy(sql`${saving} desc`, sql`${products.id} desc`)
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return { products: await withGroups(db, page.map(({ row }) => row)), nextCursor: rows.length > limit && last ? `${last.saving}.${last.row.id}` : null }
}

/** Microseconds since 1970 as text: a JavaScript Date would drop the database's last three digits. */
const createdMicros = sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`

/** A row's group, or the row itself when single: what sales are counted by. */
const itemKey = (table: ProductTable) => sql`coalesce(${table.groupId}, ${table.id})`

/**
 * The units each item (a single product, or a group of shades or sizes together) sold in the last
 * BEST_SELLER_DAYS: orders not cancelled, paid when paid online. Joined on `itemKey(products)`.
 */
export const itemSales = (db: Db) =>
  db
    .select({ item: sql<string>`${itemKey(products)}`.as('item'), units: sql<number>`sum(${orderItems.quantity})::integer`.as('units') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        sql`${orders.createdAt} > now() - make_interval(days => ${BEST_SELLER_DAYS})`,
        sql`${orders.status} <> 'Cancelled'`,
        or(eq(orders.paymentType, 'COD'), isPaidOrder()),
      ),
    )
    .groupBy(itemKey(products))
    .as('sales')

/**
 * A page of the products on sale ranked by the units their item sold in the last BEST_SELLER_DAYS, then newest
 * first: a shop with no sales yet shows its newest products.
 */
export async function listBestSellers(db: Db, { limit, after }: PageRequest): Promise<ProductRecordPage> {
  const cursor = readCursor(after, BEST_SELLER_CURSOR)
  const sales = itemSales(db)
  const units = sql<number>`coalesce(${sales.units}, 0)`
  const afterCursor: SQL | undefined =
    cursor &&
    sql`(${units}, ${products.createdAt}, ${products.id}) < (${Number(cursor[0])}::integer, timestamptz 'epoch' + ${cursor[1]}::bigint * interval '1 microsecond', ${cursor[2]}::uuid)`
  const rows = await db
    .select({ row: products, units, created: createdMicros })
    .from(products)
    .leftJoin(sales, sql`${sales.item} = ${itemKey(products)}`)
    .where(and(onSale, isGroupLead, afterCursor))
    .orderBy(sql`${units} desc`, sql`${products.createdAt} desc`, sql`${products.id} desc`)
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return { products: await withGroups(db, page.map(({ row }) => row)), nextCursor: rows.length > limit && last ? `${last.units}.${last.created}.${last.row.id}` : null }
}
