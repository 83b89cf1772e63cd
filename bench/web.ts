import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { build } from 'vite'
import { paths } from '../src/contract/routes'
import type { Product } from '../src/contract/types'
import { benchCatalogue } from './catalogue'
import { formatJsSizes, measureJs } from './jsSize'
import { loadAverage, makeDataDir, startShopServer } from './server'

// Lighthouse on the built app served by our real server: scores, lab metrics and budgets, then JS sizes.
// It reports budgets and exits 0; CI enforces only the deterministic one (npm run check:bundle).

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3801)
const CHROME_PORT = SERVER_PORT + 1
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// This closed network: no background connections, or Chromium stalls.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type FormFactor = 'mobile' | 'desktop'

interface Row {
  page: string
  formFactor: FormFactor
  scores: Record<(typeof CATEGORIES)[number], number | null>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

interface Budget {
  name: string
  applies: (row: Row) => boolean
  met: (row: Row) => boolean
}

const BUDGETS: Budget[] = [
  { name: 'performance ≥ 0.95 (mobile)', applies: (row) => row.formFactor === 'mobile', met: (row) => (row.scores.performance ?? 0) >= 0.95 },
  { name: 'accessibility = 1.0', applies: () => true, met: (row) => row.scores.accessibility === 1 },
  { name: 'best-practices = 1.0', applies: () => true, met: (row) => row.scores['best-practices'] === 1 },
  { name: 'SEO = 1.0', applies: () => true, met: (row) => row.scores.seo === 1 },
  { name: 'LCP ≤ 2.0 s (mobile)', applies: (row) => row.formFactor === 'mobile', met: (row) => row.lcpMs <= 2000 },
  { name: 'CLS ≤ 0.01 (mobile)', applies: (row) => row.formFactor === 'mobile', met: (row) => row.cls <= 0.01 },
  { name: 'TBT ≤ 100 ms (mobile)', applies: (row) => row.formFactor === 'mobile', met: (row) => row.tbtMs <= 100 },
]

function toRow(page: string, formFactor: FormFactor, lhr: Result): Row {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  if (lhr.runtimeError) console.warn(`  ${page} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return {
    page,
    formFactor,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])) as Row['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  }
}

function failedAudits(lhr: Result): string[] {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && id !== 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${id}: ${audit!.id} (${audit!.title})`),
  )
}

function markdownTable(rows: Row[]): string {
  const score = (value: number | null) => (value === null ? '–' : value.toFixed(2))
  const lines = [
    '| page | form factor | performance | accessibility | best-practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) =>
      [
        row.page.replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/, (id) => `${id.slice(0, 8)}…`),
        row.formFactor,
        ...CATEGORIES.map((id) => score(row.scores[id])),
        `${(row.fcpMs / 1000).toFixed(2)} s`,
        `${(row.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(row.tbtMs)} ms`,
        row.cls.toFixed(3),
      ].join(' | '),
    ),
  ]
  return lines.map((line) => (line.startsWith('| page') || line.startsWith('|---') ? line : `| ${line} |`)).join('\n')
}

function budgetLines(rows: Row[]): string[] {
  return BUDGETS.map((budget) => {
    const missed = rows.filter((row) => budget.applies(row) && !budget.met(row))
    return missed.length === 0 ? `  met      ${budget.name}` : `  NOT met  ${budget.name}: ${missed.map((row) => `${row.page} (${row.formFactor})`).join(', ')}`
  })
}

async function firstProductPath(origin: string): Promise<string> {
  const { products } = (await (await fetch(`${origin}/api/product/list`)).json()) as { products: Product[] }
  const first = products[0]
  if (!first) throw new Error('GET /api/product/list returned no products')
  return paths.product(first.category, first._id)
}

async function main() {
  console.log('Building the app (vite build)…')
  await build({ logLevel: 'warn' })
  // BENCH_PART=catalogue measures only the catalogue sizes; otherwise Lighthouse first, the sizes after.
  if (process.env.BENCH_PART !== 'catalogue') await lighthouseRun()
  await benchCatalogue()
}

async function lighthouseRun() {

  const server = await startShopServer({ port: SERVER_PORT, dataDir: makeDataDir('bench-web') })
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'glow-bench-chromium-'))
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, port: CHROME_PORT, userDataDir, logLevel: 'error' })
  const rows: Row[] = []
  const loadBefore = loadAverage()
  const problems: string[] = []
  try {
    const pages = [paths.home, paths.products, await firstProductPath(server.origin), paths.booking]
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        const flags: Flags = { port: CHROME_PORT, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] }
        const result = await lighthouse(`${server.origin}${page}`, flags, formFactor === 'desktop' ? desktopConfig : undefined)
        if (!result) throw new Error(`Lighthouse gave no result for ${page} (${formFactor})`)
        const row = toRow(page, formFactor, result.lhr)
        rows.push(row)
        problems.push(...failedAudits(result.lhr).map((audit) => `${page} (${formFactor}) ${audit}`))
        console.log(`  ${formFactor.padEnd(7)} ${page}: performance ${row.scores.performance ?? '–'}`)
      }
    }
  } finally {
    chrome.kill()
    await server.stop()
    rmSync(userDataDir, { recursive: true, force: true })
  }

  console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${CHROMIUM}; load average before ${loadBefore}, after ${loadAverage()}\n`)
  console.log(markdownTable(rows))
  console.log('\nBudgets:')
  console.log(budgetLines(rows).join('\n'))
  if (problems.length > 0) console.log(`\nAudits below 1 in accessibility, best-practices and SEO:\n${problems.map((line) => `  ${line}`).join('\n')}`)
  console.log(`\n${formatJsSizes(measureJs(path.resolve('dist'))).join('\n')}`)
}

await main()
