const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are UUIDs: anything else never reaches a query. */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID.test(value)

/** PostgreSQL's unique_violation, through drizzle's error wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined)
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}
