import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's pool as /metrics shows it: connections open, in use, and requests waiting for one. */
  pool?: { open(): number; inUse(): number; waiting(): number }
  close(): Promise<void>
}

export type DatabaseOptions =
  /**
   * statementTimeoutMs: the longest one statement may run (none for maintenance: a backup reads whole tables);
   * connectTimeoutMs: how long a new connection may take (CONNECT_TIMEOUT_MS).
   */
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number; connectTimeoutMs?: number }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }

const migrationsFolder = path.resolve('server/drizzle')

/**
 * PostgreSQL's default page cache is 128 MB; inside PGlite's WebAssembly memory a fresh start then took
 * the server to 942 MB of RSS, 431 MB with 16 MB. The shop's tables are a few megabytes, and their files
 * stay in the operating system's cache below.
 */
const PGLITE_SHARED_BUFFERS = '16MB'

/**
 * How like a run of the name's words a query must be to match it as a typo (pg_trgm's `%>`; its default 0.6
 * misses "vitamn c" for "Vitamin C"). Set on every connection, before the extension loads.
 */
const TRIGRAM_THRESHOLD = 'pg_trgm.word_similarity_threshold=0.5'

/**
 * No parallel workers for one query on PostgreSQL: a shop answers many small queries at once, and on a few
 * cores a search's Gather of two workers took 110 to 140 ms where one process took 13 ms (50,000 products,
 * "serum", 1,724 matches). PGlite has no workers.
 */
const NO_PARALLEL_QUERY = 'max_parallel_workers_per_gather=0'

/**
 * How long opening a connection to PostgreSQL may take: a server that refuses is known at once, a silent one (a
 * dead host, a firewall dropping packets) after this, and the request answers 503 or the start-up stops.
 */
export const CONNECT_TIMEOUT_MS = 5_000

/** The longest one statement may run while the shop serves (PostgreSQL's statement_timeout): a stuck query answers 503. */
export const STATEMENT_TIMEOUT_MS = 15_000

/** A connection whose server stops answering altogether (so no statement_timeout fires) is given up this long after it. */
const SILENCE_GRACE_MS = 2_000

/** The driver's own words for a server that did not answer in time, and for a connection that broke off. */
const SILENT = /timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout/
const BROKEN = /Connection terminated|Client has encountered a connection error/
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND'])
/**
 * PostgreSQL's own: a connection exception (class 08), a server shutting down or starting up (57P01-57P03), too many
 * connections (53300), and a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/

/** The error and what it wraps (drizzle's query error, an AggregateError of each address tried). */
function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (typeof error !== 'object' || error === null || depth > 4) return
  yield error
  yield* causes((error as { cause?: unknown }).cause, depth + 1)
  for (const inner of (error as { errors?: unknown[] }).errors ?? []) yield* causes(inner, depth + 1)
}

/**
 * Whether the database could not be reached or did not answer in time, as opposed to refusing a statement: the
 * client is told to try again (503), and start-up says which database it could not reach.
 */
export function databaseFailure(error: unknown): 'refused' | 'silent' | 'unavailable' | undefined {
  for (const cause of causes(error)) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (code === 'ECONNREFUSED') return 'refused'
    if (typeof message === 'string' && SILENT.test(message)) return 'silent'
    if ((typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) || (typeof message === 'string' && BROKEN.test(message))) {
      return 'unavailable'
    }
  }
  return undefined
}

/**
 * No JIT compilation of a query on PostgreSQL: a plan the planner thinks costly (a list comparing each row with its
 * group's other rows, or any query on a table not yet analysed) was compiled first, for 0.5 to 1 s, to run in less
 * than a millisecond (/products' first page, 10,000 products not yet analysed: 1,184 ms with JIT, 0.2 ms without).
 * PGlite has no JIT.
 */
const NO_JIT = 'jit=off'

/** Advisory lock key that serializes schema work (migrations, the demo seed) across processes. */
export const SCHEMA_LOCK = 0x676c6f77

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { url, statementTimeoutMs, connectTimeoutMs = CONNECT_TIMEOUT_MS } = options
    // Migrations get no statement limit (an index on a big table takes its time), on connections of their own.
    const schemaPool = pooled(url, 2, connectTimeoutMs)
    try {
      // Instances of a deployment start together: one migrates, the others wait for it.
      const lock = await schemaPool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK])
        await migratePg(drizzlePg(schemaPool, { schema }), { migrationsFolder })
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).finally(() => lock.release())
      }
    } finally {
      await schemaPool.end()
    }
    const pool = pooled(url, options.poolSize ?? 10, connectTimeoutMs, statementTimeoutMs)
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool: { open: () => pool.totalCount, inUse: () => pool.totalCount - pool.idleCount, waiting: () => pool.waitingCount },
      close: () => pool.end(),
    }
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  try {
    const client = await PGlite.create(options.dataDir ?? 'memory://', {
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
      // The shop search's typo matching (migration 0013) and the bookings' no-overlap exclusion constraint (0014).
      extensions: { pg_trgm, btree_gist },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    })
    await client.exec(`set ${TRIGRAM_THRESHOLD.replace('=', ' = ')}`)
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close().finally(unlock) }
  } catch (error) {
    unlock()
    throw error
  }
}

/** A pool of connections to PostgreSQL, each bounded in time (statements too, when given a limit). */
function pooled(url: string, max: number, connectTimeoutMs: number, statementTimeoutMs?: number): pg.Pool {
  const statementLimit = statementTimeoutMs ? ` -c statement_timeout=${statementTimeoutMs}` : ''
  /** Opening one connection keeps its own bound, whatever the pool's. */
  class BoundedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs })
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: BoundedClient,
    // A request waits for a free connection as long as a statement may run: a sale's crowd queueing on one product's
    // row is served in turn, not refused after the few seconds a new connection may take to open (bench/cluster.ts:
    // 2,000 orders at once).
    connectionTimeoutMillis: Math.max(connectTimeoutMs, statementTimeoutMs ?? 0),
    ...(statementTimeoutMs && { query_timeout: statementTimeoutMs + SILENCE_GRACE_MS }),
    // The settings travel in each connection's start-up message: there before its first query.
    options: `-c ${TRIGRAM_THRESHOLD} -c ${NO_PARALLEL_QUERY} -c ${NO_JIT}${statementLimit}`,
  })
  // An idle connection the server drops (a restart, a failover, an administrator) is replaced at the
  // next query; unheard, its error would end the whole process.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`))
  return pool
}

export class DatabaseInUseError extends Error {}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readOwner = (lockFile: string) => {
  try {
    return readFileSync(lockFile, 'utf8').trim()
  } catch {
    return ''
  }
}

/**
 * The embedded database is one process's alone: a second process opening the same folder (a second
 * shop, or a backup while the shop runs) would corrupt it. A lock file with the owner's pid keeps it
 * out; a lock left by a killed process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockFile = `${dataDir}.lock`
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readOwner(lockFile))
      if (owner && isRunning(owner)) {
        throw new DatabaseInUseError(`The database in ${dataDir} is in use by process ${owner}: stop the shop first.`)
      }
      rmSync(lockFile, { force: true })
    }
  }
}
