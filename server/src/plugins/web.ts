import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PAGE_SIZE, type Product } from '../../../src/contract'
import { headFor, withHead } from '../pages/head'
import { imageSizes } from '../tools/imageSize'
import { imageFileName } from '../../../src/contract/images'
import { contentTypeOf } from '../storage/store'
import { loadPageHints } from '../pages/pageHints'
import { loadPageDrawer, withDrawnPage } from '../pages/drawnPages'
import { isRenderedPath } from '../../../src/contract/routes'
import { isUndrawn } from '../../../src/contract/pageData'
import { DATABASE_RETRY_SECONDS } from './errors'
import { carriesLinkToken, withoutSecrets } from '../http/requestLog'
import { withAppScripts } from '../../../src/contract/appScript'
import { SERVICE_WORKER } from '../../../src/contract/offline'
import { findProductWithVariants } from '../repositories/products'
import { toProductWithVariants } from '../mappers/products'
import { forDataSaver, savesData } from '../pages/dataSaver'
import { salonOpeningHours } from '../repositories/salon'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const PRECOMPRESSED = /\.(br|gz)$/
/** A stored image's name: the full picture or one of its widths (`<uuid>-640.webp`). */
const STORED_IMAGE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-\d{2,4})?\.webp$/

const compressors = {
  // A few kilobytes of HTML: a middling quality is as small, in a fraction of a millisecond.
  br: (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html),
}

/**
 * A page's HTML, compressed as the browser accepts. The compression plugin does not reach the not-found
 * handler that answers pages (it compresses routes), and the page differs per address now: no file to send.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined
  // The page differs for a visitor saving data (server/src/pages/dataSaver.ts).
  reply.header('vary', 'accept-encoding, save-data, cookie').type('text/html; charset=utf-8')
  if (!encoding) return reply.send(html)
  return reply.header('content-encoding', encoding).send(await compressors[encoding](html))
}

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
    // The page every address answers with, read once: each answer writes the page's own head into it.
    const template = hasApp ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : ''
    // Sizes of the pictures on this server's disk (the demo artwork, uploads in the data directory; not an S3 bucket's).
    const imageSize = imageSizes(app.config.dataDir, distDir)
    const pageHints = loadPageHints(distDir, (message) => app.log.warn(message))
    const drawPage = hasApp ? await loadPageDrawer(app, distDir) : undefined
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
          // The service worker's script and the pages: asked again each time, so an update is found at once.
          else if (served.endsWith('.html') || served.endsWith(SERVICE_WORKER)) res.setHeader('cache-control', 'no-cache')
          else res.setHeader('cache-control', 'public, max-age=86400')
        },
      })
    }

    // Any other page path gets the app, with the page's head (server/src/pages/head.ts): a route of the app with 200,
    // any other address, and a product the shop does not show, with 404 and the app's own 'Page Not Found' or
    // 'Product not found', so a crawler or a link checker learns that it does not exist.
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !path.extname(pathname)
      if (!hasApp || !isPage) {
        return reply.status(404).send({ success: false, message: `No such address: ${request.method} ${pathname}` })
      }
      // The hints and the head ask for the same product: it is read once, with its group's shades or sizes.
      const found = new Map<string, Promise<{ product: Product; variants: Product[] } | undefined>>()
      const withVariants = (id: string) => {
        if (!found.has(id)) found.set(id, findProductWithVariants(app.db, id).then((record) => record && toProductWithVariants(record)))
        return found.get(id)!
      }
      const product = async (id: string) => (await withVariants(id))?.product
      const variants = async (id: string) => (await withVariants(id))?.variants ?? []
      // A page opened by a link's token (a review, a waiting-list offer) is drawn in the browser: its HTML never holds what
      // the token opens, and a tap on a form drawn before the app arrives cannot be lost when the app takes it over.
      const drawing = drawPage !== undefined && isRenderedPath(pathname) && !carriesLinkToken(request.url)
      const [head, hints, drawn] = await Promise.all([
        // Without the database the page still goes out, with the app's own title and description.
        headFor(pathname, { publicUrl: app.config.publicUrl, product, variants, openingHours: () => salonOpeningHours(app.db), imageSize }).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not read what the head of %s needs; sending the page without it', withoutSecrets(pathname))
          return { status: 200 as const, html: '' }
        }),
        pageHints.header(pathname, {
          search: async (query) => (await app.catalogue.search({ q: '', inStock: false, sort: 'relevance', limit: PAGE_SIZE, ...query })).products,
          product,
        }, drawing, request.url.slice(pathname.length)),
        // A public page comes drawn (server/src/pages/drawnPages.ts); if drawing fails, the browser draws it, as any other page.
        drawing
          ? drawPage(request.url).catch((error: unknown) => {
              app.log.error({ err: error }, 'could not draw %s on the server; the browser will', withoutSecrets(pathname))
              return undefined
            })
          : undefined,
      ])
      // Saving data, nothing is fetched ahead.
      const saving = savesData(request.headers)
      if (hints && head.status === 200 && !saving) reply.header('link', hints)
      // The page's first script (src/boot.ts) loads a drawn page's chunks with the app, drawn or not (a failed
      // drawing falls back to the browser): they are not named in the header, see pageHints.
      const scripts = drawing ? pageHints.scripts(pathname) : []
      const page = withAppScripts(head.html ? withHead(template, head.html) : template, scripts)
      const html = drawn && !isUndrawn(drawn) ? withDrawnPage(page, drawn) : page
      // A page whose data the shop could not read is the browser's to draw; while the database is out of reach it
      // answers 503, which tells a crawler or a balancer to come back, and when.
      const unavailable = drawn !== undefined && isUndrawn(drawn) && drawn.failedStatus === 503
      if (unavailable) reply.header('retry-after', String(DATABASE_RETRY_SECONDS))
      const status = unavailable ? 503 : head.status
      return sendPage(request, reply.status(status).header('cache-control', 'no-cache'), saving ? forDataSaver(html) : html)
    })
  },
  { name: 'web', dependencies: ['db', 'catalogue', 'images'] },
)
