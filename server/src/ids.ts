export { isUuid } from '../../src/contract/queries'

const fieldOf = (value: unknown, field: 'code' | 'constraint') =>
  typeof value === 'object' && value !== null && field in value ? (value as Record<string, unknown>)[field] : undefined

/** PostgreSQL's unique_violation, through drizzle's error wrapper or not; of one index when named. */
/** A foreign key refused the write: the row it names is gone (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return fieldOf(error, 'code') === '23503' || fieldOf((error as { cause?: unknown } | null)?.cause, 'code') === '23503'
}

export function isUniqueViolation(error: unknown, index?: string): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause
  const violation = fieldOf(error, 'code') === '23505' ? error : fieldOf(cause, 'code') === '23505' ? cause : undefined
  return violation !== undefined && (index === undefined || fieldOf(violation, 'constraint') === index)
}
