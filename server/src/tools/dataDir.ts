import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export class DataDirError extends Error {}

/** What each refusal of the file system means for the shop's data folder. */
const REASONS: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'cannot be written by this process (permission denied)',
  EPERM: 'cannot be written by this process (not permitted)',
  ENOSPC: 'is full (no space left on its disk)',
  EDQUOT: 'is full (the disk quota is used up)',
  ENOTDIR: 'is not a folder',
  EEXIST: 'is not a folder',
}

/**
 * Before the shop opens its embedded database or stores an upload there: DATA_DIR can be created and written, or
 * one line says why not (read-only, full, not a folder) instead of a stack trace from deep inside the database.
 */
export function checkDataDir(dataDir: string): void {
  const probe = path.join(dataDir, '.glow-write-check')
  try {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(probe, 'Glow Beauty checks at start-up that it can write here.\n', { flush: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    throw new DataDirError(`DATA_DIR ${dataDir} ${REASONS[code] ?? `cannot be written (${code || (error as Error).message})`}`)
  } finally {
    try {
      rmSync(probe, { force: true })
    } catch {
      // A folder that refuses this has already been named above.
    }
  }
}
