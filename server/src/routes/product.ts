import type { FastifyPluginAsync } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, messages, sellerMessages, productSchema, stockSchema } from '../../../src/contract'
import { offersMessages } from '../../../src/contract/offers'
import { HttpError, badRequest, notFound, parseBody } from '../errors'
import { isUuid } from '../ids'
import { readPage } from '../pages'
import { listBestSellers, listOffers } from '../repositories/productLists'
import { findProduct, insertProduct, setInStock } from '../repositories/products'
import { prepareImages, writeImages } from '../storage/images'
import { productAdminRoutes } from './productAdmin'
import { PRODUCT_DATA_MAX, parseProductData, readProductForm } from './productForm'

export const productRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES, fields: 4, fieldSize: PRODUCT_DATA_MAX, parts: MAX_PRODUCT_IMAGES + 4 },
  })
  // Editing, archiving, deleting and the seller's list, in their own module (with the multipart reader above).
  await app.register(productAdminRoutes)

  app.get('/list', async (request, reply) => {
    const { body, etag } = await app.catalogue.list()
    reply.header('etag', etag).header('cache-control', 'no-cache')
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(body)
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
      await writeImages(app.config.dataDir, images)
      return saved
    })
    app.catalogue.changed()
    return reply.status(201).send({ success: true, message: sellerMessages.product.added, product })
  })

  app.post('/stock', { preHandler: app.requireSeller }, async (request) => {
    const { id, inStock } = await parseBody(stockSchema, request.body)
    if (!isUuid(id) || !(await setInStock(app.db, id, inStock))) throw notFound(messages.product.notFound)
    app.catalogue.changed()
    return { success: true, message: sellerMessages.product.stockUpdated }
  })
}
