import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Product } from '../../src/contract'

// A page other than home is a lazy chunk the entry script asks for only once it has run, and the
// catalogue pages then wait for the product list. A `Link` header on the page's HTML lets the browser
// fetch all of it while the entry script downloads, one round trip instead of three on a phone. On the
// catalogue pages it also names the first pictures a phone shows, the page's largest paint, which the
// browser would otherwise find only once the list has arrived and been drawn.

interface Page {
  /** The route of src/app/router.tsx, an optional trailing slash allowed; groups capture its parameters. */
  pattern: RegExp
  /** The page's module as the router imports it and `vite build` names it in its manifest. */
  module: string
  needsProductList?: boolean
  /** The pictures at the top of the page, from the catalogue. */
  firstPictures?: (params: string[], products: Product[]) => string[]
}

/** The first row of the product grid on a phone. */
const FIRST_ROW = 2

const firstRow = (products: Product[]) => products.filter((product) => product.inStock).slice(0, FIRST_ROW).map((product) => product.image[0]!)

const PAGES: Page[] = [
  { pattern: /^\/products\/?$/, module: 'src/app/pages/ProductsRoute.tsx', needsProductList: true, firstPictures: (_, products) => firstRow(products) },
  {
    pattern: /^\/products\/([^/]+)\/?$/,
    module: 'src/app/pages/CategoryRoute.tsx',
    needsProductList: true,
    firstPictures: ([category], products) => firstRow(products.filter((product) => product.category.toLowerCase() === category!.toLowerCase())),
  },
  {
    pattern: /^\/products\/[^/]+\/([^/]+)\/?$/,
    module: 'src/features/shop/ProductDetailPage.tsx',
    needsProductList: true,
    firstPictures: ([id], products) => products.filter((product) => product._id === id!.toLowerCase()).map((product) => product.image[0]!),
  },
  { pattern: /^\/cart\/?$/, module: 'src/app/pages/CartRoute.tsx', needsProductList: true },
  { pattern: /^\/booking\/?$/, module: 'src/features/booking/BookingPage.tsx' },
  { pattern: /^\/about\/?$/, module: 'src/features/shop/AboutPage.tsx' },
  { pattern: /^\/contact\/?$/, module: 'src/features/contact/ContactPage.tsx' },
]

/** A picture of our own, written plainly enough to sit between < and > in a header. */
const LINKABLE = /^\/[\w\-./]+$/

interface ManifestChunk {
  file: string
  imports?: string[]
}

type Manifest = Record<string, ManifestChunk>

/** Every chunk a manifest entry loads statically, itself included. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found
  found.add(key)
  for (const imported of manifest[key].imports ?? []) chunksOf(manifest, imported, found)
  return found
}

export type PageHints = (pathname: string, catalogue: () => Promise<Product[]>) => Promise<string | undefined>

/**
 * Reads the build's manifest once: the `Link` header value for a page path, or undefined (the home page,
 * an unknown page, or no manifest: a build without one still serves, without hints). The catalogue is
 * asked only on pages that show products; if it fails, the page goes without picture hints.
 */
export function loadPageHints(distDir: string, warn: (message: string) => void): PageHints {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return async () => undefined
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const loadedByEntry = chunksOf(manifest, 'index.html')
  const pages = PAGES.map((page) => {
    if (!manifest[page.module]) warn(`No chunk for ${page.module} in the build's manifest: its page is sent without preload hints.`)
    const chunks = [...chunksOf(manifest, page.module)].filter((key) => !loadedByEntry.has(key))
    const links = chunks.map((key) => `</${manifest[key]!.file}>; rel=modulepreload`)
    // The app fetches the list with credentials (RTK Query's base query): the preload must match to be used.
    if (page.needsProductList) links.push('</api/product/list>; rel=preload; as=fetch; crossorigin=use-credentials')
    return { ...page, links }
  })
  return async (pathname, catalogue) => {
    for (const page of pages) {
      const match = page.pattern.exec(pathname)
      if (!match) continue
      const pictures = page.firstPictures ? page.firstPictures(match.slice(1), await catalogue().catch(() => [])) : []
      const links = [...page.links, ...pictures.filter((url) => LINKABLE.test(url)).map((url) => `<${url}>; rel=preload; as=image`)]
      return links.length > 0 ? links.join(', ') : undefined
    }
    return undefined
  }
}
