import { fork } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { PAGE_SIZE } from '../src/contract/limits'
import type { Product } from '../src/contract/types'
import { DEMO_SELLER_EMAIL, DEMO_SELLER_PASSWORD } from '../server/src/config'
import { openDatabase, type Database } from '../server/src/db/client'
import { hashPassword } from '../server/src/tools/passwords'
import { freshPostgres, seedProducts } from './catalogueData'
import { loadAverage, makeDataDir, startShopServer, type BenchServer } from './server'

// Load on loopback: the product list through our server against a bare node:http server sending the
// same bytes (the ceiling for this runtime), then cash orders; on PGlite and, with DATABASE_URL, on
// PostgreSQL. Bounded: a few seconds of warm-up and DURATION seconds per measured run.

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3803)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const PRODUCT_COUNT = 1000
const LIST_CONNECTIONS = 50
const ORDER_CONNECTIONS = 20
/** A year of a busy shop's orders, seeded before the server starts; one shopper placed HEAVY_SHOPPER_ORDERS of them. */
const SEEDED_ORDERS = 10_000
const SEEDED_CUSTOMERS = 500
const HEAVY_SHOPPER_ORDERS = 2_000
const HEAVY_SHOPPER = { email: 'heavy-shopper@example.ng', password: 'bench-password-1' }
const PAGE_CONNECTIONS = 20

interface Measured {
  name: string
  reqPerSec: number
  p50: number
  p99: number
  errors: number
}

/**
 * SEEDED_ORDERS orders of two lines each over the last year, from SEEDED_CUSTOMERS shoppers, every
 * status, with their history: written in a few set-based statements, so seeding takes seconds. Online
 * orders are paid ones (the shop's expiry job would cancel unpaid ones as the measurements start).
 */
async function seedOrders(database: Database): Promise<void> {
  const passwordHash = await hashPassword(HEAVY_SHOPPER.password)
  await database.db.execute(sql`
    insert into users (name, email, password_hash)
    select 'Customer ' || n, case when n = 1 then ${HEAVY_SHOPPER.email} else 'customer' || n || '@example.ng' end, ${passwordHash}
    from generate_series(1, ${SEEDED_CUSTOMERS}) n`)
  await database.db.execute(sql`
    insert into addresses (user_id, first_name, last_name, email, street, city, state, zipcode, country, phone)
    select id, 'Ada', 'Obi', email, '12 Allen Avenue', 'Ikeja', 'Lagos', '100271', 'Nigeria', '+2348031234567' from users`)
  await database.db.execute(sql`
    with customers as (select u.id as user_id, a.id as address_id, row_number() over (order by u.email = ${HEAVY_SHOPPER.email} desc, u.id) as n
                       from users u join addresses a on a.user_id = u.id),
    numbered as (select g as n, case when g <= ${HEAVY_SHOPPER_ORDERS} then 1 else 2 + g % (${SEEDED_CUSTOMERS} - 1) end as customer from generate_series(1, ${SEEDED_ORDERS}) g)
    insert into orders (user_id, address_id, delivery_address, payment_type, status, is_paid, paid_at, subtotal_kobo, tax_kobo, amount_kobo, created_at)
    select c.user_id, c.address_id, jsonb_build_object('_id', c.address_id, 'firstName', 'Ada', 'lastName', 'Obi', 'email', 'ada@example.ng', 'street', '12 Allen Avenue',
             'city', 'Ikeja', 'state', 'Lagos', 'zipcode', '100271', 'country', 'Nigeria', 'phone', '+2348031234567'),
           case when o.n % 3 = 0 then 'Online' else 'COD' end,
           (array['Order Placed','Processing','Shipped','Delivered','Cancelled'])[1 + o.n % 5], o.n % 3 = 0 or o.n % 2 = 0,
           case when o.n % 3 = 0 or o.n % 2 = 0 then now() - (o.n % 365) * interval '1 day' end,
           1000000, 20000, 1020000, now() - (o.n % 365) * interval '1 day' - o.n * interval '1 second'
    from numbered o join customers c on c.n = o.customer`)
  await database.db.execute(sql`
    with picked as (select id, name, offer_price_kobo, row_number() over (order by id) as n from products limit 50)
    insert into order_items (order_id, product_id, product_name, quantity, unit_price_kobo)
    select o.id, p.id, p.name, 1 + line, p.offer_price_kobo
    from orders o cross join generate_series(0, 1) line
    join picked p on p.n = 1 + (abs(hashtext(o.id::text)) + line) % 50`)
  await database.db.execute(sql`insert into order_events (order_id, event, actor, created_at) select id, 'Order Placed', 'customer', created_at from orders`)
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

/** The session cookie a login answers with. */
async function logIn(url: string, credentials: { email: string; password: string }): Promise<string> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json(credentials) })
  if (answer.status !== 200) throw new Error(`POST ${url} answered ${answer.status}: ${await answer.text()}`)
  return answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
}

/** The cursor of the page `pages` pages deep in a list, walked as a client would. */
async function cursorAfter(url: string, cookie: string, pages: number): Promise<string> {
  let after = ''
  for (let page = 0; page < pages; page++) {
    const answer = (await (await fetch(`${url}?limit=50${after ? `&after=${after}` : ''}`, { headers: { cookie } })).json()) as { nextCursor: string | null }
    if (!answer.nextCursor) break
    after = answer.nextCursor
  }
  return after
}

/**
 * Pages of orders with SEEDED_ORDERS in the database: the seller's first page and one 1,250 orders deep,
 * and the heavy shopper's first page of her 2,000, each under PAGE_CONNECTIONS connections while one
 * other visitor keeps asking for the product list (whose latency is compared with its latency alone).
 */
async function benchOrderPages(label: string, server: BenchServer, lines: string[]): Promise<void> {
  const seller = await logIn(`${server.origin}/api/seller/login`, { email: DEMO_SELLER_EMAIL, password: DEMO_SELLER_PASSWORD })
  const shopper = await logIn(`${server.origin}/api/user/login`, HEAVY_SHOPPER)
  const sellerOrders = `${server.origin}/api/order/seller`
  const deep = await cursorAfter(sellerOrders, seller, 25)
  const visitor = { url: `${server.origin}/api/product/list`, connections: 1, duration: DURATION }
  const alone = await load('product list alone', visitor)
  const runs: [string, string, string][] = [
    ['seller: orders, first page', sellerOrders, seller],
    ['seller: orders, 1,250 deep', `${sellerOrders}?after=${deep}`, seller],
    [`shopper with ${HEAVY_SHOPPER_ORDERS.toLocaleString('en')} orders: My Orders, first page`, `${server.origin}/api/order/user`, shopper],
  ]
  const rows: string[] = []
  for (const [what, url, cookie] of runs) {
    const [page, meanwhile] = await Promise.all([load(what, { url, connections: PAGE_CONNECTIONS, duration: DURATION, headers: { cookie } }), load('product list meanwhile', visitor)])
    rows.push(`| ${label} | ${what} | ${Math.round(page.reqPerSec)} | ${page.p50} ms | ${page.p99} ms | ${page.errors} | ${meanwhile.p50} / ${meanwhile.p99} ms |`)
  }
  lines.push(
    `Order pages on ${label} with ${SEEDED_ORDERS.toLocaleString('en')} orders in the database (pages of ${PAGE_SIZE}, ${PAGE_CONNECTIONS} connections, ${DURATION} s), while one other visitor loads the product list (alone: p50 ${alone.p50} ms, p99 ${alone.p99} ms):`,
    '',
    '| database | what | req/s | p50 | p99 | errors | product list p50 / p99 meanwhile |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  )
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

  await benchOrderPages(label, server, lines)

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
    }
  }
  const rss = server.rssMb()
  lines.push(`Server RSS on ${label}: ${rssAtStart} MB when started, ${rss} MB after the runs (target ≤ 300 MB: ${rss <= 300 ? 'met' : 'NOT met'})`, '')
}

/** Catalogue sizes the shop search is measured at. */
const SEARCH_SIZES = [10_000, 50_000]
const SEARCH_CONNECTIONS = 20
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5)

/** Searches asked one after another, each different: more than the server keeps, so none is answered from memory. */
const UNCACHED_WORDS = ['serum', 'cream', 'butter', 'polish', 'oil', 'lipstik', 'balm', 'shea', 'vitamn serun', 'red nail polish']
const UNCACHED_SEARCHES = UNCACHED_WORDS.flatMap((words) => Array.from({ length: 100 }, (_, n) => `/api/product/search?q=${encodeURIComponent(`${words} ${n + 1}`)}&inStock=true`))

/** A run of `what` on `url`; with `paths`, each request asks the next of them instead. */
type SearchRun = [what: string, url: string, paths?: string[]]

/**
 * What shoppers ask the search: words, a typo, several words, a category, and the next page of a search, each
 * asked again and again (the server keeps the pages asked most, per catalogue version), then a different search
 * each time (read from the database every time).
 */
async function searchRuns(origin: string): Promise<SearchRun[]> {
  const search = `${origin}/api/product/search`
  const first = (await (await fetch(`${search}?q=cream&inStock=true`)).json()) as { nextCursor: string }
  return [
    ['/products first page (no words)', `${search}?inStock=true`],
    ['"serum"', `${search}?q=serum&inStock=true`],
    ['"vitamn serun" (typos)', `${search}?q=vitamn%20serun&inStock=true`],
    ['"red nail polish"', `${search}?q=red%20nail%20polish&inStock=true`],
    ['"butter" in Skincare', `${search}?q=butter&category=Skincare&inStock=true`],
    ['"cream", second page (cursor)', `${search}?q=cream&inStock=true&cursor=${first.nextCursor}`],
    ['by price, second page of all', `${search}?sort=price-asc&cursor=${encodeURIComponent(((await (await fetch(`${search}?sort=price-asc`)).json()) as { nextCursor: string }).nextCursor)}`],
    [`a different search each time (${UNCACHED_SEARCHES.length.toLocaleString('en')} in turn: "serum 1" … "red nail polish 100")`, `${origin}${UNCACHED_SEARCHES[0]}`, UNCACHED_SEARCHES],
  ]
}

/** GET /api/product/search at each of SEARCH_SIZES on one database kind: p50 and p99 of each kind of search. */
async function benchSearch(label: string, open: () => Promise<{ database: Database; env: Record<string, string>; dataDir: string; done(): Promise<void> }>, port: number, lines: string[]) {
  const rows: string[] = []
  for (const size of SEARCH_SIZES) {
    const { database, env, dataDir, done } = await open()
    try {
      await seedProducts(database, size)
      await database.close()
      const server = await startShopServer({ port, dataDir, env })
      try {
        for (const [what, url, paths] of await searchRuns(server.origin)) {
          const answer = await fetch(url)
          if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`)
          const { products: found, total } = (await answer.json()) as { products: unknown[]; total?: number }
          let next = 0
          const requests = paths && [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }]
          const measured = await load(what, { url, connections: SEARCH_CONNECTIONS, duration: SEARCH_SECONDS, ...(requests && { requests }) })
          rows.push(`| ${label} | ${size.toLocaleString('en')} | ${what} | ${total ?? found.length}${total === undefined ? '+' : ''} | ${Math.round(measured.reqPerSec)} | ${measured.p50} ms | ${measured.p99} ms | ${measured.errors} |`)
        }
        rows.push(`| ${label} | ${size.toLocaleString('en')} | server RSS after the runs | | | | ${server.rssMb()} MB | |`)
      } finally {
        await server.stop()
      }
    } finally {
      await done()
    }
  }
  lines.push(
    `GET /api/product/search on ${label}, ${SEARCH_CONNECTIONS} connections, ${SEARCH_SECONDS} s each (pages of ${PAGE_SIZE}; "found" is the first page's total, or the page's rows for a later page):`,
    '',
    '| database | products | search | found | req/s | p50 | p99 | errors |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  )
}

async function searchOnly(lines: string[]) {
  await benchSearch(
    'PGlite',
    async () => {
      const dataDir = makeDataDir('bench-search')
      return { database: await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }), env: {}, dataDir, done: async () => {} }
    },
    BASE_PORT + 4,
    lines,
  )
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    lines.push('PostgreSQL search: skipped (set DATABASE_URL=postgres://… to measure it too)', '')
    return
  }
  await benchSearch(
    'PostgreSQL',
    async () => {
      const created = await freshPostgres(databaseUrl)
      return { database: await openDatabase({ kind: 'postgres', url: created.url }), env: { DATABASE_URL: created.url }, dataDir: makeDataDir('bench-search-pg'), done: created.drop }
    },
    BASE_PORT + 5,
    lines,
  )
}

async function main() {
  const lines: string[] = []
  const loadBefore = loadAverage()
  // BENCH_PART=search measures only the shop search (a few minutes); otherwise everything, the search last.
  if (process.env.BENCH_PART === 'search') {
    await searchOnly(lines)
    console.log(`\nSearch benchmark ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, loopback, autocannon; load average before ${loadBefore}, after ${loadAverage()}\n`)
    console.log(lines.join('\n'))
    return
  }

  const dataDir = makeDataDir('bench-api')
  const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
  await seedProducts(pglite, PRODUCT_COUNT)
  await seedOrders(pglite)
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
      await seedProducts(postgres, PRODUCT_COUNT)
      await seedOrders(postgres)
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
  await searchOnly(lines)

  console.log(`\nAPI benchmark ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, loopback, autocannon; load average before ${loadBefore}, after ${loadAverage()}\n`)
  console.log(lines.join('\n'))
}

await main()
