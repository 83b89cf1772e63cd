import type { FastifyPluginAsync } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import {
  addVariantSchema,
  archiveSchema,
  editGroupSchema,
  groupSchema,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  messages,
  sellerMessages,
  stockSchema,
} from '../../../src/contract'
import { addProductWithNafdacSchema, editProductWithNafdacSchema } from '../../../src/contract/stock'
import { productIdsQuerySchema, rankedPageQuerySchema, searchMessages, sellerProductQuerySchema, shopSearchQuerySchema } from '../../../src/contract/queries'
import { addProduct, addVariant, archiveProduct, editGroup, editProduct, groupProduct, removeProduct, switchStock } from '../actions/catalogue'
import { isUuid } from '../tools/ids'
import { parseBody, parseQuery } from '../http/parse'
import type { ListEncoding } from '../plugins/catalogue'
import { productPage, productsByIds, rankedList, searchShop, sellerProduct, sellerProducts } from '../queries/products'
import { PRODUCT_DATA_MAX, parseProductData, readUploadForm } from '../http/uploadForm'
import { Refusal, notFound } from '../http/refusal'

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

const productForm = { data: 'productData', files: 'images' }

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
    const query = await parseQuery(shopSearchQuerySchema, request.query, searchMessages.unknown)
    return { success: true, ...(await searchShop(app, query)) }
  })

  app.get('/by-ids', async (request) => {
    const { ids } = await parseQuery(productIdsQuerySchema, request.query, searchMessages.unknown)
    return { success: true, products: await productsByIds(app, ids.split(',')) }
  })

  // Offers and Deals, Best Sellers: pages of their own ranking; `after` is the nextCursor of the page before.
  const rankedPage = async (list: 'offers' | 'best-sellers', query: unknown) => rankedList(app, list, await parseQuery(rankedPageQuerySchema, query))
  app.get('/offers', async (request) => ({ success: true, ...(await rankedPage('offers', request.query)) }))
  app.get('/best-sellers', async (request) => ({ success: true, ...(await rankedPage('best-sellers', request.query)) }))

  // A shade or size comes with every shade or size of its group, for its page to switch between them.
  app.get<{ Params: { id: string } }>('/:id', async (request) => ({ success: true, ...(await productPage(app, request.params.id)) }))

  const catalogue = { preHandler: app.permit('catalogue.edit') }

  app.get('/seller', catalogue, async (request) => {
    return { success: true, ...(await sellerProducts(app, request.staff, await parseQuery(sellerProductQuerySchema, request.query))) }
  })

  app.get<{ Params: { id: string } }>('/seller/:id', catalogue, async (request) => ({ success: true, ...(await sellerProduct(app, request.params.id)) }))

  // Shades and sizes: a single product becomes a group, the group gets more rows, the grid saves them.
  app.post('/group', catalogue, async (request, reply) => {
    const fields = await parseBody(groupSchema, request.body)
    return reply.status(201).send({ success: true, message: sellerMessages.variants.grouped, ...(await groupProduct(app, fields)) })
  })

  app.post<{ Params: { id: string } }>('/group/:id/variants', catalogue, async (request, reply) => {
    const fields = await parseBody(addVariantSchema, request.body)
    return reply.status(201).send({ success: true, message: sellerMessages.variants.added, ...(await addVariant(app, request.params.id, fields)) })
  })

  app.put<{ Params: { id: string } }>('/group/:id', catalogue, async (request) => {
    const fields = await parseBody(editGroupSchema, request.body)
    return { success: true, message: sellerMessages.variants.saved, ...(await editGroup(app, request.params.id, fields)) }
  })

  app.post('/add', catalogue, async (request, reply) => {
    if (!request.isMultipart()) throw notMultipart()
    const { data: productData, uploads } = await readUploadForm(request, productForm)
    const fields = await parseBody(addProductWithNafdacSchema, parseProductData(productData))
    return reply.status(201).send({ success: true, message: sellerMessages.product.added, product: await addProduct(app, request.staff, fields, uploads) })
  })

  app.put<{ Params: { id: string } }>('/:id', catalogue, async (request) => {
    const { id } = request.params
    if (!isUuid(id)) throw notFound(messages.product.notFound)
    if (!request.isMultipart()) throw notMultipart()
    const { data: productData, uploads } = await readUploadForm(request, productForm)
    const edit = await parseBody(editProductWithNafdacSchema, parseProductData(productData))
    return { success: true, message: sellerMessages.product.saved, product: await editProduct(app, request.staff, id, edit, uploads, request.log) }
  })

  app.post('/archive', catalogue, async (request) => {
    const { id, archived } = await parseBody(archiveSchema, request.body)
    return { success: true, message: archived ? sellerMessages.product.archived : sellerMessages.product.restored, product: await archiveProduct(app, request.staff, id, archived) }
  })

  app.delete<{ Params: { id: string } }>('/:id', catalogue, async (request) => {
    await removeProduct(app, request.staff, request.params.id, request.log)
    return { success: true, message: sellerMessages.product.deleted }
  })

  app.post('/stock', catalogue, async (request) => {
    const { id, inStock } = await parseBody(stockSchema, request.body)
    await switchStock(app, request.staff, id, inStock)
    return { success: true, message: sellerMessages.product.stockUpdated }
  })
}
