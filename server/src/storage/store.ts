import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config'

/** A stored file, ready to stream to a client. */
export interface StoredFile {
  body: Readable
  size: number
}

/**
 * Where uploaded images live: the data directory (one instance) or an S3-compatible object store (several
 * instances sharing one catalogue of pictures). Names are flat file names (`<uuid>-640.webp`), never paths.
 */
export interface ImageStore {
  readonly kind: 'local' | 's3'
  /** Stores a new file (each name holds a fresh UUID; the local store also refuses to replace one). */
  put(name: string, data: Buffer, contentType: string): Promise<void>
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>
  exists(name: string): Promise<boolean>
  /** Deletes the file; deleting one that is not there is no error. */
  delete(name: string): Promise<void>
  /** Every stored name, for backups. */
  list(): AsyncIterable<string>
  /** A new empty local folder to gather a restore's files in (beside the store's own, for the local one). */
  stagingDirectory(): Promise<string>
  /** Replaces the whole content with the files of `directory` (a restore's staging folder): new ones first, then the rest go. */
  replaceAll(directory: string): Promise<void>
  /** Checks the store can be reached (at start-up, so a wrong setting fails at once). */
  check(): Promise<void>
  close(): void
}

/** A name the shop could have written: '/'-separated segments, none empty or starting with a dot (no `..`). */
const SAFE_NAME = /^[\w-]+(\.[\w-]+)*(\/[\w-]+(\.[\w-]+)*)*$/

/** Relative '/'-separated paths of every file under `dir`, sorted; none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

function checkName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Not a stored image name: ${name}`)
  return name
}

/** The embedded default: files under `<dataDir>/uploads`. */
export class LocalImageStore implements ImageStore {
  readonly kind = 'local'
  constructor(readonly directory: string) {}

  async put(name: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = path.join(this.directory, checkName(name))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, data, { flag: 'wx' })
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const file = path.join(this.directory, checkName(name))
    try {
      const { size, isFile } = await stat(file).then((s) => ({ size: s.size, isFile: s.isFile() }))
      return isFile ? { body: createReadStream(file), size } : undefined
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  async exists(name: string): Promise<boolean> {
    return stat(path.join(this.directory, checkName(name))).then(
      (s) => s.isFile(),
      () => false,
    )
  }

  async delete(name: string): Promise<void> {
    await rm(path.join(this.directory, checkName(name)), { force: true })
  }

  async *list(): AsyncIterable<string> {
    yield* await listFiles(this.directory)
  }

  async stagingDirectory(): Promise<string> {
    const staging = `${this.directory}.restoring-${randomBytes(4).toString('hex')}`
    await mkdir(staging, { recursive: true })
    return staging
  }

  async replaceAll(directory: string): Promise<void> {
    const replaced = `${this.directory}.replaced-${randomBytes(4).toString('hex')}`
    await rename(this.directory, replaced).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    await rename(directory, this.directory)
    await rm(replaced, { recursive: true, force: true })
  }

  async check(): Promise<void> {
    await mkdir(this.directory, { recursive: true })
  }

  close(): void {}
}

/** A client for the store S3_* names. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Stores other than AWS do not all understand the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

export const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…), objects under `uploads/`. */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3'
  private readonly client: S3Client
  private readonly bucket: string
  private readonly prefix = 'uploads/'

  constructor(config: S3Config) {
    this.bucket = config.bucket
    this.client = s3Client(config)
  }

  private key(name: string) {
    return this.prefix + checkName(name)
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(name), Body: data, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
    )
  }

  async get(name: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }))
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
    } catch (error) {
      if (notFound(error)) return undefined
      throw error
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }))
      return true
    } catch (error) {
      if (notFound(error)) return false
      throw error
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) }))
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length)
        if (name && SAFE_NAME.test(name)) yield name
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async stagingDirectory(): Promise<string> {
    return mkdtemp(path.join(os.tmpdir(), 'glow-restore-'))
  }

  async replaceAll(directory: string): Promise<void> {
    const wanted = new Set(await listFiles(directory))
    for (const name of wanted) await this.put(name, await readFile(path.join(directory, name)), contentTypeOf(name))
    const stale: string[] = []
    for await (const name of this.list()) if (!wanted.has(name)) stale.push(name)
    for (const name of stale) await this.delete(name)
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
    } catch (error) {
      const reason = error instanceof S3ServiceException ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})` : (error as Error).message
      throw new Error(`The image store S3_BUCKET "${this.bucket}" cannot be reached: ${reason}. Check the S3_* settings.`)
    }
  }

  close(): void {
    this.client.destroy()
  }
}

/** The content type of a stored name, from its extension. */
export function contentTypeOf(name: string): string {
  const extension = path.extname(name).toLowerCase()
  return { '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml' }[extension] ?? 'application/octet-stream'
}

/** The store the settings name: S3 when S3_BUCKET is set, else the data directory. */
export function createImageStore(config: { dataDir: string; s3: S3Config | undefined }): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : new LocalImageStore(path.join(config.dataDir, 'uploads'))
}
