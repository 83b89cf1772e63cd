import type { FastifyPluginAsync } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import {
  archiveSchema,
  CATEGORY_PATHS,
  editProductSchema,
  MAX_IMAGE_BYTES,
  MAX_PAGE_SIZE,
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_IMAGES,
  messages,
  PAGE_SIZE,
  PRODUCT_SEARCH_MAX,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  productSchema,
  SHOP_SEARCH_MAX,
  SHOP_SORTS,
  searchMessages,
  sellerMessages,
  stockSchema,
  type ProductSort,
  type ProductStockFilter,
  type ShopSort,
} from '../../../src/contract'
import { offersMessages } from '../../../src/contract/offers'
import { addProduct, archiveProduct, editProduct, removeProduct, switchStock } from '../actions/catalogue'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { parseBody } from '../parse'
import type { ListEncoding } from '../plugins/catalogue'
import { PRODUCT_DATA_MAX, parseProductData, readProductForm } from '../productForm'
import type { StaffActor } from '../permissions'
import { Refusal, badRequest, notFound } from '../refusal'
import { findProductRow, isSellerListCursor, listSellerProducts, toSellerProduct, type SellerListQuery } from '../repositories/productAdmin'
import { isRankedCursor, listBestSellers, listOffers } from '../repositories/productLists'
import { findProduct, findProductRows, toProduct } from '../repositories/products'
import { isSearchCursor, type ShopSearch } from '../repositories/productSearch'

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

/** A query value that must be one of `values`; `fallback` when it is absent. */
function oneOf<T extends string>(values: readonly T[], value: unknown, message: string, fallback: T): T
function oneOf<T extends string>(values: readonly T[], value: unknown, message: string): T | undefined
function oneOf<T extends string>(values: readonly T[], value: unknown, message: string, fallback?: T): T | undefined {
  if (value === undefined) return fallback
  if (typeof value !== 'string' || !values.includes(value as T)) throw badRequest(message)
  return value as T
}

/** `GET /api/product/seller`'s query: each filter checked, a bad one a 400 naming it. */
function readSellerListQuery(query: unknown): SellerListQuery {
  const { q, category, stock, sort } = (query ?? {}) as Record<string, unknown>
  if (q !== undefined && typeof q !== 'string') throw badRequest('q must be one search text.')
  const search = (q ?? '').trim()
  if (search.length > PRODUCT_SEARCH_MAX) throw badRequest(sellerMessages.product.searchTooLong)
  return {
    q: search,
    // An empty category (the form's "All categories") is no filter.
    category: oneOf(CATEGORY_PATHS, category === '' ? undefined : category, sellerMessages.product.categoryUnknown),
    stock: oneOf<ProductStockFilter>(PRODUCT_STOCK_FILTERS, stock, sellerMessages.product.stockFilterUnknown, 'all'),
    sort: oneOf<ProductSort>(PRODUCT_SORTS, sort, sellerMessages.product.sortUnknown, 'newest'),
    ...readCursorPage(query),
  }
}

/** `?limit=` as every list reads it; `?after=` is this list's own opaque cursor, checked when it is decoded. */
function readCursorPage(query: unknown): { limit: number; after?: string } {
  const { after, ...rest } = (query ?? {}) as Record<string, unknown>
  const { limit } = readPage(rest)
  if (after !== undefined && (typeof after !== 'string' || after.length > 2000)) throw badRequest(sellerMessages.product.cursorInvalid)
  return { limit, after }
}

const notMultipart = () => new Refusal('unsupportedMedia', 'Send the product as multipart form data: productData and images.')

/** Everything under /api/product: the shop's lists, search and pages, and the seller's catalogue. */
export const productRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES, fields: 4, fieldSize: PRODUCT_DATA_MAX, parts: MAX_PRODUCT_IMAGES + 4 },
  })

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
  app.get('/search', async (request) => {
    const search = readSearch(request.query)
    if (!isSearchCursor(search)) throw badRequest(searchMessages.cursor)
    return { success: true, ...(await app.catalogue.search(search)) }
  })

  app.get('/by-ids', async (request) => {
    const rows = await findProductRows(app.db, readIds(request.query))
    return { success: true, products: rows.map(toProduct) }
  })

  // Offers and Deals, Best Sellers: pages of their own ranking; `after` is the nextCursor of the page before.
  const rankedPage = (list: 'offers' | 'best-sellers', query: unknown) => {
    const { limit, after } = (query ?? {}) as { limit?: unknown; after?: unknown }
    if (after !== undefined && (typeof after !== 'string' || !isRankedCursor(list, after))) throw badRequest(offersMessages.cursorInvalid)
    return { ...readPage({ limit }), after }
  }
  app.get('/offers', async (request) => ({ success: true, ...(await listOffers(app.db, rankedPage('offers', request.query))) }))
  app.get('/best-sellers', async (request) => ({ success: true, ...(await listBestSellers(app.db, rankedPage('best-sellers', request.query))) }))

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const product = isUuid(request.params.id) ? await findProduct(app.db, request.params.id) : undefined
    if (!product) throw notFound(messages.product.notFound)
    return { success: true, product }
  })

  const catalogue = { preHandler: app.permit('catalogue.edit') }

  app.get('/seller', catalogue, async (request) => {
    const query = readSellerListQuery(request.query)
    if (query.after !== undefined && !isSellerListCursor(query.sort, query.after)) throw badRequest(sellerMessages.product.cursorInvalid)
    return { success: true, ...(await listSellerProducts(app.db, query)) }
  })

  app.get<{ Params: { id: string } }>('/seller/:id', catalogue, async (request) => {
    const row = isUuid(request.params.id) ? await findProductRow(app.db, request.params.id) : undefined
    if (!row) throw notFound(messages.product.notFound)
    return { success: true, product: toSellerProduct(row) }
  })

  app.post('/add', catalogue, async (request, reply) => {
    if (!request.isMultipart()) throw notMultipart()
    const { productData, uploads } = await readProductForm(request)
    const fields = await parseBody(productSchema, parseProductData(productData))
    return reply.status(201).send({ success: true, message: sellerMessages.product.added, product: await addProduct(app, request.actor as StaffActor, fields, uploads) })
  })

  app.put<{ Params: { id: string } }>('/:id', catalogue, async (request) => {
    const { id } = request.params
    if (!isUuid(id)) throw notFound(messages.product.notFound)
    if (!request.isMultipart()) throw notMultipart()
    const { productData, uploads } = await readProductForm(request)
    const edit = await parseBody(editProductSchema, parseProductData(productData))
    return { success: true, message: sellerMessages.product.saved, product: await editProduct(app, request.actor as StaffActor, id, edit, uploads, request.log) }
  })

  app.post('/archive', catalogue, async (request) => {
    const { id, archived } = await parseBody(archiveSchema, request.body)
    return { success: true, message: archived ? sellerMessages.product.archived : sellerMessages.product.restored, product: await archiveProduct(app, request.actor as StaffActor, id, archived) }
  })

  app.delete<{ Params: { id: string } }>('/:id', catalogue, async (request) => {
    await removeProduct(app, request.actor as StaffActor, request.params.id, request.log)
    return { success: true, message: sellerMessages.product.deleted }
  })

  app.post('/stock', catalogue, async (request) => {
    const { id, inStock } = await parseBody(stockSchema, request.body)
    await switchStock(app, request.actor as StaffActor, id, inStock)
    return { success: true, message: sellerMessages.product.stockUpdated }
  })
}
