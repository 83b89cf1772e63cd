import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// A page other than home is a lazy chunk the entry script asks for only once it has run, and the
// catalogue pages then wait for the product list. A `Link` header on the page's HTML lets the browser
// fetch all of it while the entry script downloads, one round trip instead of three on a phone.

interface Page {
  /** The route of src/app/router.tsx, an optional trailing slash allowed. */
  pattern: RegExp
  /** The page's module as the router imports it and `vite build` names it in its manifest. */
  module: string
  needsProductList?: boolean
}

const PAGES: Page[] = [
  { pattern: /^\/products\/?$/, module: 'src/app/pages/ProductsRoute.tsx', needsProductList: true },
  { pattern: /^\/products\/[^/]+\/?$/, module: 'src/features/shop/CategoryPage.tsx', needsProductList: true },
  { pattern: /^\/products\/[^/]+\/[^/]+\/?$/, module: 'src/features/shop/ProductDetailPage.tsx', needsProductList: true },
  { pattern: /^\/cart\/?$/, module: 'src/app/pages/CartRoute.tsx', needsProductList: true },
  { pattern: /^\/booking\/?$/, module: 'src/features/booking/BookingPage.tsx' },
  { pattern: /^\/about\/?$/, module: 'src/features/shop/AboutPage.tsx' },
  { pattern: /^\/contact\/?$/, module: 'src/features/contact/ContactPage.tsx' },
]

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

/**
 * Reads the build's manifest once: the `Link` header value for each page path, or undefined (the home
 * page, an unknown page, or no manifest: a build without one still serves, without hints).
 */
export function loadPageHints(distDir: string, warn: (message: string) => void): (pathname: string) => string | undefined {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return () => undefined
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const loadedByEntry = chunksOf(manifest, 'index.html')
  const headers = PAGES.map((page) => {
    if (!manifest[page.module]) warn(`No chunk for ${page.module} in the build's manifest: its page is sent without preload hints.`)
    const chunks = [...chunksOf(manifest, page.module)].filter((key) => !loadedByEntry.has(key))
    const links = chunks.map((key) => `</${manifest[key]!.file}>; rel=modulepreload`)
    // The app fetches the list with credentials (RTK Query's base query): the preload must match to be used.
    if (page.needsProductList) links.push('</api/product/list>; rel=preload; as=fetch; crossorigin=use-credentials')
    return { pattern: page.pattern, header: links.length > 0 ? links.join(', ') : undefined }
  })
  return (pathname) => headers.find((page) => page.pattern.test(pathname))?.header
}
