import { SCHEMA_VERSION, type PullResponse, type PushRequest, type PushResponse } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import { allDevicesAtOnce, CLUBS, coachDevices, DEADLINE_MS, DEVICES, THINK_MS } from './device-load';
import type { Fixture } from './fixture';
import { countCpu, describeCpu } from './cpu-use';
import { getJson } from './http';
import { queuedMutations, updateHeavyMutations } from './mutations';
import { ms, summarize } from './stats';

/**
 * docs/performance.md's pull budget (p99 under 50 ms with 50 devices) while the devices also write:
 * 50 coaches in 5 clubs; half of them push a batch of their queued changes and then pull,
 * the others only pull, each device pulling from the cursor its last pull answered, with a
 * random pause of up to THINK_MS between rounds. Only pulls count for the budget: they are
 * what a coach waits on when opening the app, and they must not queue behind the pushes.
 * The first round has every device send at once on a new connection; with 2,000 pulls its
 * slowest are the p99, so the detail gives it apart from the later rounds. A device's wait is
 * timed from its connection being made (bench/device-client.ts Timed), not from when the
 * bench's one process got round to opening it.
 * Each device talks over its own kept-alive connection (bench/device-client.ts); the devices
 * run in the bench's process, the server in a process of its own (bench/fixture.ts). The
 * detail ends with where the CPU went over the rounds (bench/cpu-use.ts): the percentile
 * moves a lot between runs of one build on two cores, the CPU totals little.
 */
const ROUNDS = 40;
const BATCH = 20;

/** What each writing device queued: `count` mutations of its club. */
type Queue = typeof queuedMutations;

/** The devices' rounds: the pulls' latencies, the pushes' and how many mutations were applied. */
async function runRounds(fixture: Fixture, queueOf: Queue) {
  const load = await coachDevices(fixture, CLUBS, DEVICES / CLUBS);
  const devices = load.devices.map((device, i) => {
    const writes = (i % (DEVICES / CLUBS)) % 2 === 0;
    const queue = writes ? queueOf(ROUNDS * BATCH, device.club, fixture.activityIds) : [];
    // Each round's push as the device sends it, serialized before the clock starts.
    const bodies = Array.from({ length: queue.length / BATCH }, (_, round) => {
      const body: PushRequest = { clientId: device.clientId, schemaVersion: SCHEMA_VERSION, mutations: queue.slice(round * BATCH, (round + 1) * BATCH) };
      return JSON.stringify(body);
    });
    return { ...device, cursor: '0', writes, bodies };
  });
  // Each device starts up to date, as after its first sync.
  for (const club of load.clubs) {
    const head = await fixture.head(club);
    for (const device of devices.filter((d) => d.club === club)) {
      await getJson<PullResponse>(fixture.baseUrl, `/api/sync/pull?cursor=0&limit=1&clientId=${device.clientId}`, device.token);
      device.cursor = head;
    }
  }

  const pulls: number[] = [];
  // Told apart in the detail: the first round is every device at once, each on a new connection.
  const firstRound: number[] = [];
  const laterRounds: number[] = [];
  const pushes: number[] = [];
  let applied = 0;
  const cpuUse = await countCpu(fixture);
  const seconds = await allDevicesAtOnce(fixture.baseUrl, devices, ROUNDS, async (device, client, round) => {
    if (device.writes) {
      const { body: answer, ms: pushMs } = await client.postJson<PushResponse>('/api/sync/push', device.token, device.bodies[round]!);
      pushes.push(pushMs);
      if (answer.rejected.length > 0) throw new Error(`The server refused a push: ${answer.rejected[0]!.reason}`);
      applied += BATCH;
    }
    const { body: page, ms: latency } = await client.get<PullResponse>(`/api/sync/pull?cursor=${device.cursor}&clientId=${device.clientId}`, device.token);
    pulls.push(latency);
    (round === 0 ? firstRound : laterRounds).push(latency);
    if (page.reset) throw new Error('A pull answered reset: the bench devices were not registered');
    device.cursor = page.cursor;
  });
  const cpu = describeCpu(await cpuUse());
  const p = summarize(pulls);
  const first = summarize(firstRound);
  const later = summarize(laterRounds);
  const w = summarize(pushes);
  const detail =
    `pull p50 ${ms(p.p50)}, max ${ms(p.max)}, ${p.count} pulls; ${DEVICES / 2} devices also pushed ` +
    `${applied} mutations in batches of ${BATCH} (push p50 ${ms(w.p50)}, p99 ${ms(w.p99)}), ${(p.count / seconds).toFixed(0)} pulls/s; ` +
    `first round (every device at once) ${first.count} pulls, max ${ms(first.max)}; later rounds p99 ${ms(later.p99)}; devices in a process apart from the server's; ${cpu}`;
  return { p99: p.p99, detail };
}

export const mixedLoad: BenchModule<Fixture> = {
  name: 'mixed-load',
  measures: ['pull-p99-writes'],
  async run(fixture): Promise<Measurement[]> {
    const { p99, detail } = await runRounds(fixture, queuedMutations);
    const raw = await fixture.rawReads({
      readers: DEVICES,
      perReader: ROUNDS,
      thinkMs: THINK_MS,
      deadlineMs: DEADLINE_MS,
      whileInserting: { clubs: CLUBS, perClub: ROUNDS * BATCH, batch: BATCH },
    });
    return [
      {
        name: 'pull-p99-writes',
        value: p99,
        unit: 'ms',
        limit: 50,
        kind: 'atMost',
        detail,
        engineLimit: { value: raw.p99, what: `raw indexed read while ${CLUBS} writers insert raw (p50 ${ms(raw.p50)})` },
      },
    ];
  },
};

/**
 * The same rounds while the pushes are updates: each writing device adds a session and then
 * appends notes to it (bench/mutations.ts updateHeavyMutations), so nearly every pull finds
 * rows changed again since the other devices of its club read them. The pull reads a row's
 * content once per version (sync-server/src/sync/pull.ts): this mix checks that its cost did
 * not just move to the rows written again.
 */
export const mixedUpdates: BenchModule<Fixture> = {
  name: 'mixed-updates',
  measures: ['pull-p99-updates'],
  async run(fixture): Promise<Measurement[]> {
    const { p99, detail } = await runRounds(fixture, updateHeavyMutations);
    return [{ name: 'pull-p99-updates', value: p99, unit: 'ms', limit: 50, kind: 'atMost', detail: `${detail}; pushes append notes to sessions they wrote` }];
  },
};
