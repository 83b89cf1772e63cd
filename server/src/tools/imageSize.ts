import path from 'node:path'
import sharp from 'sharp'

export interface ImageSize {
  width: number
  height: number
}

/** Pictures whose size is remembered: their addresses never change what they show (uploads are named by uuid). */
const REMEMBERED = 1000
/** An address of our own: a path, no `..`, nothing a header or an attribute would have to escape. */
const OWN = /^\/(?!.*\.\.)[\w\-./]+$/

/**
 * The pixel size of a picture the shop serves from its own disk (an upload, or the build's artwork), read
 * from the file's header; undefined for any other address (another host, an object store) or a file
 * that cannot be read. Link previews use it; nothing waits on it failing.
 */
export function imageSizes(dataDir: string, distDir: string): (url: string) => Promise<ImageSize | undefined> {
  const known = new Map<string, Promise<ImageSize | undefined>>()
  const fileOf = (url: string) => {
    if (!OWN.test(url)) return undefined
    return url.startsWith('/uploads/') ? path.join(dataDir, 'uploads', url.slice('/uploads/'.length)) : path.join(distDir, url)
  }
  return (url) => {
    let found = known.get(url)
    if (!found) {
      const file = fileOf(url)
      if (!file) return Promise.resolve(undefined)
      found = sharp(file)
        .metadata()
        .then(({ width, height }) => (width && height ? { width, height } : undefined))
        .catch(() => {
          known.delete(url)
          return undefined
        })
      if (known.size >= REMEMBERED) known.clear()
      known.set(url, found)
    }
    return found
  }
}
