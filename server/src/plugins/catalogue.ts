import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import type { Product } from '../../../src/contract'
import { listProducts, readCatalogueVersion } from '../repositories/products'

export interface CatalogueList {
  version: number
  products: Product[]
  /** `GET /api/product/list`'s body, serialized once. */
  body: string
  etag: string
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: {
      /** Every product, newest first: what this instance changed at once, what another changed once a recheck (every CATALOGUE_RECHECK_MS) has seen it. */
      list(): Promise<CatalogueList>
      /** A product was added or changed here: the next list reads the database. */
      changed(): void
    }
  }
}

/** How often each instance asks whether another changed the catalogue: its list is at most this much (and a busy database's queue) behind. */
const CATALOGUE_RECHECK_MS = 500

// The list is read on every visit and changes rarely: read and serialize it once per catalogue version.
// A change made here drops the cache at once; one made by another instance is seen within a second, by a
// timer: a visitor never waits for the check behind other queries (one embedded database answers one at a time).
export const cataloguePlugin = fp(
  async (app) => {
    let cache: Promise<CatalogueList> | null = null

    const build = async (): Promise<CatalogueList> => {
      const version = await readCatalogueVersion(app.db)
      const products = await listProducts(app.db)
      const body = JSON.stringify({ success: true, products })
      return { version, products, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    }

    /** Drops the cached list when the database's catalogue version has moved past it. */
    const recheck = async () => {
      const cached = cache
      if (!cached) return
      try {
        const [current, version] = await Promise.all([cached, readCatalogueVersion(app.db)])
        if (version !== current.version && cache === cached) cache = null
      } catch (error) {
        app.log.warn({ err: error }, 'could not check the catalogue version; serving the cached list')
      }
    }

    let checking = false
    const timer = setInterval(() => {
      if (checking) return
      checking = true
      void recheck().finally(() => (checking = false))
    }, CATALOGUE_RECHECK_MS).unref()
    app.addHook('onClose', async () => clearInterval(timer))

    const list = async (): Promise<CatalogueList> => {
      cache ??= build().catch((error: unknown) => {
        cache = null
        throw error
      })
      return cache
    }

    app.decorate('catalogue', {
      list,
      changed: () => {
        cache = null
      },
    })
  },
  { name: 'catalogue', dependencies: ['db'] },
)
