import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { InferType } from 'yup'
import {
  MAX_GROUP_VARIANTS,
  UPLOAD_ENTRY,
  messages,
  sellerMessages,
  variantLabel,
  type addProductSchema,
  type addVariantSchema,
  type editGroupSchema,
  type editProductSchema,
  type groupSchema,
} from '../../../src/contract'
import type { Db } from '../db/client'
import { isUniqueViolation, isUuid } from '../tools/ids'
import { deleteProduct, findProductRow, findSellerProduct, lockProductRow, setArchived, shareNafdacNumber, unusedImages, updateProduct } from '../repositories/productAdmin'
import { followTypedCount, refuseUnregistered } from './stock'
import { findGroup, groupProductRow, insertVariantRow, lockGroupRows, setGroupOptions, skuOwners, updateVariantRow, type VariantFields } from '../repositories/productGroups'
import { insertProduct, readCatalogueVersion, setInStock } from '../repositories/products'
import type { StaffActor } from '../domain/permissions'
import { toProduct, toSellerProduct, toSellerProductWithVariants } from '../mappers/products'
import { badRequest, conflict, notFound } from '../http/refusal'
import { recordActivity } from '../repositories/staff'
import { dropImages, prepareImages, writeImages, type PreparedImage, type UploadedImage } from '../storage/images'

const productNotFound = () => notFound(messages.product.notFound)
const vm = sellerMessages.variants

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

/** A new product with its images: the row and the files together (no file is written before its row can be). */
export async function addProduct(shop: FastifyInstance, staff: StaffActor, fields: InferType<typeof addProductSchema>, uploads: UploadedImage[]) {
  if (uploads.length === 0) throw badRequest(sellerMessages.product.imageRequired)
  const images = await prepareImages(uploads)
  const product = await shop.db.transaction(async (tx) => {
    const saved = await insertProduct(tx, { ...fields, images: images.map((image) => image.url) })
    await refuseUnregistered(tx, saved)
    if (saved.stockCount !== null) await followTypedCount(tx, staff, saved.id)
    await recordActivity(tx, { accountId: staff.accountId, kind: 'product', subject: saved.id, summary: `Added ${saved.name}` })
    await writeImages(shop.images, images)
    return saved
  })
  shop.catalogue.changed()
  return toProduct(product)
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
    await refuseUnregistered(tx, saved)
    if (saved.groupId && saved.nafdacNumber && saved.nafdacNumber !== current.nafdacNumber) await shareNafdacNumber(tx, saved.groupId, id, saved.nafdacNumber)
    if (saved.stockCount !== current.stockCount) {
      await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: id, summary: `Stock of ${saved.name} set to ${saved.stockCount ?? 'not counted'}` })
      await followTypedCount(tx, staff, id)
    }
    await writeImages(shop.images, prepared)
    return { row: saved, dropped: await unusedImages(tx, current.images.filter((url) => !images.includes(url))) }
  })
  await dropImages(shop.images, dropped, log)
  shop.catalogue.changed()
  return toSellerProduct(row)
}

export async function archiveProduct(shop: FastifyInstance, staff: StaffActor, id: string, archived: boolean) {
  const row = isUuid(id)
    ? await shop.db.transaction(async (tx) => {
        const changed = await setArchived(tx, id, archived)
        if (changed && !archived) await refuseUnregistered(tx, changed, conflict)
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
  await dropImages(shop.images, await unusedImages(shop.db, outcome), log)
  shop.catalogue.changed()
}

/** The stock switch, with the catalogue's version as this change left it (read before anyone else can move it: the trigger's row stays locked). */
export async function switchStock(shop: FastifyInstance, staff: StaffActor, id: string, inStock: boolean): Promise<void> {
  const before = isUuid(id) ? await findProductRow(shop.db, id) : undefined
  const version = before
    ? await shop.db.transaction(async (tx) => {
        if (!(await setInStock(tx, before.id, inStock))) return undefined
        if (inStock) await refuseUnregistered(tx, { ...before, inStock }, conflict)
        await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: before.id, summary: `Switched ${before.name} ${inStock ? 'in stock' : 'out of stock'}` })
        return readCatalogueVersion(tx)
      })
    : undefined
  if (version === undefined) throw productNotFound()
  shop.catalogue.stockSwitched(id, inStock, version)
}

/**
 * Runs a write of rows with these SKUs: a SKU given twice, or already another product's (`owners` finds those,
 * inside the write's transaction), is refused naming it; a race between two writes lands on the unique index.
 */
async function withOwnSkus<T>(fields: readonly { sku?: string }[], write: (checkSkus: (db: Db, rowIds: readonly string[]) => Promise<void>) => Promise<T>): Promise<T> {
  const skus = fields.flatMap(({ sku }) => (sku ? [sku] : []))
  const twice = skus.find((sku, index) => skus.indexOf(sku) !== index)
  if (twice) throw conflict(vm.skuTaken(twice))
  const checkSkus = async (db: Db, rowIds: readonly string[]) => {
    const taken = (await skuOwners(db, skus)).find((owner) => !rowIds.includes(owner.id))
    if (taken) throw conflict(vm.skuTaken(taken.sku))
  }
  try {
    return await write(checkSkus)
  } catch (error) {
    if (isUniqueViolation(error, 'products_sku_key')) throw conflict(vm.skuTaken(skus[0] ?? ''))
    throw error
  }
}

/** Every row has one value per option, and no two rows of the group the same values (archived rows keep theirs). */
function checkValues(options: readonly string[], rows: readonly { id: string; values: readonly string[] }[]) {
  const seen = new Set<string>()
  for (const row of rows) {
    if (row.values.length !== options.length) throw badRequest(vm.valuesCount)
    const key = JSON.stringify(row.values.map((value) => value.toLowerCase()))
    if (seen.has(key)) throw conflict(vm.valuesTaken(variantLabel(options.map((name, index) => ({ name, value: row.values[index]! })))))
    seen.add(key)
  }
}

/** The product and its group's rows as the seller's page shows them, after a change. */
async function sellerView(db: Db, id: string) {
  const found = await findSellerProduct(db, id)
  if (!found) throw productNotFound()
  return toSellerProductWithVariants(found)
}

/** A single product becomes the first shade or size of a new group with these options and its values of them, and takes the group's name when given. */
export async function groupProduct(shop: FastifyInstance, { id, options, values, name }: InferType<typeof groupSchema>) {
  if (!isUuid(id)) throw productNotFound()
  checkValues(options, [{ id, values }])
  await shop.db.transaction(async (tx) => {
    const row = await lockProductRow(tx, id)
    if (!row) throw productNotFound()
    if (row.groupId) throw conflict(vm.alreadyGrouped)
    await groupProductRow(tx, id, options, values, name)
  })
  shop.catalogue.changed()
  return sellerView(shop.db, id)
}

/** One more shade or size of a group: the group's name and words, the first row's pictures, its own values, prices, stock and SKU. */
export async function addVariant(shop: FastifyInstance, groupId: string, fields: InferType<typeof addVariantSchema>) {
  const group = isUuid(groupId) ? await findGroup(shop.db, groupId) : undefined
  if (!group) throw notFound(vm.groupNotFound)
  const row = await withOwnSkus([fields], (checkSkus) =>
    shop.db.transaction(async (tx) => {
      await checkSkus(tx, [])
      const rows = await lockGroupRows(tx, groupId)
      if (rows.length >= MAX_GROUP_VARIANTS) throw conflict(vm.tooMany)
      checkValues(group.options, [...rows.map((row) => ({ id: row.id, values: row.optionValues ?? [] })), { id: 'new', values: fields.values }])
      // Without an offer price of its own a new shade or size sells at its price.
      return insertVariantRow(tx, rows[0]!, { ...fields, offerPrice: fields.offerPrice ?? fields.price } as VariantFields)
    }),
  )
  shop.catalogue.changed()
  return sellerView(shop.db, row.id)
}

/** The owner's grid: the options' names, and each listed row's values, prices, stock and SKU, all or nothing. */
export async function editGroup(shop: FastifyInstance, groupId: string, { options, rows: edits }: InferType<typeof editGroupSchema>) {
  const group = isUuid(groupId) ? await findGroup(shop.db, groupId) : undefined
  if (!group) throw notFound(vm.groupNotFound)
  const first = await withOwnSkus(edits, (checkSkus) =>
    shop.db.transaction(async (tx) => {
      const rows = await lockGroupRows(tx, groupId)
      const edited = new Map(edits.map((edit) => [edit.id.toLowerCase(), edit]))
      if (edited.size !== edits.length || [...edited.keys()].some((id) => !rows.some((row) => row.id === id))) throw badRequest(vm.rowNotInGroup)
      await checkSkus(tx, [...edited.keys()])
      checkValues(options, rows.map((row) => ({ id: row.id, values: edited.get(row.id)?.values ?? row.optionValues ?? [] })))
      await setGroupOptions(tx, groupId, options)
      for (const [id, edit] of edited) await updateVariantRow(tx, id, edit as VariantFields)
      return rows[0]!.id
    }),
  )
  shop.catalogue.changed()
  return sellerView(shop.db, first)
}
