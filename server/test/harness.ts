import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import { app, serverOptions } from '../src/app'
import { systemClock, type Clock } from '../src/clock'
import { loadConfig, type Config } from '../src/config'
import { openDatabase, type Database } from '../src/db/client'
import { seedDemoCatalogue } from '../src/db/seed'

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server, with a way to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `glow_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** A fresh, migrated database of its own: a copy of the PGlite snapshot, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const snapshot = process.env.GLOW_PGLITE_SNAPSHOT
    return openDatabase(snapshot ? { kind: 'pglite', loadDataDir: new Blob([await readFile(snapshot)]) } : { kind: 'pglite' })
  }
  const created = await createPostgresDatabase(serverUrl)
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 20 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await created.drop()
    },
  }
}

export interface TestShop {
  app: FastifyInstance
  database: Database
  config: Config
  /** Where the shop reads the time. */
  clock: Clock
  close(): Promise<void>
}

/** A data directory of the test's own in the system's temporary directory; the test removes it when it closes. */
export const testDataDir = (name: string): string => path.join(os.tmpdir(), `${name}-${randomBytes(6).toString('hex')}`)

/**
 * The whole shop on its own database, for `app.inject` or, after `listen`, real HTTP; closed, it leaves no folder
 * behind. `servicesVisible`: its services (app.catalogue, app.mail…) are visible from outside (fastify-plugin), for a
 * test to wait on them. `onRoute`: told of every route the shop registers (its real route table, as it is built).
 * `clock`: where the shop reads the time (a `testClock()` the test advances instead of sleeping); the machine's by default.
 */
export async function buildTestShop(
  options: { seed?: boolean; env?: Record<string, string>; servicesVisible?: boolean; database?: Database; onRoute?: onRouteHookHandler; clock?: Clock } = {},
): Promise<TestShop> {
  // A database given is the caller's: the shop starts on it as it finds it, and leaves it open.
  const database = options.database ?? (await openTestDatabase())
  if (options.seed ?? !options.database) await seedDemoCatalogue(database.db)
  const ownDataDir = testDataDir('glow-shop-test')
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ownDataDir,
    DIST_DIR: path.join(os.tmpdir(), 'glow-shop-no-dist'),
    ...options.env,
  })
  const clock = options.clock ?? systemClock
  const server = Fastify(serverOptions(config))
  if (options.onRoute) server.addHook('onRoute', options.onRoute)
  await server.register(options.servicesVisible ? fp(app) : app, { config, database, clock })
  await server.ready()
  return {
    app: server,
    database,
    config,
    clock,
    close: async () => {
      await server.close()
      if (!options.database) await database.close()
      await rm(ownDataDir, { recursive: true, force: true })
    },
  }
}
