import { fork } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { PAGE_SIZE } from '../src/contract/limits'
import type { Product } from '../src/contract/types'
import { demoCatalogue } from '../server/src/db/catalogue'
import { openDatabase, type Database } from '../server/src/db/client'
import { products } from '../server/src/db/schema'
import { demoProductRow } from '../server/src/db/seed'
import { loadAverage, makeDataDir, startShopServer, type BenchServer } from './server'

// Load on loopback: the product list through our server against a bare node:http server sending the
// same bytes (the ceiling for this runtime), then cash orders; on PGlite and, with DATABASE_URL, on
// PostgreSQL. Bounded: a few seconds of warm-up and DURATION seconds per measured run.

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3803)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const PRODUCT_COUNT = 1000
const LIST_CONNECTIONS = 50
const ORDER_CONNECTIONS = 20

interface Measured {
  name: string
  reqPerSec: number
  p50: number
  p99: number
  errors: number
}

/** 1,000 products cycled from the demo catalogue, newest first like the shop's own seed. */
async function seedProducts(database: Database): Promise<void> {
  const now = Date.now()
  const rows = Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    const item = demoCatalogue[index % demoCatalogue.length]!
    return demoProductRow(item, index, now, `${item.name} ${Math.floor(index / demoCatalogue.length) + 1}`)
  })
  for (let start = 0; start < rows.length; start += 250) await database.db.insert(products).values(rows.slice(start, start + 250))
}

/** One GET exactly as autocannon sends it (no accept-encoding): status, headers and body bytes. */
function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** The bare node:http server in its own process, answering with our server's exact answer. */
async function startCeiling(port: number, answer: Awaited<ReturnType<typeof rawGet>>) {
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
  const headers = Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !perConnection.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  )
  const child = fork(path.resolve('bench/ceilingServer.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  const listening = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`The ceiling server exited (${code})`)))
  })
  child.send({ port, status: answer.status, headers, bodyBase64: answer.body.toString('base64') })
  await listening
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

async function load(name: string, options: autocannon.Options): Promise<Measured> {
  await autocannon({ ...options, duration: Math.min(3, DURATION) })
  const result = await autocannon(options)
  const ok = result['2xx']
  return { name, reqPerSec: ok / result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

function json(body: unknown): string {
  return JSON.stringify(body)
}

/** Registers a shopper and adds an address per API.md; undefined when those routes are not there yet. */
async function shopperWithAddress(origin: string): Promise<{ cookie: string; addressId: string } | undefined> {
  const email = `bench-${Date.now()}@example.com`
  const registered = await fetch(`${origin}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json({ name: 'Bench Shopper', email, password: 'bench-password-1' }),
  })
  if (registered.status === 404) return undefined
  if (registered.status !== 201) throw new Error(`POST /api/user/register answered ${registered.status}: ${await registered.text()}`)
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
  const added = await fetch(`${origin}/api/address/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: json({
      address: { firstName: 'Ada', lastName: 'Obi', email, street: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipcode: '100271', country: 'Nigeria', phone: '+234 803 123 4567' },
    }),
  })
  if (added.status === 404) return undefined
  if (added.status !== 201) throw new Error(`POST /api/address/add answered ${added.status}: ${await added.text()}`)
  const { address } = (await added.json()) as { address: { _id: string } }
  return { cookie, addressId: address._id }
}

async function benchServer(label: string, server: BenchServer, ceilingPort: number, lines: string[]): Promise<void> {
  const listUrl = `${server.origin}/api/product/list`
  const rssAtStart = server.rssMb()
  const answer = await rawGet(listUrl)
  const { products: listed } = JSON.parse(answer.body.toString('utf8')) as { products: Product[] }
  if (answer.status !== 200 || listed.length < PRODUCT_COUNT) throw new Error(`GET /api/product/list answered ${answer.status} with ${listed.length} products`)
  const ceiling = await startCeiling(ceilingPort, answer)
  let ours: Measured
  let bare: Measured
  try {
    ours = await load('ours', { url: listUrl, connections: LIST_CONNECTIONS, duration: DURATION })
    bare = await load('ceiling', { url: `${ceiling.origin}/api/product/list`, connections: LIST_CONNECTIONS, duration: DURATION })
  } finally {
    ceiling.stop()
  }
  const row = (m: Measured) => `| ${label} | ${m.name} | ${Math.round(m.reqPerSec)} | ${m.p50} ms | ${m.p99} ms | ${m.errors} |`
  lines.push(
    `GET /api/product/list on ${label}, ${listed.length} products, ${(answer.body.length / 1024).toFixed(0)} KiB uncompressed, ${LIST_CONNECTIONS} connections, ${DURATION} s:`,
    '',
    '| database | server | req/s | p50 | p99 | errors |',
    '|---|---|---:|---:|---:|---:|',
    row(ours),
    row(bare),
    '',
    `ours/ceiling = ${(ours.reqPerSec / bare.reqPerSec).toFixed(2)} (target ≥ 0.6, p99 ≤ 15 ms: ${ours.reqPerSec / bare.reqPerSec >= 0.6 && ours.p99 <= 15 ? 'met' : 'NOT met'})`,
    '',
  )

  const shopper = await shopperWithAddress(server.origin)
  const product = listed.find((item) => item.inStock)
  if (!shopper || !product) {
    lines.push(`POST /api/order/cod on ${label}: skipped: /api/order/cod not available (needs /api/user/register and /api/address/add)`, '')
  } else {
    const body = json({ items: [{ product: product._id, quantity: 1 }], address: shopper.addressId })
    const probe = await fetch(`${server.origin}/api/order/cod`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: shopper.cookie }, body })
    if (probe.status !== 201) {
      const reason = probe.status === 404 ? 'not available' : `answered ${probe.status}: ${await probe.text()}`
      lines.push(`POST /api/order/cod on ${label}: skipped: /api/order/cod ${reason}`, '')
    } else {
      const orders = await load('orders', {
        url: `${server.origin}/api/order/cod`,
        method: 'POST',
        connections: ORDER_CONNECTIONS,
        duration: DURATION,
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        body,
      })
      const met = orders.reqPerSec >= 400 && orders.p99 <= 50 && orders.errors === 0 ? 'met' : 'NOT met'
      lines.push(
        `POST /api/order/cod on ${label}, ${ORDER_CONNECTIONS} connections, ${DURATION} s:`,
        '',
        '| database | orders/s | p50 | p99 | errors |',
        '|---|---:|---:|---:|---:|',
        `| ${label} | ${Math.round(orders.reqPerSec)} | ${orders.p50} ms | ${orders.p99} ms | ${orders.errors} |`,
        '',
        `target (on PostgreSQL) ≥ 400 orders/s, p99 ≤ 50 ms, 0 errors: ${met}`,
        '',
      )
      // That shopper now has thousands of orders: her list is a page, whatever their number.
      const placed = Math.round(orders.reqPerSec * DURATION)
      const page = await load('my orders', { url: `${server.origin}/api/order/user`, connections: LIST_CONNECTIONS, duration: DURATION, headers: { cookie: shopper.cookie } })
      const health = await load('health', { url: `${server.origin}/api/health`, connections: 1, duration: 2 })
      lines.push(
        `GET /api/order/user on ${label} for the shopper who just placed about ${placed} orders (first page of ${PAGE_SIZE}), ${LIST_CONNECTIONS} connections, ${DURATION} s:`,
        '',
        '| database | req/s | p50 | p99 | errors |',
        '|---|---:|---:|---:|---:|',
        `| ${label} | ${Math.round(page.reqPerSec)} | ${page.p50} ms | ${page.p99} ms | ${page.errors} |`,
        '',
        `GET /api/health right after: p50 ${health.p50} ms, p99 ${health.p99} ms`,
        '',
      )
    }
  }
  const rss = server.rssMb()
  lines.push(`Server RSS on ${label}: ${rssAtStart} MB when started, ${rss} MB after the runs (target ≤ 300 MB: ${rss <= 300 ? 'met' : 'NOT met'})`, '')
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
async function freshPostgres(baseUrl: string) {
  const name = `glow_bench_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

async function main() {
  const lines: string[] = []
  const loadBefore = loadAverage()

  const dataDir = makeDataDir('bench-api')
  const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
  await seedProducts(pglite)
  await pglite.close()
  const onPglite = await startShopServer({ port: BASE_PORT, dataDir })
  try {
    await benchServer('PGlite', onPglite, BASE_PORT + 1, lines)
  } finally {
    await onPglite.stop()
  }

  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const database = await freshPostgres(databaseUrl)
    try {
      const postgres = await openDatabase({ kind: 'postgres', url: database.url })
      await seedProducts(postgres)
      await postgres.close()
      const onPostgres = await startShopServer({ port: BASE_PORT + 2, dataDir: makeDataDir('bench-api-pg'), env: { DATABASE_URL: database.url } })
      try {
        await benchServer('PostgreSQL', onPostgres, BASE_PORT + 3, lines)
      } finally {
        await onPostgres.stop()
      }
    } finally {
      await database.drop()
    }
  } else {
    lines.push('PostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it too)', '')
  }

  console.log(`\nAPI benchmark ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, loopback, autocannon; load average before ${loadBefore}, after ${loadAverage()}\n`)
  console.log(lines.join('\n'))
}

await main()
