import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer, connect, type Server, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { messages } from '../../src/contract'
import { openDatabase, type Database } from '../src/db/client'
import { buildTestShop, createPostgresDatabase, type TestShop } from './harness'
import { nextIp, registerUser } from './helpers'
import { freePort } from './shopProcess'

// The database (PostgreSQL) refusing or silent, and a DATA_DIR that cannot be written: at start-up one line and
// a non-zero exit within 30 s; while serving, 503 with Retry-After and the contract's "try again", and a
// readiness answer that fails while the database does (liveness stays 200).

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'glow-faults-'))
  folders.push(folder)
  return folder
}

/** A TCP server that accepts every connection and never says a word: a hung host, a firewall that drops. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => void sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      sockets.forEach((socket) => socket.destroy())
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** `node server/src/server.ts` as a process manager starts it; answers its exit code, what it wrote, and how long it took. */
function startShop(env: Record<string, string>, asUser?: number): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', DIST_DIR: path.join(os.tmpdir(), 'glow-shop-no-dist'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // A shop that hangs is what this guards against: after 40 s it is killed and the test fails on its exit.
    const hung = setTimeout(() => child.kill('SIGKILL'), 40_000)
    child.once('exit', (code) => {
      clearTimeout(hung)
      resolve({ code, output: output.trim(), seconds: (Date.now() - started) / 1000 })
    })
  })
}

describe('start-up that cannot reach what it needs', () => {
  it('says in one line that the database refused, and exits non-zero at once', async () => {
    const port = await freePort()
    const { code, output, seconds } = await startShop({ PORT: String(await freePort()), DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/shop` })
    expect(code).toBe(1)
    expect(output).toBe(`Cannot start the shop: the database at 127.0.0.1:${port}/shop (DATABASE_URL) refused the connection: is PostgreSQL running there?`)
    expect(seconds).toBeLessThan(30)
  }, 45_000)

  it('says in one line that the database stayed silent, and exits non-zero within 30 s', async () => {
    const silent = await silentServer()
    try {
      const { code, output, seconds } = await startShop({ PORT: String(await freePort()), DATABASE_URL: `postgres://shop:secret@127.0.0.1:${silent.port}/shop` })
      expect(code).toBe(1)
      expect(output).toBe(`Cannot start the shop: the database at 127.0.0.1:${silent.port}/shop (DATABASE_URL) did not answer within 5 s: is PostgreSQL running there?`)
      expect(seconds).toBeLessThan(30)
    } finally {
      await silent.close()
    }
  }, 45_000)

  it('names a full DATA_DIR in one line', async () => {
    const dataDir = tempFolder()
    // Every write there fails as on a full disk: the kernel's own ENOSPC, from /dev/full.
    symlinkSync('/dev/full', path.join(dataDir, '.glow-write-check'))
    const { code, output } = await startShop({ PORT: String(await freePort()), DATA_DIR: dataDir })
    expect(code).toBe(1)
    expect(output).toBe(`Cannot start the shop: DATA_DIR ${dataDir} is full (no space left on its disk)`)
  }, 45_000)

  it('names a port another program holds in one line', async () => {
    // Issue 45: a second shop, or any program, on PORT printed Node's stack trace.
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as { port: number }
    try {
      const { code, output } = await startShop({ PORT: String(port), DATA_DIR: tempFolder() })
      expect(code).toBe(1)
      // One line said, no stack trace: beside it only the log's notices that an outside service is not set.
      expect(output.split('\n').filter((line) => !/^\{"level":40,.* is not set: /.test(line))).toEqual([`Cannot start the shop: port ${port} (PORT) is in use by another program: is the shop running already? Stop it, or set PORT to a free port.`])
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  }, 45_000)

  it('names a DATA_DIR it may not write in one line', async () => {
    const dataDir = tempFolder()
    chmodSync(dataDir, 0o555)
    // The superuser writes anywhere: the shop runs as nobody, as a service account would.
    const nobody = process.getuid?.() === 0 ? 65534 : undefined
    const { code, output } = await startShop({ PORT: String(await freePort()), DATA_DIR: dataDir }, nobody)
    expect(code).toBe(1)
    expect(output).toBe(`Cannot start the shop: DATA_DIR ${dataDir} cannot be written by this process (permission denied)`)
  }, 45_000)
})

/**
 * Between the shop and PostgreSQL: passes every byte while open; `refuse()` drops every connection and refuses new
 * ones (the server stopped); `silence()` keeps every connection and accepts new ones, but passes nothing (the host hung).
 */
class FaultyLink {
  private server!: Server
  private readonly pairs = new Set<[Socket, Socket]>()
  private mode: 'open' | 'silent' = 'open'
  port = 0

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.mode = 'open'
    for (const [client, upstream] of this.pairs) {
      client.pipe(upstream)
      upstream.pipe(client)
    }
    if (this.server?.listening) return
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host)
      const pair: [Socket, Socket] = [client, upstream]
      this.pairs.add(pair)
      const drop = () => {
        client.destroy()
        upstream.destroy()
        this.pairs.delete(pair)
      }
      client.on('error', drop).on('close', drop)
      upstream.on('error', drop).on('close', drop)
      if (this.mode === 'open') {
        client.pipe(upstream)
        upstream.pipe(client)
      }
    })
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.address() as { port: number }).port
  }

  silence(): void {
    this.mode = 'silent'
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream)
      upstream.unpipe(client)
    }
  }

  async refuse(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve))
    for (const [client, upstream] of this.pairs) {
      client.destroy()
      upstream.destroy()
    }
    this.pairs.clear()
    await closed
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL
// Only a database across a network can be unreachable: the embedded one answers, or the shop is not running.
const onPostgres = postgresUrl ? describe : describe.skip

describe('readiness on the embedded database', () => {
  it('answers 200 beside liveness', async () => {
    if (postgresUrl) return
    const shop = await buildTestShop({ seed: false })
    try {
      expect((await shop.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ success: true, database: 'ok' })
      expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await shop.close()
    }
  })
})

onPostgres('a running shop whose PostgreSQL goes away', () => {
  let link: FaultyLink
  let created: { url: string; drop(): Promise<void> }
  let database: Database
  let shop: TestShop
  beforeAll(async () => {
    created = await createPostgresDatabase(postgresUrl!)
    const url = new URL(created.url)
    link = new FaultyLink({ host: url.hostname, port: Number(url.port || 5432) })
    await link.open()
    url.host = `127.0.0.1:${link.port}`
    // Short bounds, so the test waits seconds: the shop's own are CONNECT_TIMEOUT_MS and STATEMENT_TIMEOUT_MS.
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 })
    shop = await buildTestShop({ database, seed: true })
  }, 60_000)
  afterAll(async () => {
    await link.open()
    await shop.close()
    await link.refuse()
    await created.drop()
  })

  const get = (url: string, cookie = '') => shop.app.inject({ method: 'GET', url, headers: { cookie } })
  const tryAgain = { success: false, message: messages.unavailable }

  /** What a shopper, a guest and a load balancer get now. */
  async function answers(cookie: string) {
    const started = Date.now()
    const addresses = await get('/api/address/get', cookie)
    const cart = await shop.app.inject({ method: 'POST', url: '/api/cart/update', headers: { cookie }, payload: { cartItems: {} } })
    const register = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: { name: 'Ada', email: `ada-${Date.now()}@example.ng`, password: 'correct-horse' }, remoteAddress: nextIp() })
    const ready = await get('/api/health/ready')
    const live = await get('/api/health')
    return { responses: { addresses, cart, register, ready }, live: live.statusCode, seconds: (Date.now() - started) / 1000 }
  }

  it.each(['refused', 'silent'] as const)('answers 503 with Retry-After and "try again" while the database is %s, and recovers', async (fault) => {
    const { cookie } = await registerUser(shop)
    expect((await get('/api/health/ready')).statusCode).toBe(200)
    if (fault === 'refused') await link.refuse()
    else link.silence()

    const { responses, live, seconds } = await answers(cookie)
    for (const [name, response] of Object.entries(responses)) {
      expect({ name, status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() }).toEqual({ name, status: 503, retryAfter: '5', body: tryAgain })
    }
    expect(live).toBe(200)
    // Each request gives up within the connection and statement bounds instead of hanging (40 s before).
    expect(seconds).toBeLessThan(20)

    await link.open()
    for (const deadline = Date.now() + 10_000; (await get('/api/health/ready')).statusCode !== 200; ) {
      if (Date.now() > deadline) throw new Error('the shop did not come back')
    }
    expect((await get('/api/address/get', cookie)).statusCode).toBe(200)
  }, 60_000)
})

onPostgres('a crowd waiting for the pool', () => {
  it('waits for a busy connection as long as a statement may run, not only as long as opening one may take', async () => {
    const created = await createPostgresDatabase(postgresUrl!)
    // One connection, opened within 100 ms; a statement may run 2 s. The second query waits 400 ms for the first's.
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1, connectTimeoutMs: 100, statementTimeoutMs: 2_000 })
    try {
      const [slow, queued] = await Promise.allSettled([database.db.execute(sql`select pg_sleep(0.4)`), database.db.execute(sql`select 1 as one`)])
      expect([slow.status, queued.status]).toEqual(['fulfilled', 'fulfilled'])
    } finally {
      await database.close()
      await created.drop()
    }
  })
})
