import type { Readable } from 'node:stream'
import { eq, isNull } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { categorySlug, CATEGORY_PATHS } from '../../src/contract'
import { products } from '../src/db/schema'
import { setArchived } from '../src/repositories/productAdmin'
import { PUBLIC_PAGES, SITEMAP_XMLNS, sitemaps } from '../src/pages/sitemap'
import { buildTestShop, type TestShop } from './harness'

const PUBLIC_URL = 'https://shop.example.ng'
/** W3C datetime as the sitemap protocol takes it. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop({ env: { PUBLIC_URL } })
}, 30_000)

afterAll(async () => shop.close())

/** The document's elements, checked against the protocol's required elements: a root of its namespace, each entry with one absolute loc. */
function parseSitemap(xml: string, root: 'urlset' | 'sitemapindex'): { loc: string; lastmod?: string }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  const top = document.documentElement
  expect([top.localName, top.namespaceURI]).toEqual([root, SITEMAP_XMLNS])
  const entries = [...top.children]
  for (const entry of entries) {
    expect(entry.localName).toBe(root === 'urlset' ? 'url' : 'sitemap')
    expect([...entry.children].every((child) => ['loc', 'lastmod'].includes(child.localName) && child.namespaceURI === SITEMAP_XMLNS)).toBe(true)
    expect(entry.getElementsByTagName('loc')).toHaveLength(1)
  }
  return entries.map((entry) => {
    const loc = entry.getElementsByTagName('loc')[0]!.textContent!
    expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true)
    const lastmod = entry.getElementsByTagName('lastmod')[0]?.textContent ?? undefined
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME)
    return { loc, lastmod }
  })
}

const shownProducts = () => shop.database.db.select().from(products).where(isNull(products.archivedAt))
const productUrl = (row: { category: string; id: string }) => `${PUBLIC_URL}/products/${categorySlug(row.category)}/${row.id}`

async function text(stream: Readable): Promise<string> {
  let all = ''
  for await (const chunk of stream) all += String(chunk)
  return all
}

describe('robots.txt', () => {
  it('keeps crawlers out of the seller area and the API, and points them to the sitemap at the public address', async () => {
    const response = await shop.app.inject({ url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /seller', 'Disallow: /api/', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]))
  })
})

describe('/sitemap.xml', () => {
  it('lists every shown product at its page, with when it last changed, the categories and the public pages, and nothing archived', async () => {
    const [archived, edited] = await shownProducts()
    await setArchived(shop.database.db, archived!.id, true)
    await shop.database.db.update(products).set({ name: `${edited!.name} (new look)` }).where(eq(products.id, edited!.id))

    const response = await shop.app.inject({ url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    const entries = parseSitemap(response.body, 'urlset')
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.lastmod]))
    expect(byLoc.size).toBe(entries.length)

    const shown = await shownProducts()
    expect(shown.length).toBeGreaterThan(10)
    for (const row of shown) {
      expect(byLoc.get(productUrl(row))).toBe(row.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'))
    }
    expect(byLoc.has(productUrl(archived!))).toBe(false)
    // An edit moves the product's lastmod past its creation.
    const editedRow = shown.find((row) => row.id === edited!.id)!
    expect(editedRow.updatedAt.getTime()).toBeGreaterThan(editedRow.createdAt.getTime())
    for (const category of CATEGORY_PATHS) expect(byLoc.get(`${PUBLIC_URL}/products/${categorySlug(category)}`)).toMatch(W3C_DATETIME)
    for (const page of ['/', '/products', '/about', '/contact', '/booking']) expect(byLoc.has(`${PUBLIC_URL}${page}`)).toBe(true)
    expect([...byLoc.keys()].some((loc) => /\/(seller|cart|account|api)/.test(loc))).toBe(false)
    expect(entries).toHaveLength(shown.length + CATEGORY_PATHS.length + PUBLIC_PAGES.length)
  })

  it('has no index or files of products while every address fits the one file', async () => {
    for (const url of ['/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      expect([url, (await shop.app.inject({ url })).statusCode]).toEqual([url, 404])
    }
  })

  it('becomes an index of files of at most the protocol limit when the addresses do not fit one, every product in exactly one', async () => {
    // The same sitemap with a limit of 5 addresses a file, on the same database.
    const maps = sitemaps(shop.database.db, PUBLIC_URL, 5)
    const index = parseSitemap(await text(await maps.root()), 'sitemapindex')
    const shown = await shownProducts()
    const files = Math.ceil(shown.length / 5)
    expect(index.map((entry) => entry.loc)).toEqual([`${PUBLIC_URL}/sitemap-pages.xml`, ...Array.from({ length: files }, (_, n) => `${PUBLIC_URL}/sitemap-products-${n + 1}.xml`)])

    const pages = parseSitemap(await text((await maps.pages())!), 'urlset')
    expect(pages).toHaveLength(CATEGORY_PATHS.length + PUBLIC_PAGES.length)
    const listed: string[] = []
    for (let file = 1; file <= files; file++) {
      const entries = parseSitemap(await text((await maps.products(file))!), 'urlset')
      expect(entries.length).toBeLessThanOrEqual(5)
      expect(entries.every((entry) => entry.lastmod !== undefined)).toBe(true)
      listed.push(...entries.map((entry) => entry.loc))
    }
    expect(listed.sort()).toEqual(shown.map(productUrl).sort())
    expect(await maps.products(files + 1)).toBeUndefined()
    expect(await maps.products(0)).toBeUndefined()
  })
})

