import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Database, Db } from '../src/db/client'
import { restoreBackup, writeBackup } from '../src/db/backup'
import { addresses, bookings, catalogueVersion, contactMessages, newsletterSubscribers, orderItems, orders, outboxMessages, products, sessions, users } from '../src/db/schema'
import { seedDemoCatalogue } from '../src/db/seed'
import { LocalImageStore } from '../src/storage/store'
import { toAddress } from '../src/mappers/addresses'
import { tableSnapshot } from './audit'
import { buildTestShop, createPostgresDatabase, openTestDatabase } from './harness'
import { recordPayment } from './helpers'
import { hashToken } from '../src/tools/tokens'

const run = promisify(execFile)
const work = path.join(os.tmpdir(), `glow-backup-test-${randomBytes(4).toString('hex')}`)
const sourceUploads = path.join(work, 'source', 'uploads')
const imageBytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256))
const imageName = 'products/5f0c-serum.png'

let source: Database
let target: Database

/** A shop with everything a real one holds: users, sessions, a cart, addresses, an order, bookings, messages, an uploaded image. */
async function fillShop(db: Db): Promise<void> {
  await seedDemoCatalogue(db)
  const [product] = await db
    .insert(products)
    .values({
      name: 'Ọ̀ṣẹ Dúdú "black soap"',
      category: 'pomade',
      images: [`/uploads/${imageName}`],
      description: ['Line one', "Line 'two'\nwith a newline", 'émoji 🌿'],
      priceKobo: 450000,
      offerPriceKobo: 399950,
      weight: '250 g',
    })
    .returning()
  const [ada, bola] = await db
    .insert(users)
    .values([
      { name: 'Ada Obi', email: 'ada@example.ng', passwordHash: 'scrypt$x$y', cartItems: { [product!.id]: 3 } },
      { name: 'Bola <b>Ade</b>', email: 'bola@example.ng', passwordHash: 'scrypt$a$b' },
    ])
    .returning()
  await db.insert(sessions).values({ tokenHash: 'f'.repeat(64), role: 'user', userId: ada!.id, expiresAt: new Date('2030-01-01T10:00:00.123Z') })
  const [home] = await db
    .insert(addresses)
    .values({ userId: ada!.id, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng', street: '12 Awolowo Rd', city: 'Ikoyi', state: 'Lagos', zipcode: '101233', country: 'Nigeria', phone: '+2348012345678' })
    .returning()
  const [order] = await db
    .insert(orders)
    .values({ userId: ada!.id, addressId: home!.id, deliveryAddress: toAddress(home!), paymentType: 'COD', subtotalKobo: 1199850, taxKobo: 23997, amountKobo: 1223847 })
    .returning()
  await db.insert(orderItems).values({ orderId: order!.id, productId: product!.id, productName: product!.name, quantity: 3, unitPriceKobo: 399950 })
  const [online] = await db
    .insert(orders)
    .values({ userId: bola!.id, addressId: home!.id, deliveryAddress: toAddress(home!), paymentType: 'Online', status: 'Shipped', subtotalKobo: 399950, taxKobo: 7999, amountKobo: 407949 })
    .returning()
  await recordPayment(db, { orderId: online!.id, method: 'online', amountKobo: 407949, reference: 'glow_ref_1', at: new Date() })
  await db.insert(bookings).values([
    { reference: 'GB-7Q2K', category: 'nails', employeeId: 'amaka', startsAt: new Date('2026-03-14T08:00:00Z'), endsAt: new Date('2026-03-14T09:00:00Z'), priceKobo: 1200000, service: 'pedicure', fullName: 'Ada Obi', email: 'ada@example.ng', phone: '08012345678', paymentMethod: 'pay-on-visit' },
    { reference: 'GB-9XYZ', category: 'hair', employeeId: 'tolu', startsAt: new Date('2026-03-15T07:00:00Z'), endsAt: new Date('2026-03-15T08:30:00Z'), priceKobo: 3500000, service: 'makeup', fullName: 'Bola', email: 'bola@example.ng', phone: '08087654321', paymentMethod: 'card' },
  ])
  await db.insert(contactMessages).values({ name: 'Chi', email: 'chi@example.ng', subject: 'Hours', message: 'Are you open on Sunday?\r\nThanks' })
  await db.insert(newsletterSubscribers).values({ email: 'news@example.ng' })
  await db.insert(outboxMessages).values({ key: 'contact:1:owner@example.ng', event: 'Contact message (to you)', recipient: 'owner@example.ng', subject: 'New message from Chi: Hours', text: 'Are you open on Sunday?', html: '<p>Are you open on Sunday?</p>', status: 'kept' })
  await mkdir(path.join(sourceUploads, 'products'), { recursive: true })
  await writeFile(path.join(sourceUploads, imageName), imageBytes)
}

const versionOf = async (db: Db) => Number((await db.select().from(catalogueVersion))[0]!.version)

const countOrders = async (db: Db) => (await tableSnapshot(db)).orders!.length

beforeAll(async () => {
  await mkdir(work, { recursive: true })
  ;[source, target] = await Promise.all([openTestDatabase(), openTestDatabase()])
  await fillShop(source.db)
}, 60_000)

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()])
  await rm(work, { recursive: true, force: true })
})

describe('backup and restore', () => {
  const file = path.join(work, 'shop.jsonl.gz')
  const targetUploads = path.join(work, 'target', 'uploads')

  it('round-trips every table and every uploaded file into an empty shop', async () => {
    const written = await writeBackup(source.db, new LocalImageStore(sourceUploads), file)
    expect(written.rows).toMatchObject({ users: 2, addresses: 1, orders: 2, order_items: 1, bookings: 2, sessions: 1, contact_messages: 1, newsletter_subscribers: 1 })
    expect(written.files).toBe(1)

    const versionBefore = await versionOf(target.db)
    const restored = await restoreBackup(target.db, new LocalImageStore(targetUploads), file)
    expect(restored).toEqual(written)
    // Product-list caches key on the catalogue version: a restore moves it on, never back.
    expect(await versionOf(target.db)).toBeGreaterThan(versionBefore)
    expect(await tableSnapshot(target.db)).toEqual(await tableSnapshot(source.db))
    expect(await readFile(path.join(targetUploads, imageName))).toEqual(imageBytes)
  })

  it('refuses to replace a shop that has orders unless forced, and then replaces it', async () => {
    await target.db.delete(bookings)
    await writeFile(path.join(targetUploads, 'stray.png'), 'not in the backup')
    await expect(restoreBackup(target.db, new LocalImageStore(targetUploads), file)).rejects.toThrow('This shop already has 2 orders: restoring would replace them. Run the restore again with --force to replace them.')
    expect((await tableSnapshot(target.db)).bookings).toEqual([])

    await restoreBackup(target.db, new LocalImageStore(targetUploads), file, { force: true })
    expect(await tableSnapshot(target.db)).toEqual(await tableSnapshot(source.db))
    expect(existsSync(path.join(targetUploads, 'stray.png'))).toBe(false)
  })

  it('restores a backup made before messages had channels: its outbox messages are e-mails', async () => {
    const lines = gunzipSync(await readFile(file)).toString('utf8').trimEnd().split('\n')
    const withoutChannels = lines.map((line) => {
      const parsed = JSON.parse(line) as { table?: string; rows?: Record<string, unknown>[] }
      if (parsed.table !== 'outbox_messages') return line
      return JSON.stringify({ ...parsed, rows: parsed.rows!.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'channel'))) })
    })
    expect(withoutChannels.join('\n')).not.toContain('"channel"')
    const old = path.join(work, 'before-channels.gz')
    await writeFile(old, gzipSync(`${withoutChannels.join('\n')}\n`))
    await restoreBackup(target.db, new LocalImageStore(targetUploads), old, { force: true })
    expect((await target.db.select().from(outboxMessages)).map((message) => message.channel)).toEqual(['email'])
    expect(await tableSnapshot(target.db)).toEqual(await tableSnapshot(source.db))
  })

  it("restores a shop's backup from before team accounts: its seller logs in as the owner, and her open session stays hers", async () => {
    const teamTables = new Set(['staff_accounts', 'staff_invitations', 'staff_activity'])
    const oldSellerToken = 'old-seller-session-token'
    const lines = gunzipSync(await readFile(file)).toString('utf8').trimEnd().split('\n')
    const beforeTeams = lines.flatMap((line) => {
      const parsed = JSON.parse(line) as { table?: string; rows?: Record<string, unknown>[] }
      if (parsed.table && teamTables.has(parsed.table)) return []
      if (parsed.table !== 'sessions' && parsed.table !== 'order_events' && parsed.table !== 'payments') return [line]
      const rows = parsed.rows!.map(({ staff_account_id: _dropped, ...row }) => row)
      if (parsed.table === 'sessions') rows.push({ token_hash: hashToken(oldSellerToken), role: 'seller', user_id: null, expires_at: '2030-01-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z' })
      return [JSON.stringify({ ...parsed, rows })]
    })
    const end = JSON.parse(beforeTeams.at(-1)!) as { end: true; rows: number; files: number }
    beforeTeams[beforeTeams.length - 1] = JSON.stringify({ ...end, rows: end.rows + 1 })
    expect(beforeTeams.join('\n')).not.toContain('staff_account')
    const old = path.join(work, 'before-teams.gz')
    await writeFile(old, gzipSync(`${beforeTeams.join('\n')}\n`))
    await restoreBackup(target.db, new LocalImageStore(targetUploads), old, { force: true })

    const shop = await buildTestShop({ database: target })
    try {
      const login = await shop.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: shop.config.sellerEmail, password: shop.config.sellerPassword } })
      expect(login.statusCode).toBe(200)
      const seller = login.cookies.find((cookie) => cookie.name === 'glow_seller')!
      for (const token of [seller.value, oldSellerToken]) {
        const session = await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', cookies: { glow_seller: token } })
        expect(session.json().staff).toMatchObject({ email: shop.config.sellerEmail, role: 'owner' })
      }
    } finally {
      await shop.close()
    }
  })

  it('changes nothing when the file is cut off, damaged or reaches outside the uploads folder', async () => {
    const before = await tableSnapshot(target.db)
    const lines = gunzipSync(await readFile(file)).toString('utf8').trimEnd().split('\n')
    const variants: [string, Buffer, string][] = [
      ['cut.gz', gzipSync(lines.slice(0, -1).join('\n')), 'The backup file is cut off (no end line): nothing was restored.'],
      ['torn.gz', (await readFile(file)).subarray(0, 400), 'The backup is not a complete gzip file: it is damaged or cut off.'],
      ['other.gz', gzipSync('{"hello":"world"}\n'), 'This file is not a Glow Beauty backup.'],
      ['escape.gz', gzipSync([...lines.slice(0, -1), JSON.stringify({ file: '../../outside.txt', data: 'eA==' }), lines.at(-1)].join('\n')), 'The backup names a file outside the uploads folder: ../../outside.txt'],
    ]
    for (const [name, content, message] of variants) {
      await writeFile(path.join(work, name), content)
      await expect(restoreBackup(target.db, new LocalImageStore(targetUploads), path.join(work, name), { force: true })).rejects.toThrow(message)
      expect(await tableSnapshot(target.db)).toEqual(before)
      expect(await readFile(path.join(targetUploads, imageName))).toEqual(imageBytes)
    }
    expect(existsSync(path.join(work, 'outside.txt'))).toBe(false)
    expect(await countOrders(target.db)).toBe(2)
  })
})

describe('npm run backup / npm run restore', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
  const cli = (env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/backup.ts', ...args], { env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent', ...env } })

  it(`restores a backup into a fresh shop and backs it up again, unchanged (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, async () => {
    const first = path.join(work, 'first.jsonl.gz')
    const second = path.join(work, 'second.jsonl.gz')
    await writeBackup(source.db, new LocalImageStore(sourceUploads), first)
    const created = onPostgres ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : undefined
    try {
      const env = { DATA_DIR: path.join(work, 'cli-shop'), DATABASE_URL: created?.url ?? '' }
      const restored = await cli(env, 'restore', first)
      expect(restored.stdout).toContain(`Restored the shop from ${first}: users 2,`)
      expect(restored.stdout).toMatch(/ orders 2, .* order_items 1, /)
      expect(restored.stdout).toContain('; 1 uploaded file.')
      expect(await readFile(path.join(work, 'cli-shop', 'uploads', imageName))).toEqual(imageBytes)

      const refused = await cli(env, 'restore', first).catch((error: { code: number; stderr: string }) => error)
      expect(refused).toMatchObject({ code: 1, stderr: 'This shop already has 2 orders: restoring would replace them. Run the restore again with --force to replace them.\n' })

      await cli(env, 'backup', second)
      const content = async (backup: string) =>
        gunzipSync(await readFile(backup))
          .toString('utf8')
          .split('\n')
          .slice(1)
          .flatMap((line) => {
            const parsed = line ? JSON.parse(line) : {}
            return parsed.table ? parsed.rows.map((row: unknown) => JSON.stringify([parsed.table, row])) : line ? [line] : []
          })
          .sort()
      expect(await content(second)).toEqual(await content(first))
    } finally {
      await created?.drop()
    }
  }, 120_000)
})
