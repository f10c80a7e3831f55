/**
 * What every bench module answers: one measurement per budget of docs/performance.md it checks,
 * compared against its limit (a ceiling or a floor).
 */

export type Measurement = {
  /** Short stable name, also accepted by `--only`. */
  name: string;
  value: number;
  unit: string;
  limit: number;
  /** 'atMost': value must not exceed limit; 'atLeast': value must reach it. */
  kind: 'atMost' | 'atLeast';
  /** Extra numbers worth printing (percentiles, counts). */
  detail?: string;
  /**
   * What the engine itself does on the same data with the same durability, measured in the
   * same run (bench/engine-limits.ts), in the measurement's unit: the server's distance from it shows.
   */
  engineLimit?: { value: number; what: string };
  /** Set when the measurement could not be taken; a skip is not a pass. */
  skipped?: string;
};

export function passes(m: Measurement): boolean {
  if (m.skipped) return false;
  return m.kind === 'atMost' ? m.value <= m.limit : m.value >= m.limit;
}

export type BenchModule<Context> = {
  /** Module name for `--only`; its measurement names are accepted too. */
  name: string;
  measures: string[];
  /** `measures`: the names asked for (all of them unless `--only` named some); a module may measure just those. */
  run(context: Context, measures: readonly string[]): Promise<Measurement[]>;
};
