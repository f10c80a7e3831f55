import type { Measurement } from './budget';

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

/** What a step on the coach's device may take while they wait (docs/performance.md: a plan, a keystroke). */
const DEVICE_STEP_MS = 50;

/**
 * Timings of a step that runs on the coach's device while they wait, where the worst case is the
 * measure: each sample with the case it timed, so the report names the slowest.
 */
export class WorstCase {
  readonly samples: number[] = [];
  private worst = { ms: -1, what: '' };

  /** Records one timing; `what` names the case and is only built for a new worst. */
  add(elapsed: number, what: () => string): void {
    this.samples.push(elapsed);
    if (elapsed > this.worst.ms) this.worst = { ms: elapsed, what: what() };
  }

  /** The worst sample against the device budget; `of` says what was timed, `more` ends the detail. */
  againstBudget(name: string, of: string, more?: (s: Summary) => string, engineLimit?: Measurement['engineLimit']): Measurement {
    const s = summarize(this.samples);
    return {
      name,
      value: s.max,
      unit: 'ms',
      limit: DEVICE_STEP_MS,
      kind: 'atMost',
      detail: `worst of ${s.count} ${of} (${this.worst.what}); p50 ${ms(s.p50)}, p99 ${ms(s.p99)}${more?.(s) ?? ''}`,
      ...(engineLimit ? { engineLimit } : {}),
    };
  }
}
