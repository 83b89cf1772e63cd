import { rm } from 'node:fs/promises'

/** The migrated database globalSetup saved for the test files goes with the run. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.GLOW_PGLITE_SNAPSHOT) await rm(process.env.GLOW_PGLITE_SNAPSHOT, { force: true })
}
