/** The median of a non-empty list (the mean of the two middle values for an even count): benchmarks quote medians. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The value `share` of the way up sorted values (nearest rank: 0.99 is the p99), for tails a median does not show. */
export const percentile = (sorted: number[], share: number): number => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!
