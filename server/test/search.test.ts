import { eq, sql } from 'drizzle-orm'
import type { Product, ShopSearchPage } from '../../src/contract'
import { products as productsTable } from '../src/db/schema'
import { insertProduct } from '../src/repositories/products'
import { buildTestShop, type TestShop } from './harness'
import { fakeRepeatingTimers } from './helpers'

let shop: TestShop

// The server's catalogue rechecks run on Jest's clock: seenByServer moves it on instead of sleeping.
beforeAll(async () => {
  fakeRepeatingTimers()
  shop = await buildTestShop({ servicesVisible: true })
})
afterAll(async () => {
  await shop.close()
  jest.useRealTimers()
})

async function search(query: Record<string, string>): Promise<ShopSearchPage> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product/search?${new URLSearchParams(query)}` })
  expect(response.statusCode).toBe(200)
  return response.json()
}
/** A change written to the database past the server is seen by its cached first pages within a second. */
async function seenByServer() {
  jest.advanceTimersByTime(1000)
  await shop.app.catalogue.lastCheck()
}
const names = (page: ShopSearchPage) => page.products.map((product) => product.name)

describe('GET /api/product/search', () => {
  it('finds a word by its stem: "polishes" finds the polishes', async () => {
    const page = await search({ q: 'polishes' })
    expect(names(page)).toEqual(expect.arrayContaining(['Ruby Red Gel Polish', 'Nude Blush Nail Polish']))
  })

  it('finds a name through a typo: "serun" finds the serum, "lipstik" the lipstick', async () => {
    expect(names(await search({ q: 'serun' }))).toContain('Vitamin C Brightening Serum')
    expect(names(await search({ q: 'lipstik' }))).toContain('Velvet Matte Lipstick, Cocoa')
    expect(names(await search({ q: 'vitamn serun' }))[0]).toBe('Vitamin C Brightening Serum')
  })

  it('matches typos at a word similarity of 0.5 on every connection ("vitamn c": 0.58)', async () => {
    for (let n = 0; n < 3; n++) {
      const { rows } = (await shop.database.db.execute(sql`show pg_trgm.word_similarity_threshold`)) as unknown as { rows: Record<string, string>[] }
      expect(Object.values(rows[0]!)).toEqual(['0.5'])
    }
    expect(names(await search({ q: 'vitamn c' }))[0]).toBe('Vitamin C Brightening Serum')
  })

  it('answers a word search again from memory, and sees a product added or renamed past this server within a second', async () => {
    expect(names(await search({ q: 'marula' }))).toEqual([])
    const added = await insertProduct(shop.database.db, { name: 'Marula Face Oil', category: 'Skincare', description: ['Cold-pressed'], price: 9000, offerPrice: 8000, images: ['/art/x.svg'] })
    await seenByServer()
    expect(names(await search({ q: 'marula' }))).toEqual(['Marula Face Oil'])
    await shop.database.db.update(productsTable).set({ name: 'Baobab Face Oil' }).where(eq(productsTable.id, added.id))
    await seenByServer()
    expect(names(await search({ q: 'marula' }))).toEqual([])
    await shop.database.db.delete(productsTable).where(eq(productsTable.id, added.id))
  })

  it('runs each query in one process on PostgreSQL: no parallel workers for a shop of small queries', async () => {
    if (shop.database.kind !== 'postgres') return
    const { rows } = (await shop.database.db.execute(sql`show max_parallel_workers_per_gather`)) as unknown as { rows: Record<string, string>[] }
    expect(Object.values(rows[0]!)).toEqual(['0'])
  })

  it('compiles no query on PostgreSQL (JIT): its compilation took longer than the shop’s queries themselves', async () => {
    if (shop.database.kind !== 'postgres') return
    const { rows } = (await shop.database.db.execute(sql`show jit`)) as unknown as { rows: Record<string, string>[] }
    expect(Object.values(rows[0]!)).toEqual(['off'])
  })

  it('finds words in any order and ranks the products with the most of them in the name first', async () => {
    expect(names(await search({ q: 'butter shea' })).slice(0, 2).sort()).toEqual(['Shea Butter Edge Pomade', 'Whipped Shea Body Butter'])
    expect(names(await search({ q: 'red nail polish' })).slice(0, 2).sort()).toEqual(['Nude Blush Nail Polish', 'Ruby Red Gel Polish'])
    expect(names(await search({ q: 'cracked heels' }))).toEqual(expect.arrayContaining(['Overnight Heel Balm', 'Peppermint Foot Cream']))
  })

  it('answers a query of stop words or punctuation with what the name matches, never an error', async () => {
    for (const q of ['the', '&|!', "'", '   ']) expect((await search({ q })).products).toBeInstanceOf(Array)
  })

  it('ranks a name match before a description match', async () => {
    const found = (await search({ q: 'shea' })).products
    const inName = found.map((product) => /shea/i.test(product.name))
    // Description-only matches exist ("Velvet Matte Lipstick" has shea butter), and every name match comes before them.
    expect(inName).toContain(false)
    expect(inName.indexOf(false)).toBe(inName.lastIndexOf(true) + 1)
  })

  it('counts the matches in each category, whatever category is asked, and the total of the page’s category', async () => {
    const all = await search({ q: 'polish' })
    expect(all.categories).toEqual(expect.arrayContaining([{ category: 'Nails', count: expect.any(Number) }]))
    const nails = all.categories!.find((entry) => entry.category === 'Nails')!.count
    expect(all.total).toBe(all.categories!.reduce((sum, entry) => sum + entry.count, 0))
    const onlyNails = await search({ q: 'polish', category: 'Nails' })
    expect(onlyNails.products.every((product) => product.category === 'Nails')).toBe(true)
    expect(onlyNails.products).toHaveLength(nails)
    expect(onlyNails.total).toBe(nails)
    expect(onlyNails.categories).toEqual(all.categories)
  })

  it('answers only what can be bought with inStock=true, and never an archived product', async () => {
    const everything = await search({ limit: '50' })
    const inStock = await search({ limit: '50', inStock: 'true' })
    expect(everything.products.some((product) => !product.inStock)).toBe(true)
    expect(inStock.products.every((product) => product.inStock)).toBe(true)
    expect(inStock.total).toBe(everything.products.filter((product) => product.inStock).length)
    const [first] = inStock.products
    await shop.database.db.update(productsTable).set({ archivedAt: new Date() }).where(eq(productsTable.id, first!._id))
    await seenByServer()
    try {
      expect((await search({ limit: '50' })).products.map((product) => product._id)).not.toContain(first!._id)
    } finally {
      await shop.database.db.update(productsTable).set({ archivedAt: null }).where(eq(productsTable.id, first!._id))
      await seenByServer()
    }
  })

  it('sorts by price, name and newest', async () => {
    const prices = (await search({ sort: 'price-asc', limit: '50' })).products.map((product) => product.offerPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const down = (await search({ sort: 'price-desc', limit: '50' })).products.map((product) => product.offerPrice)
    expect(down).toEqual([...prices].reverse())
    const byName = names(await search({ sort: 'name', limit: '50' }))
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const newest = (await search({ limit: '50' })).products.map((product) => product.createdAt)
    expect(newest).toEqual([...newest].sort().reverse())
  })

  it.each(['relevance', 'newest', 'price-asc', 'name'])('pages by cursor (%s) with no duplicate or gap while products are added', async (sort) => {
    const q = sort === 'relevance' ? 'cream' : ''
    const add = async (n: number) => {
      await insertProduct(shop.database.db, { name: `Paging Cream ${sort} ${n}`, category: 'Skincare', description: ['A cream'], price: 1000 + n, offerPrice: 900 + n, images: ['/art/x.svg'] })
    }
    for (let n = 0; n < 12; n++) await add(n)
    await seenByServer()
    const before = (await search({ q, sort, limit: '50' })).products.map((product) => product._id)
    const seen: string[] = []
    let cursor: string | null | undefined
    let added = 100
    do {
      const page = await search({ q, sort, limit: '5', ...(cursor ? { cursor } : {}) })
      seen.push(...page.products.map((product) => product._id))
      cursor = page.nextCursor
      await add(added++)
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(expect.arrayContaining(before))
  })

  it('answers 400 naming each bad parameter', async () => {
    const bad: Record<string, string>[] = [
      { q: 'x'.repeat(101) },
      { category: 'Shoes' },
      { inStock: 'yes' },
      { sort: 'cheapest' },
      { limit: '0' },
      { limit: '51' },
      { limit: 'ten' },
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from(JSON.stringify(['newest', '', '1', 'x'])).toString('base64url') },
      { page: '2' },
    ]
    for (const query of bad) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/product/search?${new URLSearchParams(query)}` })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(new RegExp(Object.keys(query)[0]!))
    }
    // A cursor holds only for the search it came from.
    const { nextCursor } = await search({ q: 'oil', limit: '1' })
    for (const query of [{ q: 'soap' }, { q: 'oil', sort: 'name' }] as Record<string, string>[]) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/product/search?${new URLSearchParams({ ...query, cursor: nextCursor! })}` })
      expect(response.statusCode).toBe(400)
    }
    const repeated = await shop.app.inject({ method: 'GET', url: '/api/product/search?q=a&q=b' })
    expect(repeated.statusCode).toBe(400)
  })
})

describe('GET /api/product/by-ids', () => {
  it('answers the products of the ids that exist, archived ones too', async () => {
    const [first, second] = (await search({ limit: '2' })).products as [Product, Product]
    await shop.database.db.update(productsTable).set({ archivedAt: new Date() }).where(eq(productsTable.id, second._id))
    const response = await shop.app.inject({ method: 'GET', url: `/api/product/by-ids?ids=${first._id},${second._id.toUpperCase()},00000000-0000-4000-8000-000000000000` })
    await shop.database.db.update(productsTable).set({ archivedAt: null }).where(eq(productsTable.id, second._id))
    expect(response.statusCode).toBe(200)
    const found = (response.json().products as Product[]).sort((a, b) => (a._id === first._id ? -1 : b._id === first._id ? 1 : 0))
    expect(found).toEqual([first, { ...second, inStock: false, archived: true }])
  })

  it('answers 400 to no ids, a malformed id, too many ids or another parameter', async () => {
    const many = Array.from({ length: 201 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`).join(',')
    for (const query of ['', '?ids=', '?ids=abc', `?ids=${many}`, '?ids=00000000-0000-4000-8000-000000000000&x=1']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/product/by-ids${query}` })
      expect(response.statusCode).toBe(400)
    }
  })
})
