/**
 * What every bench module answers: one measurement per DESIGN.md budget it checks,
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
  run(context: Context): Promise<Measurement[]>;
};
