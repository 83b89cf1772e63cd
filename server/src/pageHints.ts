import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { searchPath, type Product, type ShopSearchQuery } from '../../src/contract'
import { categoryFromSlug, matchPage, pages, type PageEntry, type PageName } from '../../src/contract/routes'
import { CARD_IMAGE_SIZES, PRODUCT_IMAGE_SIZES, imageSrcSet } from '../../src/contract/images'
import { isUuid } from './ids'

// A page other than home is a lazy chunk the entry script asks for only once it has run, and the
// catalogue pages then wait for their products. A `Link` header on the page's HTML lets the browser
// fetch all of it while the entry script downloads, one round trip instead of three on a phone. On the
// catalogue pages it names the API call the page makes first (exactly as the app makes it) and the first
// pictures a phone shows, the page's largest paint, which the browser would otherwise find only once the
// products have arrived and been drawn.

/** The first row of the product grid on a phone. */
const FIRST_ROW = 2

/** What the hints may ask of the catalogue. */
export interface CatalogueLookup {
  /** The first page of a search. */
  search(query: ShopSearchQuery): Promise<Product[]>
  /** One product, archived ones too. */
  product(id: string): Promise<Product | undefined>
}

interface FirstData {
  /** The API address the page asks first. */
  url: string
  pictures(lookup: CatalogueLookup): Promise<string[]>
  /** How wide the page draws those pictures (the img's `sizes`): the preload must pick the width the img will. */
  sizes: string
}

const firstPageOf = (query: ShopSearchQuery): FirstData => ({
  url: `/api${searchPath(query)}`,
  pictures: async (lookup) => (await lookup.search(query)).slice(0, FIRST_ROW).map((product) => product.image[0]!),
  sizes: CARD_IMAGE_SIZES,
})

/** What a catalogue page fetches first, from its parameters, as its page component asks for it. */
const FIRST_DATA: Partial<Record<PageName, (params: Record<string, string>) => FirstData | undefined>> = {
  products: () => firstPageOf({ inStock: true }),
  category: ({ category }) => {
    const path = categoryFromSlug(category!)
    return path && firstPageOf({ category: path, inStock: true })
  },
  product: ({ id }) => {
    if (!isUuid(id!)) return undefined
    const lowered = id!.toLowerCase()
    return {
      url: `/api/product/${lowered}`,
      pictures: async (lookup) => {
        const product = await lookup.product(lowered)
        return product && !product.archived ? product.image.slice(0, 1) : []
      },
      sizes: PRODUCT_IMAGE_SIZES,
    }
  },
}

/** A picture of our own, written plainly enough to sit between < and > in a header. */
const LINKABLE = /^\/[\w\-./]+$/

/** A picture's preload: an upload offers its stored widths, so the browser fetches the one the img will use. */
function pictureLink(url: string, sizes: string): string {
  const srcSet = imageSrcSet(url)
  return srcSet ? `<${url}>; rel=preload; as=image; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : `<${url}>; rel=preload; as=image`
}

interface ManifestChunk {
  file: string
  /** A lazy chunk's name: its module's file name, which is the component it exports (see the route table). */
  name?: string
  isDynamicEntry?: boolean
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

/** `drawn`: the page comes drawn by the server with its data in it (server/src/drawnPages.ts): no data to fetch. */
export type PageHints = (pathname: string, catalogue: CatalogueLookup, drawn?: boolean) => Promise<string | undefined>

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
  const chunkOf = (component: string) => Object.keys(manifest).find((key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === component)
  const links = new Map<PageName, string[]>()
  for (const [name, page] of Object.entries(pages) as [PageName, PageEntry][]) {
    // The home page is the entry itself: its script is all it needs.
    if (name === 'home') continue
    // A framed page comes in its frame's chunk (the seller area is one); any other page is a chunk of its own.
    const modules = [page.frame ?? page.component].map((component) => {
      const key = chunkOf(component)
      if (!key) warn(`No chunk for ${component} in the build's manifest: its page is sent without preload hints.`)
      return key
    })
    const chunks = new Set(modules.flatMap((key) => (key ? [...chunksOf(manifest, key)] : [])).filter((key) => !loadedByEntry.has(key)))
    links.set(name, [...chunks].map((key) => `</${manifest[key]!.file}>; rel=modulepreload`))
  }
  return async (pathname, catalogue, drawn = false) => {
    const page = matchPage(pathname)
    const pageLinks = page && links.get(page.name)
    if (!page || !pageLinks) return undefined
    const first = FIRST_DATA[page.name]?.(page.params)
    // The app fetches with credentials (RTK Query's base query): the preload must match to be used.
    const data = first && !drawn ? [`<${first.url}>; rel=preload; as=fetch; crossorigin=use-credentials`] : []
    const pictures = first ? await first.pictures(catalogue).catch(() => []) : []
    const all = [...pageLinks, ...data, ...pictures.filter((url) => LINKABLE.test(url)).map((url) => pictureLink(url, first!.sizes))]
    return all.length > 0 ? all.join(', ') : undefined
  }
}
