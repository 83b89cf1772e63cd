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
      /** Every product, newest first, as of at most CATALOGUE_RECHECK_MS ago. */
      list(): Promise<CatalogueList>
      /** A product was added or changed here: the next list reads the database. */
      changed(): void
    }
  }
}

/** How stale another instance's product change may look here, at most. */
const CATALOGUE_RECHECK_MS = 1000

// The list is read on every visit and changes rarely: read and serialize it once per catalogue version.
// A change made here drops the cache at once; one made by another instance is seen within a second.
export const cataloguePlugin = fp(
  async (app) => {
    let cache: Promise<CatalogueList> | null = null
    let checkedAt = 0

    const build = async (): Promise<CatalogueList> => {
      const version = await readCatalogueVersion(app.db)
      const products = await listProducts(app.db)
      const body = JSON.stringify({ success: true, products })
      checkedAt = Date.now()
      return { version, products, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    }

    const list = async (): Promise<CatalogueList> => {
      if (cache && Date.now() - checkedAt > CATALOGUE_RECHECK_MS) {
        checkedAt = Date.now()
        const cached = cache
        const [current, version] = await Promise.all([cached, readCatalogueVersion(app.db)])
        if (version !== current.version && cache === cached) cache = null
      }
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
