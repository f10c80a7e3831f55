import type { BenchModule, Measurement } from './budget';
import { coachDevices } from './device-load';
import type { Fixture } from './fixture';
import { pushAll, queuedMutations, updateHeavyMutations, NOTES_PER_SESSION } from './mutations';
import { since } from './stats';

/**
 * docs/performance.md: "at least 5,000 pushed mutations applied per second". Devices push their
 * queues at the same time over loopback HTTP, in batches of BATCH, and we count what the
 * server applied per second of wall time: `push-throughput` has 10 devices in 5 clubs (two
 * devices of a club take turns on its version counter), `many-clubs` 10 clubs of one device
 * each, 1,000 mutations each; `many-clubs-updates` the same 10 clubs with a queue of updates
 * (a new session, then NOTES_PER_SESSION notes appended to it, repeated). Each line also shows the engine's own rate for the same number
 * of rows, inserted raw with the same durability (bench/engine-limits.ts).
 */
const BATCH = 200;
const PER_DEVICE = 1000;

async function measurePush(
  fixture: Fixture,
  name: string,
  clubs: number,
  devicesPerClub: number,
  queue: typeof queuedMutations = queuedMutations,
  mix = 'new sessions, each scheduled',
): Promise<Measurement> {
  const devices = (await coachDevices(fixture, clubs, devicesPerClub)).devices.map((device) => ({
    ...device,
    mutations: queue(PER_DEVICE, device.club, fixture.activityIds),
  }));
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = await fixture.cpu();
  await Promise.all(devices.map((d) => pushAll(fixture.baseUrl, d.token, d.clientId, d.mutations, BATCH)));
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = (await fixture.cpu()) - serverCpuBefore;
  const seconds = since(start) / 1000;
  const applied = devices.length * PER_DEVICE;
  // CPU time barely moves with the machine's load, unlike the rate: it tells a slower path from a busier machine.
  const cpuPerMutation = (cpu.user + cpu.system + serverCpu) / applied;
  const raw = await fixture.rawInserts({ clubs: devices.length, perClub: PER_DEVICE, batch: BATCH });
  return {
    name,
    value: applied / seconds,
    unit: 'mutations/s',
    limit: 5000,
    kind: 'atLeast',
    detail: `${applied} mutations (${mix}) from ${devices.length} devices of ${clubs} clubs in batches of ${BATCH}, ${seconds.toFixed(2)} s, CPU ${cpuPerMutation.toFixed(0)} µs a mutation (devices and server processes)`,
    engineLimit: { value: raw, what: `raw inserts, ${devices.length} writers, a durable commit per ${BATCH}` },
  };
}

export const pushThroughput: BenchModule<Fixture> = {
  name: 'push-throughput',
  measures: ['push-throughput', 'many-clubs', 'many-clubs-updates'],
  async run(fixture, measures): Promise<Measurement[]> {
    const lines: [string, () => Promise<Measurement>][] = [
      ['push-throughput', () => measurePush(fixture, 'push-throughput', 5, 2)],
      ['many-clubs', () => measurePush(fixture, 'many-clubs', 10, 1)],
      [
        'many-clubs-updates',
        () => measurePush(fixture, 'many-clubs-updates', 10, 1, updateHeavyMutations, `a new session then ${NOTES_PER_SESSION} notes on it, repeated`),
      ],
    ];
    const wanted = lines.filter(([name]) => measures.includes(name));
    const measured: Measurement[] = [];
    for (const [, measure] of wanted) measured.push(await measure());
    return measured;
  },
};
