import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { addDays } from '../../../src/contract/shopClock'
import type { S3Config } from '../config'
import { notFound, s3Client } from './store'

const PREFIX = 'backups/'
/** A daily backup's name: its Lagos day. */
const NAME = /^glow-backup-(\d{4}-\d{2}-\d{2})\.jsonl\.gz$/
const nameOf = (day: string) => `glow-backup-${day}.jsonl.gz`

/**
 * The daily backups in the S3 store, beside the pictures (`backups/glow-backup-<Lagos day>.jsonl.gz`): one per day,
 * whichever machine wrote it, the oldest removed once there are more days than the shop keeps.
 */
export class BackupShelf {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(config: S3Config) {
    this.client = s3Client(config)
    this.bucket = config.bucket
  }

  /** Where the day's backup is (or goes): `s3://bucket/backups/…`. */
  where(day: string): string {
    return `s3://${this.bucket}/${PREFIX}${nameOf(day)}`
  }

  async has(day: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: PREFIX + nameOf(day) }))
      return true
    } catch (error) {
      if (notFound(error)) return false
      throw error
    }
  }

  /** Stores the file as the day's backup, streamed (a shop's backup may be larger than memory should hold). */
  async put(day: string, file: string): Promise<void> {
    const { size } = await stat(file)
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: PREFIX + nameOf(day), Body: createReadStream(file), ContentLength: size, ContentType: 'application/gzip' }),
    )
  }

  /** Removes the backups of days before the last `keepDays` up to `today`; answers the days removed. */
  async prune(today: string, keepDays: number): Promise<string[]> {
    const oldestKept = addDays(today, -(keepDays - 1))
    const removed: string[] = []
    let token: string | undefined
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        const day = NAME.exec(object.Key?.slice(PREFIX.length) ?? '')?.[1]
        if (day && day < oldestKept) {
          await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key }))
          removed.push(day)
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return removed.sort()
  }

  close(): void {
    this.client.destroy()
  }
}
