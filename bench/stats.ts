/**
 * Percentiles for the benchmarks, with no dependencies, so that the client processes can use them
 * without loading the database or Redis packages.
 */

/** The p-th percentile (nearest rank) of values sorted ascending; NaN for none. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The p-th percentile (nearest rank) of unsorted values; NaN for none. */
export function percentile(values: ArrayLike<number>, p: number): number {
  return percentileOfSorted(Float64Array.from(values).sort(), p);
}

/** How many values, their p50, p95, p99 and maximum (sorted once). */
export function summariseValues(values: ArrayLike<number>) {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => percentileOfSorted(sorted, p);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}
