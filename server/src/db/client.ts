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
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
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

/** Advisory lock key that serializes schema work (migrations, the demo seed) across processes. */
export const SCHEMA_LOCK = 0x676c6f77

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // The setting travels in each connection's start-up message: there before its first query.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: `-c ${TRIGRAM_THRESHOLD} -c ${NO_PARALLEL_QUERY}` })
    // An idle connection the server drops (a restart, a failover, an administrator) is replaced at the
    // next query; unheard, its error would end the whole process.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`))
    const db = drizzlePg(pool, { schema })
    // Instances of a deployment start together: one migrates, the others wait for it.
    const lock = await pool.connect()
    try {
      await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK])
      await migratePg(db, { migrationsFolder })
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).finally(() => lock.release())
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
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
