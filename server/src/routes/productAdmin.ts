import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import {
  CATEGORY_PATHS,
  PRODUCT_SEARCH_MAX,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  UPLOAD_ENTRY,
  archiveSchema,
  editProductSchema,
  messages, sellerMessages,
  type ProductSort,
  type ProductStockFilter,
} from '../../../src/contract'
import { HttpError, badRequest, notFound, parseBody } from '../errors'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { deleteProduct, findProductRow, listSellerProducts, lockProductRow, setArchived, toSellerProduct, updateProduct, type SellerListQuery } from '../repositories/productAdmin'
import { prepareImages, removeImages, writeImages, type PreparedImage } from '../storage/images'
import type { ImageStore } from '../storage/store'
import { parseProductData, readProductForm } from './productForm'

/**
 * The images an edit asks for, in its order: each entry an image the product has now or `upload:N`, the N-th
 * file sent. Every file must have its place, and no image or file may come twice.
 */
function orderImages<Upload>(entries: readonly string[], current: readonly string[], uploads: readonly Upload[]): (string | Upload)[] {
  const seen = new Set<string>()
  const wanted = entries.map((entry) => {
    const upload = UPLOAD_ENTRY.exec(entry)
    const known = upload ? uploads[Number(upload[1]) - 1] : current.includes(entry) ? entry : undefined
    if (known === undefined || seen.has(entry)) throw badRequest(sellerMessages.product.imageUnknown)
    seen.add(entry)
    return known
  })
  if (entries.filter((entry) => UPLOAD_ENTRY.test(entry)).length !== uploads.length) throw badRequest(sellerMessages.product.imageUnused)
  return wanted
}

/** Files of images no row names any more; one that cannot go stays behind, logged, never failing the answer. */
async function dropFiles(store: ImageStore, urls: readonly string[], log: FastifyBaseLogger) {
  const left = await removeImages(store, urls)
  if (left.length > 0) log.warn({ files: left }, 'could not delete the files of removed product images')
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

export const productAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/seller', { preHandler: app.requireSeller }, async (request) => {
    const page = await listSellerProducts(app.db, readSellerListQuery(request.query))
    return { success: true, ...page }
  })

  app.get<{ Params: { id: string } }>('/seller/:id', { preHandler: app.requireSeller }, async (request) => {
    const row = isUuid(request.params.id) ? await findProductRow(app.db, request.params.id) : undefined
    if (!row) throw notFound(messages.product.notFound)
    return { success: true, product: toSellerProduct(row) }
  })

  app.put<{ Params: { id: string } }>('/:id', { preHandler: app.requireSeller }, async (request) => {
    const { id } = request.params
    if (!isUuid(id)) throw notFound(messages.product.notFound)
    if (!request.isMultipart()) throw new HttpError(415, 'Send the product as multipart form data: productData and images.')
    const { productData, uploads } = await readProductForm(request)
    const { images: entries, ...fields } = await parseBody(editProductSchema, parseProductData(productData))
    const before = await findProductRow(app.db, id)
    if (!before) throw notFound(messages.product.notFound)
    orderImages(entries, before.images, uploads)
    const prepared = await prepareImages(uploads)
    const { row, dropped } = await app.db.transaction(async (tx) => {
      // Checked again on the locked row: another edit may have changed its images meanwhile.
      const current = await lockProductRow(tx, id)
      if (!current) throw notFound(messages.product.notFound)
      const images = orderImages<PreparedImage>(entries, current.images, prepared).map((image) => (typeof image === 'string' ? image : image.url))
      const saved = await updateProduct(tx, id, { ...fields, images })
      await writeImages(app.images, prepared)
      return { row: saved, dropped: current.images.filter((url) => !images.includes(url)) }
    })
    await dropFiles(app.images, dropped, request.log)
    app.catalogue.changed()
    return { success: true, message: sellerMessages.product.saved, product: toSellerProduct(row) }
  })

  app.post('/archive', { preHandler: app.requireSeller }, async (request) => {
    const { id, archived } = await parseBody(archiveSchema, request.body)
    const row = isUuid(id) ? await setArchived(app.db, id, archived) : undefined
    if (!row) throw notFound(messages.product.notFound)
    app.catalogue.changed()
    return { success: true, message: archived ? sellerMessages.product.archived : sellerMessages.product.restored, product: toSellerProduct(row) }
  })

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: app.requireSeller }, async (request) => {
    const { id } = request.params
    if (!isUuid(id)) throw notFound(messages.product.notFound)
    const images = await deleteProduct(app.db, id)
    await dropFiles(app.images, images, request.log)
    app.catalogue.changed()
    return { success: true, message: sellerMessages.product.deleted }
  })
}
