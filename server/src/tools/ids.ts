export { isUuid } from '../../../src/contract/queries'

/**
 * The PostgreSQL error behind a failed statement whose SQLSTATE `state` matches (through drizzle's wrapper, which
 * keeps the driver's error as its cause): its code and the constraint it names ('' when none).
 */
export function postgresError(error: unknown, state: RegExp): { code: string; constraint: string } | undefined {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && state.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : '' }
  }
  return undefined
}

/** A foreign key refused the write: the row it names is gone (deleted meanwhile, or never there). */
export const isForeignKeyViolation = (error: unknown): boolean => postgresError(error, /^23503$/) !== undefined

/** PostgreSQL's unique_violation, through drizzle's error wrapper or not; of one index when named. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const violation = postgresError(error, /^23505$/)
  return violation !== undefined && (index === undefined || violation.constraint === index)
}
