import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readCatalogueView, searchPath, viewSearch, type Product, type ShopSearchQuery } from '../../../src/contract'
import { categoryFromSlug, matchPage, pages, type PageEntry, type PageName } from '../../../src/contract/routes'
import { CARD_IMAGE_SIZES, PRODUCT_IMAGE_SIZES, imageSrcSet } from '../../../src/contract/images'
import { isUuid } from '../tools/ids'

// A page other than home is a lazy chunk the app asks for only once it has run, and the catalogue pages
// then wait for their products. A page drawn in the browser gets a `Link` header naming all of it (the app's
// entry, the page's chunks, the API call the page makes first, exactly as the app makes it), fetched at once:
// one round trip instead of three on a phone. A page drawn on the server comes with its data and hands its
// chunks to the first script (src/boot.ts). On the catalogue pages the header names the first pictures a
// phone shows, the page's largest paint, so they are fetched as soon as the page's headers arrive.

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

/** What a catalogue page fetches first, from its parameters and its address's query, as its page component asks for it. */
const FIRST_DATA: Partial<Record<PageName, (params: Record<string, string>, query: URLSearchParams) => FirstData | undefined>> = {
  products: (_params, query) => firstPageOf(viewSearch(readCatalogueView(query))),
  category: ({ category }, query) => {
    const path = categoryFromSlug(category!)
    return path && firstPageOf(viewSearch({ ...readCatalogueView(query), q: '' }, path))
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

/** What a page needs, told to the browser before it could find out itself. */
export interface PageHints {
  /**
   * The `Link` header value for a page path, or undefined (an unknown page, or no manifest: a build without one
   * still serves, without hints). `drawn`: the page comes drawn by the server with its data in it
   * (server/src/pages/drawnPages.ts): no data to fetch, and its scripts go with the first script instead (`scripts`).
   */
  header(pathname: string, catalogue: CatalogueLookup, drawn?: boolean, search?: string): Promise<string | undefined>
  /**
   * The chunks a page's component needs beyond the app's entry. A drawn page hands them to its first script
   * (src/boot.ts), which fetches them with the app once the page shows: named in the header, they would
   * share a phone's slow line with the page's pictures.
   */
  scripts(pathname: string): string[]
}

/**
 * Reads the build's manifest once. The catalogue is asked only on pages that show products; if it fails,
 * the page goes without picture hints.
 */
export function loadPageHints(distDir: string, warn: (message: string) => void): PageHints {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return { header: async () => undefined, scripts: () => [] }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const entry = manifest['index.html']
  const loadedByEntry = chunksOf(manifest, 'index.html')
  const chunkOf = (component: string) => Object.keys(manifest).find((key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === component)
  const pageScripts = new Map<PageName, string[]>()
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
    pageScripts.set(name, [...chunks].map((key) => `/${manifest[key]!.file}`))
  }
  const scriptsOf = (page: { name: PageName } | undefined) => (page && pageScripts.get(page.name)) ?? []
  return {
    scripts: (pathname) => scriptsOf(matchPage(pathname)),
    header: async (pathname, catalogue, drawn = false, search = '') => {
      const page = matchPage(pathname)
      if (!page) return undefined
      // The first script (src/boot.ts) fetches the app once the page shows: a page drawn in the browser has
      // nothing to show first, and gets the app's entry with its own chunks at once.
      const modules = drawn ? [] : [...(entry ? [`/${entry.file}`] : []), ...scriptsOf(page)].map((url) => `<${url}>; rel=modulepreload`)
      const first = FIRST_DATA[page.name]?.(page.params, new URLSearchParams(search))
      // The app fetches with credentials (RTK Query's base query): the preload must match to be used.
      const data = first && !drawn ? [`<${first.url}>; rel=preload; as=fetch; crossorigin=use-credentials`] : []
      const pictures = first ? await first.pictures(catalogue).catch(() => []) : []
      const all = [...modules, ...data, ...pictures.filter((url) => LINKABLE.test(url)).map((url) => pictureLink(url, first!.sizes))]
      return all.length > 0 ? all.join(', ') : undefined
    },
  }
}
