import os from 'node:os'
import path from 'node:path'
import { writeFile } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../src/db/client'

/** Migrates one embedded database and saves it, so each test file opens a copy instead of migrating again. */
export default async function globalSetup(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' })
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('gzip')
  const snapshot = path.join(os.tmpdir(), `glow-shop-pglite-${process.pid}.tar.gz`)
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  // Test workers inherit the environment of this process.
  process.env.GLOW_PGLITE_SNAPSHOT = snapshot
}
