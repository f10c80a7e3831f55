import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { uuidv7, type Activity, type CoachGroup } from '@pitchside/shared';
import { inTransaction } from '../sync-server/src/db/database';
import { currentVersions, nextVersion } from '../sync-server/src/db/queries/versions';
import { encodeCursor } from '../sync-server/src/sync/pull';
import { rawInserts, rawReads } from './engine-limits';
import { activityFromRow, saveActivityRow } from '../sync-server/src/domain/activity-rows';
import { seedDrills } from '../sync-server/src/seed/drills';
import { seedCategories, seedProvider } from '../sync-server/src/seed/taxonomy';
import { allFlags, createOrg, createUser, makeTestApp, send, type TestApp } from '../sync-server/test-support/index';
import { LIBRARY_SIZE, type CallMessage, type FixtureCalls, type WorkerMessage } from './fixture-protocol';

/**
 * The measured server, run in a process of its own (fixture.ts forks it), as a server runs
 * apart from its devices: the real createApp over a SQLite file in
 * a temp dir, listening on 127.0.0.1, seeded with the category tree and LIBRARY_SIZE
 * global activities (the real drill library, then its drills again under new titles).
 */

async function seedLibrary(server: TestApp, size: number, now: Date): Promise<string[]> {
  const { db } = server;
  await seedProvider(db, now);
  await seedCategories(db, now);
  await seedDrills(db, { now });
  const rows = await db.selectFrom('activities').selectAll().where('organization_id', 'is', null).orderBy('title').execute();
  const templates = rows.map(activityFromRow);
  if (templates.length === 0) throw new Error('The drill library seeded no activities');
  const at = now.toISOString();
  await inTransaction(db, async (db) => {
    for (let i = templates.length; i < size; i += 1) {
      const template = templates[i % templates.length]!;
      const copy: Activity = {
        ...template,
        id: uuidv7(),
        title: `${template.title} ${Math.floor(i / templates.length) + 1}`,
        createdAt: at,
        version: await nextVersion(db, null),
        updatedAt: at,
      };
      await saveActivityRow(db, copy);
    }
  });
  const ids = await db.selectFrom('activities').select('id').where('organization_id', 'is', null).orderBy('version').execute();
  return ids.map((row) => row.id);
}

function post(message: WorkerMessage): void {
  process.send?.(message);
}

async function start(): Promise<void> {
  process.env.PITCHSIDE_FAST_HASH = '1';
  const now = new Date();
  const server = await makeTestApp({ now, pushThread: true, warmPool: true });
  const activityIds = await seedLibrary(server, LIBRARY_SIZE, now);
  let clubs = 0;

  const calls: { [N in keyof FixtureCalls]: (args: FixtureCalls[N]['args']) => Promise<FixtureCalls[N]['result']> } = {
    async newClub() {
      clubs += 1;
      const org = await createOrg(server.db, { name: `Bench Club ${clubs}`, hasUnitedFcLibraryAccess: true });
      const admin = await createUser(server.db, { organizationId: org.id, role: 'org_admin', now: server.clock() });
      const group = await send<CoachGroup>(server.app, 'POST', '/api/coach-groups', { token: admin.token, body: { name: `U12 ${clubs}` } });
      if (group.status !== 201 && group.status !== 200) throw new Error(`Creating a coach group answered ${group.status}`);
      return { organizationId: org.id, groupId: group.body.id };
    },
    async newCoach({ organizationId }) {
      return { token: (await createUser(server.db, { organizationId, role: 'coach', flags: allFlags, now: server.clock() })).token };
    },
    async cpu() {
      const { user, system } = process.cpuUsage();
      return user + system;
    },
    async head({ organizationId }) {
      const [library, club] = await currentVersions(server.db, [null, organizationId]);
      return encodeCursor({ library: library!, club: club! });
    },
    async rawInserts(load) {
      return rawInserts(server.db, load);
    },
    async rawReads({ whileInserting, ...load }) {
      const inserting = whileInserting ? rawInserts(server.db, whileInserting) : Promise.resolve(0);
      const reads = await rawReads(server.db, load);
      await inserting;
      return reads;
    },
  };

  // The bench gone (ended or crashed), the server goes too.
  process.once('disconnect', () => process.exit(0));
  process.on('message', (message: CallMessage) => {
    const handler = calls[message.call] as (args: unknown) => Promise<unknown>;
    handler(message.args).then(
      (result) => post({ type: 'result', id: message.id, result }),
      (error: unknown) => post({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });

  const port = await new Promise<number>((resolve) => {
    serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  post({ type: 'ready', baseUrl: `http://127.0.0.1:${port}`, activityIds });
}

start().catch((error: unknown) => post({ type: 'error', id: null, message: error instanceof Error ? error.stack ?? error.message : String(error) }));
