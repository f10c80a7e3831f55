/** Latency summaries for the bench: nearest-rank percentiles over milliseconds. */

export type Summary = { count: number; p50: number; p99: number; max: number; mean: number };

/** The nearest-rank percentile (p in 0..100) of samples sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, x) => sum + x, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

/** Milliseconds since `start` (a performance.now() reading). */
export function since(start: number): number {
  return performance.now() - start;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}
