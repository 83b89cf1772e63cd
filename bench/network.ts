import { rmSync } from 'node:fs'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { buildShopApp } from '../server/src/pages/build'
import { paths } from '../src/contract/routes'
import { loadAverage, makeDataDir, startShopServer } from './server'
import { median } from './stats'

// The shop on the networks its shoppers have (issue 40): /products at a phone's size with 4× CPU slowdown, on 3G,
// slow 3G and 2G (Chromium's network emulation through CDP), a first visit and a repeat visit, then without signal.
// Prints, as medians of RUNS: when the first Add is shown, when a tap on it is counted (shown as taken: by the first
// script before the app runs, by the app after), the bytes the page moved, and what opens offline.

const PORT = Number(process.env.BENCH_PORT ?? 3811)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CPU_SLOWDOWN = 4

interface Profile {
  name: string
  downKbps: number
  upKbps: number
  rttMs: number
}

const PROFILES: Profile[] = [
  { name: '3G', downKbps: 1600, upKbps: 750, rttMs: 150 },
  { name: 'slow 3G', downKbps: 400, upKbps: 400, rttMs: 400 },
  { name: '2G', downKbps: 250, upKbps: 250, rttMs: 800 },
]

/** One visit: milliseconds from the link being opened, and the bytes the page's own requests moved. */
interface Visit {
  addShownMs: number
  tapCountedMs: number
  bytes: number
}

interface Run {
  first: Visit
  repeat: Visit
  offline: string
}

// In every page, before its scripts: when the first Add appears, and when a tap on it shows as taken.
const WATCH = `
  window.__bench = {}
  const mark = (name) => { if (!(name in window.__bench)) window.__bench[name] = performance.now() }
  new MutationObserver(() => {
    if (document.querySelector('main button[aria-label^="Add "]')) mark('addShown')
    if (document.querySelector('main [data-taken], main [role="group"][aria-label$=" in cart"]')) mark('tapCounted')
  }).observe(document, { subtree: true, childList: true, attributes: true })
`

async function throttled(context: BrowserContext, profile: Profile): Promise<{ page: Page; bytes: () => number }> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  let bytes = 0
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength))
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.downKbps * 1000) / 8,
    uploadThroughput: (profile.upKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { page, bytes: () => bytes }
}

/** Opens /products, taps the first Add as soon as it can, and waits until the app has counted it and the page is still. */
async function visit(context: BrowserContext, origin: string, profile: Profile): Promise<Visit> {
  const { page, bytes } = await throttled(context, profile)
  await page.goto(`${origin}${paths.products}`, { waitUntil: 'commit' })
  const add = page.locator('main button[aria-label^="Add "]').first()
  await add.click({ timeout: 120_000 })
  await page.locator('main [role="group"][aria-label$=" in cart"]').first().waitFor({ timeout: 120_000 })
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  const marks = await page.evaluate(() => (window as unknown as { __bench: Record<string, number> }).__bench)
  await page.close()
  return { addShownMs: marks.addShown!, tapCountedMs: marks.tapCounted!, bytes: bytes() }
}

async function oneRun(origin: string, profile: Profile, productAddress: string): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' })
    await context.addInitScript(WATCH)
    const first = await visit(context, origin, profile)

    // Between the visits: the worker has installed, a product page was opened, and the cart is empty again.
    const between = await context.newPage()
    await between.goto(`${origin}${productAddress}`)
    await between.evaluate(async (address) => {
      await navigator.serviceWorker.ready
      while (!(await caches.match(address))) await new Promise((resolve) => setTimeout(resolve, 100))
      localStorage.clear()
    }, productAddress)
    await between.close()
    const repeat = await visit(context, origin, profile)

    await context.setOffline(true)
    const { page } = await throttled(context, profile)
    let offline: string
    try {
      await page.goto(`${origin}${productAddress}`)
      const cart = page.locator('header a[href="/cart"]').first()
      const before = await cart.getAttribute('aria-label')
      await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: 60_000 })
      await page.waitForFunction((label) => document.querySelector('header a[href="/cart"]')?.getAttribute('aria-label') !== label, before, { timeout: 60_000 })
      offline = `product page opens, Add changes the cart (${await cart.getAttribute('aria-label')})`
    } catch (error) {
      offline = `failed: ${(error as Error).message.split('\n')[0]}`
    }
    await context.close()
    return { first, repeat, offline }
  } finally {
    await browser.close()
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`

async function main() {
  // A build of its own, so that building the app meanwhile cannot pull the files from under the pages measured.
  const distDir = makeDataDir('bench-network-dist')
  await buildShopApp(distDir)
  const server = await startShopServer({ port: PORT, dataDir: makeDataDir('bench-network'), env: { DIST_DIR: distDir } })
  try {
    const { products } = (await (await fetch(`${server.origin}/api/product/list`)).json()) as { products: { _id: string; category: string; inStock: boolean }[] }
    const product = products.find((candidate) => candidate.inStock)!
    const productAddress = paths.product(product.category, product._id)
    console.log(`/products at 375×800, ${CPU_SLOWDOWN}× CPU slowdown, medians of ${RUNS} runs (load average ${loadAverage()})`)
    console.log('profile  | visit  | Add shown | tap counted | bytes   | offline')
    for (const profile of PROFILES) {
      const runs: Run[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await oneRun(server.origin, profile, productAddress))
      for (const which of ['first', 'repeat'] as const) {
        const visits = runs.map((run) => run[which])
        const row = [
          profile.name.padEnd(8),
          which.padEnd(6),
          seconds(median(visits.map((v) => v.addShownMs))).padStart(9),
          seconds(median(visits.map((v) => v.tapCountedMs))).padStart(11),
          kilobytes(median(visits.map((v) => v.bytes))).padStart(7),
          which === 'repeat' ? runs.map((run) => run.offline).join('; ') : '',
        ]
        console.log(row.join(' | '))
      }
    }
  } finally {
    await server.stop()
    rmSync(distDir, { recursive: true, force: true })
  }
}

await main()
