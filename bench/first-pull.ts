import { uuidv7, type PullResponse } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import { loadDevice } from './device';
import { LIBRARY_SIZE, type Fixture } from './fixture';
import { rawIndexedDbPut } from './raw-indexeddb';
import { since } from './stats';
import { BROWSER_ACCEPT_ENCODING } from './wire-bytes';

/**
 * docs/performance.md: "a first pull of 2,000 activities into an empty device in under 2 s".
 * A signed-in coach's empty device runs the web sync engine's syncNow() against the
 * loopback server; the clock runs until every activity is in IndexedDB.
 * The same pages fetched without a device are timed too, to tell network from storage,
 * and counted as a browser receives them (its Accept-Encoding; wire bytes beside the JSON's).
 * The engine's own limit is measured on the same rows: the activities the device stored,
 * put by the raw IndexedDB API into a fresh store with the same indexes.
 */
export const firstPull: BenchModule<Fixture> = {
  name: 'first-pull',
  measures: ['first-pull'],
  async run(fixture): Promise<Measurement[]> {
    const { club, token } = await fixture.newCoach();
    const device = await loadDevice(fixture.baseUrl);
    await device.db.delete();
    await device.db.open();
    await device.signIn(token);

    const start = performance.now();
    await device.syncNow();
    const elapsed = since(start);
    const stored = await device.db.activities.count();
    if (stored < LIBRARY_SIZE) throw new Error(`Only ${stored} of ${LIBRARY_SIZE} activities reached the device`);

    const networkOnly = await timePagesOnly(fixture, (await club.coach()).token);
    const limit = await rawIndexedDbPut(await device.db.activities.toArray(), device.db.activities.schema);
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
    return [
      {
        name: 'first-pull',
        value: elapsed,
        unit: 'ms',
        limit: 2000,
        kind: 'atMost',
        detail:
          `${stored} activities into IndexedDB (fake-indexeddb); engine limit: raw IndexedDB put of the same ${stored} rows ${limit.toFixed(0)} ms ` +
          `(${(elapsed / limit).toFixed(1)}x); HTTP pages alone ${networkOnly.ms.toFixed(0)} ms, ${networkOnly.pages} pages, ` +
          `${mb(networkOnly.wireBytes)} on the wire (${networkOnly.encodings}) for ${mb(networkOnly.bytes)} of JSON`,
      },
    ];
  },
};

type Pages = { ms: number; pages: number; bytes: number; wireBytes: number; encodings: string };

async function timePagesOnly(fixture: Fixture, token: string): Promise<Pages> {
  const clientId = uuidv7();
  let cursor = '0';
  let pages = 0;
  let bytes = 0;
  let wireBytes = 0;
  const encodings = new Set<string>();
  const start = performance.now();
  for (let more = true; more && pages < 100; pages += 1) {
    const response = await fetch(`${fixture.baseUrl}/api/sync/pull?cursor=${cursor}&clientId=${clientId}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Pull answered ${response.status}`);
    const length = Buffer.byteLength(text);
    bytes += length;
    // fetch hands over the decoded text; the server states the length it sent.
    wireBytes += Number(response.headers.get('content-length') ?? length);
    encodings.add(response.headers.get('content-encoding') ?? 'identity');
    const page = JSON.parse(text) as PullResponse;
    cursor = page.cursor;
    more = page.more;
  }
  return { ms: since(start), pages, bytes, wireBytes, encodings: [...encodings].join(', ') };
}
