import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * Holds an Idempotency-Key (within `scope`) until the transaction ends: a request sent at once under the same key
 * waits here until the first one's transaction is over, then finds what it made.
 */
export async function holdRequestKey(tx: Db, scope: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`)
}
