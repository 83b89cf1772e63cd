import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** Whether the database answers a trivial query within `withinMs` (false when it refuses, fails or stays silent). */
export async function databaseAnswers(db: Db, withinMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const silence = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)))
  const answer = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answer, silence])
  } finally {
    clearTimeout(timer)
  }
}
