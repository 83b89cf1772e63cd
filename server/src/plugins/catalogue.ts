import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { Product, ShopSearchPage } from '../../../src/contract'
import { listProducts, readCatalogueVersion } from '../repositories/products'
import { searchProducts, type ShopSearch } from '../repositories/productSearch'
import { toProducts, toShopSearchPage } from '../mappers/products'

export type ListEncoding = 'br' | 'gzip'

export interface CatalogueList {
  version: number
  products: Product[]
  /** `GET /api/product/list`'s body, serialized once. */
  body: string
  etag: string
  /** The body compressed, once per list (and encoding), on first demand. */
  encoded(encoding: ListEncoding): Promise<Buffer>
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: {
      /** Every product, newest first: what this instance changed at once, what another changed once a recheck (every CATALOGUE_RECHECK_MS) has seen it. */
      list(): Promise<CatalogueList>
      /**
       * A page of the shop's search, read once per catalogue version while it is among the MAX_CACHED_PAGES
       * asked most recently: the catalogue's first page, each category's and the searches shoppers type
       * most are read from memory.
       */
      search(search: ShopSearch): Promise<ShopSearchPage>
      /** A product was added or changed here: the next list reads the database. */
      changed(): void
      /**
       * The seller's switch moved here, and the catalogue is now at `version`: when that is the only change
       * since the cached list, the list is changed in place (no re-read); otherwise it is read again.
       */
      stockSwitched(id: string, inStock: boolean, version: number): void
      /** The timer's latest check for another instance's changes, once it is done: what the next list has seen (tests wait on it instead of sleeping). */
      lastCheck(): Promise<void>
    }
  }
}

/** How often each instance asks whether another changed the catalogue: its list is at most this much (and a busy database's queue) behind. */
const CATALOGUE_RECHECK_MS = 500

/**
 * Search pages kept per catalogue version, least recently asked dropped first: every category with each sort
 * and stock filter, and the searches shoppers type most. A page is 20 to 50 products, about 10 to 30 kB.
 */
const MAX_CACHED_PAGES = 500

const compressors: Record<ListEncoding, (body: string) => Promise<Buffer>> = {
  // Quality 5: 3 MB of JSON (50,000 products) in a fraction of a second, within a few percent of the best.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }),
  gzip: (body) => promisify(gzip)(body),
}

function makeList(version: number, products: Product[]): CatalogueList {
  const body = JSON.stringify({ success: true, products })
  const encoded = new Map<ListEncoding, Promise<Buffer>>()
  return {
    version,
    products,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: (encoding) => {
      let found = encoded.get(encoding)
      if (!found) encoded.set(encoding, (found = compressors[encoding](body)))
      return found
    },
  }
}

/** A product as the shop shows it once the seller's switch moved (the count and archive state kept). */
const switched = (product: Product, inStock: boolean, sold: boolean): Product => ({ ...product, inStock: inStock && sold })

// The list is read on every visit and changes rarely: read, serialize and compress it once per catalogue version.
// A change made here drops the cache at once; one made by another instance is seen within a second, by a
// timer: a visitor never waits for the check behind other queries (one embedded database answers one at a time).
export const cataloguePlugin = fp(
  async (app) => {
    let cache: Promise<CatalogueList> | null = null
    const pages = new LRUCache<string, Promise<ShopSearchPage>>({ max: MAX_CACHED_PAGES })
    /** Whether each product could be sold apart from the seller's switch (a unit left, when counted), for an in-place switch. */
    let sellable = new Map<string, boolean>()

    const drop = () => {
      cache = null
      pages.clear()
    }

    const build = async (): Promise<CatalogueList> => {
      const version = await readCatalogueVersion(app.db)
      const { products, soldApartFromSwitch } = await listProducts(app.db)
      sellable = soldApartFromSwitch
      return makeList(version, toProducts(products))
    }

    /** The catalogue version the last check saw (checked even while nothing is cached): the pages cached since are of it or newer. */
    let seen = await readCatalogueVersion(app.db)

    /** Drops the cached list and pages when the database's catalogue version has moved past them. */
    const recheck = async () => {
      const cached = cache
      try {
        const version = await readCatalogueVersion(app.db)
        const current = cached && (await cached)
        if (version !== seen || (current && version !== current.version && cache === cached)) drop()
        seen = version
      } catch (error) {
        app.log.warn({ err: error }, 'could not check the catalogue version; serving the cached list')
      }
    }

    let checking = false
    let lastCheck: Promise<void> = Promise.resolve()
    const timer = setInterval(() => {
      if (checking) return
      checking = true
      lastCheck = recheck().finally(() => (checking = false))
    }, CATALOGUE_RECHECK_MS).unref()
    app.addHook('onClose', async () => clearInterval(timer))

    const list = async (): Promise<CatalogueList> => {
      cache ??= build().catch((error: unknown) => {
        cache = null
        throw error
      })
      return cache
    }

    const search = (query: ShopSearch): Promise<ShopSearchPage> => {
      const key = JSON.stringify([query.q, query.category, query.inStock, query.minPrice, query.maxPrice, query.sort, query.limit, query.cursor])
      let found = pages.get(key)
      if (!found) {
        const read = (found = searchProducts(app.db, query).then(toShopSearchPage))
        // A refused cursor or a failed read is not kept (a newer read of the same page, after a drop, stays).
        read.catch(() => pages.get(key) === read && pages.delete(key))
        pages.set(key, read)
      }
      return found
    }

    const stockSwitched = (id: string, inStock: boolean, version: number) => {
      const cached = cache
      pages.clear()
      if (!cached) return
      // Only once the cached list is there, and only when this switch is the one change since it was read.
      const patched = cached.then((current) => {
        if (version !== current.version + 1 || !sellable.has(id)) return build()
        const sold = sellable.get(id)!
        return makeList(version, current.products.map((product) => (product._id === id ? switched(product, inStock, sold) : product)))
      })
      cache = patched
      patched.catch(() => {
        if (cache === patched) cache = null
      })
    }

    app.decorate('catalogue', { list, search, changed: drop, stockSwitched, lastCheck: () => lastCheck })
  },
  { name: 'catalogue', dependencies: ['db'] },
)
