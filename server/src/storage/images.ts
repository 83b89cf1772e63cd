import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
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

/**
 * Decodes every upload (a file name or content type proves nothing) and re-encodes it as WebP.
 * A file that does not decode is refused with its name; nothing is written until all decode.
 */
export async function prepareImages(uploads: UploadedImage[]): Promise<Buffer[]> {
  return Promise.all(
    uploads.map(async ({ filename, data }) => {
      try {
        return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer()
      } catch {
        throw badRequest(`"${filename.slice(0, 100)}" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.`)
      }
    }),
  )
}

/** Writes the images under `<dataDir>/uploads` and answers their public URLs (served at /uploads/). */
export async function storeImages(dataDir: string, images: Buffer[]): Promise<string[]> {
  const directory = path.join(dataDir, 'uploads')
  await mkdir(directory, { recursive: true })
  return Promise.all(
    images.map(async (image) => {
      const name = `${randomUUID()}.webp`
      await writeFile(path.join(directory, name), image)
      return `/uploads/${name}`
    }),
  )
}
