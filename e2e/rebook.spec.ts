import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { openDayFromToday } from '../fixtures/salonDays'
import { rebookPath, reviewPath } from '../src/contract/reviews'
import { expectNoAxeViolations, freePort, SELLER } from './support'

// Clients who come back (issue 49): a rebooking reminder's link opens the wizard with her service and member chosen;
// a review link takes her stars and words, which the About page shows once the owner publishes them (five at least).
// The review links come from visits two hours past, which a journey cannot wait for: the shop runs here as a process
// of its own on PostgreSQL, and the journey's setup writes four published reviews and her review request (its token
// kept hashed, as the shop keeps it) into its database. The rounds that send them are server/test/returning.test.ts's.

const POSTGRES = 'postgres://postgres@127.0.0.1:5432'
const database = `glow_rebook_${randomBytes(4).toString('hex')}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glow-rebook-'))
let shop: ChildProcess
let baseUrl = ''
let output = ''

async function sql(statement: string, values: unknown[] = [], db = database) {
  const client = new pg.Client({ connectionString: `${POSTGRES}/${db}` })
  await client.connect()
  try {
    return await client.query(statement, values)
  } finally {
    await client.end()
  }
}

/** Her review link's token; the database keeps its SHA-256. */
const token = randomBytes(32).toString('base64url')
const FIXTURE = [
  { name: 'Amaka Obi', rating: 5, words: 'My silk press lasted two weeks. Tolu is a magician.' },
  { name: 'Bisi Ade', rating: 4, words: 'Lovely salon, on time and friendly.' },
  { name: 'Chioma Eze', rating: 5, words: 'Best pedicure in Lekki.' },
  { name: 'Dupe Bello', rating: 4, words: 'Relaxing facial, fair price.' },
]

/** A completed visit of two days ago and its review: answered and published, or (her own) asked for and waiting. */
async function visitWithReview(index: number, name: string, review?: { rating: number; words: string }) {
  const startsAt = new Date(Date.now() - 2 * 86_400_000 - index * 3_600_000)
  const { rows } = await sql(
    `insert into bookings (reference, category, employee_id, service, starts_at, ends_at, price_kobo, status, full_name, email, phone, client_phone, payment_method)
     values ($1, 'hair', 'tolu', 'silk-press', $2, $3, 2500000, 'completed', $4, $5, $6, $6, 'pay-on-visit') returning id`,
    [`GB-RV${index}${randomBytes(2).toString('hex')}`, startsAt, new Date(startsAt.getTime() + 90 * 60_000), name, `client${index}@example.ng`, `+23480355501${String(index).padStart(2, '0')}`],
  )
  const hash = review ? createHash('sha256').update(randomBytes(32)).digest('hex') : createHash('sha256').update(token).digest('hex')
  await sql(
    `insert into salon_reviews (booking_id, client_key, service, token_hash, first_name, requested_at, rating, words, answered_at, status)
     values ($1, $2, 'silk-press', $3, $4, $5, $6, $7, $8, $9)`,
    [rows[0].id, `client${index}@example.ng`, hash, name.split(' ')[0], new Date(startsAt.getTime() + 4 * 3_600_000), review?.rating ?? null, review?.words ?? null, review ? new Date(startsAt.getTime() + 5 * 3_600_000) : null, review ? 'published' : 'new'],
  )
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await sql(`create database ${database}`, [], 'test')
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  shop = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, DIST_DIR: path.resolve('dist'), DATA_DIR: dataDir, DATABASE_URL: `${POSTGRES}/${database}`, PAYSTACK_SECRET_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  shop.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  shop.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await expect.poll(() => fetch(`${baseUrl}/api/health/ready`).then((response) => response.status, () => 0), { timeout: 90_000, intervals: [250] }).toBe(200)
  for (const [index, review] of FIXTURE.entries()) await visitWithReview(index, review.name, review)
  await visitWithReview(FIXTURE.length, 'Ngozi Okafor')
})

test.afterAll(async () => {
  shop?.kill('SIGKILL')
  await sql(`drop database if exists ${database} with (force)`, [], 'test')
  rmSync(dataDir, { recursive: true, force: true })
  if (test.info().status !== test.info().expectedStatus) writeFileSync(path.join(os.tmpdir(), `${database}.log`), output)
})

const at = (page: Page, address: string) => page.goto(baseUrl + address)

test('a client follows her rebooking link into the wizard with her service and member chosen', async ({ page }) => {
  await at(page, rebookPath('silk-press', 'tolu'))
  await expect(page.getByLabel('Category')).toHaveValue('hair')
  await expect(page.getByLabel('Preferred employee')).toHaveValue('tolu')
  await expectNoAxeViolations(page, 'the wizard opened from a rebooking link')
  await page.getByLabel('Date').fill(openDayFromToday(3))
  await page.getByRole('radio', { name: '10:00' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('radio', { name: /Silk Press/ })).toBeChecked()
  await page.screenshot({ path: `/tmp/shots-rebook/rebook-${test.info().project.name}.png`, fullPage: true })
})

test('a client leaves a review from her link; the About page shows it once the owner publishes it', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000)
  const words = `Tolu gave me the neatest silk press (${testInfo.project.name}).`
  // Four published: the About page shows none yet.
  await at(page, '/about')
  await expect(page.getByRole('heading', { name: 'Meet the Team' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What our clients say' })).toHaveCount(0)

  const clientContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const client = await clientContext.newPage()
  await at(client, reviewPath(token))
  await expect(client.getByRole('heading', { name: 'How was your Silk Press, Ngozi?' })).toBeVisible()
  await client.getByRole('radio', { name: /5 stars/ }).check()
  await client.getByLabel('A few words (optional)').fill(words)
  await expectNoAxeViolations(client, 'the review page')
  await client.screenshot({ path: `/tmp/shots-rebook/review-${testInfo.project.name}.png`, fullPage: true })
  await client.getByRole('button', { name: 'Send my review' }).click()
  await expect(client.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible()
  // The link works once.
  await at(client, reviewPath(token))
  await expect(client.getByRole('main').getByRole('alert')).toContainText('This review link has already been used')
  await expect(client.getByRole('region', { name: /Notifications/ }).getByRole('alert')).toHaveCount(0)
  await clientContext.close()

  await at(page, '/seller')
  await page.getByLabel('Email').fill(SELLER.email)
  await page.getByLabel('Password').fill(SELLER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Hi! Admin')).toBeVisible()
  await at(page, '/seller/reviews?status=new')
  const card = page.getByRole('region', { name: /Ngozi Okafor, Silk Press/ })
  await expect(card.getByText(words)).toBeVisible()
  await expectNoAxeViolations(page, 'the seller reviews page')
  await page.screenshot({ path: `/tmp/shots-rebook/seller-reviews-${testInfo.project.name}.png`, fullPage: true })
  await card.getByRole('button', { name: 'Reply to Ngozi Okafor' }).click()
  await card.getByLabel('Your reply to Ngozi').fill('Thank you, Ngozi! See you in six weeks.')
  await card.getByRole('button', { name: 'Save reply' }).click()
  await expect(card.getByText('Your reply: Thank you, Ngozi! See you in six weeks.')).toBeVisible()
  await card.getByRole('button', { name: "Publish Ngozi Okafor's review" }).click()
  await expect(page.getByText('Review published')).toBeVisible()
  await at(page, '/seller/dashboard')
  const returning = page.getByRole('region', { name: 'Clients who come back' })
  await expect(returning.getByText('Rebooking reminders (30 days)')).toBeVisible()
  await expectNoAxeViolations(page, 'the dashboard with its clients who come back')
  await returning.screenshot({ path: `/tmp/shots-rebook/dashboard-${testInfo.project.name}.png` })

  await at(page, '/about')
  const reviews = page.getByRole('region', { name: 'What our clients say' })
  await expect(reviews.getByText(words)).toBeVisible()
  await expect(reviews.getByText('from 5 reviews')).toBeVisible()
  await expect(reviews.getByText('The salon replied: Thank you, Ngozi! See you in six weeks.')).toBeVisible()
  await expectNoAxeViolations(page, 'the About page with its reviews')
  await page.screenshot({ path: `/tmp/shots-rebook/about-${testInfo.project.name}.png`, fullPage: true })
  await at(page, '/booking')
  await expect(page.getByRole('region', { name: 'What our clients say' }).getByText(words)).toBeVisible()
  await page.screenshot({ path: `/tmp/shots-rebook/booking-${testInfo.project.name}.png`, fullPage: true })
  expect(output).not.toMatch(/ReferenceError|TypeError/)
})
