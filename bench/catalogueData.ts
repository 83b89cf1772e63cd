import pg from 'pg'
import { demoCatalogue } from '../server/src/db/catalogue'
import type { Database } from '../server/src/db/client'
import { productGroups, products } from '../server/src/db/schema'
import { demoProductRow } from '../server/src/db/seed'

// Catalogues of any size for the benchmarks, on PGlite or a throwaway PostgreSQL database.

/**
 * `count` products cycled from the demo catalogue, newest first like the shop's own seed; with `groupsOf`, in
 * groups of that many shades (one name, each shade a cent dearer than the one before).
 */
export async function seedProducts(database: Database, count: number, groupsOf = 1): Promise<void> {
  const now = Date.now()
  const groupIds =
    groupsOf > 1
      ? (await database.db.insert(productGroups).values(Array.from({ length: Math.ceil(count / groupsOf) }, () => ({ options: ['Shade'] }))).returning({ id: productGroups.id })).map(({ id }) => id)
      : []
  const rows = Array.from({ length: count }, (_, index) => {
    const item = Math.floor(index / groupsOf)
    const demo = demoCatalogue[item % demoCatalogue.length]!
    const row = demoProductRow(demo, index, now, `${demo.name} ${Math.floor(item / demoCatalogue.length) + 1}`)
    if (groupsOf === 1) return row
    const shade = index % groupsOf
    return { ...row, groupId: groupIds[item]!, optionValues: [`Shade ${shade + 1}`], offerPriceKobo: row.offerPriceKobo + shade }
  })
  for (let start = 0; start < rows.length; start += 250) await database.db.insert(products).values(rows.slice(start, start + 250))
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
export async function freshPostgres(baseUrl: string) {
  const name = `glow_bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
