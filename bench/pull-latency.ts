import { uuidv7, type PullResponse } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import { allDevicesAtOnce, CLUBS, coachDevices, DEADLINE_MS, DEVICES, THINK_MS, type LoadDevice } from './device-load';
import type { Club, Fixture } from './fixture';
import { getJson } from './http';
import { pushAll, queuedMutations } from './mutations';
import { ms, summarize } from './stats';

/**
 * docs/performance.md: "small pulls at p99 under 50 ms with 50 concurrent devices". Every device
 * is an up-to-date coach whose club then changed a little (a colleague pushed a few
 * sessions and schedule entries); all devices pull those changes at the same time, each
 * pulling again after a random pause (bench/device-load.ts). (Without any pause the loop measures
 * the server's saturated throughput instead, where latency is simply devices / throughput.)
 * Each loop stops after REQUESTS_PER_DEVICE requests or DEADLINE_MS. Each device talks over
 * its own kept-alive connection (bench/device-client.ts: lighter on the shared cores than fetch).
 */
const REQUESTS_PER_DEVICE = 100;
/** What each club changed since the devices' cursor. */
const RECENT_CHANGES_PER_CLUB = 4;

function pullPath(device: LoadDevice, cursor: string, limit?: number): string {
  const query = new URLSearchParams({ cursor, clientId: device.clientId });
  if (limit) query.set('limit', String(limit));
  return `/api/sync/pull?${query.toString()}`;
}

export const pullLatency: BenchModule<Fixture> = {
  name: 'pull-latency',
  measures: ['pull-p99'],
  async run(fixture): Promise<Measurement[]> {
    const { clubs, devices } = await coachDevices(fixture, CLUBS, DEVICES / CLUBS);
    // Register each device's copy with the server (as its first pull would), cheaply.
    for (const device of devices) await getJson<PullResponse>(fixture.baseUrl, pullPath(device, '0', 1), device.token);
    const cursors = new Map<Club, string>();
    for (const club of clubs) cursors.set(club, await fixture.head(club));
    for (const club of clubs) {
      const changes = queuedMutations(RECENT_CHANGES_PER_CLUB, club, fixture.activityIds);
      await pushAll(fixture.baseUrl, (await club.coach()).token, uuidv7(), changes, RECENT_CHANGES_PER_CLUB);
    }

    const samples: number[] = [];
    let rows = 0;
    const seconds = await allDevicesAtOnce(fixture.baseUrl, devices, REQUESTS_PER_DEVICE, async (device, client) => {
      const { body: page, ms: waited } = await client.get<PullResponse>(pullPath(device, cursors.get(device.club)!), device.token);
      samples.push(waited);
      if (page.reset) throw new Error('A small pull answered reset: the bench devices were not registered');
      rows = Math.max(rows, Object.values(page.changes).reduce((n, list) => n + (list?.length ?? 0), 0));
    });
    const s = summarize(samples);
    const raw = await fixture.rawReads({ readers: DEVICES, perReader: REQUESTS_PER_DEVICE, thinkMs: THINK_MS, deadlineMs: DEADLINE_MS, whileInserting: null });
    return [
      {
        name: 'pull-p99',
        value: s.p99,
        unit: 'ms',
        limit: 50,
        kind: 'atMost',
        detail: `p50 ${ms(s.p50)}, max ${ms(s.max)}, ${s.count} pulls by ${DEVICES} devices (${rows} rows each), ${(s.count / seconds).toFixed(0)} pulls/s`,
        engineLimit: { value: raw.p99, what: `raw indexed read of a club's recent rows, ${DEVICES} readers (p50 ${ms(raw.p50)})` },
      },
    ];
  },
};
