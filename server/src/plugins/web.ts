import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { isAppPath } from '../../../src/contract/routes'
import { PAGE_SIZE } from '../../../src/contract'
import { loadPageHints } from '../pageHints'
import { findProduct } from '../repositories/products'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const PRECOMPRESSED = /\.(br|gz)$/

/** Serves the built single-page app with history fallback, uploaded images, and JSON 404s for the rest. */
export const webPlugin = fp(
  async (app) => {
    const { distDir, dataDir } = app.config
    const uploadsDir = path.join(dataDir, 'uploads')
    // Product images are written here: it exists from the start, so serving it never warns.
    mkdirSync(uploadsDir, { recursive: true })

    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    })

    const hasApp = existsSync(path.join(distDir, 'index.html'))
    const hintsFor = loadPageHints(distDir, (message) => app.log.warn(message))
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The server writes these itself (plugins/seo.ts): a build older than that may still hold a robots.txt.
        globIgnore: ['robots.txt', 'sitemap*.xml'],
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
  { name: 'web', dependencies: ['db', 'catalogue'] },
)
