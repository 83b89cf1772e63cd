import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { buffer } from 'node:stream/consumers'
import { systemClock } from '../clock'
import { shopDate } from '../../../src/contract/shopClock'
import type { BackupShelf } from '../storage/backupShelf'
import type { ImageStore } from '../storage/store'
import type { Database, Db } from './client'
import * as schema from './schema'

// A backup is one gzip file of JSON lines: a header, every table's rows in foreign-key order, every
// uploaded file (base64), and an end line with the counts, so a cut-off file is refused on restore.

const FORMAT = 'glow-beauty-backup'
const VERSION = 1
const ROWS_PER_LINE = 200

type Row = Record<string, unknown>
type Line =
  | { format: string; version: number; createdAt: string }
  | { table: string; rows: Row[] }
  | { file: string; data: string }
  | { end: true; rows: number; files: number }

export interface BackupSummary {
  rows: Record<string, number>
  files: number
}

export class BackupError extends Error {}

interface ShopTable {
  name: string
  columns: Set<string>
}

/**
 * Derived state, not backed up: the catalogue version only ever grows (product-list caches key on it),
 * and the restore's own product writes move it on.
 */
const DERIVED = new Set([getTableConfig(schema.catalogueVersion).name])

/** Every table of the shop's data, parents before children, so rows insert without breaking a foreign key. */
export function shopTables(): ShopTable[] {
  const configs = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) && !DERIVED.has(getTableConfig(value).name) ? [getTableConfig(value)] : []))
  const ordered: ShopTable[] = []
  const placed = new Set<string>()
  const place = (config: (typeof configs)[number]): void => {
    if (placed.has(config.name)) return
    placed.add(config.name)
    for (const key of config.foreignKeys) {
      const parent = getTableConfig(key.reference().foreignTable)
      if (parent.name !== config.name) place(configs.find((c) => c.name === parent.name) ?? parent)
    }
    ordered.push({ name: config.name, columns: new Set(config.columns.map((column) => column.name)) })
  }
  configs.forEach(place)
  return ordered
}

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

/**
 * The database's own tables and columns, identity columns marked: a backup made before a change restores into the
 * columns and tables the migrations keep for it (the ledger's predecessors, migration 0038), which ledger_from_legacy()
 * then moves into rows.
 */
async function databaseColumns(db: Db): Promise<{ columns: Map<string, Set<string>>; identities: { table: string; column: string }[] }> {
  const rows = rowsOf(
    await db.execute(sql`select table_name, column_name, is_identity from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`),
  ) as { table_name: string; column_name: string; is_identity: string }[]
  const columns = new Map<string, Set<string>>()
  for (const row of rows) columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name))
  return { columns, identities: rows.filter((row) => row.is_identity === 'YES').map((row) => ({ table: row.table_name, column: row.column_name })) }
}

async function countRows(db: Db, table: string): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`))
  return Number(row?.count ?? 0)
}

/**
 * Writes the whole shop to `file`: one consistent snapshot of every table (a read-only repeatable-read
 * transaction, so a running shop on PostgreSQL can be backed up) and every uploaded image in `store`
 * (the data directory or the S3-compatible store, whichever the shop is set to).
 */
export async function writeBackup(db: Db, store: ImageStore, file: string): Promise<BackupSummary> {
  const summary: BackupSummary = { rows: {}, files: 0 }
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  try {
    await db.transaction(
      async (tx) => {
        async function* lines(): AsyncGenerator<string> {
          const emit = (line: Line) => `${JSON.stringify(line)}\n`
          yield emit({ format: FORMAT, version: VERSION, createdAt: systemClock.now().toISOString() })
          let total = 0
          for (const { name } of shopTables()) {
            const rows = rowsOf(await tx.execute(sql`select row_to_json(t) as row from ${sql.identifier(name)} t`)).map((r) => r.row as Row)
            summary.rows[name] = rows.length
            total += rows.length
            for (let start = 0; start < rows.length; start += ROWS_PER_LINE) yield emit({ table: name, rows: rows.slice(start, start + ROWS_PER_LINE) })
          }
          for await (const name of store.list()) {
            const stored = await store.get(name)
            // Deleted since it was listed: its row is gone too (files go after their row commits).
            if (!stored) continue
            yield emit({ file: name, data: (await buffer(stored.body)).toString('base64') })
            summary.files += 1
          }
          yield emit({ end: true, rows: total, files: summary.files })
        }
        await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial))
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    await rename(partial, file)
  } finally {
    await rm(partial, { force: true })
  }
  return summary
}

/** Advisory lock key that makes the day's backup to the bucket one machine's work. */
const SHELF_LOCK = 0x676c6f62

export type ShelvedBackup =
  | { outcome: 'written'; where: string; summary: BackupSummary; removed: string[] }
  | { outcome: 'already'; where: string }
  | { outcome: 'busy' }

/**
 * The day's backup (Lagos day of `now`) into the S3 store's backups/, then the days beyond `keepDays` removed. Every
 * machine's timer may run it: on PostgreSQL the first takes a lock the others find held ('busy'), and a day already
 * on the shelf is not written again ('already'). The embedded database belongs to one process: no one else can run it.
 */
export async function backUpToShelf(
  database: Database,
  store: ImageStore,
  shelf: BackupShelf,
  { now, keepDays, workFile }: { now: Date; keepDays: number; workFile: string },
): Promise<ShelvedBackup> {
  const day = shopDate(now)
  const work = async (): Promise<ShelvedBackup> => {
    if (await shelf.has(day)) return { outcome: 'already', where: shelf.where(day) }
    try {
      const summary = await writeBackup(database.db, store, workFile)
      await shelf.put(day, workFile)
      return { outcome: 'written', where: shelf.where(day), summary, removed: await shelf.prune(day, keepDays) }
    } finally {
      await rm(workFile, { force: true })
    }
  }
  if (database.kind !== 'postgres') return work()
  // The lock lives as long as this transaction, on a connection of its own; the backup reads on another.
  return database.db.transaction(async (tx) => {
    const [row] = rowsOf(await tx.execute(sql`select pg_try_advisory_xact_lock(${SHELF_LOCK}) as locked`))
    return row?.locked ? work() : { outcome: 'busy' }
  })
}

/** A file path from a backup, refused when it would land outside the uploads folder. */
function safeUploadPath(uploadsDir: string, relative: unknown): string {
  if (typeof relative !== 'string' || relative === '' || relative.includes('\0')) throw new BackupError('The backup names a file without a valid path.')
  const target = path.resolve(uploadsDir, relative)
  if (path.isAbsolute(relative) || !target.startsWith(path.resolve(uploadsDir) + path.sep)) {
    throw new BackupError(`The backup names a file outside the uploads folder: ${relative}`)
  }
  return target
}

async function* readLines(file: string): AsyncGenerator<Line> {
  const input = createReadStream(file).pipe(createGunzip())
  let number = 0
  try {
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      number += 1
      if (text === '') continue
      try {
        yield JSON.parse(text) as Line
      } catch {
        throw new BackupError(`Line ${number} of the backup is not valid JSON: the file is damaged.`)
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new BackupError(`No backup file at ${file}.`)
    if (code?.startsWith('Z_')) throw new BackupError('The backup is not a complete gzip file: it is damaged or cut off.')
    throw error
  }
}

export interface RestoreOptions {
  /** Replace a shop that already has orders. */
  force?: boolean
}

/**
 * Replaces every table and the stored images with the backup's content. The database part is one
 * transaction: a damaged or cut-off file changes nothing. A shop with orders is replaced only with `force`.
 */
export async function restoreBackup(db: Db, store: ImageStore, file: string, options: RestoreOptions = {}): Promise<BackupSummary> {
  const tables = shopTables()
  const summary: BackupSummary = { rows: Object.fromEntries(tables.map((t) => [t.name, 0])), files: 0 }
  const staging = await store.stagingDirectory()
  try {
    await db.transaction(async (tx) => {
      const orders = await countRows(tx as unknown as Db, 'orders')
      if (orders > 0 && !options.force) {
        throw new BackupError(`This shop already has ${orders} order${orders === 1 ? '' : 's'}: restoring would replace them. Run the restore again with --force to replace them.`)
      }
      const { columns: inDatabase, identities } = await databaseColumns(tx as unknown as Db)
      // The shop's tables, and those the migrations keep only for older backups (emptied by ledger_from_legacy()).
      const legacy = [...inDatabase.keys()].filter((name) => !tables.some((table) => table.name === name) && !DERIVED.has(name))
      const byName = new Map([...tables.map((table) => table.name), ...legacy].map((name) => [name, { name, columns: inDatabase.get(name)! }]))
      await tx.execute(sql`truncate ${sql.join([...byName.keys()].map((name) => sql.identifier(name)), sql`, `)}`)
      let header = false
      let ended = false
      let total = 0
      for await (const line of readLines(file)) {
        if (ended) throw new BackupError('The backup has content after its end line: the file is damaged.')
        if (!header) {
          if (!('format' in line) || line.format !== FORMAT) throw new BackupError('This file is not a Glow Beauty backup.')
          if (line.version !== VERSION) throw new BackupError(`This backup has format version ${line.version}; this shop reads version ${VERSION}.`)
          header = true
        } else if ('table' in line) {
          const table = byName.get(line.table)
          if (!table) throw new BackupError(`The backup has a table this shop does not know: ${line.table}. Is it from a newer version?`)
          if (!Array.isArray(line.rows) || line.rows.length === 0) continue
          const columns = Object.keys(line.rows[0]!)
          const unknown = columns.find((column) => !table.columns.has(column))
          if (unknown) throw new BackupError(`The backup has a column this shop does not know: ${line.table}.${unknown}. Is it from a newer version?`)
          const list = sql.join(columns.map((column) => sql.identifier(column)), sql`, `)
          const name = sql.identifier(table.name)
          // Postgres converts each JSON value to the column's own type (timestamps, arrays, jsonb, dates).
          // A generated identity (a receipt's number) is restored as it was: its sequence moves past them below.
          await tx.execute(sql`insert into ${name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(line.rows)}::json)`)
          summary.rows[table.name] = (summary.rows[table.name] ?? 0) + line.rows.length
          total += line.rows.length
        } else if ('file' in line) {
          const target = safeUploadPath(staging, line.file)
          await mkdir(path.dirname(target), { recursive: true })
          await writeFile(target, Buffer.from(String(line.data), 'base64'))
          summary.files += 1
        } else if ('end' in line) {
          if (line.rows !== total || line.files !== summary.files) throw new BackupError('The backup does not hold what its end line counts: the file is damaged.')
          ended = true
        } else {
          throw new BackupError('The backup has a line this shop does not understand: the file is damaged.')
        }
      }
      if (!header) throw new BackupError('The backup file is empty.')
      if (!ended) throw new BackupError('The backup file is cut off (no end line): nothing was restored.')
      for (const { table, column } of identities) {
        const [t, c] = [sql.identifier(table), sql.identifier(column)]
        await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${c}) from ${t}), 0) + 1, false)`)
      }
      await tx.execute(sql`select ledger_from_legacy()`)
      for (const name of legacy) delete summary.rows[name]
    })
    // The database now holds the backup: the store's images become the backup's files.
    await store.replaceAll(staging)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return summary
}
