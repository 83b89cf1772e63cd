import { sql } from 'drizzle-orm'
import { nairaToKobo } from '../../../src/contract'
import { systemClock } from '../clock'
import { SCHEMA_LOCK, type Db } from './client'
import { DEMO_SHADE_OPTION, demoCatalogue, type DemoProduct } from './catalogue'
import { productGroups, products } from './schema'

export const productImagePath = (slug: string, view: number) => `/art/products/${slug}-${view}.svg`

/** The products table row of a catalogue item; `index` orders them newest first (0 is the newest); a shade joins `group`. */
export function demoProductRow(item: DemoProduct, index: number, now: number, name = item.name, group?: string) {
  return {
    name,
    category: item.category,
    images: Array.from({ length: item.art.views }, (_, view) => productImagePath(item.slug, view + 1)),
    description: item.description,
    priceKobo: nairaToKobo(item.price),
    offerPriceKobo: nairaToKobo(item.offerPrice),
    inStock: item.inStock ?? true,
    weight: item.weight ?? null,
    createdAt: new Date(now - index * 1000),
    ...(item.shade && group ? { groupId: group, optionValues: [item.shade.value], colour: item.shade.colour } : {}),
  }
}

/** Seeds the demo catalogue into an empty shop; a shop with products is left alone. */
export async function seedDemoCatalogue(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together would both find the shop empty: one seeds, the other waits and sees it.
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`)
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(products)) as [{ count: number }]
    if (count > 0) return 0
    const now = systemClock.nowMs()
    // One group of shades per name the shaded items share.
    const shaded = [...new Set(demoCatalogue.flatMap((item) => (item.shade ? [item.name] : [])))]
    const groups = shaded.length > 0 ? await tx.insert(productGroups).values(shaded.map(() => ({ options: [DEMO_SHADE_OPTION] }))).returning({ id: productGroups.id }) : []
    const groupOf = new Map(shaded.map((name, at) => [name, groups[at]!.id]))
    await tx.insert(products).values(demoCatalogue.map((item, index) => demoProductRow(item, index, now, item.name, groupOf.get(item.name))))
    return demoCatalogue.length
  })
}
