import type { CurrentUser, MutationName, PullResponse, PushResponse, SyncedTableName } from '@pitchside/shared';
import { api, ApiError, NetworkError } from './api';
import { db, readMeta, writeMeta, type OutboxEntry } from './db';
import { applyLocally, clientIdFor, loadMutationSchemas } from './mutate';
import { currentUser } from './session';
import { browserOnline, setSyncStatus } from './sync-status';
import { readToken } from './token-store';

/**
 * The device side of the push/pull protocol (docs/architecture.md): push the outbox in order, then pull
 * the server's changes and re-apply what is still pending on top. One sync at a time.
 */
const PUSH_BATCH = 500;
const MAX_RESETS = 3;
/** The cursor of a device with no copy yet. */
const START_CURSOR = '0';

let running: Promise<void> | null = null;
let runAgain = false;

/** Runs a sync now, or once more after the one in flight. */
export function syncNow(): Promise<void> {
  if (running) {
    runAgain = true;
    return running;
  }
  running = (async () => {
    for (;;) {
      runAgain = false;
      try {
        await withSyncLock(syncOnce);
      } catch (error) {
        // A request made meanwhile (the connection came back) gets its run; else report.
        if (!runAgain) throw error;
      }
      if (!runAgain) return;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** One tab syncs at a time (Web Locks where the browser has them); sign-out's discard takes it too. */
export async function withSyncLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request('pitchside-sync', task);
  return task();
}

export type SyncOutcome = 'done' | 'offline' | 'failed' | 'signed-out';
let lastOutcome: SyncOutcome = 'done';
export function lastSyncOutcome(): SyncOutcome {
  return lastOutcome;
}

async function syncOnce(): Promise<void> {
  const user = currentUser();
  if (!user || !readToken()) {
    lastOutcome = 'signed-out';
    return;
  }
  setSyncStatus({ syncing: true });
  try {
    const clientId = await clientIdFor(user.id);
    const fromZero = (await readMeta('syncedFor')) !== user.id;
    const refused = await pushOutbox(user.id, clientId);
    // A refused change was applied locally: pulling from zero restores the server's truth.
    await pull(user, clientId, fromZero || refused);
    lastOutcome = 'done';
    // An answer that arrives after the browser said 'offline' does not put the app back online.
    setSyncStatus({ online: browserOnline(), failed: false, lastSyncedAt: new Date().toISOString() });
  } catch (error) {
    if (error instanceof NetworkError) {
      lastOutcome = 'offline';
      setSyncStatus({ online: false });
    } else {
      lastOutcome = 'failed';
      // A 401 has already signed the user out (api.ts); anything else is shown and retried.
      setSyncStatus({ failed: !(error instanceof ApiError && error.status === 401), online: browserOnline() });
    }
    throw error;
  } finally {
    setSyncStatus({ syncing: false });
  }
}

async function pendingFor(clientId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('clientId').equals(clientId).sortBy('seq');
}

/** Pushes this user's queued mutations in order. Returns whether the server refused any. */
async function pushOutbox(userId: string, clientId: string): Promise<boolean> {
  let refusedAny = false;
  for (;;) {
    const batch = (await pendingFor(clientId)).slice(0, PUSH_BATCH);
    if (batch.length === 0) return refusedAny;
    // The schemas load when there is something to send, not with the engine: an offline start
    // with an empty outbox never builds them.
    const { SCHEMA_VERSION } = await loadMutationSchemas();
    const answer = await api.post<PushResponse>('/api/sync/push', {
      clientId,
      schemaVersion: SCHEMA_VERSION,
      mutations: batch.map((m) => ({ mutationId: m.mutationId, name: m.name, args: m.args, createdAt: m.createdAt })),
    });
    await db.transaction('rw', [db.outbox, db.rejected], async () => {
      for (const r of answer.rejected) {
        const known = await db.rejected.where('userId').equals(userId).filter((x) => x.mutationId === r.mutationId).count();
        if (!known) {
          await db.rejected.add({ userId, mutationId: r.mutationId, name: r.name, code: r.code, reason: r.reason, createdAt: new Date().toISOString() });
        }
      }
      await db.outbox
        .where('clientId')
        .equals(clientId)
        .filter((m) => m.mutationId <= answer.lastMutationId)
        .delete();
    });
    refusedAny ||= answer.rejected.length > 0;
    const last = batch[batch.length - 1]!;
    // The server stopped short (a gap): stop rather than loop; the pull still runs.
    if (answer.lastMutationId < last.mutationId) return refusedAny;
  }
}

/** Pulls every page first, then applies them in one transaction with the pending changes on top. */
async function pull(user: CurrentUser, clientId: string, fromZero: boolean): Promise<void> {
  let reset = fromZero;
  // An older build stored the server-wide number: sent as is, the server answers it with a reset.
  const stored = fromZero ? undefined : await readMeta(`cursor:${user.id}`);
  let cursor = stored === undefined ? START_CURSOR : String(stored);
  let pages: PullResponse[] = [];
  let resets = 0;
  for (;;) {
    const page = await api.get<PullResponse>(`/api/sync/pull?cursor=${encodeURIComponent(cursor)}&clientId=${encodeURIComponent(clientId)}`);
    if (page.reset && resets < MAX_RESETS && (cursor !== START_CURSOR || pages.length > 0 || page.cursor === START_CURSOR)) {
      // The server says our copy was built for another scope: start again from zero.
      resets += 1;
      reset = true;
      pages = [];
      if (page.cursor === START_CURSOR) {
        cursor = START_CURSOR;
        continue;
      }
    }
    if (page.reset) reset = true;
    pages.push(page);
    cursor = page.cursor;
    if (!page.more) break;
  }
  const lastMutationId = pages[pages.length - 1]?.lastMutationId ?? 0;
  // The mutation schemas check the pending changes re-applied on top; with none left (the
  // usual start) they are not built. Loaded before the transaction: waiting for a download
  // inside it would end it.
  const stillPending = (await pendingFor(clientId)).some((m) => m.mutationId > lastMutationId);
  const context = { user, clientId, cursor, reset, lastMutationId };
  try {
    await applyPages(pages, { ...context, schemas: stillPending ? await loadMutationSchemas() : undefined });
  } catch (error) {
    // Another tab queued a change meanwhile: the same pages again, with the schemas.
    if (!(error instanceof SchemasNeeded)) throw error;
    await applyPages(pages, { ...context, schemas: await loadMutationSchemas() });
  }
}

class SchemasNeeded extends Error {}

type ApplyContext = {
  user: CurrentUser;
  clientId: string;
  cursor: string;
  reset: boolean;
  lastMutationId: number;
  schemas: Awaited<ReturnType<typeof loadMutationSchemas>> | undefined;
};

/** Applies the pulled pages in one transaction, with the pending changes on top. */
async function applyPages(pages: readonly PullResponse[], { user, clientId, cursor, reset, lastMutationId, schemas }: ApplyContext): Promise<void> {
  await db.transaction('rw', [...db.syncedTables, db.outbox, db.meta], async () => {
    if (reset) for (const table of db.syncedTables) await table.clear();
    for (const page of pages) {
      for (const [name, rows] of Object.entries(page.changes) as [SyncedTableName, { id: string }[] | undefined][]) {
        if (rows?.length) await db.syncedTable(name).bulkPut(rows);
      }
      for (const gone of page.deletes) await db.syncedTable(gone.table).delete(gone.id);
    }
    await writeMeta({ key: `cursor:${user.id}`, value: cursor });
    await writeMeta({ key: 'syncedFor', value: user.id });
    await db.outbox
      .where('clientId')
      .equals(clientId)
      .filter((m) => m.mutationId <= lastMutationId)
      .delete();
    const pending = await pendingFor(clientId);
    if (pending.length === 0) return;
    // Thrown inside the transaction, it undoes it all: nothing of the pages stays half applied.
    if (!schemas) throw new SchemasNeeded();
    const now = new Date().toISOString();
    for (const entry of pending) {
      const parsed = schemas.mutationArgs[entry.name as MutationName].safeParse(entry.args);
      if (parsed.success) await applyLocally(entry.name, parsed.data as never, { user, now });
    }
  });
}
