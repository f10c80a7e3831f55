import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isPostgresUrl } from '../db/database';
import { postgresBinDir } from '../db/postgres/throwaway-cluster';
import { typescriptWorker } from '../push-thread/typescript-worker';
import { backupSqlite, checkSqliteBackup } from './sqlite-backup';

/**
 * Backups of either engine (docs/backups.md): a SQLite file is copied with SQLite's online
 * backup, a PostgreSQL database with pg_dump (custom format, one consistent snapshot).
 * `target` is what main.ts opens: a SQLite file or a postgres:// URL.
 */

/** Takes a backup of `target` into `dest`; `thread`: the SQLite copy runs on a worker thread. */
export async function takeBackup(target: string, dest: string, options: { thread?: boolean } = {}): Promise<void> {
  mkdirSync(dirname(dest), { recursive: true });
  if (isPostgresUrl(target)) return pgDump(target, dest);
  if (!options.thread) {
    await backupSqlite(target, dest);
    return;
  }
  await backupOnThread(target, dest);
}

/**
 * Puts a backup back: the server must be stopped. SQLite: the file is checked, the current
 * database (with its WAL) is moved aside as `<file>.before-restore-<when>`, and the backup
 * copied in its place. PostgreSQL: pg_restore into the database, replacing what it holds.
 */
export async function restoreBackup(file: string, target: string, now = new Date()): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  if (isPostgresUrl(target)) return pgRestore(file, target);
  checkSqliteBackup(file);
  mkdirSync(dirname(target), { recursive: true });
  const aside = `${target}.before-restore-${stamp(now)}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(target + suffix)) renameSync(target + suffix, aside + suffix);
  }
  copyFileSync(file, `${target}.restoring`);
  renameSync(`${target}.restoring`, target);
}

const BACKUP_NAME = /^pitchside-\d{8}T\d{6}(\d{3})?Z\.(db|dump)$/;

/** `pitchside-20261128T191011Z.db` (or `.dump` for PostgreSQL): names sort by time. */
export function backupFileName(target: string, now: Date): string {
  return `pitchside-${stamp(now)}.${isPostgresUrl(target) ? 'dump' : 'db'}`;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/** Removes all but the newest `keep` backups of `dir` (files it did not name are left alone). */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const backups = readdirSync(dir).filter((name) => BACKUP_NAME.test(name)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/** BACKUP_EVERY: `90s`, `30m`, `6h`, `1d` (a bare number is seconds). */
export function parseEvery(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$/.exec(text);
  if (!match) throw new Error(`BACKUP_EVERY must read like 30m, 6h or 1d, not "${text}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const ms = Number(match[1]) * unit * 1000;
  if (ms < 1000) throw new Error('BACKUP_EVERY must be at least one second');
  return ms;
}

/** BACKUP_KEEP: how many backups the folder keeps, at least one. */
export function parseKeep(text: string): number {
  const keep = Number(text);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number of at least 1, not "${text}"`);
  return keep;
}

export type BackupSchedule = { stop(): Promise<void> };

/**
 * Takes a backup into `dir` every `everyMs` and keeps the newest `keep`. A backup still
 * running when the next is due is not doubled; a failed one is logged and tried next time.
 */
export function startBackupSchedule(options: {
  target: string;
  dir: string;
  everyMs: number;
  keep: number;
  clock?: () => Date;
  log?: (line: string) => void;
}): BackupSchedule {
  const { target, dir, everyMs, keep } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<void> | undefined;
  const once = async () => {
    const dest = join(dir, backupFileName(target, clock()));
    try {
      await takeBackup(target, dest, { thread: true });
      pruneBackups(dir, keep);
      log(`Backup written to ${dest}`);
    } catch (error) {
      log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(() => {
    running ??= once().finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

function backupOnThread(source: string, dest: string): Promise<void> {
  const worker = typescriptWorker(new URL('./backup-worker.ts', import.meta.url), { workerData: { source, dest } });
  return new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ok: boolean; message?: string }) => {
      void worker.terminate();
      if (message.ok) resolve();
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
  });
}

/** pg_dump and pg_restore: from PATH, else from the newest installed PostgreSQL. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const binDir = postgresBinDir();
  return binDir ? join(binDir, name) : name;
}

async function pgDump(url: string, dest: string): Promise<void> {
  const partial = `${dest}.partial`;
  try {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
    renameSync(partial, dest);
  } finally {
    rmSync(partial, { force: true });
  }
}

function pgRestore(file: string, url: string): Promise<void> {
  return run(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file]);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`))));
  });
}
