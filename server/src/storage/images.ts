import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import sharp from 'sharp'
import { IMAGE_WIDTHS, imageFileName, uploadedImageId } from '../../../src/contract/images'
import { sellerMessages } from '../../../src/contract/sellerMessages'
import { Refusal, badRequest } from '../http/refusal'
import type { ImageStore } from './store'

/** Largest side of a stored product image, in pixels. */
const MAX_SIDE = 1600
/** Refuse decompression bombs: a 5 MB file may claim a gigapixel canvas. */
const MAX_INPUT_PIXELS = 50_000_000

export interface UploadedImage {
  filename: string
  data: Buffer
}

/** One file of a prepared image: the full picture or one of its widths. */
export interface PreparedFile {
  name: string
  data: Buffer
}

/** A decoded image, ready to write: its files (full size and every width) and the public URL rows name. */
export interface PreparedImage {
  url: string
  files: PreparedFile[]
}

/**
 * Decodes every upload (a file name or content type proves nothing) and re-encodes it as WebP, once at
 * full size (at most 1600 px) and once per IMAGE_WIDTHS, so a card never downloads more than it draws.
 * A file that does not decode is refused with its name; nothing is written here.
 */
export async function prepareImages(uploads: UploadedImage[]): Promise<PreparedImage[]> {
  return Promise.all(
    uploads.map(async ({ filename, data }) => {
      try {
        const decoded = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
        const full = await decoded
          .clone()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer()
        const id = randomUUID()
        // Every width is written even for a small original (never enlarged), so the naming convention always holds.
        const widths = await Promise.all(
          IMAGE_WIDTHS.map(async (width) => ({
            name: imageFileName(id, width),
            data: await sharp(full).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
          })),
        )
        return { url: `/uploads/${imageFileName(id)}`, files: [{ name: imageFileName(id), data: full }, ...widths] }
      } catch {
        throw badRequest(`"${filename.slice(0, 100)}" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.`)
      }
    }),
  )
}

/**
 * Stores every file of the images. Called inside the transaction that stores their row, after it: when a
 * write fails, the files already written are removed and the error rolls the row back, so neither is left
 * without the other. A store that refuses (full disk, S3 unreachable) answers 503.
 */
export async function writeImages(store: ImageStore, images: PreparedImage[]): Promise<void> {
  const files = images.flatMap((image) => image.files)
  const written = await Promise.allSettled(files.map((file) => store.put(file.name, file.data, 'image/webp')))
  const failed = written.find((result) => result.status === 'rejected')
  if (failed) {
    // Only the files this call wrote: a name that refused to be written may belong to someone else.
    await Promise.allSettled(files.filter((_file, index) => written[index]!.status === 'fulfilled').map((file) => store.delete(file.name)))
    // A 503 the seller can act on (try again), with the store's own error kept for the log.
    throw Object.assign(new Refusal('unavailable', sellerMessages.product.imageStoreDown), { cause: failed.reason })
  }
}

/**
 * Deletes the files (every width) of images no row names any more. Called after the transaction that dropped
 * them has committed: a failed write never loses a picture its row still shows. Answers the files it could not delete.
 */
export async function removeImages(store: ImageStore, urls: readonly string[]): Promise<string[]> {
  const names = urls
    .map(uploadedImageId)
    .filter((id): id is string => id !== undefined)
    .flatMap((id) => [imageFileName(id), ...IMAGE_WIDTHS.map((width) => imageFileName(id, width))])
  const removed = await Promise.allSettled(names.map((name) => store.delete(name)))
  return names.filter((_name, index) => removed[index]!.status === 'rejected')
}

/** Files of images no row names any more (a product's, a service's, a team member's); one that cannot go stays behind, logged, never failing the answer. */
export async function dropImages(store: ImageStore, urls: readonly string[], log: FastifyBaseLogger): Promise<void> {
  const left = await removeImages(store, urls)
  if (left.length > 0) log.warn({ files: left }, 'could not delete the files of removed images')
}
