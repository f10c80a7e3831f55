import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Fixture } from './fixture';

/**
 * Where the CPU went while a load ran: the server's process, the PostgreSQL backends (when
 * the bench started a cluster on this machine), and the bench's own process (its devices).
 * On two cores a latency percentile moves by half between runs of one build, while these
 * totals move by a few per cent: a change to a hot path is judged by them first.
 */
export type CpuUse = { serverS: number; databaseS: number | null; benchS: number; wallS: number };

/** Clock ticks a second of Linux's /proc/<pid>/stat (USER_HZ, 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** User and system seconds of every PostgreSQL process on this machine; null where /proc is not there to read. */
export function postgresSeconds(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name sits in parentheses and may hold spaces: the fields after it are fixed.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Starts counting; the returned function stops and answers what each process used. */
export async function countCpu(fixture: Fixture): Promise<() => Promise<CpuUse>> {
  // bench/main.ts names the engine of the fixture server it starts.
  const engine = process.env.PITCHSIDE_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  const bench = process.cpuUsage();
  const server = await fixture.cpu();
  const database = engine === 'postgres' ? postgresSeconds() : null;
  const start = performance.now();
  return async () => {
    const own = process.cpuUsage(bench);
    const serverNow = await fixture.cpu();
    const databaseNow = engine === 'postgres' ? postgresSeconds() : null;
    return {
      serverS: (serverNow - server) / 1e6,
      databaseS: database === null || databaseNow === null ? null : databaseNow - database,
      benchS: (own.user + own.system) / 1e6,
      wallS: (performance.now() - start) / 1000,
    };
  };
}

/** "CPU: server 9.1 s, PostgreSQL 3.5 s, the bench's devices 2.7 s, in 9.5 s (80% of 2 cores)". */
export function describeCpu(use: CpuUse): string {
  const total = use.serverS + (use.databaseS ?? 0) + use.benchS;
  const cores = availableParallelism();
  const database = use.databaseS === null ? '' : `, PostgreSQL ${use.databaseS.toFixed(1)} s`;
  return (
    `CPU: server ${use.serverS.toFixed(1)} s${database}, the bench's devices ${use.benchS.toFixed(1)} s, ` +
    `in ${use.wallS.toFixed(1)} s (${Math.round((100 * total) / (use.wallS * cores))}% of ${cores} cores)`
  );
}
