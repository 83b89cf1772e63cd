import type { FastifyPluginAsync } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import {
  CATEGORY_PATHS,
  MAX_IMAGE_BYTES,
  MAX_PAGE_SIZE,
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_IMAGES,
  PAGE_SIZE,
  SHOP_SEARCH_MAX,
  SHOP_SORTS,
  messages,
  productSchema,
  searchMessages,
  sellerMessages,
  stockSchema,
  type ShopSort,
} from '../../../src/contract'
import { HttpError, badRequest, notFound, parseBody } from '../errors'
import { isUuid } from '../ids'
import { findProduct, findProductRows, insertProduct, readCatalogueVersion, setInStock, toProduct } from '../repositories/products'
import type { ShopSearch } from '../repositories/productSearch'
import type { ListEncoding } from '../plugins/catalogue'
import { offersMessages } from '../../../src/contract/offers'
import { readPage } from '../pages'
import { listBestSellers, listOffers } from '../repositories/productLists'
import { prepareImages, writeImages } from '../storage/images'
import { productAdminRoutes } from './productAdmin'
import { PRODUCT_DATA_MAX, parseProductData, readProductForm } from './productForm'

/** The client's best encoding we send the list in: brotli, else gzip, else none. */
function preferredEncoding(accepted: string | undefined): ListEncoding | undefined {
  const offered = new Map(
    (accepted ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return [name, q === undefined ? 1 : Number(q)] as const
    }),
  )
  return (['br', 'gzip'] as const).find((encoding) => (offered.get(encoding) ?? 0) > 0)
}

const SEARCH_PARAMS = ['q', 'category', 'inStock', 'sort', 'limit', 'cursor']

/** `GET /api/product/search`'s query: every parameter checked, a bad or unknown one a 400 naming it. */
function readSearch(query: unknown): ShopSearch {
  const params = (query ?? {}) as Record<string, unknown>
  const unknown = Object.keys(params).find((name) => !SEARCH_PARAMS.includes(name))
  if (unknown !== undefined) throw badRequest(searchMessages.unknown(unknown))
  const { q = '', category, inStock, sort, limit, cursor } = params
  if (typeof q !== 'string' || q.length > SHOP_SEARCH_MAX) throw badRequest(searchMessages.q)
  if (category !== undefined && category !== '' && !CATEGORY_PATHS.includes(category as never)) throw badRequest(searchMessages.category)
  if (inStock !== undefined && inStock !== 'true' && inStock !== 'false') throw badRequest(searchMessages.inStock)
  if (sort !== undefined && !SHOP_SORTS.includes(sort as ShopSort)) throw badRequest(searchMessages.sort)
  if (limit !== undefined && (typeof limit !== 'string' || !/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_PAGE_SIZE)) {
    throw badRequest(searchMessages.limit)
  }
  if (cursor !== undefined && (typeof cursor !== 'string' || cursor.length > 2000)) throw badRequest(searchMessages.cursor)
  return {
    q: q.trim(),
    ...(category ? { category: category as string } : {}),
    inStock: inStock === 'true',
    sort: (sort as ShopSort | undefined) ?? 'relevance',
    limit: limit === undefined ? PAGE_SIZE : Number(limit),
    ...(cursor !== undefined ? { cursor } : {}),
  }
}

/** `?ids=` a comma-separated list of 1 to MAX_PRODUCT_IDS product ids, each once. */
function readIds(query: unknown): string[] {
  const { ids, ...rest } = (query ?? {}) as Record<string, unknown>
  const unknown = Object.keys(rest)[0]
  if (unknown !== undefined) throw badRequest(searchMessages.unknown(unknown))
  if (typeof ids !== 'string' || ids === '') throw badRequest(searchMessages.ids)
  const list = [...new Set(ids.split(',').map((id) => id.trim().toLowerCase()))]
  if (list.length > MAX_PRODUCT_IDS || !list.every(isUuid)) throw badRequest(searchMessages.ids)
  return list
}

export const productRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES, fields: 4, fieldSize: PRODUCT_DATA_MAX, parts: MAX_PRODUCT_IMAGES + 4 },
  })
  // Editing, archiving, deleting and the seller's list, in their own module (with the multipart reader above).
  await app.register(productAdminRoutes)

  // Compressed once per catalogue version (the list plugin keeps it), never per request: not by @fastify/compress.
  app.get('/list', { compress: false }, async (request, reply) => {
    const list = await app.catalogue.list()
    reply.header('etag', list.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding')
    if (request.headers['if-none-match'] === list.etag) return reply.status(304).send()
    reply.type('application/json; charset=utf-8')
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (!encoding) return reply.send(list.body)
    return reply.header('content-encoding', encoding).send(await list.encoded(encoding))
  })

  // Before '/:id': these words are not ids.
  app.get('/search', async (request) => ({ success: true, ...(await app.catalogue.search(readSearch(request.query))) }))

  app.get('/by-ids', async (request) => {
    const rows = await findProductRows(app.db, readIds(request.query))
    return { success: true, products: rows.map(toProduct) }
  })

  // Offers and Deals, Best Sellers: pages of their own ranking; `after` is the nextCursor of the page before.
  const rankedPage = (query: unknown) => {
    const { limit, after } = (query ?? {}) as { limit?: unknown; after?: unknown }
    if (after !== undefined && typeof after !== 'string') throw badRequest(offersMessages.cursorInvalid)
    return { ...readPage({ limit }), after }
  }
  app.get('/offers', async (request) => ({ success: true, ...(await listOffers(app.db, rankedPage(request.query))) }))
  app.get('/best-sellers', async (request) => ({ success: true, ...(await listBestSellers(app.db, rankedPage(request.query))) }))

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const product = isUuid(request.params.id) ? await findProduct(app.db, request.params.id) : undefined
    if (!product) throw notFound(messages.product.notFound)
    return { success: true, product }
  })

  app.post('/add', { preHandler: app.requireSeller }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the product as multipart form data: productData and images.')
    const { productData, uploads } = await readProductForm(request)
    const fields = await parseBody(productSchema, parseProductData(productData))
    if (uploads.length === 0) throw badRequest(sellerMessages.product.imageRequired)
    const images = await prepareImages(uploads)
    const product = await app.db.transaction(async (tx) => {
      const saved = await insertProduct(tx, { ...fields, images: images.map((image) => image.url) })
      await writeImages(app.images, images)
      return saved
    })
    app.catalogue.changed()
    return reply.status(201).send({ success: true, message: sellerMessages.product.added, product })
  })

  app.post('/stock', { preHandler: app.requireSeller }, async (request) => {
    const { id, inStock } = await parseBody(stockSchema, request.body)
    // The catalogue's version as this change left it, read before anyone else can move it (the trigger's row stays locked).
    const version = isUuid(id)
      ? await app.db.transaction(async (tx) => ((await setInStock(tx, id, inStock)) ? readCatalogueVersion(tx) : undefined))
      : undefined
    if (version === undefined) throw notFound(messages.product.notFound)
    app.catalogue.stockSwitched(id, inStock, version)
    return { success: true, message: sellerMessages.product.stockUpdated }
  })
}
