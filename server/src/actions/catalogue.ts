import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { InferType } from 'yup'
import { UPLOAD_ENTRY, messages, sellerMessages, type editProductSchema, type productSchema } from '../../../src/contract'
import { isUuid } from '../ids'
import { deleteProduct, findProductRow, lockProductRow, setArchived, toSellerProduct, updateProduct } from '../repositories/productAdmin'
import { insertProduct, readCatalogueVersion, setInStock } from '../repositories/products'
import type { StaffActor } from '../permissions'
import { badRequest, conflict, notFound } from '../refusal'
import { recordActivity } from '../repositories/staff'
import { prepareImages, removeImages, writeImages, type PreparedImage, type UploadedImage } from '../storage/images'
import type { ImageStore } from '../storage/store'

const productNotFound = () => notFound(messages.product.notFound)

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

/** A new product with its images: the row and the files together (no file is written before its row can be). */
export async function addProduct(shop: FastifyInstance, staff: StaffActor, fields: InferType<typeof productSchema>, uploads: UploadedImage[]) {
  if (uploads.length === 0) throw badRequest(sellerMessages.product.imageRequired)
  const images = await prepareImages(uploads)
  const product = await shop.db.transaction(async (tx) => {
    const saved = await insertProduct(tx, { ...fields, images: images.map((image) => image.url) })
    await recordActivity(tx, { accountId: staff.accountId, kind: 'product', subject: saved._id, summary: `Added ${saved.name}` })
    await writeImages(shop.images, images)
    return saved
  })
  shop.catalogue.changed()
  return product
}

/** An edit of a product, its images reordered, kept, added and dropped as the edit lists them. */
export async function editProduct(shop: FastifyInstance, staff: StaffActor, id: string, edit: InferType<typeof editProductSchema>, uploads: UploadedImage[], log: FastifyBaseLogger) {
  const { images: entries, ...fields } = edit
  const before = await findProductRow(shop.db, id)
  if (!before) throw productNotFound()
  orderImages(entries, before.images, uploads)
  const prepared = await prepareImages(uploads)
  const { row, dropped } = await shop.db.transaction(async (tx) => {
    // Checked again on the locked row: another edit may have changed its images meanwhile.
    const current = await lockProductRow(tx, id)
    if (!current) throw productNotFound()
    const images = orderImages<PreparedImage>(entries, current.images, prepared).map((image) => (typeof image === 'string' ? image : image.url))
    const saved = await updateProduct(tx, id, { ...fields, images })
    if (!saved) throw productNotFound()
    await recordActivity(tx, { accountId: staff.accountId, kind: 'product', subject: id, summary: `Edited ${saved.name}` })
    if (saved.stockCount !== current.stockCount) {
      await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: id, summary: `Stock of ${saved.name} set to ${saved.stockCount ?? 'not counted'}` })
    }
    await writeImages(shop.images, prepared)
    return { row: saved, dropped: current.images.filter((url) => !images.includes(url)) }
  })
  await dropFiles(shop.images, dropped, log)
  shop.catalogue.changed()
  return toSellerProduct(row)
}

export async function archiveProduct(shop: FastifyInstance, staff: StaffActor, id: string, archived: boolean) {
  const row = isUuid(id)
    ? await shop.db.transaction(async (tx) => {
        const changed = await setArchived(tx, id, archived)
        if (changed) await recordActivity(tx, { accountId: staff.accountId, kind: 'product', subject: changed.id, summary: `${archived ? 'Archived' : 'Restored'} ${changed.name}` })
        return changed
      })
    : undefined
  if (!row) throw productNotFound()
  shop.catalogue.changed()
  return toSellerProduct(row)
}

/** Deletes a product no order names, then its files. */
export async function removeProduct(shop: FastifyInstance, staff: StaffActor, id: string, log: FastifyBaseLogger): Promise<void> {
  const before = isUuid(id) ? await findProductRow(shop.db, id) : undefined
  const outcome = before
    ? await shop.db.transaction(async (tx) => {
        const deleted = await deleteProduct(tx, before.id)
        if (Array.isArray(deleted)) await recordActivity(tx, { accountId: staff.accountId, kind: 'product', subject: before.id, summary: `Deleted ${before.name}` })
        return deleted
      })
    : 'missing'
  if (outcome === 'missing') throw productNotFound()
  if (outcome === 'ordered') throw conflict(sellerMessages.product.inOrders)
  await dropFiles(shop.images, outcome, log)
  shop.catalogue.changed()
}

/** The stock switch, with the catalogue's version as this change left it (read before anyone else can move it: the trigger's row stays locked). */
export async function switchStock(shop: FastifyInstance, staff: StaffActor, id: string, inStock: boolean): Promise<void> {
  const before = isUuid(id) ? await findProductRow(shop.db, id) : undefined
  const version = before
    ? await shop.db.transaction(async (tx) => {
        if (!(await setInStock(tx, before.id, inStock))) return undefined
        await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: before.id, summary: `Switched ${before.name} ${inStock ? 'in stock' : 'out of stock'}` })
        return readCatalogueVersion(tx)
      })
    : undefined
  if (version === undefined) throw productNotFound()
  shop.catalogue.stockSwitched(id, inStock, version)
}
