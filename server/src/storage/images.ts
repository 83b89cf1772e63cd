import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { badRequest } from '../errors'

/** Largest side of a stored product image, in pixels. */
const MAX_SIDE = 1600
/** Refuse decompression bombs: a 5 MB file may claim a gigapixel canvas. */
const MAX_INPUT_PIXELS = 50_000_000

export interface UploadedImage {
  filename: string
  data: Buffer
}

/** A decoded image, ready to write, with the public URL it will be served at. */
export interface PreparedImage {
  name: string
  url: string
  data: Buffer
}

/**
 * Decodes every upload (a file name or content type proves nothing) and re-encodes it as WebP.
 * A file that does not decode is refused with its name; nothing is written here.
 */
export async function prepareImages(uploads: UploadedImage[]): Promise<PreparedImage[]> {
  return Promise.all(
    uploads.map(async ({ filename, data }) => {
      try {
        const webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer()
        const name = `${randomUUID()}.webp`
        return { name, url: `/uploads/${name}`, data: webp }
      } catch {
        throw badRequest(`"${filename.slice(0, 100)}" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.`)
      }
    }),
  )
}

/**
 * Writes the images under `<dataDir>/uploads` (served at /uploads/). Called inside the transaction
 * that stores their row, after it: when a write fails, the files already written are removed and
 * the error rolls the row back, so neither is left without the other.
 */
export async function writeImages(dataDir: string, images: PreparedImage[]): Promise<void> {
  const directory = path.join(dataDir, 'uploads')
  await mkdir(directory, { recursive: true })
  const written = await Promise.allSettled(images.map((image) => writeFile(path.join(directory, image.name), image.data, { flag: 'wx' })))
  const failed = written.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(images.map((image) => rm(path.join(directory, image.name), { force: true })))
    throw failed.reason
  }
}

/** The file name of an image we stored (`/uploads/<uuid>.webp`); undefined for any other URL (the demo's artwork). */
const UPLOADED = /^\/uploads\/([0-9a-f-]{36}\.webp)$/

/**
 * Deletes the files of images no product names any more. Called after the transaction that dropped them
 * has committed: a failed write never loses a picture its row still shows. Answers the files it could not delete.
 */
export async function removeImages(dataDir: string, urls: readonly string[]): Promise<string[]> {
  const directory = path.join(dataDir, 'uploads')
  const names = urls.map((url) => UPLOADED.exec(url)?.[1]).filter((name): name is string => name !== undefined)
  const removed = await Promise.allSettled(names.map((name) => rm(path.join(directory, name), { force: true })))
  return names.filter((_name, index) => removed[index]!.status === 'rejected')
}
