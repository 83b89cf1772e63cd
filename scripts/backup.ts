import path from 'node:path'
import { ConfigError, loadConfig } from '../server/src/config'
import os from 'node:os'
import { systemClock } from '../server/src/clock'
import { BackupError, backUpToShelf, restoreBackup, writeBackup, type BackupSummary } from '../server/src/db/backup'
import { DatabaseInUseError } from '../server/src/db/client'
import { openShopDatabase } from '../server/src/server'
import { BackupShelf } from '../server/src/storage/backupShelf'
import { createImageStore } from '../server/src/storage/store'

// `npm run backup [FILE]` and `npm run restore FILE [--force]`, for the database the shop itself
// would open (DATA_DIR's embedded one, or DATABASE_URL) and the images of the store it would use
// (DATA_DIR/uploads, or the S3-compatible store S3_BUCKET names). `npm run backup -- --to-bucket` is the daily one
// deploy/systemd/glow-backup.timer runs: into the bucket's backups/, once a day whichever machine runs it.

const usage = 'Usage: npm run backup [FILE]  |  npm run backup -- --to-bucket  |  npm run restore FILE [--force]'

function describe(summary: BackupSummary): string {
  const tables = Object.entries(summary.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ')
  return `${tables}; ${summary.files} uploaded file${summary.files === 1 ? '' : 's'}`
}

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args
  // npm keeps `--force` for itself (npm run restore FILE --force) and passes it on as npm_config_force.
  const force = rest.includes('--force') || process.env.npm_config_force === 'true'
  const toBucket = command === 'backup' && rest.includes('--to-bucket')
  const files = rest.filter((arg) => arg !== '--force' && arg !== '--to-bucket')
  if ((command !== 'backup' && command !== 'restore') || files.length > 1 || (command === 'restore' && files.length !== 1) || (toBucket && files.length > 0)) {
    throw new BackupError(usage)
  }
  const config = loadConfig()
  if (toBucket && !config.s3) throw new BackupError('--to-bucket keeps the backups in the S3 store: set S3_BUCKET (see README, "Backups").')
  const store = createImageStore(config)
  const database = await openShopDatabase(config, { maintenance: true })
  try {
    if (toBucket) {
      const shelf = new BackupShelf(config.s3!)
      try {
        const workFile = path.join(os.tmpdir(), `glow-backup-${process.pid}.jsonl.gz`)
        const done = await backUpToShelf(database, store, shelf, { now: systemClock.now(), keepDays: config.backupKeepDays, workFile })
        if (done.outcome === 'busy') console.log('Another machine is backing up the shop now: nothing to do here.')
        else if (done.outcome === 'already') console.log(`Today's backup is already at ${done.where}.`)
        else {
          const removed = done.removed.length ? ` Removed the backups of ${done.removed.join(', ')} (keeping ${config.backupKeepDays} days).` : ''
          console.log(`Backed up the shop to ${done.where}: ${describe(done.summary)}.${removed}`)
        }
      } finally {
        shelf.close()
      }
    } else if (command === 'backup') {
      const file = path.resolve(files[0] ?? `glow-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`)
      const summary = await writeBackup(database.db, store, file)
      console.log(`Backed up the shop to ${file}: ${describe(summary)}.`)
    } else {
      const file = path.resolve(files[0]!)
      const summary = await restoreBackup(database.db, store, file, { force })
      console.log(`Restored the shop from ${file}: ${describe(summary)}.`)
    }
  } finally {
    store.close()
    await database.close()
  }
}

try {
  await run(process.argv.slice(2))
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
