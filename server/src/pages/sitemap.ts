import { Readable } from 'node:stream'
import { CATEGORY_PATHS, paths, type PageName } from '../../../src/contract'
import type { Db } from '../db/client'
import { categoriesLastModified, countShownProducts, shownProductAt, shownProducts } from '../repositories/sitemap'

// The sitemap protocol (sitemaps.org): at most 50,000 addresses in one file; a shop with more lists its files
// in a sitemap index, every file of products at most 50,000 of them, written as they are read from the database.

export const SITEMAP_MAX_URLS = 50_000
export const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The pages anyone may find in a search engine: the shop's own, not a shopper's or the seller's. */
export const PUBLIC_PAGES = ['home', 'products', 'about', 'contact', 'booking', 'offers', 'bestSellers', 'faqs', 'deliveryInformation', 'returnPolicy', 'paymentMethods'] as const satisfies readonly PageName[]

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!)

/** W3C datetime to the second, in UTC, as the protocol's lastmod takes it. */
export const lastmod = (moment: Date): string => moment.toISOString().replace(/\.\d{3}Z$/, 'Z')

const urlEntry = (loc: string, modified?: Date) => `<url><loc>${escapeXml(loc)}</loc>${modified ? `<lastmod>${lastmod(modified)}</lastmod>` : ''}</url>\n`

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

export interface Sitemaps {
  /** /sitemap.xml: every address when they fit one file, else the index of the files. */
  root(): Promise<Readable>
  /** /sitemap-pages.xml when there is an index (the shop's pages and categories); undefined when there is none. */
  pages(): Promise<Readable | undefined>
  /** /sitemap-products-{n}.xml (from 1) when there is an index; undefined for a file that does not exist. */
  products(file: number): Promise<Readable | undefined>
}

export function sitemaps(db: Db, publicUrl: string, maxUrls = SITEMAP_MAX_URLS): Sitemaps {
  const absolute = (pathname: string) => `${publicUrl}${pathname}`

  /** The shop's pages and its categories, each category with its newest product change. */
  const pageEntries = async (): Promise<string[]> => {
    const modified = await categoriesLastModified(db)
    return [
      ...PUBLIC_PAGES.map((name) => urlEntry(absolute(paths[name]))),
      ...CATEGORY_PATHS.map((category) => urlEntry(absolute(paths.category(category)), modified.get(category))),
    ]
  }

  async function* productEntries(options: { from?: string; total: number }) {
    for await (const product of shownProducts(db, options)) {
      yield urlEntry(absolute(paths.product(product.category, product.id)), product.updatedAt)
    }
  }

  const urlset = (head: string[], rest?: AsyncIterable<string>) =>
    Readable.from(
      (async function* () {
        yield `${HEAD}<urlset xmlns="${SITEMAP_XMLNS}">\n`
        yield head.join('')
        if (rest) for await (const entry of rest) yield entry
        yield '</urlset>\n'
      })(),
    )

  /** Product files the index lists: the shop's pages go in a file of their own. */
  const productFiles = (count: number) => Math.ceil(count / maxUrls)

  return {
    async root() {
      const [pages, count] = await Promise.all([pageEntries(), countShownProducts(db)])
      if (pages.length + count <= maxUrls) return urlset(pages, productEntries({ total: count }))
      const files = ['/sitemap-pages.xml', ...Array.from({ length: productFiles(count) }, (_, index) => `/sitemap-products-${index + 1}.xml`)]
      return Readable.from([`${HEAD}<sitemapindex xmlns="${SITEMAP_XMLNS}">\n`, ...files.map((file) => `<sitemap><loc>${escapeXml(absolute(file))}</loc></sitemap>\n`), '</sitemapindex>\n'])
    },
    async pages() {
      const [pages, count] = await Promise.all([pageEntries(), countShownProducts(db)])
      return pages.length + count <= maxUrls ? undefined : urlset(pages)
    },
    async products(file) {
      const [pages, count] = await Promise.all([pageEntries(), countShownProducts(db)])
      if (pages.length + count <= maxUrls || file < 1 || file > productFiles(count)) return undefined
      const from = await shownProductAt(db, (file - 1) * maxUrls)
      return from === undefined ? undefined : urlset([], productEntries({ from, total: maxUrls }))
    },
  }
}
