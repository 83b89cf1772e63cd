import path from 'node:path'
import { ConfigError, loadConfig } from '../server/src/config'
import { BackupError, restoreBackup, writeBackup, type BackupSummary } from '../server/src/db/backup'
import { DatabaseInUseError } from '../server/src/db/client'
import { openShopDatabase } from '../server/src/server'
import { createImageStore } from '../server/src/storage/store'

// `npm run backup [FILE]` and `npm run restore FILE [--force]`, for the database the shop itself
// would open (DATA_DIR's embedded one, or DATABASE_URL) and the images of the store it would use
// (DATA_DIR/uploads, or the S3-compatible store S3_BUCKET names).

const usage = 'Usage: npm run backup [FILE]  |  npm run restore FILE [--force]'

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
  const files = rest.filter((arg) => arg !== '--force')
  if ((command !== 'backup' && command !== 'restore') || files.length > 1 || (command === 'restore' && files.length !== 1)) {
    throw new BackupError(usage)
  }
  const config = loadConfig()
  const store = createImageStore(config)
  const database = await openShopDatabase(config, { maintenance: true })
  try {
    if (command === 'backup') {
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
