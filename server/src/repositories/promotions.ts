import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PageInfo } from '../../../src/contract'
import type { CodeChannel, DiscountKind, DiscountTarget } from '../../../src/contract/promotions'
import type { Db } from '../db/client'
import { discountCodes, discountUses, products, salonServices } from '../db/schema'
import { newestFirst, type PageRequest } from './pages'
import { isPaidOrder } from './payments'

export type CodeRow = typeof discountCodes.$inferSelect

/** A code by what shoppers type (already normalized), unlocked: what the cart's quote reads. */
export async function findCode(db: Db, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1)
  return row
}

/**
 * A code by what shoppers type, its row locked until the order's transaction ends: every order using the code waits
 * here for the one before it, so the uses counted next are all there are (on any number of instances).
 */
export async function lockCode(db: Db, code: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1).for('update')
  return row
}

/** A use counts while its order is not cancelled: a cancelled or lapsed order has given its use back. */
const countedUse = sql`exists (select 1 from orders o where o.id = ${discountUses.orderId} and o.status <> 'Cancelled')`

/** The code's uses that count, in all and by this shopper (none asked for a guest). */
export async function usesOfCode(db: Db, codeId: string, userId: string | null): Promise<{ total: number; mine: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::integer`,
      mine: sql<number>`(count(*) filter (where ${userId === null ? sql`false` : sql`${discountUses.userId} = ${userId}::uuid`}))::integer`,
    })
    .from(discountUses)
    .where(and(eq(discountUses.codeId, codeId), countedUse))
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 }
}

/** Whether the shopper has an order already (cash, or paid online, and not cancelled; not `except`): a first-order code is not for her. */
export async function hasOrdered(db: Db, userId: string, except?: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists (select 1 from orders where user_id = ${userId}::uuid and status <> 'Cancelled'
                   and id <> ${except ?? '00000000-0000-0000-0000-000000000000'}::uuid
                   and (payment_type = 'COD' or ${isPaidOrder()})) as ordered`)) as unknown as { rows: { ordered: boolean }[] }
  return rows[0]!.ordered
}

/** The order's use of the code, in the order's transaction. */
export async function recordCodeUse(db: Db, use: { codeId: string; orderId: string; userId: string }): Promise<void> {
  await db.insert(discountUses).values(use)
}

export interface NewCodeRow {
  code: string
  kind: DiscountKind
  value: number
  appliesTo: DiscountTarget
  target: string | null
  minSpendKobo: number
  startsAt: Date
  endsAt: Date | null
  maxUses: number | null
  perCustomer: number | null
  firstOrderOnly: boolean
  channel: CodeChannel
}

/** Stores a new code; undefined when its code is taken already. */
export async function insertCode(db: Db, code: NewCodeRow): Promise<CodeRow | undefined> {
  const [row] = await db.insert(discountCodes).values(code).onConflictDoNothing({ target: discountCodes.code }).returning()
  return row
}

/** Pauses the code (at `at`) or lets it run again (null); undefined when there is no such code. */
export async function setCodePaused(db: Db, id: string, at: Date | null): Promise<CodeRow | undefined> {
  const [row] = await db.update(discountCodes).set({ pausedAt: at }).where(eq(discountCodes.id, id)).returning()
  return row
}

/** The name of what a code is for: the product's or the service's; the category is its own name; undefined when none. */
export async function targetName(db: Db, appliesTo: DiscountTarget, target: string): Promise<string | undefined> {
  if (appliesTo === 'product') {
    const [row] = await db.select({ name: products.name }).from(products).where(and(eq(products.id, target), sql`${products.archivedAt} is null`)).limit(1)
    return row?.name
  }
  if (appliesTo === 'category') {
    const [row] = await db.select({ category: products.category }).from(products).where(eq(products.category, target)).limit(1)
    return row?.category
  }
  if (appliesTo === 'service') {
    const [row] = await db.select({ name: salonServices.name }).from(salonServices).where(eq(salonServices.id, target)).limit(1)
    return row?.name
  }
  return undefined
}

/** What a code's counted uses came to: how many, the discount they were given and what their orders came to, in kobo. */
export interface CodeFigures {
  uses: number
  discountKobo: number
  revenueKobo: number
}

export interface CodeRecord extends CodeRow {
  figures: CodeFigures
  /** The product's or service's name, the category's; null for the whole order. */
  targetName: string | null
}

/** A page of the codes, newest first, each with its figures and what it is for. */
export async function listCodes(db: Db, page: PageRequest): Promise<{ codes: CodeRecord[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, discountCodes, page)
  if (rows.length === 0) return { codes: [], nextCursor }
  const ids = rows.map((row) => row.id)
  const [figures, productNames, serviceNames] = await Promise.all([
    db
      .select({
        codeId: discountUses.codeId,
        uses: sql<number>`count(*)::integer`,
        discountKobo: sql<number>`coalesce(sum(orders.discount_kobo), 0)::integer`,
        revenueKobo: sql<number>`coalesce(sum(orders.amount_kobo) filter (where orders.payment_type = 'COD' or ${isPaidOrder()}), 0)::integer`,
      })
      .from(discountUses)
      .innerJoin(sql`orders`, sql`orders.id = ${discountUses.orderId} and orders.status <> 'Cancelled'`)
      .where(inArray(discountUses.codeId, ids))
      .groupBy(discountUses.codeId),
    namesOf(db, products, rows, 'product'),
    namesOf(db, salonServices, rows, 'service'),
  ])
  const byCode = new Map(figures.map(({ codeId, ...rest }) => [codeId, rest]))
  const names = new Map([...productNames, ...serviceNames])
  return {
    codes: rows.map((row) => ({
      ...row,
      figures: byCode.get(row.id) ?? { uses: 0, discountKobo: 0, revenueKobo: 0 },
      targetName: row.target === null ? null : row.appliesTo === 'category' ? row.target : (names.get(row.target) ?? row.target),
    })),
    nextCursor,
  }
}

async function namesOf(db: Db, table: typeof products | typeof salonServices, rows: CodeRow[], appliesTo: DiscountTarget): Promise<[string, string][]> {
  const ids = rows.flatMap((row) => (row.appliesTo === appliesTo && row.target ? [row.target] : []))
  if (ids.length === 0) return []
  const found = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))
  return found.map((row) => [row.id, row.name])
}
