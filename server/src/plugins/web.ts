import { existsSync } from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { isAppPath } from '../../../src/contract/routes'
import { PAGE_SIZE } from '../../../src/contract'
import { imageFileName } from '../../../src/contract/images'
import { contentTypeOf } from '../storage/store'
import { loadPageHints } from '../pageHints'
import { findProduct } from '../repositories/products'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const PRECOMPRESSED = /\.(br|gz)$/
/** A stored image's name: the full picture or one of its widths (`<uuid>-640.webp`). */
const STORED_IMAGE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-\d{2,4})?\.webp$/

/** Serves the built single-page app with history fallback, uploaded images, and JSON 404s for the rest. */
export const webPlugin = fp(
  async (app) => {
    const { distDir } = app.config

    // Uploaded images, from whichever store holds them, at the same address on every instance. Each name is
    // a fresh UUID that never changes content: cached for a year, revalidated by name alone.
    app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
      const { name } = request.params
      const match = STORED_IMAGE.exec(name)
      const missing = () => reply.status(404).send({ success: false, message: `No such address: ${request.method} /uploads/${name}` })
      if (!match) return missing()
      const etag = `"${name}"`
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send()
      // Images uploaded before widths were stored have only their full picture: a width falls back to it.
      const file = (await app.images.get(name)) ?? (match[2] ? await app.images.get(imageFileName(match[1]!)) : undefined)
      if (!file) return missing()
      return reply
        .header('content-type', contentTypeOf(name))
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .send(file.body)
    })

    const hasApp = existsSync(path.join(distDir, 'index.html'))
    const hintsFor = loadPageHints(distDir, (message) => app.log.warn(message))
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        cacheControl: false,
        // The build writes .br and .gz beside each text file (vite.config.ts): no compressing per request.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const served = filePath.replace(PRECOMPRESSED, '')
          res.setHeader('vary', 'accept-encoding')
          if (served.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', IMMUTABLE)
          else if (served.endsWith('.html')) res.setHeader('cache-control', 'no-cache')
          else res.setHeader('cache-control', 'public, max-age=86400')
        },
      })
    }

    // Any other page path gets the app: a route of the app with 200, any other address with 404 and the app's
    // own 'Page Not Found', so a crawler or a link checker learns that it does not exist.
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !path.extname(pathname)
      if (!hasApp || !isPage) {
        return reply.status(404).send({ success: false, message: `No such address: ${request.method} ${pathname}` })
      }
      if (!isAppPath(pathname)) return reply.status(404).header('cache-control', 'no-cache').sendFile('index.html', distDir)
      const hints = await hintsFor(pathname, {
        search: async (query) => (await app.catalogue.search({ q: '', inStock: false, sort: 'relevance', limit: PAGE_SIZE, ...query })).products,
        product: (id) => findProduct(app.db, id),
      })
      if (hints) reply.header('link', hints)
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir)
    })
  },
  { name: 'web', dependencies: ['db', 'catalogue', 'images'] },
)
