import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { passes, type BenchModule, type Measurement } from './budget';
import { startFixture, type Fixture } from './fixture';
import { firstPull } from './first-pull';
import { jsBudgets } from './js-budgets';
import { matchPlanBench } from './match-plan';
import { lighthouseAudit } from './lighthouse';
import { coldOpen } from './cold-open';
import { designerDrag } from './designer-drag';
import { mixedLoad, mixedUpdates } from './mixed-load';
import { pullLatency } from './pull-latency';
import { pushQueue } from './push-queue';
import { pushThroughput } from './push-throughput';
import { search } from './search';
import { planSessionBench } from './plan-session';
import { clubExport } from './club-export';
import { postgresBinDir } from '../sync-server/src/db/postgres/throwaway-cluster';
import setupPostgres from '../sync-server/test-support/postgres-setup';

/**
 * `npm run bench`: measures the performance budgets of docs/performance.md against the real server
 * (loopback HTTP over a SQLite file in a temp dir, then over PostgreSQL when one is at
 * hand: DATABASE_URL or a throwaway cluster of the installed binaries), the real web data
 * layer and the built app, prints one line per budget, the server's numbers of both
 * engines side by side, and exits 1 when any budget is missed.
 *
 *   npm run bench -- --only pull-latency   (a module or a measurement name; repeatable)
 *   npm run bench -- --build               (measure a fresh vite build, not dist/)
 *   npm run bench -- --engine sqlite       (one engine only: sqlite or postgres)
 */

/** Nothing in the bench may run away: past this the process reports and exits. */
const WATCHDOG_MS = 12 * 60 * 1000;

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    build: { type: 'boolean', default: false },
    engine: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const serverModules: BenchModule<Fixture>[] = [pushThroughput, pushQueue, pullLatency, mixedLoad, mixedUpdates, firstPull, search, planSessionBench];
const js = jsBudgets({ forceBuild: values.build ?? false });
/** Load the built app in the system Chromium against the real server, one page at a time. */
const browserModules: BenchModule<unknown>[] = [
  lighthouseAudit({ forceBuild: values.build ?? false }),
  coldOpen({ forceBuild: values.build ?? false }),
  designerDrag({ forceBuild: values.build ?? false }),
];
const allNames = [...serverModules, js, matchPlanBench, clubExport, ...browserModules].flatMap((m) => [m.name, ...m.measures.filter((n) => n !== m.name)]);

if (values.help) {
  console.log(`Usage: npm run bench -- [--only <name>]... [--build] [--engine sqlite|postgres]\nNames: ${allNames.join(', ')}`);
  process.exit(0);
}

const only = (values.only ?? []).flatMap((o) => o.split(',')).map((o) => o.trim()).filter(Boolean);
const unknown = only.filter((o) => !allNames.includes(o));
if (unknown.length > 0) {
  console.error(`Unknown budget ${unknown.join(', ')}. Names: ${allNames.join(', ')}`);
  process.exit(2);
}
const selected = <C>(m: BenchModule<C>) => only.length === 0 || only.includes(m.name) || m.measures.some((n) => only.includes(n));

function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return '-';
  const digits = value >= 1000 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`;
}

type Engine = 'sqlite' | 'postgres';
/** Server measurements by name, then engine, for the side-by-side table. */
const byEngine = new Map<string, Partial<Record<Engine, Measurement>>>();

function report(m: Measurement, engine?: Engine): boolean {
  if (engine) byEngine.set(m.name, { ...byEngine.get(m.name), [engine]: m });
  const ok = passes(m);
  const verdict = m.skipped ? 'SKIP' : ok ? 'PASS' : 'FAIL';
  const budget = `${m.kind === 'atMost' ? '<=' : '>='} ${m.limit.toLocaleString('en-US')} ${m.unit}`;
  const limit = m.engineLimit ? `; engine alone ${formatValue(m.engineLimit.value, m.unit)} (${m.engineLimit.what})` : '';
  const note = m.skipped ?? `${m.detail ?? ''}${limit}`;
  const label = engine ? `${m.name} (${engine === 'sqlite' ? 'sqlite' : 'pg'})` : m.name;
  console.log(`${verdict}  ${label.padEnd(24)} ${formatValue(m.value, m.unit).padStart(20)}   budget ${budget.padEnd(22)} ${note}`);
  return ok;
}

async function runModule<C>(module: BenchModule<C>, context: C, engine?: Engine): Promise<boolean> {
  const started = performance.now();
  let measurements: Measurement[];
  try {
    const asked = only.length === 0 || only.includes(module.name) ? module.measures : module.measures.filter((n) => only.includes(n));
    measurements = await module.run(context, asked);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    measurements = module.measures.map((name) => ({ name, value: Number.NaN, unit: '', limit: Number.NaN, kind: 'atMost', skipped: `error: ${reason}` }));
  }
  const wanted = measurements.filter((m) => only.length === 0 || only.includes(module.name) || only.includes(m.name));
  const results = wanted.map((m) => report(m, engine));
  if (process.env.BENCH_VERBOSE) console.log(`      (${module.name} took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return results.every(Boolean);
}

async function main(): Promise<number> {
  const watchdog = setTimeout(() => {
    console.error(`FAIL  bench did not finish within ${WATCHDOG_MS / 1000} s`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  const cores = availableParallelism();
  console.log(`Pitchside bench (node ${process.version}, ${cores} cores, load ${loadavg()[0]!.toFixed(1)}); a SKIP counts as a miss`);
  if (loadavg()[0]! > cores) console.log(`WARNING: the machine is busy (load above ${cores}); timings will be worse than on an idle machine`);
  let allPass = true;
  const wantedServer = serverModules.filter(selected);
  if (wantedServer.length > 0) {
    for (const engine of await engines()) {
      const stopPostgres = engine === 'postgres' ? await usePostgres() : undefined;
      const fixture = await startFixture();
      try {
        for (const module of wantedServer) allPass = (await runModule(module, fixture, engine)) && allPass;
      } finally {
        await fixture.close();
        stopPostgres?.();
      }
    }
    printSideBySide();
  }
  if (selected(js)) allPass = (await runModule(js, undefined)) && allPass;
  if (selected(matchPlanBench)) allPass = (await runModule(matchPlanBench, undefined)) && allPass;
  if (selected(clubExport)) allPass = (await runModule(clubExport, undefined)) && allPass;
  for (const module of browserModules.filter(selected)) allPass = (await runModule(module, undefined)) && allPass;
  console.log(allPass ? 'All budgets met.' : 'Some budgets were missed (see FAIL/SKIP above).');
  return allPass ? 0 : 1;
}

/** SQLite always; PostgreSQL when DATABASE_URL names one or its binaries are installed. */
async function engines(): Promise<Engine[]> {
  if (values.engine === 'sqlite' || values.engine === 'postgres') return [values.engine];
  if (values.engine) throw new Error(`Unknown engine ${values.engine}: sqlite or postgres`);
  if (process.env.DATABASE_URL || postgresBinDir()) return ['sqlite', 'postgres'];
  console.log('PostgreSQL: not measured (no DATABASE_URL and no installed PostgreSQL)');
  return ['sqlite'];
}

/** The fixture server (a worker, which inherits the environment) then opens a PostgreSQL database. */
async function usePostgres(): Promise<() => void> {
  // PostgreSQL's default durability, as deployed: every commit is flushed to disk.
  const stop = await setupPostgres({ durable: true });
  process.env.PITCHSIDE_TEST_ENGINE = 'postgres';
  return () => {
    delete process.env.PITCHSIDE_TEST_ENGINE;
    stop();
  };
}

/** Each engine's server line, its engine alone, and PostgreSQL against SQLite. */
function printSideBySide(): void {
  if (![...byEngine.values()].some((m) => m.postgres)) return;
  const columns = ['SQLite', 'SQLite engine', 'PostgreSQL', 'PG engine', 'PG / SQLite'];
  console.log(`\n${'server budget'.padEnd(18)} ${columns.map((c) => c.padStart(19)).join(' ')}`);
  for (const [name, m] of byEngine) {
    const cell = (x: Measurement | undefined) => (x && !x.skipped ? formatValue(x.value, x.unit) : '-').padStart(19);
    const engine = (x: Measurement | undefined) => (x?.engineLimit ? formatValue(x.engineLimit.value, x.unit) : '-').padStart(19);
    const ratio = m.sqlite && m.postgres && !m.sqlite.skipped && !m.postgres.skipped ? `${(m.postgres.value / m.sqlite.value).toFixed(2)}x` : '-';
    console.log(`${name.padEnd(18)} ${cell(m.sqlite)} ${engine(m.sqlite)} ${cell(m.postgres)} ${engine(m.postgres)} ${ratio.padStart(19)}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Bench crashed:', error);
    process.exit(1);
  },
);
