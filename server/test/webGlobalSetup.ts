import os from 'node:os'
import path from 'node:path'
import { rm } from 'node:fs/promises'
import Fastify from 'fastify'
import { app } from '../src/app'
import { testClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { seedDemoCatalogue } from '../src/db/seed'
import { SANDBOX_WEBHOOK_MS } from '../src/payments/sandbox'
import { products } from '../src/db/schema/products'
import { eq } from 'drizzle-orm'
import { testDataDir } from './harness'

declare global {
  var __GLOW_TEST_SERVER__: { close(): Promise<unknown> } | undefined
}

/** The category the test catalogue has nothing in stock of. */
const EMPTY_CATEGORY = 'Fragrance'

/**
 * Where web tests move the test server's clock: mounted here, beside the app and never by it, so only this test
 * server has it. The test processes reach the server over HTTP alone. POST { ms } answers once every task that fell
 * due (the sandbox's webhooks) has run. (The tests run in Jest's workers, this server in its main process.)
 */
const TEST_CLOCK_PATH = '/__test__/clock/advance'

/** Component tests talk to the real shop server over real HTTP, on a fresh seeded database. */
export default async function globalSetup(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' })
  await seedDemoCatalogue(database.db)
  // One category with nothing in stock, as a shop has at times: its page says so.
  await database.db.update(products).set({ inStock: false }).where(eq(products.category, EMPTY_CATEGORY))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDataDir('glow-web-test'),
    DIST_DIR: path.join(os.tmpdir(), 'glow-shop-no-dist'),
    // Every component test's shopper comes from 127.0.0.1; the limits themselves are tested in server/test.
    AUTH_REQUESTS_PER_MINUTE: '10000',
    LOGIN_FAILURES_PER_ADDRESS: '10000',
    BOOKINGS_PER_HOUR: '10000',
    ORDERS_PER_MINUTE: '10000',
  })
  // Runs with the machine's time, but what the shop does "a moment later" waits for a test to advance it.
  const clock = testClock()
  const server = Fastify({ logger: false })
  await server.register(app, { config, database, clock })
  server.post<{ Body: { ms: number } }>(TEST_CLOCK_PATH, { schema: { body: { type: 'object', required: ['ms'], properties: { ms: { type: 'integer', minimum: 0 } } } } }, async (request) => {
    await clock.advance(request.body.ms)
    return { now: clock.now().toISOString() }
  })
  server.addHook('onClose', async () => {
    await database.close()
    await rm(config.dataDir, { recursive: true, force: true })
  })
  const address = await server.listen({ port: 0, host: '127.0.0.1' })
  process.env.GLOW_TEST_API_URL = address
  Object.assign(process.env, { GLOW_TEST_SELLER_EMAIL: config.sellerEmail, GLOW_TEST_SELLER_PASSWORD: config.sellerPassword })
  Object.assign(process.env, { GLOW_TEST_CLOCK_PATH: TEST_CLOCK_PATH, GLOW_TEST_SANDBOX_WEBHOOK_MS: String(SANDBOX_WEBHOOK_MS) })
  globalThis.__GLOW_TEST_SERVER__ = server
}
