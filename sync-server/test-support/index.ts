import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, scryptSync } from 'node:crypto';
import type { Hono } from 'hono';
import {
  noFlags,
  uuidv7,
  type Organization,
  type OrganizationType,
  type Role,
  type SubscriptionStatus,
  type User,
  type UserFlags,
  type UserStatus,
} from '@pitchside/shared';
import { createApp } from '../src/app';
import { sql } from 'kysely';
import { engineOf, type Db } from '../src/db/database';
import { organizationRow } from '../src/domain/organizations';
import { openTestDatabase } from './test-database';
import { PushThread } from '../src/push-thread/push-thread';
import type { AppEnv } from '../src/http/env';
import { issueToken } from '../src/domain/tokens';
import { toUser, type UserRow } from '../src/domain/users';

/** Version numbers for rows a test inserts by hand, as the server's writes take them. */
export { nextVersion } from '../src/db/queries/versions';

/**
 * Shared helpers for server tests: a real database (a SQLite file in a temp dir, or a
 * throwaway PostgreSQL database when the suite runs on PostgreSQL), the real app,
 * a clock tests can move, and ready-made organizations and signed-in users.
 */

process.env.PITCHSIDE_FAST_HASH = '1';

export const DEFAULT_PASSWORD = 'password123';
/** A Wednesday, so "this week" has days on both sides. */
export const DEFAULT_NOW = '2025-03-05T10:00:00.000Z';

/** The injected clock: call it for "now"; move it with advance/set. */
export type TestClock = (() => Date) & { advance(ms: number): void; set(at: Date | string): void };

export function makeClock(start: Date | string = DEFAULT_NOW): TestClock {
  let now = new Date(start).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (at) => {
    now = new Date(at).getTime();
  };
  return clock;
}

export type TestApp = {
  app: Hono<AppEnv>;
  db: Db;
  /** What openDatabase takes to open a second connection to `db`'s database. */
  target: string;
  dir: string;
  uploadsDir: string;
  clock: TestClock;
  /** Closes the database and removes the temp dir (call in afterEach). */
  close(): Promise<void>;
};

/**
 * `pushThread`: pushes run on a push thread, as `npm start` runs them on SQLite (on
 * PostgreSQL they stay in-process, as there too). `warmPool`: the PostgreSQL pool opens
 * all its connections first, as `npm start` does.
 */
export async function makeTestApp(options: { now?: Date | string; pushThread?: boolean; warmPool?: boolean } = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-test-'));
  const file = join(dir, 'pitchside.db');
  const database = await openTestDatabase(file, { warm: options.warmPool ?? false });
  const db = database.db;
  const clock = makeClock(options.now);
  const uploadsDir = join(dir, 'uploads');
  const pushes = options.pushThread && engineOf(db) === 'sqlite' ? await PushThread.start(file) : undefined;
  const app = createApp({ db, uploadsDir, clock, ...(pushes ? { pushes } : {}) });
  let closed = false;
  return {
    app,
    db,
    target: database.target,
    dir,
    uploadsDir,
    clock,
    async close() {
      await pushes?.close();
      if (!closed) await database.close();
      closed = true;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let orgCounter = 0;

export type CreateOrgInput = {
  name?: string;
  type?: OrganizationType;
  hasUnitedFcLibraryAccess?: boolean;
  subscriptionStatus?: SubscriptionStatus;
  contactEmail?: string;
};

export async function createOrg(db: Db, input: CreateOrgInput = {}): Promise<Organization> {
  orgCounter += 1;
  const org: Organization = {
    id: uuidv7(),
    name: input.name ?? `Test Club ${orgCounter} ${randomBytes(3).toString('hex')}`,
    type: input.type ?? 'subscriber',
    contactEmail: input.contactEmail ?? '',
    subscriptionStatus: input.subscriptionStatus ?? 'active',
    hasUnitedFcLibraryAccess: input.hasUnitedFcLibraryAccess ?? true,
    createdAt: DEFAULT_NOW,
  };
  await db.insertInto('organizations').values(organizationRow(org)).execute();
  return org;
}

const hashCache = new Map<string, string>();

/**
 * Synchronous on purpose so fixtures stay one-liners. Writes the stored format
 * domain/passwords.ts reads (`scrypt$N$r$p$salt$hash`) at the cheap test cost.
 */
export function testPasswordHash(password: string): string {
  const cached = hashCache.get(password);
  if (cached) return cached;
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  const hash = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  hashCache.set(password, hash);
  return hash;
}

let userCounter = 0;

export type CreateUserInput = {
  organizationId: string;
  role: Role;
  flags?: Partial<UserFlags>;
  status?: UserStatus;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** When the token is issued (defaults to DEFAULT_NOW); pass clock() if the clock moved. */
  now?: Date;
};

export type CreatedUser = { user: User; token: string; password: string };

/** Inserts a user and issues a bearer token for them (even if not active, for refusal tests). */
export async function createUser(db: Db, input: CreateUserInput): Promise<CreatedUser> {
  userCounter += 1;
  const password = input.password ?? DEFAULT_PASSWORD;
  const flags: UserFlags = { ...noFlags, ...input.flags };
  const now = input.now ?? new Date(DEFAULT_NOW);
  const row: UserRow = {
    id: uuidv7(),
    first_name: input.firstName ?? 'Test',
    last_name: input.lastName ?? `User${userCounter}`,
    email: input.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.test`,
    password_hash: testPasswordHash(password),
    organization_id: input.organizationId,
    role: input.role,
    status: input.status ?? 'active',
    flags: JSON.stringify(flags),
    created_at: now.toISOString(),
    scope_version: 0,
  };
  await db.insertInto('users').values(row).execute();
  const token = await issueToken(db, row.id, now);
  return { user: toUser(row), token, password };
}

/** Every flag on: handy for "coach with everything". */
export const allFlags: UserFlags = Object.fromEntries(Object.keys(noFlags).map((k) => [k, true])) as UserFlags;

/** Request headers for a signed-in JSON call. */
export function authed(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

export type Sent<T> = { status: number; body: T };

/** One JSON request through the app; `body` is the parsed answer (null when empty). */
export async function send<T = unknown>(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Sent<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.request(path, {
    method,
    headers,
    body:
      options.body === undefined || method === 'GET' || method === 'HEAD'
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Raw SQL for tests that look at stored rows directly: `?` placeholders take `params` in
 * order. The SQL must read the same on both engines.
 */
export function rawSql(text: string, params: readonly unknown[]) {
  const parts = text.split('?');
  if (parts.length - 1 !== params.length) throw new Error(`${params.length} parameters for ${parts.length - 1} placeholders: ${text}`);
  return sql.join(
    parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))),
    sql.raw(''),
  );
}

/** Every row a raw query answers. */
export async function queryRows<Row = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<Row[]> {
  return (await rawSql(text, params).execute(db)).rows as Row[];
}

/** The first row (undefined when there is none). */
export async function queryRow<Row = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<Row | undefined> {
  return (await queryRows<Row>(db, text, ...params))[0];
}

/** The first column of every row. */
export async function queryColumn<T = unknown>(db: Db, text: string, ...params: unknown[]): Promise<T[]> {
  return (await queryRows(db, text, ...params)).map((row) => Object.values(row)[0] as T);
}

/** The first column of the first row (undefined when there is none). */
export async function queryValue<T = unknown>(db: Db, text: string, ...params: unknown[]): Promise<T | undefined> {
  const [row] = await queryRows(db, text, ...params);
  return row === undefined ? undefined : (Object.values(row)[0] as T);
}

/** Runs a raw statement (tests arranging a state the API would not make). */
export async function execute(db: Db, text: string, ...params: unknown[]): Promise<void> {
  await rawSql(text, params).execute(db);
}

/** The tables of the database, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const text =
    engineOf(db) === 'postgres'
      ? "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name";
  return queryColumn<string>(db, text);
}

/** Row count of a table (optionally filtered), for "nothing was written" assertions. */
export async function countRows(db: Db, table: string, where = '1=1', ...params: unknown[]): Promise<number> {
  return Number(await queryValue(db, `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...params));
}

export {
  insertActivity,
  insertCategory,
  insertCoachGroup,
  insertScheduleEntry,
  insertSection,
  insertSession,
  insertSubCategory,
  tinyPng,
} from './fixtures';
