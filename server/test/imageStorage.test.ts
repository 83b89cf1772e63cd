import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { IMAGE_WIDTHS, imageSrcSet, sellerMessages } from '../../src/contract'
import { loadConfig } from '../src/config'
import { backUpToShelf, restoreBackup, writeBackup } from '../src/db/backup'
import { products as productsTable } from '../src/db/schema'
import { BackupShelf } from '../src/storage/backupShelf'
import { prepareImages, writeImages } from '../src/storage/images'
import { LocalImageStore, S3ImageStore, type ImageStore } from '../src/storage/store'
import { buildTestShop, createPostgresDatabase, type TestShop } from './harness'
import { multipart, sellerCookie, type Part } from './helpers'
import { startS3Server, type S3Server } from './s3Server'
import { ShopClient, START_LIMIT_MS, startShopProcess, type ShopProcess } from './shopProcess'

// The image store behind one interface: the data directory, or an S3-compatible object store (s3rver, a real
// S3 server process over HTTP, started here). The same contract holds for both, the shop serves either at the
// same /uploads/ addresses, and backups carry the pictures of whichever is configured.

const work = mkdtempSync(path.join(os.tmpdir(), 'glow-images-'))
let s3: S3Server
const openStores: ImageStore[] = []

const s3Store = (bucket = 'glow-images') => {
  const store = new S3ImageStore(loadConfig({ ...s3.env, S3_BUCKET: bucket }).s3!)
  openStores.push(store)
  return store
}
const names = async (store: ImageStore) => {
  const listed: string[] = []
  for await (const name of store.list()) listed.push(name)
  return listed.sort()
}
const png = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: '#b0476b' } }).png().toBuffer()
const product = { name: 'Shared Shea Butter', description: ['Raw'], category: 'Skincare', price: 5000, offerPrice: 4500 }
const productParts = async (): Promise<Part[]> => [
  { name: 'productData', value: JSON.stringify(product) },
  { name: 'images', file: { filename: 'shea.png', type: 'image/png', data: await png() } },
]

beforeAll(async () => {
  s3 = await startS3Server(['glow-images', 'glow-restore', 'glow-backups'])
}, 30_000)

afterAll(async () => {
  for (const store of openStores) store.close()
  await s3?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe.each(['local', 's3'] as const)('the %s image store', (kind) => {
  let store: ImageStore
  beforeAll(() => {
    store = kind === 'local' ? new LocalImageStore(path.join(work, 'store')) : s3Store()
  })

  it('puts, gets, lists and deletes files; an unknown name is nothing, deleting it no error', async () => {
    await store.check()
    const data = Buffer.from('not really webp, but bytes are bytes')
    await store.put('0a-320.webp', data, 'image/webp')
    await store.put('0b.webp', Buffer.from('second'), 'image/webp')
    expect([await store.exists('0a-320.webp'), await store.exists('missing.webp')]).toEqual([true, false])
    const stored = await store.get('0a-320.webp')
    expect(stored?.size).toBe(data.length)
    expect(await buffer(stored!.body)).toEqual(data)
    expect(await store.get('missing.webp')).toBeUndefined()
    expect(await names(store)).toEqual(expect.arrayContaining(['0a-320.webp', '0b.webp']))
    await store.delete('0a-320.webp')
    await store.delete('0a-320.webp')
    expect(await store.exists('0a-320.webp')).toBe(false)
    expect(await names(store)).not.toContain('0a-320.webp')
  })

  it('refuses a name that could reach outside it', async () => {
    for (const name of ['../escape.webp', '/etc/passwd', 'a/../../b.webp', '.hidden', '']) {
      await expect(store.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a stored image name')
    }
  })
})

describe('writing images', () => {
  it('stores every upload in its widths, and removes what it wrote when one write fails, answering 503', async () => {
    const store = new LocalImageStore(path.join(work, 'failing'))
    const prepared = await prepareImages([{ filename: 'a.png', data: await png() }])
    expect(prepared[0]!.files.map((file) => file.name.replace(/^[0-9a-f-]{36}/, 'id'))).toEqual(['id.webp', ...IMAGE_WIDTHS.map((width) => `id-${width}.webp`)])
    // A store that refuses its third write (a full disk, an outage): the two before it must go again.
    let writes = 0
    const failing = Object.assign(Object.create(store) as ImageStore, {
      put: (name: string, data: Buffer, type: string) => (++writes === 3 ? Promise.reject(new Error('disk full')) : store.put(name, data, type)),
    })
    await expect(writeImages(failing, prepared)).rejects.toMatchObject({ kind: 'unavailable', message: sellerMessages.product.imageStoreDown })
    expect(await names(store)).toEqual([])
  })
})

describe('a shop whose images are in S3', () => {
  let shop: TestShop
  let seller: string
  beforeAll(async () => {
    shop = await buildTestShop({ env: s3.env })
    seller = await sellerCookie(shop)
  }, 60_000)
  afterAll(() => shop?.close())

  const add = async () => {
    const { payload, headers } = await multipart(await productParts())
    return shop.app.inject({ method: 'POST', url: '/api/product/add', payload, headers: { ...headers, cookie: seller } })
  }

  it('stores an upload and its widths in the bucket, serves them at /uploads/ long-cached, and deletes them with the product', async () => {
    const response = await add()
    expect(response.statusCode).toBe(201)
    const { _id: id, image } = response.json().product as { _id: string; image: string[] }
    const id_ = image[0]!.slice('/uploads/'.length, -'.webp'.length)
    const bucket = s3Store()
    expect((await names(bucket)).filter((name) => name.startsWith(id_))).toEqual([`${id_}-1280.webp`, `${id_}-320.webp`, `${id_}-640.webp`, `${id_}.webp`])

    for (const url of [image[0]!, ...imageSrcSet(image[0]!)!.split(', ').map((candidate) => candidate.split(' ')[0]!)]) {
      const served = await shop.app.inject({ method: 'GET', url })
      expect([url, served.statusCode, served.headers['cache-control'], served.headers['content-type']]).toEqual([url, 200, 'public, max-age=31536000, immutable', 'image/webp'])
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
      const again = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': served.headers.etag as string } })
      expect(again.statusCode).toBe(304)
    }
    expect((await shop.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp' })).statusCode).toBe(404)
    expect((await shop.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404)

    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/product/${id}`, headers: { cookie: seller } })
    expect(removed.statusCode).toBe(200)
    expect((await names(bucket)).filter((name) => name.startsWith(id_))).toEqual([])
    expect((await shop.app.inject({ method: 'GET', url: image[0]! })).statusCode).toBe(404)
  })

  it('answers 503 and keeps neither the product nor any file when the store refuses a write', async () => {
    const before = [await shop.database.db.$count(productsTable), await names(s3Store())]
    // The store refuses its second write (an outage halfway through), for every S3 store of this process.
    const put = S3ImageStore.prototype.put
    let writes = 0
    S3ImageStore.prototype.put = function (this: S3ImageStore, name, data, type) {
      return ++writes === 2 ? Promise.reject(new Error('S3 is down')) : put.call(this, name, data, type)
    }
    try {
      const response = await add()
      expect([response.statusCode, response.json().message]).toEqual([503, sellerMessages.product.imageStoreDown])
    } finally {
      S3ImageStore.prototype.put = put
    }
    expect([await shop.database.db.$count(productsTable), await names(s3Store())]).toEqual(before)
  })

  it('backs up the images of the bucket, and restores them into another bucket, whose strays go', async () => {
    const added = await add()
    const [image] = added.json().product.image as string[]
    const file = path.join(work, 's3-backup.jsonl.gz')
    const written = await writeBackup(shop.database.db, s3Store(), file)
    expect(written.files).toBe((await names(s3Store())).length)

    const target = s3Store('glow-restore')
    await target.put('stray.webp', Buffer.from('not in the backup'), 'image/webp')
    const other = await buildTestShop({ seed: false })
    try {
      const restored = await restoreBackup(other.database.db, target, file)
      expect(restored.files).toBe(written.files)
    } finally {
      await other.close()
    }
    expect(await names(target)).toEqual(await names(s3Store()))
    expect(await buffer((await target.get(image!.slice('/uploads/'.length)))!.body)).toEqual(await buffer((await s3Store().get(image!.slice('/uploads/'.length)))!.body))
  })
})

// Two shops behind a load balancer share one PostgreSQL and one bucket: a picture uploaded through one is
// served by the other. PGlite is one process's database, so this runs where PostgreSQL is (CI).
describe('the daily backup into the bucket (npm run backup -- --to-bucket)', () => {
  let shop: TestShop
  let shelf: BackupShelf
  beforeAll(async () => {
    shop = await buildTestShop({ env: s3.env })
    shelf = new BackupShelf(loadConfig({ ...s3.env, S3_BUCKET: 'glow-backups' }).s3!)
  }, 60_000)
  afterAll(async () => {
    shelf?.close()
    await shop?.close()
  })

  it('writes each Lagos day once whichever machine runs it, and keeps the last BACKUP_KEEP_DAYS days', async () => {
    const store = s3Store()
    const run = (day: string, machine: number) =>
      backUpToShelf(shop.database, store, shelf, { now: new Date(`${day}T03:00:00+01:00`), keepDays: 3, workFile: path.join(work, `shelf-${day}-${machine}.jsonl.gz`) })
    // Two machines' timers at once: on PostgreSQL one takes the lock, the other finds it held. The embedded database
    // is one process's: there the second comes after the first.
    const first = shop.database.kind === 'postgres' ? await Promise.all([run('2026-12-01', 1), run('2026-12-01', 2)]) : [await run('2026-12-01', 1), await run('2026-12-01', 2)]
    expect(first.map((done) => done.outcome).sort()).toEqual(shop.database.kind === 'postgres' ? ['busy', 'written'] : ['already', 'written'])
    expect(await run('2026-12-01', 3)).toEqual({ outcome: 'already', where: 's3://glow-backups/backups/glow-backup-2026-12-01.jsonl.gz' })
    for (const day of ['2026-12-02', '2026-12-03']) expect((await run(day, 1)).outcome).toBe('written')
    const fourth = await run('2026-12-04', 1)
    expect(fourth).toMatchObject({ outcome: 'written', removed: ['2026-12-01'] })
    expect(await Promise.all(['2026-12-01', '2026-12-02', '2026-12-04'].map((day) => shelf.has(day)))).toEqual([false, true, true])
  })
})

const postgresUrl = process.env.TEST_DATABASE_URL
if (!postgresUrl) {
  it.skip('needs PostgreSQL: set TEST_DATABASE_URL to run two shop processes on one database and one S3 bucket', () => {})
} else {
  describe('two shop instances on one PostgreSQL and one S3 bucket', () => {
    const started: ShopProcess[] = []
    let database: { url: string; drop(): Promise<void> }
    beforeAll(async () => {
      database = await createPostgresDatabase(postgresUrl)
    })
    afterAll(async () => {
      await Promise.all(started.map((process) => process.stop()))
      await database?.drop()
    })

    it('serves through the second an image uploaded through the first', async () => {
      const env = { ...s3.env, DATABASE_URL: database.url, DATA_DIR: mkdtempSync(path.join(work, 'instance-')) }
      const first = await startShopProcess(env)
      started.push(first)
      const second = await startShopProcess({ ...env, DATA_DIR: mkdtempSync(path.join(work, 'instance-')) })
      started.push(second)
      const config = loadConfig({})
      const seller = new ShopClient(first.baseUrl)
      expect((await seller.request('POST', '/api/seller/login', { email: config.sellerEmail, password: config.sellerPassword })).status).toBe(200)
      const { payload, headers } = await multipart(await productParts())
      const added = await fetch(`${first.baseUrl}/api/product/add`, {
        method: 'POST',
        body: payload,
        headers: { ...headers, cookie: seller.cookieHeader() },
      })
      expect(added.status).toBe(201)
      const [image] = ((await added.json()) as { product: { image: string[] } }).product.image
      for (const url of [image!, imageSrcSet(image!)!.split(' ')[0]!]) {
        const served = await fetch(second.baseUrl + url)
        expect([url, served.status, served.headers.get('content-type')]).toEqual([url, 200, 'image/webp'])
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp')
      }
    }, 2 * START_LIMIT_MS + 30_000)
  })
}
