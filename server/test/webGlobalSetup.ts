import os from 'node:os'
import path from 'node:path'
import { rm } from 'node:fs/promises'
import Fastify from 'fastify'
import { app } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { seedDemoCatalogue } from '../src/db/seed'
import { products } from '../src/db/schema/products'
import { eq } from 'drizzle-orm'
import { testDataDir } from './harness'

declare global {
  var __GLOW_TEST_SERVER__: { close(): Promise<unknown> } | undefined
}

/** The category the test catalogue has nothing in stock of. */
const EMPTY_CATEGORY = 'Fragrance'

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
  const server = Fastify({ logger: false })
  await server.register(app, { config, database })
  server.addHook('onClose', async () => {
    await database.close()
    await rm(config.dataDir, { recursive: true, force: true })
  })
  const address = await server.listen({ port: 0, host: '127.0.0.1' })
  process.env.GLOW_TEST_API_URL = address
  Object.assign(process.env, { GLOW_TEST_SELLER_EMAIL: config.sellerEmail, GLOW_TEST_SELLER_PASSWORD: config.sellerPassword })
  globalThis.__GLOW_TEST_SERVER__ = server
}
