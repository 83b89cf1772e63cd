import { readFile, rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { restoreBackup } from '../src/db/backup'
import { openDatabase, type Database } from '../src/db/client'
import { LocalImageStore } from '../src/storage/store'
import { buildTestShop, createPostgresDatabase, openTestDatabase, testDataDir, type TestShop } from './harness'
import { LEDGER_BACKUP, LEDGER_EXPECTED, LEDGER_READ_AT, ledgerEnv, logInLedger, readLedger, type LedgerFacts, type Reading } from './fixtures/ledger'

// A backup made on the code before issue 54 ("one ledger") restores on today's code, and every page that shows the
// shop's money reads as it did in the shop that made it: the dashboard, the CSV exports, the seller's and the
// shopper's orders, the counter's days and receipts, the bookings and their deposits. fixtures/makeLedgerFixture.ts
// made the backup and the readings (fixtures/ledger-before.*) through the real API; its header says what the shop holds.
//
// The dashboard and the payment windows are relative to now: the readings were taken at LEDGER_READ_AT, and this
// test reads at the same moment. The JS clock (Date) is Jest's, stopped there (PGlite's now() is Date's too); on
// PostgreSQL the database's now() is pinned there by a function public.now() that the connections find before
// pg_catalog's (search_path), so every query that asks now() (the dashboard's periods, the holds) asks the fixture's
// moment. Without the pin the dashboard reads PostgreSQL's today and the first assertion says so. Column defaults keep
// the real clock: this test writes only its logins' sessions.

const READ_AT = new Date(LEDGER_READ_AT)
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let database: Database
let shop: TestShop
let dropPostgres: (() => Promise<void>) | undefined
const uploads = testDataDir('glow-ledger-restore')

/** The database's now() answers LEDGER_READ_AT for the connections that set `search_path` as below. */
const pinNow = sql.raw(`create function public.now() returns timestamptz language sql stable as $$ select '${READ_AT.toISOString()}'::timestamptz $$`)
const pinnedPath = sql`set search_path to public, pg_catalog`


/** A new database holding the fixture's backup, its clock at LEDGER_READ_AT. */
async function restoredDatabase(): Promise<Database> {
  if (!onPostgres) {
    const embedded = await openTestDatabase()
    await restoreBackup(embedded.db, new LocalImageStore(uploads), LEDGER_BACKUP)
    // PGlite is one connection: the setting holds for every query the shop makes.
    await embedded.db.execute(pinNow)
    await embedded.db.execute(pinnedPath)
    return embedded
  }
  // PostgreSQL: restored, then the database's own search_path set, and the pool opened again so each connection takes it.
  const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
  dropPostgres = created.drop
  const restoring = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 })
  try {
    await restoreBackup(restoring.db, new LocalImageStore(uploads), LEDGER_BACKUP)
    await restoring.db.execute(pinNow)
    await restoring.db.execute(sql`do $$ begin execute format('alter database %I set search_path to public, pg_catalog', current_database()); end $$`)
  } finally {
    await restoring.close()
  }
  return openDatabase({ kind: 'postgres', url: created.url, poolSize: 10 })
}

beforeAll(async () => {
  // Before the embedded database opens: its clock is Date's, and must not run backwards under it.
  jest.useFakeTimers({
    now: READ_AT,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  })
  database = await restoredDatabase()
  // No Paystack answers here: reading the pages asks it nothing.
  shop = await buildTestShop({ database, env: ledgerEnv('http://127.0.0.1:9') })
}, 60_000)

afterAll(async () => {
  await shop?.close()
  await database?.close()
  await dropPostgres?.()
  await rm(uploads, { recursive: true, force: true })
  jest.useRealTimers()
})

/**
 * What the shop reads since the backup was made, and what it is for such a backup: issue 51's tips (a day's `tips: 0`,
 * a sale's `tips: []`), issue 48's no-show fees (the bookings page's `fees: {}`) and issue 52's line refunds (a day's and a line's `refunded`: 0 or null, a sale's `refunds: []`)
 * are none; a line's `_id` and what is still `refundable` of it are new words for what was there, and so is the dashboard's
 * `margin` (issue 50: what its sales cost, unknown for units sold before batches had costs). Each is checked where it
 * has a "none", then left out of the comparison, wherever it is.
 */
const READ_SINCE: Record<string, unknown[] | undefined> = { tips: [0, []], refunded: [0, null], refunds: [[]], refundable: undefined, _id: undefined, margin: undefined, fees: [{}] }

function withoutReadSince(value: unknown, inLine = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutReadSince(item, inLine))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => {
        if (!Object.hasOwn(READ_SINCE, key) || (key === '_id' && !inLine)) return true
        const none = READ_SINCE[key]
        if (none) expect(none).toContainEqual(inner)
        return false
      })
      .map(([key, inner]) => [key, withoutReadSince(inner, key === 'lines' || key === 'service')]),
  )
}

describe(`a backup from before one ledger, restored (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  /** A method added since the fixture was read (the gift card) takes nothing from its sales: its ₦0 in a day's byMethod is no difference. */
  const withoutNewMethods = <T>(reading: T): T =>
    JSON.parse(JSON.stringify(reading), (key, value: unknown) => {
      if (key !== 'byMethod' || typeof value !== 'object' || value === null) return value
      return Object.fromEntries(Object.entries(value).filter(([method, amount]) => !(method === 'giftCard' && amount === 0)))
    }) as T

  it('reads its money on every page as the shop that made it did', async () => {
    const [{ now }] = ((await database.db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] }).rows as [{ now: string | Date }]
    expect(new Date(now).toISOString()).toBe(LEDGER_READ_AT)
    expect(new Date().toISOString()).toBe(LEDGER_READ_AT)

    const expected = JSON.parse(await readFile(LEDGER_EXPECTED, 'utf8')) as { readAt: string; facts: LedgerFacts; readings: Record<string, Reading> }
    expect(expected.readAt).toBe(LEDGER_READ_AT)
    const readings = withoutNewMethods(await readLedger(shop, await logInLedger(shop), expected.facts))
    expect(Object.keys(readings)).toEqual(Object.keys(expected.readings))
    // One page at a time, so that a difference names the page it is on, without what the shop reads since (READ_SINCE).
    for (const [page, reading] of Object.entries(expected.readings)) expect({ [page]: withoutReadSince(readings[page]) }).toEqual({ [page]: reading })
  })
})
