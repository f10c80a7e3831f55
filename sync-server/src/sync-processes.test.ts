import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SCHEMA_VERSION, uuidv7, type PullResponse, type PushResponse } from '@pitchside/shared';
import { openDatabase, type Db } from './db/database';
import { currentVersion } from './db/queries/versions';
import { allFlags, createOrg, createUser, queryRows } from '../test-support/index';
import { createPostgresTestDatabase, testEngine } from '../test-support/test-database';

/**
 * Two real server processes share one PostgreSQL and devices of many clubs push the same
 * batches to both at once. Exactly once: every mutation is applied once (none lost, none
 * twice), every write has its own version of its club's counter, and a device of each club
 * pulling meanwhile ends with every row of its club as stored, and none of another's.
 */

const root = resolve(import.meta.dirname, '../..');
const CLUBS = 10;
const DEVICES = 20;
const NOTES = 30;
/** Every this many notes a device also makes a new session (new rows a push writes many to a statement). */
const NEW_SESSION_EVERY = 5;
const EXTRA_SESSIONS = NOTES / NEW_SESSION_EVERY;
const BATCH = 5;

function startServer(url: string, dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '', ADMIN_PASSWORD: 'two-processes', PITCHSIDE_FAST_HASH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`No start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ child, base: match[1]! });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`Exited with ${code}:\n${output}`)));
  });
}

async function post<T>(base: string, path: string, token: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

async function get<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe.skipIf(testEngine() !== 'postgres')('two server processes on one PostgreSQL', () => {
  let db: Db;
  let dataDir: string;
  const servers: { child: ChildProcess; base: string }[] = [];

  beforeAll(async () => {
    const url = await createPostgresTestDatabase(process.env.PITCHSIDE_TEST_POSTGRES_URL!);
    db = await openDatabase(url);
    dataDir = mkdtempSync(join(tmpdir(), 'pitchside-processes-'));
    // Both start (and seed) at once, as a deployment's processes would.
    servers.push(...(await Promise.all([startServer(url, join(dataDir, 'a')), startServer(url, join(dataDir, 'b'))])));
  }, 120_000);

  afterAll(async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await db?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies every mutation of many clubs exactly once and a pull of each club meanwhile misses nothing', async () => {
    const clubs = await Promise.all(
      Array.from({ length: CLUBS }, async (_, c) => {
        // Without the drill library: what is checked is the clubs' own rows, and ten first pages of the library at once only load the machine.
        const org = await createOrg(db, { name: `Process Club ${c}`, hasUnitedFcLibraryAccess: false });
        const coaches = await Promise.all([0, 1].map(() => createUser(db, { organizationId: org.id, role: 'coach', flags: allFlags, now: new Date() })));
        return { org, coaches, before: await currentVersion(db, org.id), seen: new Map<string, string>() };
      }),
    );
    const devices = Array.from({ length: DEVICES }, (_, i) => {
      const club = clubs[i % CLUBS]!;
      const extraIds = Array.from({ length: EXTRA_SESSIONS }, () => uuidv7());
      return { d: i, club, clientId: `process-device-${i}`, token: club.coaches[i % 2]!.token, sessionId: uuidv7(), extraIds };
    });

    let pushing = true;
    // One device per club pulls all along, from either server in turn.
    const pullers = clubs.map(async (club, c) => {
      let cursor = '0';
      for (let turn = 0; ; turn++) {
        const done = !pushing;
        const page = await get<PullResponse>(servers[turn % 2]!.base, `/api/sync/pull?cursor=${cursor}&clientId=process-puller-${c}`, club.coaches[0]!.token);
        expect(page.reset).toBe(false);
        for (const session of page.changes.sessions ?? []) club.seen.set(session.id, session.notes);
        cursor = page.cursor;
        if (done && !page.more) return;
      }
    });

    await Promise.all(
      devices.map(async (device) => {
        const create = (id: string) => ({ name: 'session.create', args: { id, activityIds: [], activityDurations: [] } });
        const intents = [
          create(device.sessionId),
          ...Array.from({ length: NOTES }, (_, i) => [
            { name: 'session.appendNote', args: { id: device.sessionId, note: `d${device.d}-${i + 1}` } },
            ...((i + 1) % NEW_SESSION_EVERY === 0 ? [create(device.extraIds[(i + 1) / NEW_SESSION_EVERY - 1]!)] : []),
          ]).flat(),
        ];
        const mutations = intents.map((intent, i) => ({ mutationId: i + 1, ...intent, createdAt: new Date().toISOString() }));
        for (let start = 0; start < mutations.length; start += BATCH) {
          // The same batch (plus the one before, replayed) to both servers at once.
          const body = { clientId: device.clientId, schemaVersion: SCHEMA_VERSION, mutations: mutations.slice(Math.max(0, start - BATCH), start + BATCH) };
          const answers = await Promise.all(servers.map(({ base }) => post<PushResponse>(base, '/api/sync/push', device.token, body)));
          for (const answer of answers) {
            expect(answer.status).toBe(200);
            expect(answer.body.rejected).toEqual([]);
          }
        }
      }),
    );
    pushing = false;
    await Promise.all(pullers);

    const expectedNotes = (d: number) => Array.from({ length: NOTES }, (_, i) => `d${d}-${i + 1}`).join('\n');
    for (const club of clubs) {
      const own = devices.filter((device) => device.club === club);
      const stored = await queryRows<{ id: string; notes: string }>(db, 'SELECT id, notes FROM sessions WHERE organization_id = ?', club.org.id);
      expect(stored).toHaveLength(own.length * (1 + EXTRA_SESSIONS));
      for (const device of own) {
        expect(stored.find((s) => s.id === device.sessionId)?.notes).toBe(expectedNotes(device.d));
        expect(club.seen.get(device.sessionId)).toBe(expectedNotes(device.d));
        for (const id of device.extraIds) expect(club.seen.get(id)).toBe('');
      }
      // Another club's sessions never reach this club's device.
      expect(club.seen.size).toBe(stored.length);
      // One version of the club's counter per applied mutation: none applied twice, none lost, no number handed out twice.
      expect((await currentVersion(db, club.org.id)) - club.before).toBe(own.length * (NOTES + 1 + EXTRA_SESSIONS));
    }
    const clients = await queryRows<{ last_mutation_id: number }>(db, "SELECT last_mutation_id FROM sync_clients WHERE client_id LIKE 'process-device-%'");
    expect(clients.map((c) => c.last_mutation_id)).toEqual(Array(DEVICES).fill(NOTES + 1 + EXTRA_SESSIONS));
  }, 120_000);
});
