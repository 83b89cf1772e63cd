import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core'
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../src/contract/limits'
import { paths } from '../src/contract/routes'
import type { Product } from '../src/contract/types'
import { openDatabase } from '../server/src/db/client'
import { freshPostgres, seedProducts } from './catalogueData'
import { loadAverage, makeDataDir, startShopServer, type BenchServer } from './server'
import { median } from './stats'

// Does the shop grow with its catalogue? The same pages on the demo catalogue, 1,000 and 50,000 products,
// in Chromium as a phone on a slow network (150 ms round trip, 1.6 Mbps, CPU 4× slower), each visit in a
// fresh browser context (nothing cached), rounds interleaved across the sizes; medians printed.
// PGlite by default; with DATABASE_URL, a throwaway database on that PostgreSQL server per size.

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3801) + 10
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** A catalogue size: so many products, single or in groups of shades. */
export interface CatalogueSize {
  products: number
  groupsOf?: number
}
const SIZES: CatalogueSize[] = [{ products: 0 }, { products: 1_000 }, { products: 50_000 }]
/**
 * Shades and sizes (BENCH_PART=groups): 10,000 products in 2,000 groups against the demo catalogue (the issue's
 * budget) and against the same 10,000 products single (what groups cost the server).
 */
export const GROUPED_SIZES: CatalogueSize[] = [{ products: 0 }, { products: 10_000 }, { products: 10_000, groupsOf: 5 }]
const sizeName = ({ products, groupsOf = 1 }: CatalogueSize) =>
  products === 0 ? 'the demo catalogue' : `${products.toLocaleString('en')}${groupsOf > 1 ? ` in ${(products / groupsOf).toLocaleString('en')} groups` : ''}`
const QUERY = 'vitamin c serum'
/** Growth allowed against the demo catalogue before a budget is called missed. */
const GROWTH = 1.2
const LONG_TASK_MS = 50

interface Visit {
  /** ms from navigation start until `selector` is in the document. */
  shownMs: number
  /** Bytes of /api/ answers as transferred (compressed), during the visit. */
  apiBytes: number
  longestTaskMs: number
  domElements: number
  heapMb: number
}

interface Sample {
  products: Visit
  typingLongestTaskMs: number
  product: Visit
  home: Visit
  /** ms of each answer to /products' first page that the server had not cached. */
  uncachedMs: number[]
}

/** Watches for `selector` and long tasks from the first byte of the page on, before any of its scripts run. */
const watchScript = (selector: string) => `
  window.__bench = { shown: 0, tasks: [] }
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.tasks.push([entry.startTime, entry.duration]) })
    .observe({ type: 'longtask', buffered: true })
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) { window.__bench.shown = performance.now(); observer.disconnect() }
  }).observe(document, { childList: true, subtree: true })
`

interface BenchWindow {
  __bench: { shown: number; tasks: [number, number][] }
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Performance.enable')
  return cdp
}

/** Opens `url` in a fresh phone-sized context and measures until `selector` shows and the page settles. */
async function visit(browser: Browser, url: string, selector: string, then?: (page: Page) => Promise<number>): Promise<{ visit: Visit; extra: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    await context.addInitScript(watchScript(selector))
    const page = await context.newPage()
    const cdp = await throttle(page)
    let apiBytes = 0
    const apiRequests = new Set<string>()
    cdp.on('Network.responseReceived', (event) => {
      if (new URL(event.response.url).pathname.startsWith('/api/')) apiRequests.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      if (apiRequests.has(event.requestId)) apiBytes += event.encodedDataLength
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForSelector(selector, { state: 'attached', timeout: 300_000 })
    await page.waitForLoadState('load')
    await page.waitForTimeout(1500)
    const bench = await page.evaluate(() => (globalThis as unknown as BenchWindow).__bench)
    const domElements = await page.evaluate<number>("document.getElementsByTagName('*').length")
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN
    const extra = then ? await then(page) : 0
    return {
      visit: { shownMs: bench.shown, apiBytes, longestTaskMs: Math.max(0, ...bench.tasks.map(([, duration]) => duration)), domElements, heapMb: heap / 2 ** 20 },
      extra,
    }
  } finally {
    await context.close()
  }
}

/** Opens the phone's search and types QUERY key by key as a shopper would; the longest task meanwhile. */
async function typeQuery(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const from = await page.evaluate(() => performance.now())
  await page.getByRole('searchbox', { name: 'Search products' }).locator('visible=true').pressSequentially(QUERY, { delay: 120 })
  await page.waitForTimeout(2000)
  const tasks = await page.evaluate(() => (globalThis as unknown as BenchWindow).__bench.tasks)
  return Math.max(0, ...tasks.filter(([start]) => start >= from).map(([, duration]) => duration))
}

/**
 * The server's time for /products' first page (its search and counts) as a shopper's first visit after a change
 * meets it: each request asks a page size the server has not answered yet (PAGE_SIZE + 1 to MAX_PAGE_SIZE, shared
 * out over the rounds), so none is read from the catalogue's cache. The page itself is cached after its first visit.
 */
async function uncachedFirstPages(server: BenchServer, round: number): Promise<number[]> {
  const each = Math.max(1, Math.floor((MAX_PAGE_SIZE - PAGE_SIZE) / ROUNDS))
  const times: number[] = []
  for (let index = 0; index < each; index++) {
    const limit = Math.min(MAX_PAGE_SIZE, PAGE_SIZE + 1 + (round - 1) * each + index)
    const started = performance.now()
    const response = await fetch(`${server.origin}/api/product/search?inStock=true&limit=${limit}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`/api/product/search answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return times
}

async function sample(browser: Browser, server: BenchServer, productPath: string, round: number): Promise<Sample> {
  const products = await visit(browser, `${server.origin}${paths.products}`, 'main article', typeQuery)
  const product = await visit(browser, `${server.origin}${productPath}`, 'main h1')
  const home = await visit(browser, `${server.origin}${paths.home}`, 'main h1')
  return { products: products.visit, typingLongestTaskMs: products.extra, product: product.visit, home: home.visit, uncachedMs: await uncachedFirstPages(server, round) }
}

interface Shop {
  size: string
  catalogue: CatalogueSize
  server: BenchServer
  productPath: string
  done(): Promise<void>
}

async function openShop(size: CatalogueSize, port: number): Promise<Shop> {
  const databaseUrl = process.env.DATABASE_URL
  const dataDir = makeDataDir(`bench-catalogue-${size.products}`)
  let env: Record<string, string> = {}
  let drop = async () => {}
  if (databaseUrl) {
    const created = await freshPostgres(databaseUrl)
    env = { DATABASE_URL: created.url }
    drop = created.drop
  }
  if (size.products > 0) {
    const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: env.DATABASE_URL! } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
    await seedProducts(database, size.products, size.groupsOf)
    await database.close()
  }
  const server = await startShopServer({ port, dataDir, env })
  // The cheapest product: any one does, the page asks for it alone.
  const { products, total } = (await (await fetch(`${server.origin}/api/product/search?sort=price-asc&limit=1`)).json()) as { products: Product[]; total: number }
  const product = products[0]
  if (!product) throw new Error(`No product on ${sizeName(size)}`)
  return {
    size: size.products === 0 ? `${total} (demo)` : sizeName(size),
    catalogue: size,
    server,
    productPath: paths.product(product.category, product._id),
    done: async () => {
      await server.stop()
      await drop()
    },
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

export async function benchCatalogue(sizes: CatalogueSize[] = SIZES): Promise<void> {
  const loadBefore = loadAverage()
  console.log(`Seeding ${sizes.map(sizeName).join(', ')} products (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`)
  const shops: Shop[] = []
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'] })
  try {
    for (const [index, size] of sizes.entries()) shops.push(await openShop(size, BASE_PORT + index))
    const samples = new Map<Shop, Sample[]>(shops.map((shop) => [shop, []]))
    for (let round = 1; round <= ROUNDS; round++) {
      for (const shop of shops) {
        samples.get(shop)!.push(await sample(browser, shop.server, shop.productPath, round))
        console.log(`  round ${round}/${ROUNDS}: ${shop.size} products measured`)
      }
    }
    const medians = shops.map((shop) => {
      const all = samples.get(shop)!
      const of = (pick: (sample: Sample) => number) => median(all.map(pick))
      return {
        shop,
        productsApi: of((s) => s.products.apiBytes),
        firstCard: of((s) => s.products.shownMs),
        longestTask: of((s) => s.products.longestTaskMs),
        dom: of((s) => s.products.domElements),
        heap: of((s) => s.products.heapMb),
        typing: of((s) => s.typingLongestTaskMs),
        productShown: of((s) => s.product.shownMs),
        productApi: of((s) => s.product.apiBytes),
        homeShown: of((s) => s.home.shownMs),
        homeApi: of((s) => s.home.apiBytes),
        uncached: median(all.flatMap((s) => s.uncachedMs)),
      }
    })
    const demo = medians[0]!
    console.log(
      [
        '',
        `Catalogue sizes ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${CHROMIUM}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; phone 375×800, 150 ms RTT, 1.6 Mbps, CPU 4× slower; median of ${ROUNDS} interleaved rounds; load average before ${loadBefore}, after ${loadAverage()}`,
        '',
        '| products | /products: API bytes | first card | its first page uncached (server) | longest task | DOM elements | JS heap | longest task while typing | product page: heading | its API bytes | home: heading | its API bytes |',
        '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...medians.map((row) =>
          `| ${row.shop.size} | ${kilobytes(row.productsApi)} | ${seconds(row.firstCard)} | ${row.uncached.toFixed(1)} ms | ${Math.round(row.longestTask)} ms | ${Math.round(row.dom)} | ${row.heap.toFixed(1)} MB | ${Math.round(row.typing)} ms | ${seconds(row.productShown)} | ${kilobytes(row.productApi)} | ${seconds(row.homeShown)} | ${kilobytes(row.homeApi)} |`,
        ),
        '',
        'Budgets (against the demo catalogue; a grouped catalogue also against the same products single):',
        ...medians.slice(1).flatMap((row) => {
          const size = row.shop.size
          const check = (name: string, ratio: number) => `  ${ratio <= GROWTH ? 'met    ' : 'NOT met'}  ${size}: ${name} ${ratio.toFixed(2)}× the demo's (≤ ${GROWTH}×)`
          return [check('/products first card', row.firstCard / demo.firstCard), check('product page heading', row.productShown / demo.productShown), check('home heading', row.homeShown / demo.homeShown)]
        }),
        ...medians.flatMap((row) => {
          // Grouped against the same products single: what showing each group once costs the server.
          const single = medians.find(({ shop }) => shop.catalogue.products === row.shop.catalogue.products && (shop.catalogue.groupsOf ?? 1) === 1)
          if ((row.shop.catalogue.groupsOf ?? 1) === 1 || !single) return []
          const ratio = row.uncached / single.uncached
          return [`  ${ratio <= GROWTH ? 'met    ' : 'NOT met'}  ${row.shop.size}: /products' first page uncached ${ratio.toFixed(2)}× the same products single (≤ ${GROWTH}×)`]
        }),
        ...medians.map((row) => `  ${row.typing <= LONG_TASK_MS ? 'met    ' : 'NOT met'}  ${row.shop.size}: longest task while typing ${Math.round(row.typing)} ms (≤ ${LONG_TASK_MS} ms)`),
      ].join('\n'),
    )
  } finally {
    await browser.close()
    for (const shop of shops) await shop.done()
  }
}
