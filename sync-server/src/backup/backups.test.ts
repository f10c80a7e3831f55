import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { uuidv7, type CoachGroup, type PushResponse } from '@pitchside/shared';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db/database';
import { createOrg, createUser, makeClock, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';
import { databaseUrl, testEngine } from '../../test-support/test-database';
import { parseEvery, parseKeep, pruneBackups, startBackupSchedule } from './backups';

const root = resolve(import.meta.dirname, '../../..');

/** `npm run backup` / `npm run restore` as an operator runs them, against `target`. */
function cli(args: string[], target: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (target.startsWith('postgres')) env.DATABASE_URL = target;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = resolve(target, '..');
  }
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/backup/cli.ts', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`cli ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

describe('backup and restore', () => {
  let t: TestApp | undefined;
  let restored: Db | undefined;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await restored?.destroy();
    restored = undefined;
    await t?.close();
    t = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** A new, empty place to restore into: a data dir's SQLite file, or a new PostgreSQL database. */
  async function freshTarget(): Promise<string> {
    if (testEngine() === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'pitchside-restore-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return join(dir, 'pitchside.db');
    }
    const server = process.env.PITCHSIDE_TEST_POSTGRES_URL!;
    const name = `pitchside_restore_${uuidv7().replace(/-/g, '').slice(-12)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: server });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    });
    return databaseUrl(server, name);
  }

  it('a backup taken mid-push holds every push acknowledged before it began, and restores into a new data dir that starts', async () => {
    t = await makeTestApp({ pushThread: true });
    const app = t.app;
    const org = await createOrg(t.db);
    const admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    const group = (await send<CoachGroup>(app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U12 Backups' } })).body;

    const acknowledged: string[] = [];
    let stop = false;
    const load = (async () => {
      for (let n = 1; !stop; n++) {
        const id = uuidv7();
        const pushed = await pushAs(app, admin, [m(n, 'player.create', { id, groupId: group.id, name: `Player ${n}`, shirtNumber: null, position: null })]);
        expect(pushed.body).toEqual<PushResponse>({ lastMutationId: n, rejected: [] });
        acknowledged.push(id);
      }
    })();
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));

    const before = [...acknowledged];
    const file = join(t.dir, 'mid-load.backup');
    await cli(['backup', file], t.target);
    const duringBackup = acknowledged.length - before.length;
    stop = true;
    await load;

    const target = await freshTarget();
    expect(await cli(['restore', file], target)).toMatch(/Restored/);
    restored = await openDatabase(target);
    const started = createApp({ db: restored, uploadsDir: join(t.dir, 'uploads'), clock: makeClock() });
    const pulled = (await pullAs(started, admin, 'device-after-restore')).body;
    const ids = new Set(pulled.changes.players?.map((p) => p.id));
    for (const id of before) expect(ids.has(id)).toBe(true);
    // Pushes were acknowledged while `npm run backup` ran: the copy was taken mid-load.
    expect(duringBackup).toBeGreaterThan(0);
    expect(ids.size).toBeLessThanOrEqual(acknowledged.length);
  }, 60_000);

  it('refuses to restore a file that is not a backup, and leaves the database as it was', async () => {
    if (testEngine() !== 'sqlite') return;
    const target = await freshTarget();
    const db = await openDatabase(target);
    await db.destroy();
    const junk = join(resolve(target, '..'), 'junk.db');
    writeFileSync(junk, 'not a database');
    await expect(cli(['restore', junk], target)).rejects.toThrow(/not a database|integrity/i);
    expect(readdirSync(resolve(target, '..')).filter((f) => f.includes('before-restore'))).toEqual([]);
  }, 30_000);
});

describe('the backup schedule', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('takes a backup every BACKUP_EVERY into BACKUP_DIR and keeps the newest BACKUP_KEEP', async () => {
    if (testEngine() !== 'sqlite') return;
    dir = mkdtempSync(join(tmpdir(), 'pitchside-schedule-'));
    const source = join(dir, 'pitchside.db');
    (await openDatabase(source)).destroy();
    const backups = join(dir, 'backups');
    const clock = makeClock('2026-01-01T00:00:00.000Z');
    let written = 0;
    const schedule = startBackupSchedule({
      target: source,
      dir: backups,
      everyMs: 50,
      keep: 2,
      clock: () => {
        clock.advance(3_600_000);
        return clock();
      },
      log: (line) => {
        if (line.startsWith('Backup written')) written += 1;
        else throw new Error(line);
      },
    });
    while (written < 3) await new Promise((r) => setTimeout(r, 20));
    await schedule.stop();
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(2);
    expect(kept[1]! > kept[0]!).toBe(true);
    expect(kept.every((name) => /^pitchside-\d{8}T\d{6}Z\.db$/.test(name))).toBe(true);
  }, 30_000);

  it('reads BACKUP_EVERY and BACKUP_KEEP, refusing what it cannot read, and prunes only its own files', () => {
    expect(parseEvery('30m')).toBe(1_800_000);
    expect(parseEvery('6h')).toBe(21_600_000);
    expect(parseEvery('1d')).toBe(86_400_000);
    expect(parseEvery('90')).toBe(90_000);
    expect(() => parseEvery('often')).toThrow(/BACKUP_EVERY/);
    expect(parseKeep('7')).toBe(7);
    expect(() => parseKeep('0')).toThrow(/BACKUP_KEEP/);
    expect(() => parseKeep('many')).toThrow(/BACKUP_KEEP/);
    dir = mkdtempSync(join(tmpdir(), 'pitchside-prune-'));
    mkdirSync(dir, { recursive: true });
    for (const name of ['pitchside-20260101T000000Z.db', 'pitchside-20260102T000000Z.db', 'pitchside-20260103T000000Z.db', 'notes.txt']) {
      writeFileSync(join(dir, name), '');
    }
    expect(pruneBackups(dir, 1)).toEqual(['pitchside-20260101T000000Z.db', 'pitchside-20260102T000000Z.db']);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'pitchside-20260103T000000Z.db']);
  });
});
